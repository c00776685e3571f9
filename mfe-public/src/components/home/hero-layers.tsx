import { css, keyframes, useTheme } from '@emotion/react';
import { reducedMotion } from '@seawave/shared-ui';
import { hero } from '../../content/hero';

const { layers, rotationMs, fadeMs, pictureLeadMs } = hero;
const periodMs = layers.length * rotationMs;
const at = (ms: number) => `${(ms / periodMs) * 100}%`;

/** One layer's turn in the cycle: fade in, stay, fade out while the next one fades in. */
const turn = keyframes`
  0% { opacity: 0; }
  ${at(fadeMs)} { opacity: 1; }
  ${at(rotationMs)} { opacity: 1; }
  ${at(rotationMs + fadeMs)} { opacity: 0; }
  100% { opacity: 0; }
`;

/** Sets a layer's picture once its delay has passed, so it is requested only then. */
const pictureOf = (src: string) => keyframes`
  from, to { background-image: url("${src}"); }
`;

/**
 * When layer `index` starts its turn: the first is already shown at the first paint, each next one `rotationMs` later.
 * Its picture is requested `pictureLeadMs` before it shows, except the first two, which come with the page.
 */
export function layerTiming(index: number): { delayMs: number; pictureAtMs: number | null } {
  const delayMs = index * rotationMs - fadeMs;
  return { delayMs, pictureAtMs: index < 2 ? null : Math.max(0, delayMs - pictureLeadMs) };
}

/**
 * The background pictures cross-fading by CSS alone, so the hero needs no script to move and its server HTML stays
 * as it is until the visitor uses the page. Under reduced motion the first picture stays.
 */
export function HeroLayers() {
  const theme = useTheme();
  return (
    <div aria-hidden="true" data-testid="hero-layers">
      {layers.map((src, index) => {
        const { delayMs, pictureAtMs } = layerTiming(index);
        // Keyframes are interpolated into css`` itself, so emotion writes them into the page.
        const animation =
          pictureAtMs === null
            ? css`animation: ${turn} ${periodMs}ms ease-in-out ${delayMs}ms infinite;`
            : css`animation: ${turn} ${periodMs}ms ease-in-out ${delayMs}ms infinite, ${pictureOf(src)} 1ms linear ${pictureAtMs}ms forwards;`;
        return (
          <div
            key={src + index}
            data-testid="hero-layer"
            data-layer={index + 1}
            css={css`
              position: absolute;
              inset: 0;
              z-index: -2;
              background-color: ${theme.colors.deepSea};
              background-size: cover;
              background-position: center;
              ${animation};
              ${reducedMotion} {
                animation: none;
              }
            `}
            style={{ opacity: index === 0 ? 1 : 0, backgroundImage: pictureAtMs === null ? `url("${src}")` : undefined }}
          />
        );
      })}
      <div
        css={css`
          position: absolute;
          inset: 0;
          z-index: -1;
          background: ${theme.gradients.heroScrim};
        `}
      />
    </div>
  );
}
