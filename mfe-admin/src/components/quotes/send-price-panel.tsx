import { css, useTheme } from '@emotion/react';
import { getDataApi, type Quote } from '@seawave/shared-data';
import { fieldLimits } from '@seawave/shared-data/entities';
import { calendarDayText, currencies, priceAmountText, type Currency } from '@seawave/shared-data/freight';
import { isItemGone, statusConflictOf } from '@seawave/shared-data/pipeline';
import { checkStaffPrice, siteToday, staffPriceOf, staffPriceText, StaffPriceError, type StaffPriceField } from '@seawave/shared-data/quote-status';
import { Button, Spinner } from '@seawave/shared-ui';
import { SelectField, TextAreaField, TextField } from '@seawave/shared-ui/form';
import { useQueryClient, useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { quoteInbox } from '../../data/inbox';
import type { ReportOutcome } from '../admin-layout/page-notice';
import { panelHeadingStyles } from '../pipeline/panel-styles';

export const sendPriceTexts = {
  heading: 'Send price',
  button: 'Send price',
  sent: 'The price was sent. The shipper is e-mailed the price with the link to their quote.',
  failed: 'The price could not be sent. Please try again.',
  current: 'Price sent',
  indicative: 'Indicative price given at once',
  noIndicative: 'No indicative price was given at once: no valid rate card matched.',
} as const;

interface Values {
  amount: string;
  currency: Currency;
  validUntil: string;
  message: string;
}

const empty: Values = { amount: '', currency: currencies[0], validUntil: '', message: '' };

/** 'Send price': the price, the status 'Quoted' and its history entry in one write; the server mails the shipper. */
function useSendPrice(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, seen }: { values: Values; seen: string | null }) => (await getDataApi()).quotes.sendPrice(id, values, seen),
    onSettled: (_done, error) => {
      if (!isItemGone(error)) void client.invalidateQueries({ queryKey: quoteInbox.keys.detail(id) });
      void client.invalidateQueries({ queryKey: quoteInbox.keys.history(id) });
      void client.invalidateQueries({ queryKey: quoteInbox.keys.pages });
      void client.invalidateQueries({ queryKey: quoteInbox.keys.counts });
    },
  });
}

/** The typed values stay when sending fails; a double click sends once. */
export function SendPricePanel({ quote, onOutcome, disabled = false }: { quote: Quote; onOutcome: ReportOutcome; disabled?: boolean }) {
  const theme = useTheme();
  const headingId = useId();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<StaffPriceField, string>>>({});
  const busy = useRef(false);
  // The second click of a double click finds the form emptied by the first: it neither sends nor complains.
  const justSent = useRef(false);
  const send = useSendPrice(quote.id);
  const current = staffPriceOf(quote.price);
  const set = (key: keyof Values) => (value: string) => {
    justSent.current = false;
    setValues((earlier) => ({ ...earlier, [key]: value }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current || disabled || justSent.current) return;
    onOutcome(null);
    const checked = checkStaffPrice(values, siteToday());
    if (!checked.ok) {
      setErrors({ [checked.field]: checked.message });
      return;
    }
    setErrors({});
    busy.current = true;
    try {
      await send.mutateAsync({ values, seen: quote.historyId ?? null });
      setValues(empty);
      justSent.current = true;
      onOutcome({ variant: 'success', text: sendPriceTexts.sent });
    } catch (error) {
      const conflict = statusConflictOf(error);
      if (error instanceof StaffPriceError) setErrors({ [error.field]: error.message });
      else if (conflict) onOutcome({ variant: 'error', text: conflict.message });
      else if (isItemGone(error)) onOutcome({ variant: 'error', text: error.message, itemGone: true });
      else {
        console.error('[mfe-admin] could not send the price', error);
        onOutcome({ variant: 'error', text: sendPriceTexts.failed });
      }
    } finally {
      busy.current = false;
    }
  }

  return (
    <section aria-labelledby={headingId} css={css`display: grid; gap: ${theme.space[3]};`}>
      <h2 id={headingId} css={panelHeadingStyles(theme)}>
        {sendPriceTexts.heading}
      </h2>
      {/* What the shipper was told on sending, so a price sent by hand can follow it or explain the difference. */}
      <p css={css`margin: 0;`}>
        {quote.indicativePrice
          ? `${sendPriceTexts.indicative}: ${priceAmountText(quote.indicativePrice)}, for ${quote.indicativePrice.covers}, valid until ${calendarDayText(quote.indicativePrice.validUntil)}.`
          : sendPriceTexts.noIndicative}
      </p>
      {current ? (
        <p css={css`margin: 0;`}>
          {sendPriceTexts.current}: {staffPriceText(current)}, valid until {calendarDayText(current.validUntil)}
        </p>
      ) : null}
      <form noValidate onSubmit={(event) => void submit(event)} css={css`display: grid; gap: ${theme.space[2]}; max-width: 40rem;`}>
        <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[3]};`}>
          <TextField label="Amount" name="amount" inputMode="decimal" required value={values.amount} onValueChange={set('amount')} error={errors.amount} readOnly={disabled} />
          <SelectField<Currency>
            label="Currency"
            name="currency"
            options={currencies.map((currency) => ({ value: currency, label: currency }))}
            value={values.currency}
            onValueChange={set('currency')}
            error={errors.currency}
            disabled={disabled}
          />
          <TextField label="Valid until" name="validUntil" type="date" required value={values.validUntil} onValueChange={set('validUntil')} error={errors.validUntil} readOnly={disabled} />
        </div>
        <TextAreaField
          label="Message to the shipper"
          name="message"
          rows={3}
          value={values.message}
          onValueChange={set('message')}
          characterLimit={fieldLimits.priceMessage}
          error={errors.message}
          readOnly={disabled}
        />
        <div>
          <Button type="submit" disabled={send.isPending || disabled}>
            {send.isPending ? <Spinner label="Sending the price" size={16} inverse /> : null}
            {sendPriceTexts.button}
          </Button>
        </div>
      </form>
    </section>
  );
}
