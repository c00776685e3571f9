/**
 * Company facts that the public pages show. Contact details
 * (address, phones, e-mails, branches, offices, social links) live in
 * `company` of @seawave/shared-ui; this module adds the claims, values and
 * mission / vision / purpose.
 */
export interface FactFigure {
  value: string;
  label: string;
}

export interface PurposeCard {
  title: 'Mission' | 'Vision' | 'Purpose';
  text: string;
}

export const companyFacts = {
  since: 2005,
  heavyDutyTrailers: 200,
  ownVehicles: 5,
  warehousing: {
    area: 'over 19,000 sq ft',
    locations: ['around Mumbai', 'Panvel', 'Bhiwandi', 'near Pune'],
    summary: 'over 19,000 sq ft of warehousing around Mumbai plus Panvel, Bhiwandi and near Pune',
  },
  dpdWindow: '48-hour direct port delivery (DPD) window',
  certifications: ['ISO 9001:2015', 'AEO certificate'],
  values: [
    'Integrity',
    'Transparency',
    'Respect',
    'Customer Centrality',
    'Excellence',
    'Social and Environmental Responsibility',
  ],
  figures: [
    { value: '2005', label: 'Cargo services since' },
    { value: '200', label: 'Heavy duty trailers' },
    { value: '5', label: 'Own vehicles' },
    { value: '19,000+ sq ft', label: 'Warehousing around Mumbai, Panvel, Bhiwandi and near Pune' },
    { value: '48 hours', label: 'Direct port delivery (DPD) window' },
  ] satisfies FactFigure[],
  purposeCards: [
    {
      title: 'Mission',
      text: 'Our commitment is to find the best solution for each and every client, whatever the cargo and wherever it goes.',
    },
    {
      title: 'Vision',
      text: 'Providing quality services through logistics, design and solutions that keep our clients moving.',
    },
    {
      title: 'Purpose',
      text: 'A holistic solution that meets every client requirement, from the port to the final destination.',
    },
  ] satisfies PurposeCard[],
} as const;
