import { css, useTheme, type Theme } from '@emotion/react';
import { company, mailtoHref, mq, telHref, useSiteHref, useSiteRoutes } from '@seawave/shared-ui';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { floatingButtonsClearance } from '../floating-buttons';
import { usesShortFooter } from './short-footer';
import { SocialLinks } from './social-links';

/** Picks the footer variant for the current route: short on /about and the six service pages. */
export default function Footer() {
  const { pathname } = useLocation();
  return usesShortFooter(pathname, useSiteRoutes()) ? <ShortFooter /> : <FullFooter />;
}

const footerStyle = (theme: Theme) => css`
  background: ${theme.colors.ink};
  color: ${theme.colors.inverseMuted};
  /* room at the bottom for the floating buttons (chat, scroll to top), so
     that scrolled to the end they never cover the copyright line */
  padding: ${theme.space[7]} ${theme.space[4]} ${floatingButtonsClearance};
  a {
    color: ${theme.colors.inverseLink};
  }
  h2 {
    color: ${theme.colors.inverse};
    font-size: ${theme.fontSizes.lg};
    margin: 0 0 ${theme.space[3]};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const columns = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[6]};
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  grid-template-columns: 1fr;
  ${mq('md')} {
    grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  }
`;

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

function Copyright() {
  const theme = useTheme();
  return (
    <p css={css`text-align: center; margin: ${theme.space[6]} 0 0; font-size: ${theme.fontSizes.sm}; color: ${theme.colors.inverseSubtle};`}>
      © {new Date().getFullYear()} {company.legalName}. All rights reserved.
    </p>
  );
}

/** Footer of /about and the service pages: acronym, legal name, address, phones, e-mail, hours, branches, social links. */
export function ShortFooter() {
  const theme = useTheme();
  return (
    <footer data-footer-variant="short" css={footerStyle(theme)}>
      <div css={columns(theme)}>
        <Column title={company.brand}>
          <ul aria-label={`${company.brand} stands for`}>
            {company.acronym.map(({ letter, word }, index) => (
              <li key={index}>
                <strong>{letter}</strong> – {word}
              </li>
            ))}
          </ul>
        </Column>
        <Column title={company.legalName}>
          <address css={css`font-style: normal;`}>
            {company.address.lines.map((line) => (
              <span key={line} css={css`display: block;`}>
                {line}
              </span>
            ))}
          </address>
        </Column>
        <Column title="Contact">
          <ul>
            {company.phones.map((phone) => (
              <li key={phone.tel}>
                Phone: <a href={telHref(phone.tel)}>{phone.label}</a>
              </li>
            ))}
            <li>
              E-mail: <a href={mailtoHref(company.emails.info)}>{company.emails.info}</a>
            </li>
            <li>Hours: {company.hours}</li>
          </ul>
        </Column>
        <Column title="Branches">
          <ul>
            {company.branches.map((branch) => (
              <li key={branch}>{branch}</li>
            ))}
          </ul>
          <div css={css`margin-top: ${theme.space[4]};`}>
            <SocialLinks />
          </div>
        </Column>
      </div>
      <Copyright />
    </footer>
  );
}

/** Footer of every other page: tagline, branches, social links, copyright. */
export function FullFooter() {
  const theme = useTheme();
  const getAFreeQuote = useSiteHref('getAFreeQuote');
  return (
    <footer data-footer-variant="full" css={footerStyle(theme)}>
      <div css={columns(theme)}>
        <Column title={company.brand}>
          <p css={css`margin: 0;`}>{company.footerTagline}</p>
          {getAFreeQuote ? (
            <p>
              <Link to={getAFreeQuote}>Get A Free Quote</Link>
            </p>
          ) : null}
        </Column>
        <Column title="Our Branches">
          <ul>
            {company.branches.map((branch) => (
              <li key={branch}>{branch}</li>
            ))}
          </ul>
        </Column>
        <Column title="Follow Us">
          <SocialLinks />
        </Column>
      </div>
      <Copyright />
    </footer>
  );
}
