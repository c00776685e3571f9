import { PHONE_INVALID_TEXT, TOO_LONG_TEXT, type NewQuote } from '@seawave/shared-data';
import { checkForm, emptyForm, newQuoteSchema, type FormCheck, type FormValues } from '@seawave/shared-data/schemas';

/** What the quote form holds while the visitor types (every field of the quote schema, texts untrimmed). */
export type QuoteFormValues = FormValues<typeof newQuoteSchema>;

export const emptyQuoteForm: QuoteFormValues = emptyForm(newQuoteSchema);

/** The form's exact messages. */
export const quoteMessages = {
  required: 'Please fill in all required fields',
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: PHONE_INVALID_TEXT,
  tooLong: TOO_LONG_TEXT,
  failed: 'An error occurred while submitting the request.',
  sent: 'Quote Sent!',
} as const;

const serviceNote = 'Choose at least one service.';

/**
 * Checks the quote with the new-quote schema (the one the data interface
 * uses too). All of name, e-mail, contact number, company name, company
 * address and at least one service are required ('Please fill in all
 * required fields'); then the e-mail must follow the one e-mail rule
 * ('Please enter a valid email address'), the contact number the phone rule,
 * every answer its length limit, and no answer may hold control or
 * text-direction characters. Comments are optional. On success, the quote to
 * store: trimmed texts, services in form order.
 */
export function validateQuote(values: QuoteFormValues): FormCheck<NewQuote, keyof QuoteFormValues> {
  return checkForm(
    newQuoteSchema,
    values,
    { required: quoteMessages.required, email: quoteMessages.invalidEmail, phone: quoteMessages.invalidPhone, tooLong: quoteMessages.tooLong },
    { services: { required: serviceNote } },
  );
}
