import { css, keyframes, useTheme } from '@emotion/react';
import { ExternalButtonLink, company, reducedMotion } from '@seawave/shared-ui';
import { Children, useEffect, useState, type ReactNode } from 'react';
import { hero } from '../../content/hero';
import { SocialIcon, type SocialIconName } from '../icons/social-icons';

const { durationS, offsetPx, delayS, staggerS } = hero.entrance;

const enter = keyframes`
  from { opacity: 0; transform: translateY(${offsetPx}px); }
  to { opacity: 1; transform: translateY(0); }
`;

/** Index of the active background layer: advances every `intervalMs`, wrapping after `count`. */
export function useRotatingIndex(count: number, intervalMs: number): { active: number; ticks: number } {
  const [ticks, setTicks] = useState(0);
  useEffect(() => {
    const id = window.setInterval(() => setTicks((value) => value + 1), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return { active: ticks % count, ticks };
}

function Staggered({ children }: { children: ReactNode }) {
  return (
    <>
      {Children.toArray(children).map((child, index) => (
        <div
          key={index}
          css={css`
            animation: ${enter} ${durationS}s ease-out ${delayS + index * staggerS}s both;
            ${reducedMotion} {
              animation: none;
            }
          `}
        >
          {child}
        </div>
      ))}
    </>
  );
}

const socialLinks: { name: string; href: string; icon: SocialIconName }[] = [
  { name: 'Facebook', href: company.social.facebook, icon: 'facebook' },
  { name: 'Instagram', href: company.social.instagram, icon: 'instagram' },
  { name: 'LinkedIn', href: company.social.linkedin, icon: 'linkedin' },
];

export function Hero() {
  const theme = useTheme();
  const { active, ticks } = useRotatingIndex(hero.layers.length, hero.rotationMs);
  // A layer's picture is requested just before it first shows, so the first paint needs only two.
  const loadedUpTo = Math.min(hero.layers.length - 1, ticks + 1);

  return (
    <section
      aria-labelledby="hero-title"
      data-home-section="hero"
      css={css`
        position: relative;
        isolation: isolate;
        min-height: calc(100vh - ${theme.layout.headerHeight});
        min-height: calc(100svh - ${theme.layout.headerHeight});
        display: grid;
        place-items: center;
        padding: ${theme.space[7]} ${theme.space[4]};
        overflow: hidden;
        color: ${theme.colors.inverse};
        text-align: center;
        background: ${theme.colors.deepSea};
      `}
    >
      <div aria-hidden="true" data-testid="hero-layers">
        {hero.layers.map((src, index) => (
          <div
            key={src + index}
            data-testid="hero-layer"
            data-layer={index + 1}
            data-active={index === active ? 'true' : 'false'}
            css={css`
              position: absolute;
              inset: 0;
              z-index: -2;
              background-color: ${theme.colors.deepSea};
              background-size: cover;
              background-position: center;
              transition: opacity 1.5s ease-in-out;
              ${reducedMotion} {
                transition: none;
              }
            `}
            style={{
              opacity: index === active ? 1 : 0,
              backgroundImage: index <= loadedUpTo ? `url("${src}")` : undefined,
            }}
          />
        ))}
        <div
          css={css`
            position: absolute;
            inset: 0;
            z-index: -1;
            background: ${theme.gradients.heroScrim};
          `}
        />
      </div>

      <div
        css={css`
          display: flex;
          flex-direction: column;
          align-items: center;
          gap: ${theme.space[3]};
          max-width: 52rem;
          h1,
          p {
            color: ${theme.colors.inverse};
            margin: 0;
          }
        `}
      >
        <Staggered>
          <img src={hero.logo.src} alt={hero.logo.alt} width={120} height={120} fetchPriority="high" />
          <h1
            id="hero-title"
            css={css`
              font-size: ${theme.fontSizes['4xl']};
            `}
          >
            {hero.title}
          </h1>
          <p
            css={css`
              font-size: ${theme.fontSizes.xl};
              font-weight: 700;
              letter-spacing: 0.12em;
              color: ${theme.colors.accent} !important;
            `}
          >
            {hero.tagline}
          </p>
          <p
            css={css`
              font-size: ${theme.fontSizes.lg};
            `}
          >
            {hero.subtitle}
          </p>
          <ExternalButtonLink href={hero.brochure.href} newTab type="application/pdf" variant="light" size="lg">
            {hero.brochure.label}
          </ExternalButtonLink>
          <ul
            aria-label="SEAWAVE on social media"
            css={css`
              display: flex;
              gap: ${theme.space[3]};
              list-style: none;
              margin: ${theme.space[2]} 0 0;
              padding: 0;
              a {
                display: inline-grid;
                place-items: center;
                width: 44px;
                height: 44px;
                border-radius: ${theme.radii.round};
                border: 2px solid ${theme.colors.inverse};
                color: ${theme.colors.inverse};
                transition: transform 0.2s ease, background-color 0.2s ease;
              }
              a:hover,
              a:focus-visible {
                background: ${theme.colors.inverse};
                color: ${theme.colors.ink};
                transform: scale(1.1);
              }
              ${reducedMotion} {
                a:hover,
                a:focus-visible {
                  transform: none;
                }
              }
            `}
          >
            {socialLinks.map((link) => (
              <li key={link.name}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={`${link.name} (opens in a new tab)`}>
                  <SocialIcon name={link.icon} />
                </a>
              </li>
            ))}
          </ul>
        </Staggered>
      </div>
    </section>
  );
}
