import { css, useTheme } from '@emotion/react';
import type { Quote } from '@seawave/shared-data';
import { cargoFigures, formatDecimal, stackingText } from '@seawave/shared-data/freight';
import { DetailList } from '@seawave/shared-ui/page';
import { shownRows, type ListItemText } from '../detail/shown-rows';
import { panelHeadingStyles } from '../pipeline/panel-styles';
import { quoteShown } from './quote-format';

type PackageLine = NonNullable<Quote['packages']>[number];

export function packageLineText(line: PackageLine): string {
  const cm = [line.lengthCm, line.widthCm, line.heightCm].map((value) => formatDecimal(value, value % 1 === 0 ? 0 : 1)).join(' × ');
  return `${line.count} × ${cm} cm, ${formatDecimal(line.grossWeightKg, 1)} kg each${stackingText(line)}`;
}

/** With the cargo notes the visitor saw, so staff price nothing blind. */
export function ShipmentDetails({ quote }: { quote: Quote }) {
  const theme = useTheme();
  const shown = quoteShown(quote, 'detail');
  const rows = shownRows(
    shown.filter(({ field }) => field.section === 'shipment'),
    packageLineText as ListItemText,
  );
  const cargoLabel = shown.find(({ field }) => field.as === 'cargo')?.field.label;
  if (rows.length === 0 && !quote.cargo) return null;
  return (
    <section aria-label="Shipment" css={css`display: grid; gap: ${theme.space[3]};`}>
      {rows.length > 0 ? (
        <>
          <h2 css={panelHeadingStyles(theme)}>Shipment details</h2>
          <DetailList rows={rows} />
        </>
      ) : null}
      {quote.cargo && cargoLabel ? (
        <>
          <h2 css={panelHeadingStyles(theme)}>{cargoLabel}</h2>
          <DetailList aria-label={cargoLabel} rows={cargoFigures(quote.cargo, quote.mode ?? null).map(({ label, value }) => [label, value] as const)} />
          {quote.cargo.notes && quote.cargo.notes.length > 0 ? (
            <>
              <h3 css={panelHeadingStyles(theme)}>Cargo notes</h3>
              <ul aria-label="Cargo notes" css={css`margin: 0; padding-left: ${theme.space[5]};`}>
                {quote.cargo.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
