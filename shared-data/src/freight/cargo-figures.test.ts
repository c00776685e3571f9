/**
 * @jest-environment node
 *
 * Every expected figure below is computed by hand in the comment beside it.
 */
import { cargoFigures, cargoNoteText, formatDecimal, NO_SINGLE_TYPE_TEXT, stackingText, storedCargoOf } from './cargo-figures';
import { summarizeCargo, type ContainerLoad, type FreightMode, type PackageLine } from './cargo';

const line = (count: number, lengthCm: number, widthCm: number, heightCm: number, grossWeightKg: number, stackable?: boolean): PackageLine => ({
  count,
  lengthCm,
  widthCm,
  heightCm,
  grossWeightKg,
  ...(stackable === undefined ? {} : { stackable }),
});

/**
 * Two pallets 120 × 80 × 100 cm of 150 kg each and one carton 50 × 40 × 30 cm of 20 kg:
 * volume 2 × 960,000 + 60,000 = 1,980,000 cm³ = 1.980 CBM; gross 2 × 150 + 20 = 320 kg.
 */
const mixed: PackageLine[] = [
  { count: 2, lengthCm: 120, widthCm: 80, heightCm: 100, grossWeightKg: 150 },
  { count: '1', lengthCm: '50', widthCm: '40', heightCm: '30', grossWeightKg: '20' },
];

describe('cargoFigures', () => {
  it('shows a small sea shipment as LCL', () => {
    // Sea: 1 m³ = 1,000 kg, so 1.980 CBM weighs 1,980.0 kg by volume > 320 kg gross: 1.980 W/M, LCL-sized (up to 15).
    expect(cargoFigures(summarizeCargo(mixed, 'sea'), 'sea')).toEqual([
      { label: 'Total volume', value: '1.980 CBM' },
      { label: 'Total gross weight', value: '320.0 kg' },
      { label: 'Volumetric weight', value: '1,980.0 kg' },
      { label: 'Chargeable weight', value: '1,980.0 kg' },
      { label: 'Container load', value: 'LCL (suggested)' },
      { label: 'Chargeable W/M', value: '1.980 W/M' },
    ]);
  });

  it('shows air and land shipments without containers', () => {
    // Air: 1,980,000 cm³ / 6,000 = 330.0 kg > 320 kg gross.
    expect(cargoFigures(summarizeCargo(mixed, 'air'), 'air')).toEqual([
      { label: 'Total volume', value: '1.980 CBM' },
      { label: 'Total gross weight', value: '320.0 kg' },
      { label: 'Volumetric weight', value: '330.0 kg' },
      { label: 'Chargeable weight', value: '330.0 kg' },
    ]);
    // Land: 1,980,000 cm³ / 3,000 = 660.0 kg > 320 kg gross.
    expect(cargoFigures(summarizeCargo(mixed, 'land'), 'land').map((f) => f.value)).toEqual([
      '1.980 CBM',
      '320.0 kg',
      '660.0 kg',
      '660.0 kg',
    ]);
  });

  it('shows only volume and weight without mode', () => {
    expect(cargoFigures(summarizeCargo(mixed, null), null)).toEqual([
      { label: 'Total volume', value: '1.980 CBM' },
      { label: 'Total gross weight', value: '320.0 kg' },
    ]);
    expect(cargoFigures(summarizeCargo([], null), undefined)).toEqual([
      { label: 'Total volume', value: '0.000 CBM' },
      { label: 'Total gross weight', value: '0.0 kg' },
    ]);
  });

  it('formats figures stored before the payload rule', () => {
    const stored = {
      volumeCbm: 1234.5,
      grossWeightKg: 1234567.3,
      volumetricWeightKg: 1234500,
      chargeableWeightKg: 1234567.3,
      containers: { twentyFoot: 38, fortyFoot: 19 },
    };
    expect(cargoFigures(stored, 'sea')).toEqual([
      { label: 'Total volume', value: '1,234.500 CBM' },
      { label: 'Total gross weight', value: '1,234,567.3 kg' },
      { label: 'Volumetric weight', value: '1,234,500.0 kg' },
      { label: 'Chargeable weight', value: '1,234,567.3 kg' },
      { label: 'Containers', value: '38 × 20′ GP or 19 × 40′ GP' },
    ]);
  });

  it('offers fitting types only, no FCL weights', () => {
    const stored = { volumeCbm: 30, grossWeightKg: 4000, volumetricWeightKg: 30000, chargeableWeightKg: 30000, load: 'fcl' as const, loadChosen: true, containers: { twentyFoot: null, fortyFoot: null, fortyFootHighCube: 1 } };
    expect(cargoFigures(stored, 'sea')).toEqual([
      { label: 'Total volume', value: '30.000 CBM' },
      { label: 'Total gross weight', value: '4,000.0 kg' },
      { label: 'Container load', value: 'FCL' },
      { label: 'Containers', value: '1 × 40′ HC' },
    ]);
  });

  it('says when no single type fits all', () => {
    // 250 cm high passes only a 40′ HC door (258 cm); 27,000 kg only a 20′ GP carries (28,000 kg; a 40′ HC 26,500).
    const summary = summarizeCargo([line(1, 300, 200, 250, 1000), line(1, 100, 100, 100, 27000)], 'sea');
    expect(summary.containers).toEqual({ twentyFoot: null, fortyFoot: null, fortyFootHighCube: null });
    expect(cargoFigures(summary, 'sea').at(-1)).toEqual({ label: 'Containers', value: NO_SINGLE_TYPE_TEXT });
    expect(NO_SINGLE_TYPE_TEXT).toBe('No one container type takes every piece: our staff will plan a mix');
  });

  it('leaves out figures a quote lacks', () => {
    const withoutMode = { volumeCbm: 0.5, grossWeightKg: 80, volumetricWeightKg: null, chargeableWeightKg: null, containers: null };
    expect(cargoFigures(withoutMode, 'sea').map((f) => f.label)).toEqual(['Total volume', 'Total gross weight']);
  });
});

describe('formatDecimal', () => {
  it('groups thousands and keeps the asked decimals', () => {
    expect(formatDecimal(0, 1)).toBe('0.0');
    expect(formatDecimal(999.9, 1)).toBe('999.9');
    expect(formatDecimal(1000, 1)).toBe('1,000.0');
    expect(formatDecimal(12345678.123, 3)).toBe('12,345,678.123');
    expect(formatDecimal(1000000, 0)).toBe('1,000,000');
  });
});

/**
 * Worked examples: the figures a forwarder would quote, and what they would
 * say first. Each expected value is computed by hand in the comment above it.
 */
describe('worked examples', () => {
  const figures = (lines: PackageLine[], mode: FreightMode, load: ContainerLoad | null = null) => {
    const summary = summarizeCargo(lines, mode, load);
    return { figures: Object.fromEntries(cargoFigures(summary, mode).map(({ label, value }) => [label, value])), notes: summary.notes.map(cargoNoteText), issues: summary.issues };
  };

  it('two 9 t crates by FCL', () => {
    // 2 × 3.2 × 2.1 × 2.2 = 29.568 CBM, 18,000 kg: 29.568 W/M > 15 → FCL. Only one crate fits a 20′ floor of 589 × 235 cm
    // (two need 640 cm of length or 420 cm of width); a 40′ floor (1,203 cm) takes both. A 40′ HC is no better than a 40′ GP.
    expect(figures([line(2, 320, 210, 220, 9000)], 'sea')).toEqual({
      figures: {
        'Total volume': '29.568 CBM',
        'Total gross weight': '18,000.0 kg',
        'Container load': 'FCL (suggested)',
        Containers: '2 × 20′ GP or 1 × 40′ GP',
      },
      notes: [],
      issues: [],
    });
  });

  it('40 pallets not stackable by FCL', () => {
    // 72.000 CBM and 16,000 kg, which would say three 20′; but 9 pallets to a 20′ floor (a lane of 4 lengthwise and one of
    // 5 crosswise, 220 cm across) make ceil(40 / 9) = 5; a 40′ floor takes 22 (10 + 12), so two.
    expect(figures([line(40, 120, 100, 150, 400, false)], 'sea').figures).toEqual({
      'Total volume': '72.000 CBM',
      'Total gross weight': '16,000.0 kg',
      'Container load': 'FCL (suggested)',
      Containers: '5 × 20′ GP or 2 × 40′ GP',
    });
  });

  it('lower stackable pallets go two high', () => {
    // 20 stacks of two: ceil(20 / 9) = 3 × 20′, one 40′ (22 places). 48 CBM and 16 t are within those.
    expect(figures([line(40, 120, 100, 100, 400, true)], 'sea').figures.Containers).toBe('3 × 20′ GP or 1 × 40′ GP');
    expect(figures([line(40, 120, 100, 100, 400, false)], 'sea').figures.Containers).toBe('5 × 20′ GP or 2 × 40′ GP');
  });

  it('offers a 40′ HC when it saves boxes', () => {
    // Two high in 239 cm (33 stacks: ceil(33 / 9) = 4 × 20′, ceil(33 / 22) = 2 × 40′), three in 269 cm (22 stacks: one 40′ HC).
    expect(figures([line(66, 120, 100, 89, 100)], 'sea').figures.Containers).toBe('4 × 20′ GP or 2 × 40′ GP or 1 × 40′ HC');
  });

  it('sea FCL by payload: small heavy cargo', () => {
    // 10 × 0.5 = 5.000 CBM; 10 × 3,000 = 30,000 kg; 30 W/M > 15 → FCL.
    // 20′: max(ceil(5 / 33), ceil(30,000 / 28,000)) = max(1, 2) = 2; 40′ GP: ceil(30,000 / 26,600) = 2; 40′ HC: ceil(30,000 / 26,500) = 2.
    expect(figures([line(10, 100, 100, 50, 3000)], 'sea')).toEqual({
      figures: {
        'Total volume': '5.000 CBM',
        'Total gross weight': '30,000.0 kg',
        'Container load': 'FCL (suggested)',
        Containers: '2 × 20′ GP',
      },
      notes: [],
      issues: [],
    });
  });

  it('sea FCL by payload: large heavy cargo', () => {
    // 20 × 1.5 = 30.000 CBM; 60,000 kg. 20′: max(ceil(30 / 33) = 1, ceil(60,000 / 28,000) = 3, floor: 7 stacks of two, so 2) = 3;
    // 40′ GP: ceil(60,000 / 26,600) = 3 (two carry 53,200); 40′ HC: ceil(60,000 / 26,500) = 3.
    expect(figures([line(20, 150, 100, 100, 3000)], 'sea').figures).toEqual({
      'Total volume': '30.000 CBM',
      'Total gross weight': '60,000.0 kg',
      'Container load': 'FCL (suggested)',
      Containers: '3 × 20′ GP',
    });
  });

  it('sea LCL charges at least 1 W/M', () => {
    // 3,000 cm³ = 0.003 CBM → 3.0 kg by volume; 0.5 kg gross; W/M 0.003 < 1 → the 1 W/M minimum.
    expect(figures([line(1, 20, 15, 10, 0.5)], 'sea')).toEqual({
      figures: {
        'Total volume': '0.003 CBM',
        'Total gross weight': '0.5 kg',
        'Volumetric weight': '3.0 kg',
        'Chargeable weight': '1,000.0 kg',
        'Container load': 'LCL (suggested)',
        'Chargeable W/M': '1.000 W/M (minimum)',
      },
      notes: [],
      issues: [],
    });
  });

  it('sea, three pallets: LCL by W/M', () => {
    // 3 × 1.8 = 5.400 CBM; 1,200 kg; by volume 5,400 kg > gross; 5.4 W/M ≤ 15 → LCL.
    expect(figures([line(3, 120, 100, 150, 400)], 'sea').figures).toEqual({
      'Total volume': '5.400 CBM',
      'Total gross weight': '1,200.0 kg',
      'Volumetric weight': '5,400.0 kg',
      'Chargeable weight': '5,400.0 kg',
      'Container load': 'LCL (suggested)',
      'Chargeable W/M': '5.400 W/M',
    });
  });

  it('sea, the visitor chooses FCL or LCL', () => {
    expect(figures([line(3, 120, 100, 150, 400)], 'sea', 'fcl')).toEqual({
      figures: {
        'Total volume': '5.400 CBM',
        'Total gross weight': '1,200.0 kg',
        'Container load': 'FCL',
        Containers: '1 × 20′ GP',
      },
      notes: ['This cargo is LCL-sized (up to 15 W/M): LCL, charged per W/M with a minimum of 1 W/M, usually costs less than a full container.'],
      issues: [],
    });
    expect(figures([line(20, 150, 100, 100, 100)], 'sea', 'lcl')).toMatchObject({
      figures: { 'Container load': 'LCL', 'Chargeable W/M': '30.000 W/M' },
      notes: ['Above 15 W/M (15 CBM or 15,000 kg) a full container usually costs less than LCL.'],
    });
  });

  it('air, three pallets: gross weight charged', () => {
    // 5,400,000 cm³ / 6,000 = 900.0 kg < 1,200 kg gross.
    expect(figures([line(3, 120, 100, 150, 400)], 'air').figures).toEqual({
      'Total volume': '5.400 CBM',
      'Total gross weight': '1,200.0 kg',
      'Volumetric weight': '900.0 kg',
      'Chargeable weight': '1,200.0 kg',
    });
  });

  it('air rounds chargeable weight up to 0.5 kg', () => {
    // 50 × 40 × 30 = 60,000 cm³ / 6,000 = 10.0 kg < 20.2 kg gross → 20.5.
    expect(figures([line(1, 50, 40, 30, 20.2)], 'air').figures['Chargeable weight']).toBe('20.5 kg');
    // 61 × 41 × 41 = 102,541 cm³ / 6,000 = 17.09 kg (17.1 shown) > 1 kg gross → 17.5.
    expect(figures([line(1, 61, 41, 41, 1)], 'air').figures).toMatchObject({ 'Volumetric weight': '17.1 kg', 'Chargeable weight': '17.5 kg' });
    // 20.5 and 20.0 stay; 20.01 → 20.5; 20.51 → 21.0.
    expect(figures([line(1, 10, 10, 10, 20.5)], 'air').figures['Chargeable weight']).toBe('20.5 kg');
    expect(figures([line(1, 10, 10, 10, 20)], 'air').figures['Chargeable weight']).toBe('20.0 kg');
    expect(figures([line(1, 10, 10, 10, 20.01)], 'air').figures['Chargeable weight']).toBe('20.5 kg');
    expect(figures([line(1, 10, 10, 10, 20.51)], 'air').figures['Chargeable weight']).toBe('21.0 kg');
    // The parcel: 3,000 cm³ / 6,000 = 0.5 kg = 0.5 kg gross → 0.5.
    expect(figures([line(1, 20, 15, 10, 0.5)], 'air').figures['Chargeable weight']).toBe('0.5 kg');
  });

  it('road, three pallets: 333 kg per m³', () => {
    // 5,400,000 cm³ / 3,000 = 1,800.0 kg > 1,200 kg gross.
    expect(figures([line(3, 120, 100, 150, 400)], 'land').figures).toEqual({
      'Total volume': '5.400 CBM',
      'Total gross weight': '1,200.0 kg',
      'Volumetric weight': '1,800.0 kg',
      'Chargeable weight': '1,800.0 kg',
    });
  });

  it('sea out of gauge: noted, no containers', () => {
    // 670 CBM, 20,000 kg: 1,000 cm is wider than any door (234 cm) and taller than any (258 cm).
    expect(figures([line(1, 670, 1000, 1000, 20000)], 'sea')).toEqual({
      figures: {
        'Total volume': '670.000 CBM',
        'Total gross weight': '20,000.0 kg',
        'Container load': 'FCL (suggested)',
      },
      notes: [
        'Package line 1 is out of gauge: a piece of 670 × 1,000 × 1,000 cm and 20,000 kg does not pass a container door or fit inside (at most 234 cm wide, 258 cm high and 1,203 cm long). It needs a flat rack, an open top or break-bulk, so it is in no container count; our staff will quote it.',
      ],
      issues: [],
    });
  });

  it('sea: only fitting cargo fills boxes', () => {
    // In gauge: 40 × 120 × 100 × 150 cm, too high to stack: 9 to a 20′ floor, 22 to a 40′ (the out-of-gauge piece is in neither).
    const result = figures([line(40, 120, 100, 150, 400), line(1, 1300, 300, 300, 30000)], 'sea');
    expect(result.figures).toMatchObject({ Containers: '5 × 20′ GP or 2 × 40′ GP' });
    expect(result.notes).toEqual([
      'Package line 2 is out of gauge: a piece of 1,300 × 300 × 300 cm and 30,000 kg does not pass a container door or fit inside (at most 234 cm wide, 258 cm high and 1,203 cm long) and is heavier than a container carries (28,000 kg at most). It needs a flat rack, an open top or break-bulk, so it is in no container count; our staff will quote it.',
    ]);
  });

  it('sea, a tall piece needs a 40′ HC', () => {
    // 2 × 300 × 200 × 250 = 30 CBM, 4,000 kg: four 300 cm pieces fit along a 40′ HC (1,200 ≤ 1,203), so one.
    expect(figures([line(2, 300, 200, 250, 2000)], 'sea').figures).toMatchObject({ Containers: '1 × 40′ HC' });
  });

  it('air out of gauge needs a charter', () => {
    expect(figures([line(1, 700, 200, 200, 500)], 'air').notes).toEqual([
      "Package line 1 is out of gauge: a piece of 700 × 200 × 200 cm and 500 kg is larger than a freighter's main deck takes (600 × 240 × 300 cm, 6,800 kg a piece). It needs an air charter; our staff will quote it.",
    ]);
  });

  it('road out of gauge is an abnormal load', () => {
    expect(figures([line(1, 1400, 250, 300, 30000)], 'land').notes).toEqual([
      'Package line 1 is out of gauge: a piece of 1,400 × 250 × 300 cm and 30,000 kg is larger and heavier than a standard 13.6 m trailer takes (1,360 × 245 × 270 cm, 24,000 kg a piece). It needs an abnormal load (low-loader, permits, escort); our staff will quote it.',
    ]);
  });

  it('an implausible weight is noted, still counted', () => {
    // 500 kg / 0.003 m³ = 166,667 kg per m³ (solid steel: about 7,850).
    const result = figures([line(1, 20, 15, 10, 500)], 'sea');
    expect(result.figures['Total gross weight']).toBe('500.0 kg');
    expect(result.notes).toEqual([
      'Package line 1: a piece of 20 × 15 × 10 cm and 500 kg is 166,667 kg per cubic metre, heavier than solid steel. Please check that the weight is for one package and the sizes are in centimetres.',
    ]);
  });

  it('refuses cargo no carrier or form takes', () => {
    // 9,999 cubes of 20 m at 50 t: 79,992,000 CBM; a 20 m cube is wider than 10 m.
    expect(figures([line(9999, 2000, 2000, 2000, 50000)], 'sea').issues).toEqual([
      { line: 0, field: 'widthCm', problem: 'beyondMode' },
      { line: 0, field: 'heightCm', problem: 'beyondMode' },
    ]);
    expect(figures([line(1, 2000, 2000, 2000, 100)], 'air').issues.map((issue) => issue.field)).toEqual(['widthCm', 'heightCm']);
  });
});

describe('storedCargoOf', () => {
  it('stores summary figures with notes in words', () => {
    expect(storedCargoOf(summarizeCargo(mixed, 'sea'))).toEqual({
      volumeCbm: 1.98,
      grossWeightKg: 320,
      volumetricWeightKg: 1980,
      chargeableWeightKg: 1980,
      chargeableBasis: 'volumetric',
      load: 'lcl',
      loadChosen: false,
      freightTons: 1.98,
      containers: null,
      notes: [],
    });
    expect(storedCargoOf(summarizeCargo([line(10, 100, 100, 50, 3000)], 'sea', 'fcl'))).toMatchObject({
      volumetricWeightKg: null,
      chargeableWeightKg: null,
      chargeableBasis: null,
      load: 'fcl',
      loadChosen: true,
      freightTons: null,
      containers: { twentyFoot: 2, fortyFoot: 2, fortyFootHighCube: 2 },
    });
    expect(storedCargoOf(summarizeCargo(mixed, null))).toEqual({
      volumeCbm: 1.98,
      grossWeightKg: 320,
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
});

describe('stackingText', () => {
  it('mentions only lines not to stack', () => {
    expect(stackingText({ stackable: false })).toBe(', not stackable');
    expect(stackingText({ stackable: true })).toBe('');
    expect(stackingText({})).toBe('');
  });
});
