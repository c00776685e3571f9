import { css, useTheme } from '@emotion/react';
import {
  calendarDayText,
  CONFIRM_PRICE_TEXT,
  PRICE_LATER_PROMISE_TEXT,
  PRICE_LATER_TEXT,
  priceAmountText,
  transitText,
  type IndicativePrice,
} from '@seawave/shared-data/freight';

/**
 * The server's answer to a sent quote: its indicative price (from the staff's rate cards) with what it covers, how
 * long it holds and the transit time; or, when no valid rate matched, the promise of a price and never a number.
 */
export function IndicativePriceDetails({ price }: { price: IndicativePrice | null }) {
  const theme = useTheme();
  if (!price) {
    return (
      <p>
        <strong>{PRICE_LATER_TEXT}</strong>. {PRICE_LATER_PROMISE_TEXT}
      </p>
    );
  }
  const term = css`
    font-weight: 700;
  `;
  return (
    <>
      <dl
        css={css`
          display: grid;
          grid-template-columns: max-content 1fr;
          gap: ${theme.space[1]} ${theme.space[3]};
          margin: 0 0 ${theme.space[2]};
          dd {
            margin: 0;
          }
        `}
      >
        <dt css={term}>Indicative price</dt>
        <dd>
          {priceAmountText(price)}, for {price.covers}
        </dd>
        <dt css={term}>Valid until</dt>
        <dd>{calendarDayText(price.validUntil)}</dd>
        <dt css={term}>Transit time</dt>
        <dd>{transitText(price)}</dd>
      </dl>
      <p>{CONFIRM_PRICE_TEXT}</p>
    </>
  );
}
