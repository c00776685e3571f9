import { css, useTheme } from '@emotion/react';
import type { NewRate, Rate } from '@seawave/shared-data';
import { fieldLimits } from '@seawave/shared-data/entities';
import {
  currencies,
  freightModeLabels,
  freightModes,
  rateBasesByMode,
  rateBasisLabels,
  weightBreakField,
  weightBreaksKg,
  type Currency,
  type FreightMode,
  type RateBasis,
  type WeightBreakField,
} from '@seawave/shared-data/freight';
import { checkForm, newRateSchema } from '@seawave/shared-data/schemas';
import { Button, Spinner } from '@seawave/shared-ui';
import { FormMessage } from '../form-message';
import { SelectField, TextAreaField, TextField, useForm } from '@seawave/shared-ui/form';

export const RATE_REQUIRED_TEXT = 'Please fill in every field of the rate.';
export const RATE_SAVE_FAILURE_TEXT = 'The rate could not be saved. Please try again.';

type TypedField = Exclude<keyof NewRate, 'mode' | 'basis' | 'currency'>;
/** As typed: every number and date is the input's text until the schema reads it. */
export type RateFormValues = { [K in TypedField]-?: string } & { mode: FreightMode; basis: RateBasis; currency: Currency };

const breakFields: readonly WeightBreakField[] = weightBreaksKg.map(weightBreakField);
const noBreaks = Object.fromEntries(breakFields.map((key) => [key, ''])) as Record<WeightBreakField, string>;

export const emptyRateValues: RateFormValues = {
  originPlace: '',
  originCountry: '',
  destinationPlace: '',
  destinationCountry: '',
  mode: 'sea',
  basis: 'gp20',
  amount: '',
  currency: 'USD',
  minimum: '',
  ...noBreaks,
  validFrom: '',
  validUntil: '',
  transitDays: '',
  includes: '',
};

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

export function rateFormValues(rate: Rate): RateFormValues {
  return {
    ...emptyRateValues,
    originPlace: rate.originPlace,
    originCountry: rate.originCountry,
    destinationPlace: rate.destinationPlace,
    destinationCountry: rate.destinationCountry,
    mode: rate.mode,
    basis: rate.basis,
    amount: text(rate.amount),
    currency: rate.currency,
    minimum: text(rate.minimum),
    ...Object.fromEntries(breakFields.map((key) => [key, text(rate[key])])),
    validFrom: rate.validFrom,
    validUntil: rate.validUntil,
    transitDays: text(rate.transitDays),
    includes: rate.includes,
  };
}

/** A minimum charge applies to W/M and per-kg rates, weight breaks to per-kg rates only. */
const takesMinimum = (basis: RateBasis) => basis === 'wm' || basis === 'kg';
const takesBreaks = (basis: RateBasis) => basis === 'kg';

/** Country codes are written in capitals; what the basis does not use is not sent. */
function normalized(values: RateFormValues): RateFormValues {
  return {
    ...values,
    originCountry: values.originCountry.trim().toUpperCase(),
    destinationCountry: values.destinationCountry.trim().toUpperCase(),
    minimum: takesMinimum(values.basis) ? values.minimum : '',
    ...(takesBreaks(values.basis) ? {} : noBreaks),
  };
}

/** The same schema as the data interface's and, through the generated rules, the database's. */
export function validateRate(values: RateFormValues) {
  return checkForm(newRateSchema, normalized(values), { required: RATE_REQUIRED_TEXT }, {
    originCountry: { format: 'Enter the two-letter country code, e.g. IN.' },
    destinationCountry: { format: 'Enter the two-letter country code, e.g. AE.' },
    amount: { format: 'Enter an amount above 0 with at most two decimals.' },
    minimum: { format: 'Enter an amount above 0 with at most two decimals, or leave it empty.' },
    transitDays: { format: 'Enter a whole number of days.' },
    validUntil: { date: 'Enter a date on or after the first valid day.' },
  });
}

const modeOptions = freightModes.map((mode) => ({ value: mode, label: freightModeLabels[mode] }));
const currencyOptions = currencies.map((currency) => ({ value: currency, label: currency }));

export interface RateFormProps {
  initialValues: RateFormValues;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (input: NewRate) => Promise<unknown>;
  onCancel?: () => void;
}

export function RateForm({ initialValues, submitLabel, busyLabel, onSubmit, onCancel }: RateFormProps) {
  const theme = useTheme();
  const { formProps, field, values, setValue, message, messageRef, status, busy } = useForm({
    initialValues,
    validate: validateRate,
    submit: onSubmit,
    failureMessage: () => RATE_SAVE_FAILURE_TEXT,
  });
  const bases = rateBasesByMode[values.mode];
  const basisOptions = bases.map((basis) => ({ value: basis, label: rateBasisLabels[basis] }));
  const mode = field('mode');
  const pair = css`
    display: grid;
    gap: 0 ${theme.space[4]};
    grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  `;

  return (
    <form {...formProps} aria-label={submitLabel} css={css`max-width: 48rem;`}>
      <FormMessage status={status} message={message} messageRef={messageRef} />
      <div css={pair}>
        <TextField label="Origin (port or city)" required characterLimit={fieldLimits.place} {...field('originPlace')} />
        <TextField label="Origin country" hint="Two-letter code, e.g. IN." required autoComplete="off" {...field('originCountry')} />
        <TextField label="Destination (port or city)" required characterLimit={fieldLimits.place} {...field('destinationPlace')} />
        <TextField label="Destination country" hint="Two-letter code, e.g. AE." required autoComplete="off" {...field('destinationCountry')} />
        <SelectField<FreightMode>
          label="Mode"
          required
          options={modeOptions}
          {...mode}
          onValueChange={(next) => {
            mode.onValueChange(next);
            if (!rateBasesByMode[next].includes(values.basis)) setValue('basis', rateBasesByMode[next][0] as RateBasis);
          }}
        />
        <SelectField<RateBasis> label="Equipment or basis" required options={basisOptions} {...field('basis')} />
        <TextField label="Amount" required inputMode="decimal" hint="Per container, W/M, kg or truck, as the basis says." {...field('amount')} />
        <SelectField<Currency> label="Currency" required options={currencyOptions} {...field('currency')} />
        {takesMinimum(values.basis) ? <TextField label="Minimum charge (optional)" inputMode="decimal" {...field('minimum')} /> : null}
      </div>
      {takesBreaks(values.basis) ? (
        <fieldset
          css={css`
            border: 0;
            padding: 0;
            margin: 0;
          `}
        >
          <legend css={css`font-weight: 700; margin-bottom: ${theme.space[2]};`}>Weight breaks (optional): rate per kg from</legend>
          <div css={pair}>
            {weightBreaksKg.map((kg) => (
              <TextField key={kg} label={`Rate per kg from ${kg.toLocaleString('en-US')} kg`} inputMode="decimal" {...field(weightBreakField(kg))} />
            ))}
          </div>
        </fieldset>
      ) : null}
      <div css={pair}>
        <TextField type="date" label="Valid from" required {...field('validFrom')} />
        <TextField type="date" label="Valid until" required hint="The last day the rate may be used." {...field('validUntil')} />
        <TextField label="Transit time (days)" required inputMode="numeric" {...field('transitDays')} />
      </div>
      <TextAreaField label="What the rate includes" rows={3} characterLimit={fieldLimits.rateIncludes} {...field('includes')} />
      <div css={css`display: flex; align-items: center; gap: ${theme.space[3]};`}>
        <Button type="submit" size="lg" disabled={busy}>
          {status === 'submitting' ? <Spinner label={busyLabel} inverse /> : null}
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
