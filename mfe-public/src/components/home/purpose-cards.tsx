import { css, useTheme } from '@emotion/react';
import { CardGrid, SectionHeading } from '@seawave/shared-ui/page';
import { companyFacts } from '../../content/company-facts';
import { purposeSection } from '../../content/home';
import { CardItem, PageSection } from '../layout/page-section';

/** Mission, vision and purpose cards and the company values. */
export function PurposeCards() {
  const theme = useTheme();
  return (
    <PageSection labelledBy="purpose-title" name="purpose" tone="surface">
      <SectionHeading id="purpose-title">{purposeSection.title}</SectionHeading>
      <CardGrid min="240px" stretch>
        {companyFacts.purposeCards.map((card) => (
          <CardItem key={card.title}>
            <div
              css={css`
                padding: ${theme.space[5]};
                border-top: 6px solid ${theme.colors.ocean};
                height: 100%;
              `}
            >
              <h3
                css={css`
                  margin: 0 0 ${theme.space[2]};
                `}
              >
                {card.title}
              </h3>
              <p
                css={css`
                  margin: 0;
                `}
              >
                {card.text}
              </p>
            </div>
          </CardItem>
        ))}
      </CardGrid>
      <ValuesList />
    </PageSection>
  );
}

/** The six company values as a list of chips. */
export function ValuesList({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const theme = useTheme();
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      css={css`
        margin-top: ${theme.space[6]};
        text-align: center;
      `}
    >
      <Heading
        css={css`
          margin: 0 0 ${theme.space[3]};
        `}
      >
        Our Values
      </Heading>
      <ul
        css={css`
          list-style: none;
          margin: 0;
          padding: 0;
          display: flex;
          flex-wrap: wrap;
          justify-content: center;
          gap: ${theme.space[2]};
          li {
            padding: ${theme.space[2]} ${theme.space[4]};
            border-radius: ${theme.radii.round};
            background: ${theme.colors.background};
            border: 1px solid ${theme.colors.border};
            font-weight: 600;
            color: ${theme.colors.ink};
          }
        `}
      >
        {companyFacts.values.map((value) => (
          <li key={value}>{value}</li>
        ))}
      </ul>
    </div>
  );
}
