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
  type CargoSummary,
  type ContainerLoad,
  type FreightMode,
  type Incoterm,
  type IndicativePrice,
} from '@seawave/shared-data/freight';
import { STATUS_LINK_TEXT } from '@seawave/shared-data/quote-status';
import { mq, Notice } from '@seawave/shared-ui';
import { CheckboxGroupField, SelectField, TextAreaField, TextField, type UseFormResult } from '@seawave/shared-ui/form';
import { referenceSentence } from '../../data/reference-sentence';
import { CargoFiguresPanel } from './cargo-figures-panel';
import { IndicativePriceDetails } from './indicative-price';
import { PackageLines } from './package-lines';
import { Asked, CargoFacts } from './shipment-facts';
import { quoteMessages, type QuoteFormValues } from './quote-validation';

type QuoteFormState = UseFormResult<QuoteFormValues>;

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

const twoColumns = (theme: Theme) => css`
  display: grid;
  gap: 0 ${theme.space[5]};
  ${mq('md')} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** Who asks: name, contact, company and the services they need. */
export function ContactFields({ field, choice }: Pick<QuoteFormState, 'field' | 'choice'>) {
  const theme = useTheme();
  return (
    <>
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
    </>
  );
}

const shipmentStyles = (theme: Theme) => css`
  margin: 0 0 ${theme.space[5]};
  padding: ${theme.space[4]} ${theme.space[4]} 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  min-width: 0;
`;

const shipmentLegendStyles = (theme: Theme) => css`
  padding: 0 ${theme.space[2]};
  font-weight: 700;
  color: ${theme.colors.ink};
`;

type ShipmentDetailsProps = Pick<QuoteFormState, 'field' | 'choice' | 'values' | 'setValue' | 'status' | 'busy'> & {
  mode: FreightMode | null;
  cargo: CargoSummary;
};

/** The optional shipment: mode, route, dates, addresses asked by the Incoterm, packages and cargo facts. */
export function ShipmentDetails({ field, choice, values, setValue, status, busy, mode, cargo }: ShipmentDetailsProps) {
  const theme = useTheme();
  return (
    <fieldset disabled={busy} css={shipmentStyles(theme)}>
      <legend css={shipmentLegendStyles(theme)}>Shipment details (optional)</legend>
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
  );
}

interface QuoteSentProps {
  reference: string | null;
  price: IndicativePrice | null;
  statusPath: string | null;
  sentDetail: string | undefined;
}

/** The success notice: the reference, the indicative price and the link to the quote's status. */
export function QuoteSent({ reference, price, statusPath, sentDetail }: QuoteSentProps) {
  return (
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
  );
}
