import { css, useTheme } from '@emotion/react';
import { fieldLimits } from '@seawave/shared-data/entities';
import { summarizeCargo, type IndicativePrice } from '@seawave/shared-data/freight';
import { submissionFailureMessage } from '@seawave/shared-data/schemas';
import { Button, Notice, Spinner } from '@seawave/shared-ui';
import { TextAreaField, HoneypotField, useForm } from '@seawave/shared-ui/form';
import { useState } from 'react';
import { submitQuote } from '../../data/submit-quote';
import { ContactFields, QuoteSent, ShipmentDetails } from './quote-form-sections';
import { emptyQuoteForm, quoteMessages, validateQuote } from './quote-validation';

export interface QuoteFormProps {
  /** `reference` is null when it will be e-mailed instead. */
  onSent?: (reference: string | null) => void;
  sentDetail?: string;
}

/**
 * A bot that fills the honeypot sees the same success, and nothing is stored. A send still on its way when the
 * visitor leaves is finished, and the form shows its outcome when they come back.
 */
export function QuoteForm({ onSent, sentDetail }: QuoteFormProps) {
  const theme = useTheme();
  const [reference, setReference] = useState<string | null>(null);
  const [price, setPrice] = useState<IndicativePrice | null>(null);
  const [statusPath, setStatusPath] = useState<string | null>(null);

  const { formProps, field, choice, values, setValue, message, messageRef, status, busy, honeypotRef } = useForm({
    initialValues: emptyQuoteForm,
    validate: validateQuote,
    submit: (quote, _values, submission) => submitQuote(quote, submission.id),
    failureMessage: (error) => submissionFailureMessage(error) ?? quoteMessages.failed,
    // A dropped (honeypot) submission has no quote, hence no reference.
    onSent: (sent) => {
      setReference(sent?.reference ?? null);
      setPrice(sent?.indicativePrice ?? null);
      setStatusPath(sent?.statusPath ?? null);
      onSent?.(sent?.reference ?? null);
    },
    outbox: { key: 'quote', keepValues: true },
  });

  const mode = values.mode === '' ? null : values.mode;
  const containerLoad = mode === 'sea' && values.containerLoad !== '' ? values.containerLoad : null;
  const cargo = summarizeCargo(values.packages, mode, containerLoad);

  return (
    <form {...formProps} aria-label="Free quote request">
      <ContactFields field={field} choice={choice} />
      <ShipmentDetails field={field} choice={choice} values={values} setValue={setValue} status={status} busy={busy} mode={mode} cargo={cargo} />
      <TextAreaField
        label="Comments / Remarks"
        hint="Optional: anything else we should know."
        rows={4}
        showCount
        characterLimit={fieldLimits.comments}
        {...field('comments')}
      />
      <HoneypotField inputRef={honeypotRef} />

      {message ? (
        <Notice variant="error" ref={messageRef} tabIndex={-1}>
          {message}
        </Notice>
      ) : null}
      {status === 'sent' ? <QuoteSent reference={reference} price={price} statusPath={statusPath} sentDetail={sentDetail} /> : null}

      <div
        css={css`
          display: flex;
          align-items: center;
          gap: ${theme.space[3]};
        `}
      >
        <Button type="submit" size="lg" disabled={busy}>
          Send
        </Button>
        {status === 'submitting' ? <Spinner label="Sending your request" /> : null}
      </div>
    </form>
  );
}
