import { css, keyframes, useTheme, type Theme } from '@emotion/react';
import { ExternalButtonLink, company, reducedMotion } from '@seawave/shared-ui';
import { Children, type ReactNode } from 'react';
import { hero } from '../../content/hero';
import { SocialIcon } from '../icons/social-icons';
import { HeroLayers } from './hero-layers';

const { durationS, offsetPx, delayS, staggerS } = hero.entrance;

const enter = keyframes`
  from { opacity: 0; transform: translateY(${offsetPx}px); }
  to { opacity: 1; transform: translateY(0); }
`;

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

const socialList = (theme: Theme) => css`
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
`;

function SocialLinks() {
  const theme = useTheme();
  return (
    <ul aria-label={hero.socialLabel} css={socialList(theme)}>
      {hero.social.map((link) => (
        <li key={link.name}>
          <a href={company.social[link.icon]} target="_blank" rel="noopener noreferrer" aria-label={hero.newTab(link.name)}>
            <SocialIcon name={link.icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}

const heroSection = (theme: Theme) => css`
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
`;

const heroText = (theme: Theme) => css`
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
`;

export function Hero() {
  const theme = useTheme();
  return (
    <section aria-labelledby="hero-title" data-home-section="hero" css={heroSection(theme)}>
      <HeroLayers />
      <div css={heroText(theme)}>
        <Staggered>
          <img src={hero.logo.src} alt={hero.logo.alt} width={120} height={120} fetchPriority="high" />
          <h1 id="hero-title" css={css`font-size: ${theme.fontSizes['4xl']};`}>
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
          <p css={css`font-size: ${theme.fontSizes.lg};`}>{hero.subtitle}</p>
          <ExternalButtonLink href={hero.brochure.href} newTab type="application/pdf" variant="light" size="lg">
            {hero.brochure.label}
          </ExternalButtonLink>
          <SocialLinks />
        </Staggered>
      </div>
    </section>
  );
}
