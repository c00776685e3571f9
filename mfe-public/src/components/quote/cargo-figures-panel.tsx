import { css, useTheme } from '@emotion/react';
import { cargoFigures, cargoNoteText, type CargoSummary, type FreightMode } from '@seawave/shared-data/freight';
import { Notice } from '@seawave/shared-ui';
import { useId } from 'react';

export const CARGO_FIGURES_HEADING = 'Cargo figures';
export const CARGO_NOTES_HEADING = 'Before we price it';

/** The quote can still be sent, so the forwarder's remarks are notes, not errors. */
export function CargoFiguresPanel({ summary, mode }: { summary: CargoSummary; mode: FreightMode | null }) {
  const theme = useTheme();
  const headingId = useId();
  const leftOut = new Set(summary.issues.map((issue) => issue.line)).size;
  return (
    <section
      aria-labelledby={headingId}
      css={css`
        margin: 0 0 ${theme.space[4]};
        padding: ${theme.space[3]} ${theme.space[4]};
        background: ${theme.colors.surface};
        border-radius: ${theme.radii.md};
      `}
    >
      <h2
        id={headingId}
        css={css`
          margin: 0 0 ${theme.space[2]};
          font-size: ${theme.fontSizes.lg};
          color: ${theme.colors.ink};
        `}
      >
        {CARGO_FIGURES_HEADING}
      </h2>
      <dl
        aria-live="polite"
        css={css`
          display: grid;
          grid-template-columns: max-content 1fr;
          gap: ${theme.space[1]} ${theme.space[4]};
          margin: 0;
          & > div {
            display: contents;
          }
          dt {
            font-weight: 600;
            color: ${theme.colors.ink};
          }
          dd {
            margin: 0;
            font-variant-numeric: tabular-nums;
          }
        `}
      >
        {cargoFigures(summary, mode).map((figure) => (
          <div key={figure.label}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
      {leftOut > 0 || mode === null ? (
        <p
          css={css`
            margin: ${theme.space[2]} 0 0;
            font-size: ${theme.fontSizes.sm};
            color: ${theme.colors.textMuted};
          `}
        >
          {leftOut > 0 ? `${leftOut === 1 ? 'One package line is' : `${leftOut} package lines are`} left out until corrected. ` : ''}
          {mode === null ? 'Choose a mode to see the volumetric and chargeable weight.' : ''}
        </p>
      ) : null}
      {summary.notes.length > 0 ? (
        <Notice
          heading={CARGO_NOTES_HEADING}
          css={css`
            margin: ${theme.space[3]} 0 0;
          `}
        >
          <ul
            css={css`
              margin: ${theme.space[1]} 0 0;
              padding-left: ${theme.space[5]};
            `}
          >
            {summary.notes.map((note) => (
              <li key={cargoNoteText(note)}>{cargoNoteText(note)}</li>
            ))}
          </ul>
        </Notice>
      ) : null}
    </section>
  );
}
