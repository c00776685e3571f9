import { type NewQuote } from '@seawave/shared-data';
import { PHONE_INVALID_TEXT, TOO_LONG_TEXT } from '@seawave/shared-data/entities';
import type { PackageLine } from '@seawave/shared-data/freight';
import { checkForm, emptyForm, newQuoteSchema, type FormCheck, type FullFormValues } from '@seawave/shared-data/schemas';

/** A package line as typed: the text of each input, and a key that stays with the line when others are removed. */
export type PackageLineValues = { readonly key: number } & { [Field in keyof PackageLine]: string };

/**
 * What the quote form holds while the visitor types: every field of the quote
 * schema (texts untrimmed; an optional one '' while not given), the package
 * lines as typed.
 */
export type QuoteFormValues = Omit<FullFormValues<typeof newQuoteSchema>, 'packages'> & { packages: PackageLineValues[] };

/** A new, blank package line. */
export function blankPackageLine(key: number): PackageLineValues {
  return { key, count: '', lengthCm: '', widthCm: '', heightCm: '', grossWeightKg: '' };
}

/** The form starts with one blank package line (a blank line is ignored, so it asks nothing of a visitor who skips it). */
export const emptyQuoteForm: QuoteFormValues = {
  ...emptyForm(newQuoteSchema, { optional: true }),
  packages: [blankPackageLine(1)],
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

const serviceNote = 'Choose at least one service.';

/**
 * The values as the quote schema reads them: a choice not made is left out
 * (the schema refuses '' as a mode or an Incoterm), and so is a container
 * load unless the mode is sea (it means nothing otherwise, and the form
 * shows it only then); the package lines go as typed, and the schema drops
 * blank lines and turns the others into numbers.
 */
function quoteInput({ mode, containerLoad, incoterm, packages, ...rest }: QuoteFormValues) {
  return {
    ...rest,
    ...(mode ? { mode } : {}),
    ...(mode === 'sea' && containerLoad ? { containerLoad } : {}),
    ...(incoterm ? { incoterm } : {}),
    packages: packages.map(({ key: _key, ...line }) => line),
  };
}

/**
 * Checks the quote with the new-quote schema (the one the data interface
 * uses too). All of name, e-mail, contact number, company name, company
 * address and at least one service are required ('Please fill in all
 * required fields'); then the e-mail must follow the one e-mail rule
 * ('Please enter a valid email address'), the contact number the phone rule,
 * every answer its length limit, and no answer may hold control or
 * text-direction characters. Comments and the shipment details are optional;
 * a ready date must be a real day, and each package line not left wholly
 * blank must be complete and within the cargo limits. On success, the quote
 * to store: trimmed texts, services in form order, package lines as numbers.
 */
export function validateQuote(values: QuoteFormValues): FormCheck<NewQuote, keyof QuoteFormValues> {
  return checkForm(
    newQuoteSchema,
    quoteInput(values),
    { required: quoteMessages.required, email: quoteMessages.invalidEmail, phone: quoteMessages.invalidPhone, tooLong: quoteMessages.tooLong },
    { services: { required: serviceNote } },
  );
}
