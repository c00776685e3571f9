import { type NewQuote } from '@seawave/shared-data';
import { PHONE_INVALID_TEXT, TOO_LONG_TEXT } from '@seawave/shared-data/entities';
import { numberLimits } from '@seawave/shared-data/entities';
import { packageFlagDefaults, type PackageField, type PackageFlag } from '@seawave/shared-data/freight';
import { checkForm, emptyForm, isAsked, newQuoteSchema, quoteEntity, type FormCheck, type FullFormValues } from '@seawave/shared-data/schemas';

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
const { min: lowest, max: highest } = numberLimits.temperatureC;
const temperatureNote = `Enter °C from ${lowest} to ${highest}, with a dot and at most one decimal`;

/** The notes under the fields whose default note would say too little. */
const quoteNotes = {
  services: { required: serviceNote },
  unNumber: { required: 'Enter the UN number of the dangerous goods.', format: 'Enter the four digits of the UN number, for example 1263.' },
  dangerousGoodsClass: { required: 'Choose the class of the dangerous goods.' },
  temperatureMinC: { required: 'Enter the lowest temperature the cargo may have.', format: `${temperatureNote}.` },
  temperatureMaxC: { required: 'Enter the highest temperature the cargo may have.', format: `${temperatureNote}, not below the lowest.` },
  cargoValue: { required: 'Enter the cargo value, so we can insure it.', format: 'Enter the value in digits, with a dot for decimals (for example 250000).' },
  cargoValueCurrency: { required: 'Choose the currency of the cargo value.' },
};

/** A choice left unanswered is ''; a field the answers do not ask for is hidden, so neither is checked or sent. */
function sent(key: string, value: unknown, values: QuoteFormValues): boolean {
  const info = quoteEntity.fields[key as keyof typeof quoteEntity.fields]?.info;
  return !(info?.kind === 'choice' && value === '') && isAsked(quoteEntity, key, values);
}

/** A container load means nothing unless the mode is sea. */
function quoteInput(values: QuoteFormValues) {
  const { mode, containerLoad, packages, ...rest } = values;
  return {
    ...Object.fromEntries(Object.entries(rest).filter(([key, value]) => sent(key, value, values))),
    ...(mode ? { mode } : {}),
    ...(mode === 'sea' && containerLoad ? { containerLoad } : {}),
    packages: packages.map(({ key: _key, ...line }) => line),
  };
}

/** The same schema as the data interface, so the browser and the back end agree. */
export function validateQuote(values: QuoteFormValues): FormCheck<NewQuote, keyof QuoteFormValues> {
  return checkForm(
    newQuoteSchema,
    quoteInput(values),
    { required: quoteMessages.required, email: quoteMessages.invalidEmail, phone: quoteMessages.invalidPhone, tooLong: quoteMessages.tooLong },
    quoteNotes,
  );
}
