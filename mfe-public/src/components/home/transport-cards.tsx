import { css, keyframes, useTheme } from '@emotion/react';
import { reducedMotion } from '@seawave/shared-ui';
import { CardGrid, SectionHeading } from '@seawave/shared-ui/page';
import { transportSection } from '../../content/home';
import { CardItem, PageSection } from '../layout/page-section';

/** Card hover motion: out to the bottom right (350 px, fading, 0.8 s), back in from the top left (1.4 s). */
const OUT_S = 0.8;
const IN_S = 1.4;
const TOTAL_S = OUT_S + IN_S;
const outShare = ((OUT_S / TOTAL_S) * 100).toFixed(2);

export const flyThrough = keyframes`
  0% { transform: translate(0, 0); opacity: 1; animation-timing-function: ease-in; }
  ${outShare}% { transform: translate(350px, 350px); opacity: 0; }
  ${Number(outShare) + 0.01}% { transform: translate(-350px, -350px); opacity: 0; animation-timing-function: ease-out; }
  100% { transform: translate(0, 0); opacity: 1; }
`;

/** 'We Provide Safe And Reliable Cargo Solutions': the Truck, Ship and Plane cards. */
export function TransportCards() {
  const theme = useTheme();
  return (
    <PageSection labelledBy="transport-title" name="transport">
      <SectionHeading id="transport-title" subtitle={transportSection.line}>
        {transportSection.title}
      </SectionHeading>
      <CardGrid min="260px" stretch>
        {transportSection.cards.map((card) => (
          <CardItem key={card.title}>
            <div
              data-testid="transport-image"
              css={css`
                overflow: hidden;
                background: ${theme.colors.oceanSurface};
                img {
                  display: block;
                  width: 100%;
                  height: auto;
                }
                &:hover img {
                  animation: ${flyThrough} ${TOTAL_S}s both;
                }
                ${reducedMotion} {
                  &:hover img {
                    animation: none;
                  }
                }
              `}
            >
              <img src={card.image} alt={card.alt} width={320} height={200} loading="lazy" decoding="async" />
            </div>
            <div
              css={css`
                padding: ${theme.space[5]};
              `}
            >
              <h3
                css={css`
                  margin: 0 0 ${theme.space[2]};
                  font-size: ${theme.fontSizes.xl};
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
    </PageSection>
  );
}
