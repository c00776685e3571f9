import { css, useTheme, type Theme } from '@emotion/react';
import { fieldLimits, services, type ServiceValue } from '@seawave/shared-data';
import { Button, CheckboxGroupField, mq, Notice, Spinner, TextAreaField, TextField } from '@seawave/shared-ui';
import { writeLimitMessageOf } from '@seawave/shared-data/schemas';
import { HoneypotField, useForm } from '@seawave/shared-ui/form';
import { submitQuote } from '../../data/submit-quote';
import { emptyQuoteForm, quoteMessages, validateQuote } from './quote-validation';

const serviceOptions = services.map(({ value, label }) => ({ value, label }));

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
 * The free-quote request form. A refused submit shows its message, marks
 * each field to fix and moves the focus to the first of them. While sending
 * every input is disabled and a spinner shows; a second click is ignored, so
 * one click = at most one quote. Success: 'Quote Sent!', the form clears and
 * `onSent` runs. Failure: 'An error occurred while submitting the request.'
 * (or, past the per-identity limit on quotes, when to try again),
 * every value kept, inputs enabled again. A bot that fills the hidden
 * honeypot field sees the same success, and nothing is stored.
 */
export function QuoteForm({ onSent, sentDetail }: QuoteFormProps) {
  const theme = useTheme();
  const { formProps, field, choice, message, messageRef, status, busy, honeypotRef } = useForm({
    initialValues: emptyQuoteForm,
    validate: validateQuote,
    submit: submitQuote,
    // A visitor at the limit of quotes is told when to try again.
    failureMessage: (error) => writeLimitMessageOf(error) ?? quoteMessages.failed,
    onSent: () => onSent?.(),
  });

  return (
    <form {...formProps} aria-label="Free quote request">
      <div css={twoColumns(theme)}>
        <TextField label="Name" autoComplete="name" required characterLimit={fieldLimits.name} {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" required characterLimit={fieldLimits.email} {...field('email')} />
        <TextField
          label="Contact Number"
          type="tel"
          autoComplete="tel"
          required
          characterLimit={fieldLimits.contactNumber}
          {...field('contactNumber')}
        />
        <TextField label="Company Name" autoComplete="organization" required characterLimit={fieldLimits.companyName} {...field('companyName')} />
      </div>
      <TextField
        label="Company Address"
        autoComplete="street-address"
        required
        characterLimit={fieldLimits.companyAddress}
        {...field('companyAddress')}
      />
      <CheckboxGroupField<ServiceValue>
        label="Services"
        hint="Tick every service you need."
        required
        options={serviceOptions}
        {...choice('services')}
      />
      <TextAreaField
        label="Comments / Remarks"
        hint="Optional: cargo, volumes, origin and destination, timing."
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
      {status === 'sent' ? (
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
        {status === 'submitting' ? <Spinner label="Sending your request" /> : null}
      </div>
    </form>
  );
}
