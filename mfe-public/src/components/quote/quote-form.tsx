import { css, useTheme, type Theme } from '@emotion/react';
import { fieldLimits, serviceLabels, serviceValues, type ServiceValue } from '@seawave/shared-data';
import { Button, CheckboxGroupField, mq, Notice, Spinner, TextAreaField, TextField, useFocusFirstInvalid, useSubmitOnce } from '@seawave/shared-ui';
import { useState, type FormEvent } from 'react';
import { submitQuote } from '../../data/submit-quote';
import { emptyQuoteForm, quoteMessages, toNewQuote, validateQuote, type QuoteFieldErrors, type QuoteFormValues } from './quote-validation';

const serviceOptions = serviceValues.map((value) => ({ value, label: serviceLabels[value] }));

type Feedback = { kind: 'error'; text: string } | { kind: 'sent' } | null;

export interface QuoteFormProps {
  /** Called once the quote is stored and the form cleared. */
  onSent?: () => void;
  /** Extra line under 'Quote Sent!' (e.g. where the visitor goes next). */
  sentDetail?: string;
}

const twoColumns = (theme: Theme) => css`
  display: grid;
  gap: 0 ${theme.space[5]};
  ${mq('md')} {
    grid-template-columns: 1fr 1fr;
  }
`;

/**
 * The free-quote request form. Idle -> submitting (all inputs disabled,
 * spinner) -> idle. A refused submit shows its message, marks each field to
 * fix and moves the focus to the first of them. Success: 'Quote Sent!', the form clears
 * and `onSent` runs. Failure: 'An error occurred while submitting the
 * request.', every value kept, inputs enabled again. A second click while a
 * request is in flight is ignored, so one click = at most one quote.
 */
export function QuoteForm({ onSent, sentDetail }: QuoteFormProps) {
  const theme = useTheme();
  const [values, setValues] = useState<QuoteFormValues>(emptyQuoteForm);
  const [sent, setSent] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [fieldErrors, setFieldErrors] = useState<QuoteFieldErrors>({});
  // Ignores a second click while a request is in flight, even in the same tick.
  const { submit, submitting } = useSubmitOnce(submitQuote);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  const busy = submitting || sent;
  const set = <K extends keyof QuoteFormValues>(field: K) => (value: QuoteFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // The note under a field goes once the visitor changes it.
    setFieldErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field as keyof QuoteFieldErrors];
      return next;
    });
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const check = validateQuote(values);
    setFieldErrors(check.fieldErrors);
    if (check.message) {
      setFeedback({ kind: 'error', text: check.message });
      focusFirstInvalid();
      return;
    }
    setFeedback(null);
    try {
      const id = await submit(toNewQuote(values));
      if (id === undefined) return; // a second click while the first is in flight
      setValues(emptyQuoteForm);
      setSent(true);
      setFeedback({ kind: 'sent' });
      onSent?.();
    } catch (error) {
      console.error('[mfe-public] quote request failed', error);
      setFeedback({ kind: 'error', text: quoteMessages.failed });
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} aria-busy={submitting} aria-label="Free quote request">
      <div css={twoColumns(theme)}>
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onValueChange={set('name')}
          characterLimit={fieldLimits.name}
          disabled={busy}
          error={fieldErrors.name}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onValueChange={set('email')}
          characterLimit={fieldLimits.email}
          disabled={busy}
          error={fieldErrors.email}
        />
        <TextField
          label="Contact Number"
          name="contactNumber"
          type="tel"
          autoComplete="tel"
          required
          value={values.contactNumber}
          onValueChange={set('contactNumber')}
          characterLimit={fieldLimits.contactNumber}
          disabled={busy}
          error={fieldErrors.contactNumber}
        />
        <TextField
          label="Company Name"
          name="companyName"
          autoComplete="organization"
          required
          value={values.companyName}
          onValueChange={set('companyName')}
          characterLimit={fieldLimits.companyName}
          disabled={busy}
          error={fieldErrors.companyName}
        />
      </div>
      <TextField
        label="Company Address"
        name="companyAddress"
        autoComplete="street-address"
        required
        value={values.companyAddress}
        onValueChange={set('companyAddress')}
        characterLimit={fieldLimits.companyAddress}
        disabled={busy}
        error={fieldErrors.companyAddress}
      />
      <CheckboxGroupField<ServiceValue>
        label="Services"
        name="services"
        hint="Tick every service you need."
        required
        options={serviceOptions}
        value={values.services}
        onChange={set('services')}
        disabled={busy}
        error={fieldErrors.services}
      />
      <TextAreaField
        label="Comments / Remarks"
        name="comments"
        hint="Optional: cargo, volumes, origin and destination, timing."
        rows={4}
        showCount
        value={values.comments}
        onValueChange={set('comments')}
        characterLimit={fieldLimits.comments}
        disabled={busy}
        error={fieldErrors.comments}
      />

      {feedback?.kind === 'error' ? <Notice variant="error">{feedback.text}</Notice> : null}
      {feedback?.kind === 'sent' ? (
        <Notice variant="success" heading={quoteMessages.sent}>
          {sentDetail ?? 'Thank you. We will get back to you shortly.'}
        </Notice>
      ) : null}

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
        {submitting ? <Spinner label="Sending your request" /> : null}
      </div>
    </form>
  );
}
