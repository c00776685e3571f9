import { fieldNotes, isOverLimit, isPhoneNumber, PHONE_INVALID_TEXT, TOO_LONG_TEXT, type NewQuote, type ServiceValue } from '@seawave/shared-data';

/** What the quote form holds while the visitor types (all text, untrimmed). */
export interface QuoteFormValues {
  name: string;
  email: string;
  contactNumber: string;
  companyName: string;
  companyAddress: string;
  services: ServiceValue[];
  comments: string;
}

export const emptyQuoteForm: QuoteFormValues = {
  name: '',
  email: '',
  contactNumber: '',
  companyName: '',
  companyAddress: '',
  services: [],
  comments: '',
};

/** The form's exact messages. */
export const quoteMessages = {
  required: 'Please fill in all required fields',
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: PHONE_INVALID_TEXT,
  tooLong: TOO_LONG_TEXT,
  failed: 'An error occurred while submitting the request.',
  sent: 'Quote Sent!',
} as const;

/** Something@something.tld, no spaces: an address that looks like an e-mail. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

export type QuoteField = Exclude<keyof QuoteFormValues, 'comments'>;

/** The required fields that are still empty (services: none ticked), in form order. */
export function missingQuoteFields(values: QuoteFormValues): QuoteField[] {
  const missing: QuoteField[] = [];
  for (const field of ['name', 'email', 'contactNumber', 'companyName', 'companyAddress'] as const) {
    if (values[field].trim() === '') missing.push(field);
  }
  if (values.services.length === 0) missing.push('services');
  return missing;
}

export type QuoteFieldErrors = Partial<Record<keyof QuoteFormValues, string>>;

export interface QuoteValidation {
  /** The message to show, or null when the form can be sent. */
  message: string | null;
  /** A short note under each field to fix. */
  fieldErrors: QuoteFieldErrors;
}

const serviceNote = 'Choose at least one service.';

/**
 * All of name, e-mail, contact number, company name, company address and at
 * least one service are required ('Please fill in all required fields'); then
 * the e-mail must look like one ('Please enter a valid email address'), the
 * contact number must follow the phone rule, and no answer may be longer than
 * its field's limit (the fields keep what is typed and count it, so the limit
 * is checked here). Comments are optional.
 */
export function validateQuote(values: QuoteFormValues): QuoteValidation {
  const missing = missingQuoteFields(values);
  if (missing.length > 0) {
    const fieldErrors: QuoteFieldErrors = {};
    for (const field of missing) fieldErrors[field] = field === 'services' ? serviceNote : fieldNotes.required;
    return { message: quoteMessages.required, fieldErrors };
  }
  if (!isValidEmail(values.email)) return { message: quoteMessages.invalidEmail, fieldErrors: { email: fieldNotes.email } };
  if (!isPhoneNumber(values.contactNumber)) return { message: quoteMessages.invalidPhone, fieldErrors: { contactNumber: fieldNotes.phone } };
  const tooLong = (['name', 'email', 'contactNumber', 'companyName', 'companyAddress', 'comments'] as const).filter((field) =>
    isOverLimit(field, values[field].trim()),
  );
  if (tooLong.length > 0) {
    const fieldErrors: QuoteFieldErrors = {};
    for (const field of tooLong) fieldErrors[field] = fieldNotes.tooLong(field);
    return { message: quoteMessages.tooLong, fieldErrors };
  }
  return { message: null, fieldErrors: {} };
}

/** The document to store: trimmed texts, services in form order. */
export function toNewQuote(values: QuoteFormValues): NewQuote {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    contactNumber: values.contactNumber.trim(),
    companyName: values.companyName.trim(),
    companyAddress: values.companyAddress.trim(),
    services: [...values.services],
    comments: values.comments.trim(),
  };
}
