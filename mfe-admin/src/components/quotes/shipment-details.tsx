import { css, useTheme } from '@emotion/react';
import type { Quote } from '@seawave/shared-data';
import { cargoFigures, containerLoadLabels, freightModeLabels, formatDecimal } from '@seawave/shared-data/freight';
import { DetailList } from '@seawave/shared-ui/page';
import { formatDate } from '@seawave/shared-ui/format-date';
import type { ReactNode } from 'react';
import { parseDayKey } from '../../data/applicant-day';
import { panelHeadingStyles } from '../pipeline/panel-styles';

type PackageLine = NonNullable<Quote['packages']>[number];

/** One package line as staff read it: '2 × 120 × 80 × 100 cm, 250.0 kg each'. */
export function packageLineText(line: PackageLine): string {
  const cm = [line.lengthCm, line.widthCm, line.heightCm].map((value) => formatDecimal(value, value % 1 === 0 ? 0 : 1)).join(' × ');
  return `${line.count} × ${cm} cm, ${formatDecimal(line.grossWeightKg, 1)} kg each`;
}

/**
 * What the visitor told of the shipment (each field only when given) and,
 * when the quote has stored cargo figures, 'Cargo figures' as a description
 * list: the figures stored with the quote, in the words the quote form used,
 * followed by the notes the visitor saw (out of gauge, implausible weight,
 * load against size) as 'Cargo notes', so staff price nothing blind.
 */
export function ShipmentDetails({ quote }: { quote: Quote }) {
  const theme = useTheme();
  const readyDate = quote.readyDate ? parseDayKey(quote.readyDate) : null;
  const rows: [string, ReactNode][] = [];
  if (quote.mode) rows.push(['Mode', freightModeLabels[quote.mode]]);
  // The cargo figures name the load when they have one (with '(suggested)' when the visitor did not choose): said once.
  if (quote.containerLoad && !quote.cargo?.load) rows.push(['Container load', containerLoadLabels[quote.containerLoad]]);
  if (quote.origin) rows.push(['Origin', quote.origin]);
  if (quote.destination) rows.push(['Destination', quote.destination]);
  if (quote.readyDate) rows.push(['Ready date', readyDate ? formatDate(readyDate) : quote.readyDate]);
  if (quote.incoterm) rows.push(['Incoterm', quote.incoterm]);
  if (quote.cargoDescription) rows.push(['Cargo description', quote.cargoDescription]);
  if (quote.packages && quote.packages.length > 0) {
    rows.push([
      'Packages',
      <ol key="packages" css={css`margin: 0; padding-left: ${theme.space[5]};`}>
        {quote.packages.map((line, index) => (
          <li key={index}>{packageLineText(line)}</li>
        ))}
      </ol>,
    ]);
  }
  if (rows.length === 0 && !quote.cargo) return null;
  return (
    <section aria-label="Shipment" css={css`display: grid; gap: ${theme.space[3]};`}>
      {rows.length > 0 ? (
        <>
          <h2 css={panelHeadingStyles(theme)}>Shipment details</h2>
          <DetailList rows={rows} />
        </>
      ) : null}
      {quote.cargo ? (
        <>
          <h2 css={panelHeadingStyles(theme)}>Cargo figures</h2>
          <DetailList aria-label="Cargo figures" rows={cargoFigures(quote.cargo, quote.mode ?? null).map(({ label, value }) => [label, value] as const)} />
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
