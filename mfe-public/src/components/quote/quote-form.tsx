import { css, useTheme, type Theme } from '@emotion/react';
import { services, type ServiceValue } from '@seawave/shared-data';
import { fieldLimits } from '@seawave/shared-data/entities';
import {
  deliveryIncoterms,
  freightModeLabels,
  freightModes,
  incotermHelp,
  incotermLabels,
  incoterms,
  pickupIncoterms,
  summarizeCargo,
  type ContainerLoad,
  type FreightMode,
  type Incoterm,
  type IndicativePrice,
} from '@seawave/shared-data/freight';
import { STATUS_LINK_TEXT } from '@seawave/shared-data/quote-status';
import { submissionFailureMessage } from '@seawave/shared-data/schemas';
import { Button, mq, Notice, Spinner } from '@seawave/shared-ui';
import { CheckboxGroupField, SelectField, TextAreaField, TextField, HoneypotField, useForm } from '@seawave/shared-ui/form';
import { useState } from 'react';
import { referenceSentence } from '../../data/reference-sentence';
import { submitQuote } from '../../data/submit-quote';
import { CargoFiguresPanel } from './cargo-figures-panel';
import { IndicativePriceDetails } from './indicative-price';
import { PackageLines } from './package-lines';
import { Asked, CargoFacts } from './shipment-facts';
import { emptyQuoteForm, quoteMessages, validateQuote } from './quote-validation';

const serviceOptions = services.map(({ value, label }) => ({ value, label }));
const modeOptions: { value: FreightMode | ''; label: string }[] = [
  { value: '', label: 'Select a mode' },
  ...freightModes.map((mode) => ({ value: mode, label: freightModeLabels[mode] })),
];
const containerLoadOptions: { value: ContainerLoad | ''; label: string }[] = [
  { value: '', label: 'Suggest from my cargo' },
  { value: 'lcl', label: 'LCL (shared container, charged per W/M)' },
  { value: 'fcl', label: 'FCL (full containers)' },
];
const incotermOptions: { value: Incoterm | ''; label: string }[] = [
  { value: '', label: 'Select an Incoterm' },
  ...incoterms.map((term) => ({ value: term, label: `${term} (${incotermLabels[term]})` })),
];

export interface QuoteFormProps {
  /** `reference` is null when it will be e-mailed instead. */
  onSent?: (reference: string | null) => void;
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

      <fieldset
        disabled={busy}
        css={css`
          margin: 0 0 ${theme.space[5]};
          padding: ${theme.space[4]} ${theme.space[4]} 0;
          border: 1px solid ${theme.colors.border};
          border-radius: ${theme.radii.lg};
          min-width: 0;
        `}
      >
        <legend
          css={css`
            padding: 0 ${theme.space[2]};
            font-weight: 700;
            color: ${theme.colors.ink};
          `}
        >
          Shipment details (optional)
        </legend>
        <div css={twoColumns(theme)}>
          <SelectField<FreightMode | ''> label="Mode" options={modeOptions} {...field('mode')} />
          {mode === 'sea' ? <SelectField<ContainerLoad | ''> label="Container load" options={containerLoadOptions} {...field('containerLoad')} /> : null}
          <SelectField<Incoterm | ''> label="Incoterm" options={incotermOptions} hint={values.incoterm ? incotermHelp[values.incoterm] : undefined} {...field('incoterm')} />
          <TextField label="Origin (place or port)" characterLimit={fieldLimits.origin} {...field('origin')} />
          <TextField label="Destination (place or port)" characterLimit={fieldLimits.destination} {...field('destination')} />
          <TextField label="Ready date" type="date" {...field('readyDate')} />
        </div>
        <Asked field="pickupAddress" values={values}>
          <TextField label="Pickup address" hint={`Where we collect the goods (${pickupIncoterms.join(', ')}).`} characterLimit={fieldLimits.pickupAddress} {...field('pickupAddress')} />
        </Asked>
        <Asked field="deliveryAddress" values={values}>
          <TextField label="Delivery address" hint={`Where we deliver the goods (${deliveryIncoterms.join(', ')}).`} characterLimit={fieldLimits.deliveryAddress} {...field('deliveryAddress')} />
        </Asked>
        <TextAreaField label="Cargo description" rows={3} characterLimit={fieldLimits.cargoDescription} {...field('cargoDescription')} />
        <PackageLines
          lines={values.packages}
          onChange={(lines) => setValue('packages', lines)}
          issues={cargo.issues}
          mode={mode}
          showAll={status === 'invalid' || status === 'failed'}
          disabled={busy}
        />
        <CargoFiguresPanel summary={cargo} mode={mode} />
        <CargoFacts values={values} field={field} choice={choice} />
      </fieldset>

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
      {status === 'sent' ? (
        <Notice variant="success" heading={quoteMessages.sent}>
          <p>{referenceSentence(reference)}</p>
          <IndicativePriceDetails price={price} />
          {/* A full page load: the status page is rendered on the server, never cached. */}
          {statusPath ? (
            <p>
              <a href={statusPath}>{STATUS_LINK_TEXT}</a>
            </p>
          ) : null}
          <p>{sentDetail ?? 'Thank you. We will get back to you shortly.'}</p>
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
