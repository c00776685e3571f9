import { displayText, shownFields, shownValues } from './display';
import { applicant, quote } from './entity-schemas';

describe('what the staff screens show of an entity', () => {
  it('each screen lists the declared fields in declaration order, with its own words, order and opt-outs', () => {
    const labels = (screen: 'detail' | 'csv' | 'mail') => shownFields(quote, screen).map((field) => field.label);
    const facts = ['Pickup address', 'Delivery address', 'Dangerous goods', 'UN number', 'Dangerous goods class', 'Temperature controlled', 'Lowest temperature (°C)', 'Highest temperature (°C)', 'Cargo value', 'Currency', 'Insurance requested'];
    expect(labels('detail')).toEqual(['By', 'Email', 'Contact Number', 'Company Address', 'Services', 'Comments', 'Mode', 'Container load', 'Origin', 'Destination', 'Ready date', 'Incoterm', 'Cargo description', 'Packages', ...facts, 'Cargo figures']);
    // Every fact the shipper gave, the package lines in one cell.
    expect(labels('csv')).toEqual(['Name', 'Company', 'E-mail', 'Phone', 'Company address', 'Services', 'Mode', 'Container load', 'Origin', 'Destination', 'Ready date', 'Incoterm', 'Cargo description', 'Package lines', ...facts, 'Figures', 'Comments']);
    expect(labels('mail')).toEqual(['Company', 'Contact', 'E-mail', 'Contact number', 'Company address', 'Services', 'Comments', 'Mode', 'Origin', 'Destination', 'Ready date', 'Incoterm', 'Cargo description', 'Package lines', ...facts, 'Cargo figures']);
  });

  it('an application shows its answers, the vacancy applied for (first in the e-mail, last on the detail page) and the reference on the detail page', () => {
    const labels = (screen: 'detail' | 'csv' | 'mail') => shownFields(applicant, screen).map((field) => field.label);
    expect(labels('detail')).toEqual(['Reference', 'Name', 'Email', 'Number', 'Current Position', 'Willing to relocate', 'Experience', 'Vacancy']);
    expect(labels('csv')).toEqual(['Name', 'E-mail', 'Phone', 'Current Position', 'Vacancy', 'Willing to relocate', 'Experience (years)']);
    expect(labels('mail')).toEqual(['Vacancy', 'Name', 'E-mail', 'Number', 'Current position', 'Willing to relocate', 'Experience (years)']);
  });

  it('a field without a display is on no screen', () => {
    for (const screen of ['detail', 'csv', 'mail'] as const) {
      expect(shownFields(quote, screen).map((field) => field.key)).not.toEqual(expect.arrayContaining(['status']));
    }
  });

  it('an optional field left empty is left out; a field that must be stored is kept even when empty', () => {
    const shown = shownValues(quote, 'mail', { name: 'Ann', comments: '', origin: '  ', mode: 'air', services: [] });
    const keys = shown.map(({ field }) => field.key);
    expect(keys).toEqual(expect.arrayContaining(['name', 'comments', 'mode', 'services']));
    expect(keys).not.toEqual(expect.arrayContaining(['origin']));
    expect(keys).not.toEqual(expect.arrayContaining(['destination']));
  });

  it('a screen may leave a field out for one document (the detail page says the container load once)', () => {
    const detail = (document: Record<string, unknown>) => shownValues(quote, 'detail', document).map(({ field }) => field.key);
    expect(detail({ containerLoad: 'lcl', cargo: null })).toContain('containerLoad');
    expect(detail({ containerLoad: 'lcl', cargo: { load: 'lcl' } })).not.toContain('containerLoad');
  });

  it('a request for insurance is said where it was made, and every CSV row says Yes or No', () => {
    const keys = (screen: 'detail' | 'mail', document: Record<string, unknown>) => shownValues(quote, screen, document).map(({ field }) => field.key);
    for (const screen of ['detail', 'mail'] as const) {
      expect(keys(screen, { insureCargo: true })).toContain('insureCargo');
      expect(keys(screen, { insureCargo: false })).not.toContain('insureCargo');
      expect(keys(screen, {})).not.toContain('insureCargo');
    }
    const insurance = shownFields(quote, 'csv').find((field) => field.key === 'insureCargo')!;
    expect([displayText(insurance, true), displayText(insurance, false)]).toEqual(['Yes', 'No']);
  });

  it('a number is written with thousands separators, a class of dangerous goods with its name', () => {
    const field = (key: string) => shownFields(quote, 'detail').find((candidate) => candidate.key === key)!;
    expect(displayText(field('cargoValue'), 1250000.5)).toBe('1,250,000.5');
    expect(displayText(field('temperatureMinC'), -18)).toBe('-18');
    expect(displayText(field('dangerousGoodsClass'), '6.1')).toBe('6.1 (Toxic substances)');
    expect(displayText(field('dangerousGoods'), 'yes')).toBe('Yes');
  });

  it('values are worded with their display words, lists joined', () => {
    const [services, mode, incoterm] = ['services', 'mode', 'incoterm'].map((key) => shownFields(quote, 'mail').find((field) => field.key === key)!);
    expect(displayText(services!, ['warehousing', 'customClearance'])).toBe('Warehousing, Custom Clearance');
    expect(displayText(mode!, 'sea')).toBe('Sea');
    expect(displayText(incoterm!, 'FOB')).toBe('FOB (Free On Board)');
    expect(displayText(shownFields(quote, 'detail').find((field) => field.key === 'incoterm')!, 'FOB')).toBe('FOB');
  });
});
