import { css, keyframes, useTheme, type Theme } from '@emotion/react';
import { reducedMotion } from '@seawave/shared-ui';
import { SectionHeading } from '@seawave/shared-ui/page';
import { useRef, useState } from 'react';
import { partnerLogos, partnersSection } from '../../content/home';
import type { PartnerLogo } from '../../content/partners';
import { useInView } from '../../hooks/use-in-view';
import { PageSection } from '../layout/page-section';

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

function LogoList({ logos, duplicate = false }: { logos: readonly PartnerLogo[]; duplicate?: boolean }) {
  return (
    <ul
      data-partner-list={duplicate ? 'duplicate' : 'main'}
      aria-hidden={duplicate ? true : undefined}
      aria-label={duplicate ? undefined : partnersSection.logosLabel}
    >
      {logos.map((logo) => (
        <li key={logo.id}>
          <img
            src={logo.src}
            alt={duplicate ? '' : logo.alt}
            data-partner-id={logo.id}
            loading="lazy"
            decoding="async"
            width={200}
            height={60}
          />
        </li>
      ))}
    </ul>
  );
}

/** The track moves only while the strip is on screen and stops on hover, focus or the pause button. */
const stripStyles = (theme: Theme) => css`
  [data-partner-viewport] {
    overflow: hidden;
    padding-block: ${theme.space[2]};
  }
  [data-partner-track] {
    display: flex;
    width: max-content;
  }
  &[data-in-view='true'] [data-partner-track] {
    animation: ${scroll} 90s linear infinite;
  }
  &:hover [data-partner-track],
  &:focus-within [data-partner-track],
  &[data-paused='true'] [data-partner-track] {
    animation-play-state: paused;
  }
  ul {
    display: flex;
    gap: ${theme.space[5]};
    list-style: none;
    margin: 0;
    padding: 0 ${theme.space[5]} 0 0;
  }
  li {
    flex: none;
  }
  img {
    display: block;
    width: 160px;
    height: 48px;
    border-radius: ${theme.radii.md};
    background: ${theme.colors.background};
    border: 1px solid ${theme.colors.border};
  }
  [data-partner-controls] {
    display: flex;
    justify-content: center;
    margin-top: ${theme.space[4]};
  }
  ${reducedMotion} {
    [data-partner-track],
    &[data-in-view='true'] [data-partner-track] {
      width: auto;
      animation: none;
    }
    ul {
      flex-wrap: wrap;
      justify-content: center;
      padding: 0;
    }
    [data-partner-list='duplicate'],
    [data-partner-controls] {
      display: none;
    }
  }
`;

function PauseButton({ paused, onToggle }: { paused: boolean; onToggle: () => void }) {
  const theme = useTheme();
  return (
    <button
      type="button"
      aria-pressed={paused}
      onClick={onToggle}
      css={css`
        font: inherit;
        font-size: ${theme.fontSizes.sm};
        font-weight: 600;
        min-height: 44px;
        padding: 0 ${theme.space[4]};
        color: ${theme.colors.primary};
        background: ${theme.colors.background};
        border: 2px solid ${theme.colors.primary};
        border-radius: ${theme.radii.round};
        cursor: pointer;
      `}
    >
      {partnersSection.pauseLabel}
    </button>
  );
}

/** The list is drawn twice for a seamless loop (the copy hidden from assistive technology); reduced motion shows a grid. */
export function PartnerStrip() {
  const theme = useTheme();
  const [paused, setPaused] = useState(false);
  const stripRef = useRef<HTMLDivElement>(null);
  // No work during page load: it moves only while on screen.
  const inView = useInView(stripRef);
  return (
    <PageSection labelledBy="partners-title" name="partners" tone="surface">
      <SectionHeading id="partners-title" subtitle={partnersSection.line}>
        {partnersSection.title}
      </SectionHeading>
      <div
        ref={stripRef}
        data-testid="partner-strip"
        data-paused={paused ? 'true' : 'false'}
        data-in-view={inView ? 'true' : 'false'}
        css={stripStyles(theme)}
      >
        <div data-partner-viewport="">
          <div data-partner-track="">
            <LogoList logos={partnerLogos} />
            <LogoList logos={partnerLogos} duplicate />
          </div>
        </div>
        <div data-partner-controls="">
          <PauseButton paused={paused} onToggle={() => setPaused((value) => !value)} />
        </div>
      </div>
    </PageSection>
  );
}
