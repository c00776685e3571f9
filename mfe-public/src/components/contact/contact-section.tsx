import { css, useTheme, type Theme } from '@emotion/react';
import { Button, ExternalButtonLink, NewTabNote, company, mailtoHref, reducedMotion, telHref } from '@seawave/shared-ui';
import { SectionHeading } from '@seawave/shared-ui/page';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { contactContent } from '../../content/contact';
import { Icon, type IconName } from '../icons/icons';
import { PageSection } from '../layout/page-section';
import { SplitColumns } from '../layout/split-columns';

export interface ContactSectionProps {
  headingLevel?: 1 | 2;
  /** The home page scrolls to `contact-section`. */
  id?: string;
}

const whatsappUrl = `https://wa.me/${company.whatsappNumber}`;

function ContactItem({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <li>
      <span data-contact-icon="">
        <Icon name={icon} size={22} />
      </span>
      <div>
        <span data-contact-label="">{label}</span>
        {children}
      </div>
    </li>
  );
}

/** A project-made picture first, so the map service gets no request until the visitor asks for the interactive map. */
function LocationMap() {
  const theme = useTheme();
  const [interactive, setInteractive] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (interactive) frame.current?.focus();
  }, [interactive]);

  const box = css`
    display: block;
    width: 100%;
    height: 320px;
    border: 0;
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
    box-shadow: ${theme.shadows.card};
  `;
  const { locationMap } = contactContent;
  return (
    <div
      data-location-map=""
      css={css`
        margin-top: ${theme.space[6]};
      `}
    >
      {interactive ? (
        <iframe ref={frame} title={contactContent.embeddedMapTitle} src={company.address.mapEmbedUrl} referrerPolicy="no-referrer" css={box} />
      ) : (
        <img
          src={locationMap.src}
          alt={locationMap.alt}
          width={1200}
          height={400}
          loading="lazy"
          decoding="async"
          css={[
            box,
            css`
              object-fit: cover;
            `,
          ]}
        />
      )}
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: ${theme.space[3]};
          margin-top: ${theme.space[3]};
        `}
      >
        {interactive ? null : (
          <Button variant="primary" onClick={() => setInteractive(true)}>
            <Icon name="map" size={20} />
            {locationMap.showInteractiveLabel}
          </Button>
        )}
        <ExternalButtonLink href={company.address.mapsUrl} newTab variant="secondary">
          {locationMap.openLabel}
        </ExternalButtonLink>
      </div>
    </div>
  );
}

const cityList = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  list-style: none;
  padding: 0;
  margin: 0 0 ${theme.space[5]};
  li {
    padding: ${theme.space[1]} ${theme.space[3]};
    border-radius: ${theme.radii.round};
    background: ${theme.colors.surface};
    font-weight: 600;
    color: ${theme.colors.ink};
  }
`;

const contactList = (theme: Theme) => css`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${theme.space[4]};
  li {
    display: flex;
    gap: ${theme.space[3]};
    align-items: flex-start;
  }
  [data-contact-icon] {
    flex: none;
    display: inline-grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    color: ${theme.colors.inverse};
    background: ${theme.colors.primary};
    transition: transform 0.2s ease;
  }
  li:hover [data-contact-icon],
  li:focus-within [data-contact-icon] {
    transform: scale(1.2);
  }
  ${reducedMotion} {
    li:hover [data-contact-icon],
    li:focus-within [data-contact-icon] {
      transform: none;
    }
  }
  [data-contact-label] {
    display: block;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }
  a {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

/** Address, e-mail, WhatsApp, phones and hours of the head office. */
function HeadOfficeContacts() {
  const theme = useTheme();
  const { labels } = contactContent;
  return (
    <ul css={contactList(theme)}>
      <ContactItem icon="location" label={labels.address}>
        <a href={company.address.mapsUrl} target="_blank" rel="noopener noreferrer">
          {company.address.lines.join(', ')}
          <span css={css`font-weight: 400;`}> {contactContent.addressLinkNote}</span>
        </a>
      </ContactItem>
      <ContactItem icon="mail" label={labels.email}>
        <a href={mailtoHref(company.emails.info)}>{company.emails.info}</a>
      </ContactItem>
      <ContactItem icon="whatsapp" label={labels.whatsapp}>
        <a href={whatsappUrl} target="_blank" rel="noopener noreferrer">
          {contactContent.whatsappLink(company.whatsappNumber)}
          <NewTabNote />
        </a>
      </ContactItem>
      <ContactItem icon="phone" label={labels.phone}>
        <span css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[3]};`}>
          {company.phones.map((phone) => (
            <a key={phone.tel} href={telHref(phone.tel)}>
              {phone.label}
            </a>
          ))}
        </span>
      </ContactItem>
      <ContactItem icon="clock" label={labels.hours}>
        <span>{company.hours}</span>
      </ContactItem>
    </ul>
  );
}

function OfficesPicture() {
  const theme = useTheme();
  return (
    <figure
      css={css`
        margin: 0;
        img {
          display: block;
          width: 100%;
          height: auto;
          border-radius: ${theme.radii.lg};
          box-shadow: ${theme.shadows.card};
        }
      `}
    >
      <img src={contactContent.map.src} alt={contactContent.map.alt} width={480} height={520} loading="lazy" decoding="async" />
    </figure>
  );
}

export function ContactSection({ headingLevel = 2, id }: ContactSectionProps) {
  const theme = useTheme();
  const titleId = headingLevel === 1 ? 'contact-page-title' : 'contact-title';
  const Subheading = headingLevel === 1 ? 'h2' : 'h3';
  return (
    <PageSection id={id} labelledBy={titleId} name="contact">
      <SectionHeading id={titleId} level={headingLevel} subtitle={contactContent.intro}>
        {contactContent.title}
      </SectionHeading>
      <SplitColumns columns="2fr 3fr" from="md">
        <OfficesPicture />
        <div>
          <Subheading css={css`margin-top: 0; font-size: ${theme.fontSizes.xl};`}>{contactContent.officesTitle}</Subheading>
          <p>{contactContent.officesText}</p>
          <ul aria-label={contactContent.officeCitiesLabel} css={cityList(theme)}>
            {company.offices.map((office) => (
              <li key={office}>{office}</li>
            ))}
          </ul>
          <Subheading css={css`font-size: ${theme.fontSizes.xl};`}>{contactContent.headOfficeTitle}</Subheading>
          <HeadOfficeContacts />
        </div>
      </SplitColumns>
      <LocationMap />
    </PageSection>
  );
}
