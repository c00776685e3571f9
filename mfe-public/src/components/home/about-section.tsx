import { css, useTheme } from '@emotion/react';
import { ButtonLink, company } from '@seawave/shared-ui';
import { SectionHeading } from '@seawave/shared-ui/page';
import { companyFacts } from '../../content/company-facts';
import { aboutSection } from '../../content/home';
import { PageSection } from '../layout/page-section';
import { SplitColumns } from '../layout/split-columns';
import { paths } from '../../routes.generated';

/** The home page's about section (scroll target `about-section`). */
export function AboutSection() {
  const theme = useTheme();
  return (
    <PageSection id="about-section" labelledBy="about-title" name="about">
      <SectionHeading id="about-title">{aboutSection.title}</SectionHeading>
      <SplitColumns columns="3fr 2fr" from="md">
        <div>
          {aboutSection.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p>
            <strong>{company.brand}</strong>:{' '}
            {company.acronym.map((entry) => entry.word).join(', ')}.
          </p>
          <ButtonLink to={paths.about.href()} variant="secondary">
            {aboutSection.moreLabel}
          </ButtonLink>
        </div>
        <dl
          css={css`
            margin: 0;
            display: grid;
            grid-template-columns: repeat(2, 1fr);
            gap: ${theme.space[3]};
            div {
              padding: ${theme.space[4]};
              background: ${theme.colors.surface};
              border-radius: ${theme.radii.md};
              border-left: 4px solid ${theme.colors.accent};
            }
            dt {
              font-size: ${theme.fontSizes.sm};
              color: ${theme.colors.textMuted};
            }
            dd {
              margin: 0 0 ${theme.space[1]};
              font-size: ${theme.fontSizes.xl};
              font-weight: 700;
              color: ${theme.colors.ink};
            }
            div {
              display: flex;
              flex-direction: column-reverse;
            }
          `}
        >
          {companyFacts.figures.map((figure) => (
            <div key={figure.label}>
              <dt>{figure.label}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
          <div>
            <dt>Certifications</dt>
            <dd>{companyFacts.certifications.join(' & ')}</dd>
          </div>
        </dl>
      </SplitColumns>
    </PageSection>
  );
}
