import { css, useTheme, type Theme } from '@emotion/react';
import { ButtonLink, ExternalButtonLink, company, mailtoHref, reducedMotion, visuallyHidden } from '@seawave/shared-ui';
import { CardGrid, SectionHeading } from '@seawave/shared-ui/page';
import { Link } from 'react-router-dom';
import { PageBanner } from '../components/layout/page-banner';
import { CardItem, PageSection } from '../components/layout/page-section';
import { servicePath, services } from '../content/services';
import { servicesOverview } from '../content/services-overview';
import { paths } from '../routes.generated';

/** The mail link of the 'Let's Connect' block: the info address with subject Inquiry. */
export const getInTouchHref = mailtoHref(company.emails.info, { subject: servicesOverview.connect.subject });

/** A card whose link covers it all; its picture zooms a little on hover or focus. */
const serviceCard = (theme: Theme) => css`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  img {
    display: block;
    width: 100%;
    height: 160px;
    object-fit: cover;
    transition: transform 0.3s ease;
  }
  &:hover img,
  &:focus-within img {
    transform: scale(1.05);
  }
  ${reducedMotion} {
    &:hover img,
    &:focus-within img {
      transform: none;
    }
  }
  div {
    padding: ${theme.space[5]};
  }
  h3 {
    margin: 0 0 ${theme.space[2]};
  }
  p {
    margin: 0 0 ${theme.space[3]};
  }
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

function ServiceCards() {
  const theme = useTheme();
  return (
    <PageSection labelledBy="service-cards-title">
      <SectionHeading id="service-cards-title">{servicesOverview.servicesTitle}</SectionHeading>
      <CardGrid min="280px" stretch>
        {Object.values(services).map((service) => (
          <CardItem key={service.slug}>
            <div css={serviceCard(theme)}>
              <div css={css`overflow: hidden; padding: 0 !important;`}>
                <img src={service.banner.src} alt="" width={400} height={160} loading="lazy" />
              </div>
              <div>
                <h3>{service.name}</h3>
                <p>{service.tagline}</p>
                <Link to={servicePath(service.slug).href()}>
                  {servicesOverview.cardLinkLabel}
                  <span css={visuallyHidden}>{servicesOverview.cardLinkContext(service.name)}</span>
                </Link>
              </div>
            </div>
          </CardItem>
        ))}
      </CardGrid>
    </PageSection>
  );
}

function Specializations() {
  const theme = useTheme();
  return (
    <PageSection labelledBy="specializations-title" tone="surface">
      <SectionHeading id="specializations-title">{servicesOverview.specializationsTitle}</SectionHeading>
      <CardGrid min="200px" stretch>
        {servicesOverview.specializations.map((item) => (
          <CardItem key={item.title}>
            <div
              css={css`
                padding: ${theme.space[5]};
                border-top: 6px solid ${theme.colors.accent};
                height: 100%;
                h3 {
                  margin: 0 0 ${theme.space[2]};
                  font-size: ${theme.fontSizes.lg};
                }
                p {
                  margin: 0;
                }
              `}
            >
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </div>
          </CardItem>
        ))}
      </CardGrid>
    </PageSection>
  );
}

const faqList = (theme: Theme) => css`
  max-width: 48rem;
  margin: 0 auto;
  display: grid;
  gap: ${theme.space[3]};
  details {
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    padding: 0 ${theme.space[4]};
    background: ${theme.colors.background};
  }
  summary {
    cursor: pointer;
    font-weight: 600;
    color: ${theme.colors.ink};
    padding: ${theme.space[3]} 0;
    min-height: 44px;
  }
  details p {
    margin: 0 0 ${theme.space[3]};
  }
`;

/** Native disclosures: they open with no script. */
function Faq() {
  const theme = useTheme();
  return (
    <PageSection labelledBy="faq-title">
      <SectionHeading id="faq-title">{servicesOverview.faqTitle}</SectionHeading>
      <div css={faqList(theme)}>
        {servicesOverview.faq.map((entry) => (
          <details key={entry.question}>
            <summary>{entry.question}</summary>
            <p>{entry.answer}</p>
          </details>
        ))}
      </div>
    </PageSection>
  );
}

function Connect() {
  const theme = useTheme();
  return (
    <PageSection labelledBy="connect-title" tone="dark">
      <div
        css={css`
          text-align: center;
          p {
            max-width: 50ch;
            margin: 0 auto ${theme.space[5]};
            color: ${theme.colors.inverseMuted};
          }
        `}
      >
        <SectionHeading id="connect-title" inverse>
          {servicesOverview.connect.title}
        </SectionHeading>
        <p>{servicesOverview.connect.text}</p>
        <div css={css`display: flex; flex-wrap: wrap; justify-content: center; gap: ${theme.space[3]};`}>
          <ExternalButtonLink href={getInTouchHref} variant="light" size="lg">
            {servicesOverview.connect.buttonLabel}
          </ExternalButtonLink>
          <ButtonLink to={paths.getAFreeQuote.href()} size="lg">
            {servicesOverview.quoteLabel}
          </ButtonLink>
        </div>
      </div>
    </PageSection>
  );
}

/**
 * Services overview (/services): cards to the six service pages,
 * specialization cards, an FAQ and the 'Let's Connect' block.
 */
export default function ServicesOverviewPage() {
  return (
    <>
      <PageBanner titleId="services-title" title={servicesOverview.title} intro={servicesOverview.intro} />
      <ServiceCards />
      <Specializations />
      <Faq />
      <Connect />
    </>
  );
}
