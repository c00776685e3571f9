import { type NewQuote } from '@seawave/shared-data';
import { PHONE_INVALID_TEXT, TOO_LONG_TEXT } from '@seawave/shared-data/entities';
import { packageFlagDefaults, type PackageField, type PackageFlag } from '@seawave/shared-data/freight';
import { checkForm, emptyForm, newQuoteSchema, type FormCheck, type FullFormValues } from '@seawave/shared-data/schemas';

/** `key` stays with the line when others are removed. */
export type PackageLineValues = { readonly key: number } & { [Field in PackageField]: string } & { [Flag in PackageFlag]: boolean };

/** Texts untrimmed; an optional one is '' while not given. */
export type QuoteFormValues = Omit<FullFormValues<typeof newQuoteSchema>, 'packages'> & { packages: PackageLineValues[] };

export function blankPackageLine(key: number): PackageLineValues {
  return { key, count: '', lengthCm: '', widthCm: '', heightCm: '', grossWeightKg: '', ...packageFlagDefaults };
}

/** A blank line is ignored, so it asks nothing of a visitor who skips it. */
export const emptyQuoteForm: QuoteFormValues = {
  ...emptyForm(newQuoteSchema, { optional: true }),
  packages: [blankPackageLine(1)],
};

export const quoteMessages = {
  required: 'Please fill in all required fields',
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: PHONE_INVALID_TEXT,
  tooLong: TOO_LONG_TEXT,
  failed: 'An error occurred while submitting the request.',
  sent: 'Quote Sent!',
} as const;

const serviceNote = 'Choose at least one service.';

/** The schema refuses '' as a mode or Incoterm, and a container load means nothing unless the mode is sea. */
function quoteInput({ mode, containerLoad, incoterm, packages, ...rest }: QuoteFormValues) {
  return {
    ...rest,
    ...(mode ? { mode } : {}),
    ...(mode === 'sea' && containerLoad ? { containerLoad } : {}),
    ...(incoterm ? { incoterm } : {}),
    packages: packages.map(({ key: _key, ...line }) => line),
  };
}

/** The same schema as the data interface, so the browser and the back end agree. */
export function validateQuote(values: QuoteFormValues): FormCheck<NewQuote, keyof QuoteFormValues> {
  return checkForm(
    newQuoteSchema,
    quoteInput(values),
    { required: quoteMessages.required, email: quoteMessages.invalidEmail, phone: quoteMessages.invalidPhone, tooLong: quoteMessages.tooLong },
    { services: { required: serviceNote } },
  );
}
