import { displayText, shownFields, shownValues } from './display';
import { applicant, quote } from './entity-schemas';

describe('what the staff screens show of an entity', () => {
  it('each screen lists the declared fields', () => {
    const labels = (screen: 'detail' | 'csv' | 'mail') => shownFields(quote, screen).map((field) => field.label);
    const facts = ['Pickup address', 'Delivery address', 'Dangerous goods', 'UN number', 'Dangerous goods class', 'Temperature controlled', 'Lowest temperature (°C)', 'Highest temperature (°C)', 'Cargo value', 'Currency', 'Insurance requested'];
    expect(labels('detail')).toEqual(['By', 'Email', 'Contact Number', 'Company Address', 'Services', 'Comments', 'Mode', 'Container load', 'Origin', 'Destination', 'Ready date', 'Incoterm', 'Cargo description', 'Packages', ...facts, 'Cargo figures']);
    // Every fact the shipper gave, the package lines in one cell.
    expect(labels('csv')).toEqual(['Name', 'Company', 'E-mail', 'Phone', 'Company address', 'Services', 'Mode', 'Container load', 'Origin', 'Destination', 'Ready date', 'Incoterm', 'Cargo description', 'Package lines', ...facts, 'Figures', 'Comments']);
    expect(labels('mail')).toEqual(['Company', 'Contact', 'E-mail', 'Contact number', 'Company address', 'Services', 'Comments', 'Mode', 'Origin', 'Destination', 'Ready date', 'Incoterm', 'Cargo description', 'Package lines', ...facts, 'Cargo figures']);
  });

  it('an application shows its answers, vacancy and reference', () => {
    const labels = (screen: 'detail' | 'csv' | 'mail') => shownFields(applicant, screen).map((field) => field.label);
    expect(labels('detail')).toEqual(['Reference', 'Name', 'Email', 'Number', 'Current Position', 'Willing to relocate', 'Experience', 'Vacancy']);
    expect(labels('csv')).toEqual(['Name', 'E-mail', 'Phone', 'Current Position', 'Vacancy', 'Willing to relocate', 'Experience (years)']);
    expect(labels('mail')).toEqual(['Vacancy', 'Name', 'E-mail', 'Number', 'Current position', 'Willing to relocate', 'Experience (years)']);
  });

  it('a field without display shows nowhere', () => {
    for (const screen of ['detail', 'csv', 'mail'] as const) {
      expect(shownFields(quote, screen).map((field) => field.key)).not.toEqual(expect.arrayContaining(['status']));
    }
  });

  it('leaves out only empty optional fields', () => {
    const shown = shownValues(quote, 'mail', { name: 'Ann', comments: '', origin: '  ', mode: 'air', services: [] });
    const keys = shown.map(({ field }) => field.key);
    expect(keys).toEqual(expect.arrayContaining(['name', 'comments', 'mode', 'services']));
    expect(keys).not.toEqual(expect.arrayContaining(['origin']));
    expect(keys).not.toEqual(expect.arrayContaining(['destination']));
  });

  it('a screen may drop a field per document', () => {
    const detail = (document: Record<string, unknown>) => shownValues(quote, 'detail', document).map(({ field }) => field.key);
    expect(detail({ containerLoad: 'lcl', cargo: null })).toContain('containerLoad');
    expect(detail({ containerLoad: 'lcl', cargo: { load: 'lcl' } })).not.toContain('containerLoad');
  });

  it('shows insurance requests, Yes or No in CSV', () => {
    const keys = (screen: 'detail' | 'mail', document: Record<string, unknown>) => shownValues(quote, screen, document).map(({ field }) => field.key);
    for (const screen of ['detail', 'mail'] as const) {
      expect(keys(screen, { insureCargo: true })).toContain('insureCargo');
      expect(keys(screen, { insureCargo: false })).not.toContain('insureCargo');
      expect(keys(screen, {})).not.toContain('insureCargo');
    }
    const insurance = shownFields(quote, 'csv').find((field) => field.key === 'insureCargo')!;
    expect([displayText(insurance, true), displayText(insurance, false)]).toEqual(['Yes', 'No']);
  });

  it('writes numbers grouped and classes named', () => {
    const field = (key: string) => shownFields(quote, 'detail').find((candidate) => candidate.key === key)!;
    expect(displayText(field('cargoValue'), 1250000.5)).toBe('1,250,000.5');
    expect(displayText(field('temperatureMinC'), -18)).toBe('-18');
    expect(displayText(field('dangerousGoodsClass'), '6.1')).toBe('6.1 (Toxic substances)');
    expect(displayText(field('dangerousGoods'), 'yes')).toBe('Yes');
  });

  it('words values and joins lists', () => {
    const [services, mode, incoterm] = ['services', 'mode', 'incoterm'].map((key) => shownFields(quote, 'mail').find((field) => field.key === key)!);
    expect(displayText(services!, ['warehousing', 'customClearance'])).toBe('Warehousing, Custom Clearance');
    expect(displayText(mode!, 'sea')).toBe('Sea');
    expect(displayText(incoterm!, 'FOB')).toBe('FOB (Free On Board)');
    expect(displayText(shownFields(quote, 'detail').find((field) => field.key === 'incoterm')!, 'FOB')).toBe('FOB');
  });
});
