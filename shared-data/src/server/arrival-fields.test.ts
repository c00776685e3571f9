/**
 * @jest-environment node
 */
import { searchKeyOf } from '../search/search-terms';
import { arrivalFieldsOf, searchTermsOfDocument, storedPackageLines } from './arrival-fields';

const quote = {
  name: 'Ann Lee',
  email: 'Ann.Lee@Example.org',
  contactNumber: '+1 555 0100',
  companyName: 'Acme Logistics',
  companyAddress: '1 Harbour Road',
  services: ['warehousing', 'customClearance'],
  comments: '',
};

const application = { name: 'Bo Chan', email: 'bo@example.net', number: '+44 20 7946 0000', position: 'Customs Broker', relocate: 'yes', experience: '2-5' };

const lineA = { count: 2, lengthCm: 120, widthCm: 80, heightCm: 100, grossWeightKg: 250 };
const lineB = { count: 1, lengthCm: 60, widthCm: 50, heightCm: 40, grossWeightKg: 30.5 };

describe('storedPackageLines', () => {
  it('reads package lines in numeric id order', () => {
    const docs = Array.from({ length: 11 }, (_, index) => ({ id: String(index), data: { ...lineA, count: index + 1 } }));
    const lines = storedPackageLines({ ...quote }, [...docs].reverse());
    expect(lines.map((line) => line.count)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(lines[0]).toEqual({ ...lineA, count: 1 });
  });

  it('still reads inline lines, preferring packages documents', () => {
    expect(storedPackageLines({ ...quote, packages: [lineA, lineB] }, [])).toEqual([lineA, lineB]);
    expect(storedPackageLines({ ...quote, packages: [lineA] }, [{ id: '0', data: lineB }])).toEqual([lineB]);
    expect(storedPackageLines(quote, [])).toEqual([]);
  });

  it('drops non-map lines and mistyped values', () => {
    const lines = storedPackageLines({}, [
      { id: '0', data: 'not a line' },
      { id: '1', data: { ...lineA, count: true } },
    ]);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.count).toBeNaN();
  });
});

describe('arrivalFieldsOf', () => {
  it('gives a quote reference, status, terms and flags', () => {
    const fields = arrivalFieldsOf('quote', { ...quote, origin: 'Nhava Sheva', destination: 'Jebel Ali' }, 'Q-2026-000123', []);
    expect(fields).toMatchObject({ reference: 'Q-2026-000123', status: 'new', serviceFlags: { warehousing: true, customClearance: true } });
    const foundBy = ['Q-2026-000123', 'acme logistics', 'logi', 'ann lee', 'lee', 'ann.lee@example.org', 'ann.lee', '555 0100', '15550100', 'sheva', 'jebel ali'];
    expect(fields.searchTerms).toEqual(expect.arrayContaining(foundBy.map(searchKeyOf)));
    expect(fields.searchTerms).not.toContain(searchKeyOf('harbour'));
    expect(fields).not.toHaveProperty('cargo');
  });

  it('stores the cargo figures for its mode', () => {
    // 2 × 1.2 × 0.8 × 1.0 m³ + 0.6 × 0.5 × 0.4 m³ = 1.92 + 0.12 = 2.04 CBM; 2 × 250 + 30.5 = 530.5 kg;
    // sea: 1 m³ = 1,000 kg, so 2,040 kg volumetric, chargeable; 2.04 W/M is LCL-sized, so no container count.
    expect(arrivalFieldsOf('quote', { ...quote, mode: 'sea' }, 'Q-2026-000124', [lineA, lineB]).cargo).toEqual({
      volumeCbm: 2.04,
      grossWeightKg: 530.5,
      volumetricWeightKg: 2040,
      chargeableWeightKg: 2040,
      chargeableBasis: 'volumetric',
      load: 'lcl',
      loadChosen: false,
      freightTons: 2.04,
      containers: null,
      notes: [],
    });
    // The visitor's choice of FCL: one box of each type (2.04 CBM, 530.5 kg), and the note that LCL would do.
    expect(arrivalFieldsOf('quote', { ...quote, mode: 'sea', containerLoad: 'fcl' }, 'Q-2026-000124', [lineA, lineB]).cargo).toMatchObject({
      load: 'fcl',
      loadChosen: true,
      freightTons: null,
      containers: { twentyFoot: 1, fortyFoot: 1, fortyFootHighCube: 1 },
      notes: [expect.stringMatching(/^This cargo is LCL-sized/)],
    });
    // Air: 2.04 m³ × 1,000,000 / 6,000 = 340 kg volumetric, less than the 530.5 kg gross, so gross is charged; no containers.
    expect(arrivalFieldsOf('quote', { ...quote, mode: 'air' }, 'Q-2026-000125', [lineA, lineB]).cargo).toEqual({
      volumeCbm: 2.04,
      grossWeightKg: 530.5,
      volumetricWeightKg: 340,
      chargeableWeightKg: 530.5,
      chargeableBasis: 'gross',
      load: null,
      loadChosen: false,
      freightTons: null,
      containers: null,
      notes: [],
    });
    // Without a mode (or with an unknown one) only the volume and the gross weight are known.
    expect(arrivalFieldsOf('quote', { ...quote, mode: 'rail' }, 'Q-2026-000126', [lineA, lineB]).cargo).toEqual({
      volumeCbm: 2.04,
      grossWeightKg: 530.5,
      volumetricWeightKg: null,
      chargeableWeightKg: null,
      chargeableBasis: null,
      load: null,
      loadChosen: false,
      freightTons: null,
      containers: null,
      notes: [],
    });
  });

  it('skips a malformed line instead of failing', () => {
    const lines = storedPackageLines({}, [
      { id: '0', data: { ...lineA, count: true } },
      { id: '1', data: { count: 1, lengthCm: 100, widthCm: 100, heightCm: 100, grossWeightKg: 10 } },
    ]);
    expect(arrivalFieldsOf('quote', quote, 'Q-2026-000127', lines).cargo).toMatchObject({ volumeCbm: 1, grossWeightKg: 10 });
  });

  it('flags offered services only, keeping an existing status', () => {
    const fields = arrivalFieldsOf('quote', { ...quote, services: ['warehousing', 'teleportation'], status: 'pricing' }, 'Q-2026-000128', []);
    expect(fields.serviceFlags).toEqual({ warehousing: true });
    expect(fields).not.toHaveProperty('status');
  });

  it('gives an application reference, status and contact terms', () => {
    const fields = arrivalFieldsOf('application', application, 'A-2026-000045', [lineA]);
    expect(Object.keys(fields).sort()).toEqual(['reference', 'searchTerms', 'status']);
    expect(fields).toMatchObject({ reference: 'A-2026-000045', status: 'new' });
    const foundBy = ['A-2026-000045', 'bo chan', 'chan', 'bo@example.net', 'bo', '7946 0000', '+44 20'];
    expect(fields.searchTerms).toEqual(expect.arrayContaining(foundBy.map(searchKeyOf)));
    expect(fields.searchTerms).not.toContain('customs broker');
  });
});

describe('searchTermsOfDocument', () => {
  it('gives stored documents the arrival terms', () => {
    const stored = { ...quote, origin: 'Nhava Sheva', reference: 'Q-2026-000123' };
    expect(searchTermsOfDocument('quote', stored)).toEqual(arrivalFieldsOf('quote', stored, 'Q-2026-000123', []).searchTerms);
    expect(searchTermsOfDocument('application', { ...application, reference: 'A-2026-000045' })).toEqual(
      arrivalFieldsOf('application', application, 'A-2026-000045', []).searchTerms,
    );
  });
});
