import { css, useTheme, type Theme } from '@emotion/react';
import { numberLimits } from '@seawave/shared-data/entities';
import { currencies, dangerousGoodsClasses, dangerousGoodsClassNames, yesOrNo, yesOrNoLabels, type Currency, type DangerousGoodsClass, type YesOrNo } from '@seawave/shared-data/freight';
import { conditionHolds, quoteEntity, type FieldCondition } from '@seawave/shared-data/schemas';
import { mq } from '@seawave/shared-ui';
import { checkInputStyles, RadioGroupField, SelectField, TextField, type ChoiceProps, type FieldProps } from '@seawave/shared-ui/form';
import { useId, type ReactNode } from 'react';
import type { QuoteFormValues } from './quote-validation';

type Field = <K extends keyof QuoteFormValues & string>(key: K) => FieldProps<QuoteFormValues[K]>;
type Choice = <K extends keyof QuoteFormValues & string>(key: K) => ChoiceProps<QuoteFormValues[K]>;

/** `[name="incoterm"]` chosen as one of the values: an option of the select, or a radio button. */
function chosenSelector({ field, is = [] }: FieldCondition): string {
  const chosen = is.map((value) => `select[name="${field}"] option[value="${String(value)}"]:checked, input[name="${field}"][value="${String(value)}"]:checked`);
  return `form:has(${chosen.join(', ')})`;
}

/**
 * A field the schema asks only under a condition (its `askedWhen`: a pickup address for EXW and FCA), shown while
 * the answers ask for it. It is in the server's HTML even while hidden, so what is typed into it before the scripts
 * run is kept: until then CSS alone shows it once the choice it depends on is made, and afterwards the form's state.
 */
export function Asked({ field, values, children }: { field: keyof QuoteFormValues & string; values: QuoteFormValues; children: ReactNode }) {
  const when = quoteEntity.fields[field as keyof typeof quoteEntity.fields]?.info.askedWhen;
  if (!when) throw new Error(`The quote field "${field}" is asked always.`);
  const shown = conditionHolds(when, values);
  return (
    <div
      hidden={!shown}
      data-asked={field}
      css={css`
        ${chosenSelector(when)} &[hidden] {
          display: block;
        }
      `}
    >
      {children}
    </div>
  );
}

const answerOptions = yesOrNo.map((value) => ({ value, label: yesOrNoLabels[value] }));
const classOptions: { value: DangerousGoodsClass | ''; label: string }[] = [
  { value: '', label: 'Select a class' },
  ...dangerousGoodsClasses.map((item) => ({ value: item, label: `${item} ${dangerousGoodsClassNames[item]}` })),
];
const currencyNames: Readonly<Record<Currency, string>> = { INR: 'INR (Indian rupee)', USD: 'USD (US dollar)' };
const currencyOptions: { value: Currency | ''; label: string }[] = [{ value: '', label: 'Select a currency' }, ...currencies.map((currency) => ({ value: currency, label: currencyNames[currency] }))];

const { min: lowest, max: highest } = numberLimits.temperatureC;
export const TEMPERATURE_HINT = `In °C, from ${lowest} to ${highest}.`;
export const UN_NUMBER_HINT = 'The four digits of the UN number, for example 1263 for paint.';
export const CARGO_VALUE_HINT = 'The invoice value of the goods, in digits (for example 250000).';
export const INSURE_HINT = 'We quote cargo insurance with the freight; it needs the cargo value.';

const pair = (theme: Theme) => css`
  display: grid;
  gap: 0 ${theme.space[5]};
  ${mq('md')} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** Dangerous goods, temperature control and the cargo's value: what forwarders need to price, each optional. */
export function CargoFacts({ values, field, choice }: { values: QuoteFormValues; field: Field; choice: Choice }) {
  const theme = useTheme();
  return (
    <>
      <RadioGroupField<YesOrNo> label="Dangerous goods" inline options={answerOptions} {...choice('dangerousGoods')} />
      <Asked field="unNumber" values={values}>
        <div css={pair(theme)}>
          <TextField label="UN number" required inputMode="numeric" autoComplete="off" hint={UN_NUMBER_HINT} {...field('unNumber')} />
          <SelectField<DangerousGoodsClass | ''> label="Dangerous goods class" required options={classOptions} {...field('dangerousGoodsClass')} />
        </div>
      </Asked>
      <RadioGroupField<YesOrNo> label="Temperature controlled" inline options={answerOptions} {...choice('temperatureControlled')} />
      <Asked field="temperatureMinC" values={values}>
        <div css={pair(theme)}>
          <TextField label="Lowest temperature (°C)" required autoComplete="off" hint={TEMPERATURE_HINT} {...field('temperatureMinC')} />
          <TextField label="Highest temperature (°C)" required autoComplete="off" hint={TEMPERATURE_HINT} {...field('temperatureMaxC')} />
        </div>
      </Asked>
      <div css={pair(theme)}>
        <TextField label="Cargo value" inputMode="decimal" autoComplete="off" hint={CARGO_VALUE_HINT} {...field('cargoValue')} />
        <SelectField<Currency | ''> label="Currency" options={currencyOptions} {...field('cargoValueCurrency')} />
      </div>
      <Checkbox label="Insure my cargo" hint={INSURE_HINT} {...field('insureCargo')} />
    </>
  );
}

/** One checkbox with its label and hint; a note under it when refused. */
function Checkbox({ label, hint, name, value, onValueChange, error, disabled }: { label: string; hint: string } & FieldProps<boolean>) {
  const theme = useTheme();
  const id = `checkbox${useId().replace(/:/g, '-')}`;
  return (
    <div
      css={css`
        display: grid;
        grid-template-columns: auto 1fr;
        gap: ${theme.space[1]} ${theme.space[3]};
        align-items: start;
        margin: 0 0 ${theme.space[4]};
        ${checkInputStyles(theme)}
      `}
    >
      <input
        id={id}
        type="checkbox"
        name={name}
        checked={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
        onChange={(event) => onValueChange(event.target.checked)}
      />
      <label htmlFor={id} css={css`font-weight: 600; color: ${theme.colors.ink};`}>
        {label}
      </label>
      <p id={`${id}-hint`} css={css`grid-column: 2; margin: 0; font-size: ${theme.fontSizes.sm}; color: ${theme.colors.textMuted};`}>
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} css={css`grid-column: 2; margin: 0; font-size: ${theme.fontSizes.sm}; font-weight: 600; color: ${theme.colors.danger};`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
