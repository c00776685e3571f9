import { css, useTheme } from '@emotion/react';
import { CardGrid, SectionHeading } from '@seawave/shared-ui/page';
import { foundersSection } from '../../content/home';
import { CardItem, PageSection } from '../layout/page-section';

/** 'Message From Our Founders': photo, quote, name and position of each founder. */
export function Founders() {
  const theme = useTheme();
  return (
    <PageSection labelledBy="founders-title" name="founders" tone="surface">
      <SectionHeading id="founders-title">{foundersSection.title}</SectionHeading>
      <CardGrid min="230px" stretch>
        {foundersSection.founders.map((founder) => (
          <CardItem key={founder.name}>
            <figure
              data-testid="founder-card"
              css={css`
                margin: 0;
                padding: ${theme.space[5]};
                display: flex;
                flex-direction: column;
                align-items: center;
                text-align: center;
                gap: ${theme.space[3]};
                height: 100%;
                img {
                  border-radius: 50%;
                  border: 4px solid ${theme.colors.accent};
                }
                blockquote {
                  margin: 0;
                  flex: 1;
                  font-style: italic;
                  color: ${theme.colors.text};
                }
                figcaption {
                  display: flex;
                  flex-direction: column;
                }
              `}
            >
              <img
                src={founder.image}
                alt={`Portrait of ${founder.name} (illustration)`}
                width={112}
                height={112}
                loading="lazy"
                decoding="async"
              />
              <blockquote>
                <p
                  css={css`
                    margin: 0;
                  `}
                >
                  “{founder.quote}”
                </p>
              </blockquote>
              <figcaption>
                <strong
                  css={css`
                    color: ${theme.colors.ink};
                  `}
                >
                  {founder.name}
                </strong>
                <span
                  css={css`
                    color: ${theme.colors.textMuted};
                    font-size: ${theme.fontSizes.sm};
                  `}
                >
                  {founder.position}
                </span>
              </figcaption>
            </figure>
          </CardItem>
        ))}
      </CardGrid>
    </PageSection>
  );
}
