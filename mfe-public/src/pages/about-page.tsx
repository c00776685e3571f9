import { css, useTheme } from '@emotion/react';
import { ButtonLink, company } from '@seawave/shared-ui';
import { CardGrid, SectionHeading } from '@seawave/shared-ui/page';
import { ValuesList } from '../components/home/purpose-cards';
import { CheckList } from '../components/layout/check-list';
import { PageBanner } from '../components/layout/page-banner';
import { CardItem, PageSection } from '../components/layout/page-section';
import { aboutPage, type Person } from '../content/about';
import { companyFacts } from '../content/company-facts';
import { paths } from '../routes.generated';

function Story() {
  return (
    <PageSection labelledBy="story-title">
      <SectionHeading id="story-title" align="left">
        {aboutPage.story.title}
      </SectionHeading>
      {aboutPage.story.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <p>
        <strong>{company.brand}</strong>
        {aboutPage.story.standsFor} {company.acronym.map((entry) => entry.word).join(', ')}.
      </p>
    </PageSection>
  );
}

function Quality() {
  return (
    <PageSection labelledBy="quality-title" tone="surface">
      <SectionHeading id="quality-title" align="left">
        {aboutPage.quality.title}
      </SectionHeading>
      {aboutPage.quality.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </PageSection>
  );
}

function Expertise() {
  const { expertise } = aboutPage;
  return (
    <PageSection labelledBy="expertise-title">
      <SectionHeading id="expertise-title" align="left">
        {expertise.title}
      </SectionHeading>
      <CheckList items={expertise.points} density="relaxed" />
      <p>
        {expertise.branchesLabel}
        {company.branches.join(', ')}
        {expertise.warehousingLabel}
        {companyFacts.warehousing.summary}.
      </p>
    </PageSection>
  );
}

function DirectorCard({ person }: { person: Person }) {
  const theme = useTheme();
  return (
    <div
      css={css`
        display: flex;
        gap: ${theme.space[4]};
        padding: ${theme.space[5]};
        align-items: center;
        img {
          flex: none;
          border-radius: 50%;
        }
        h3 {
          margin: 0;
        }
        p {
          margin: ${theme.space[1]} 0 0;
        }
      `}
    >
      <img src={person.image} alt={aboutPage.directors.portraitAlt(person.name)} width={96} height={96} loading="lazy" />
      <div>
        <h3>{person.name}</h3>
        <p
          css={css`
            color: ${theme.colors.textMuted};
            font-weight: 600;
          `}
        >
          {person.position}
        </p>
        <p>{person.text}</p>
      </div>
    </div>
  );
}

function Directors() {
  return (
    <PageSection labelledBy="directors-title" tone="surface">
      <SectionHeading id="directors-title">{aboutPage.directors.title}</SectionHeading>
      <CardGrid min="280px" stretch>
        {aboutPage.directors.people.map((person) => (
          <CardItem key={person.name}>
            <DirectorCard person={person} />
          </CardItem>
        ))}
      </CardGrid>
    </PageSection>
  );
}

function AffiliationLogos() {
  const theme = useTheme();
  const { affiliations } = aboutPage;
  return (
    <ul
      aria-label={affiliations.logosLabel}
      css={css`
        list-style: none;
        padding: 0;
        margin: 0;
        display: grid;
        gap: ${theme.space[5]};
        grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
        li {
          display: flex;
          flex-direction: column;
          align-items: center;
          text-align: center;
          gap: ${theme.space[2]};
          font-size: ${theme.fontSizes.sm};
          font-weight: 600;
          color: ${theme.colors.ink};
        }
      `}
    >
      {affiliations.logos.map((logo) => (
        <li key={logo.name}>
          <img src={logo.image} alt={affiliations.logoAlt(logo.name)} width={120} height={120} loading="lazy" />
          <span>{logo.name}</span>
        </li>
      ))}
    </ul>
  );
}

function NextLinks() {
  const theme = useTheme();
  return (
    <div
      css={css`
        display: flex;
        justify-content: center;
        flex-wrap: wrap;
        gap: ${theme.space[3]};
        margin-top: ${theme.space[6]};
      `}
    >
      <ButtonLink to={paths.services.href()}>{aboutPage.links.services}</ButtonLink>
      <ButtonLink to={paths.heroContact.href()} variant="secondary">
        {aboutPage.links.contact}
      </ButtonLink>
    </div>
  );
}

/** The affiliations, then the company values and the links onward. */
function Affiliations() {
  return (
    <PageSection labelledBy="affiliations-title">
      <SectionHeading id="affiliations-title" subtitle={aboutPage.affiliations.text}>
        {aboutPage.affiliations.title}
      </SectionHeading>
      <AffiliationLogos />
      <ValuesList headingLevel={2} />
      <NextLinks />
    </PageSection>
  );
}

/**
 * About (/about and /heroabout): company story since 2005, commitment to
 * quality, special expertise, the two managing directors, affiliations
 * (ISO 9001:2015, AEO) with six logos, and the company values. Scrolls to
 * the top when opened.
 */
export default function AboutPage() {
  return (
    <>
      <PageBanner titleId="about-page-title" title={aboutPage.title} intro={aboutPage.intro} introWidth={50} />
      <Story />
      <Quality />
      <Expertise />
      <Directors />
      <Affiliations />
    </>
  );
}
