/**
 * @jest-environment node
 *
 * Every expected figure below is computed by hand in the comment beside it.
 */
import {
  cargoLimits,
  containerCapacityCbm,
  freightModeLabels,
  freightModes,
  incotermLabels,
  incoterms,
  isFreightMode,
  isIncoterm,
  storedCargoOf,
  summarizeCargo,
  volumetricDivisorCm3PerKg,
  type PackageLine,
} from './cargo';

const line = (count: PackageLine['count'], lengthCm: PackageLine['lengthCm'], widthCm: PackageLine['widthCm'], heightCm: PackageLine['heightCm'], grossWeightKg: PackageLine['grossWeightKg']): PackageLine => ({
  count,
  lengthCm,
  widthCm,
  heightCm,
  grossWeightKg,
});
const blank = (): PackageLine => line('', '', '', '', '');

/**
 * Two pallets 120 × 80 × 100 cm of 150 kg each, and one carton 50 × 40 × 30 cm of 20 kg:
 * volume 2 × 960,000 + 60,000 = 1,980,000 cm³ = 1.980 CBM; gross 2 × 150 + 20 = 320 kg.
 */
const mixed = [line(2, 120, 80, 100, 150), line(1, 50, 40, 30, 20)];

describe('modes and Incoterms', () => {
  it('offers sea, air and land with labels, and the eight Incoterms in order with their names', () => {
    expect(freightModes).toEqual(['sea', 'air', 'land']);
    expect(freightModes.map((mode) => freightModeLabels[mode])).toEqual(['Sea', 'Air', 'Land']);
    expect(incoterms).toEqual(['EXW', 'FCA', 'FOB', 'CFR', 'CIF', 'DAP', 'DPU', 'DDP']);
    expect(incotermLabels).toEqual({
      EXW: 'Ex Works',
      FCA: 'Free Carrier',
      FOB: 'Free On Board',
      CFR: 'Cost and Freight',
      CIF: 'Cost, Insurance and Freight',
      DAP: 'Delivered at Place',
      DPU: 'Delivered at Place Unloaded',
      DDP: 'Delivered Duty Paid',
    });
  });

  it('recognises only the exact mode and Incoterm values', () => {
    expect(isFreightMode('sea')).toBe(true);
    expect(isFreightMode('Sea')).toBe(false);
    expect(isFreightMode('rail')).toBe(false);
    expect(isFreightMode(undefined)).toBe(false);
    expect(isIncoterm('FOB')).toBe(true);
    expect(isIncoterm('fob')).toBe(false);
    expect(isIncoterm('DAT')).toBe(false);
  });

  it('uses the divisors 6,000 (air), 1,000 (sea) and 3,000 (land) cm³ per kg and containers of 33 and 67 CBM', () => {
    expect(volumetricDivisorCm3PerKg).toEqual({ air: 6000, sea: 1000, land: 3000 });
    expect(containerCapacityCbm).toEqual({ twentyFoot: 33, fortyFoot: 67 });
  });
});

describe('summarizeCargo: several package lines per mode', () => {
  it('air: 1.980 CBM / 6,000 → 330.0 kg volumetric, charged over 320.0 kg gross; no containers', () => {
    expect(summarizeCargo(mixed, 'air')).toEqual({
      lines: 2,
      packages: 3,
      volumeCbm: 1.98,
      grossWeightKg: 320,
      volumetricWeightKg: 330, // 1,980,000 / 6,000
      chargeableWeightKg: 330,
      chargeableBasis: 'volumetric',
      containers: null,
      issues: [],
    });
  });

  it('sea: 1.980 CBM × 1,000 kg → 1,980.0 kg chargeable; one 20-ft or one 40-ft container', () => {
    expect(summarizeCargo(mixed, 'sea')).toMatchObject({
      volumeCbm: 1.98,
      grossWeightKg: 320,
      volumetricWeightKg: 1980, // 1,980,000 / 1,000
      chargeableWeightKg: 1980,
      chargeableBasis: 'volumetric',
      containers: { twentyFoot: 1, fortyFoot: 1 },
    });
  });

  it('land: 1.980 CBM / 3,000 → 660.0 kg chargeable', () => {
    expect(summarizeCargo(mixed, 'land')).toMatchObject({
      volumetricWeightKg: 660, // 1,980,000 / 3,000
      chargeableWeightKg: 660,
      chargeableBasis: 'volumetric',
      containers: null,
    });
  });

  it('charges the gross weight when it is the higher: 0.125 CBM of 40 kg by air', () => {
    // 50 × 50 × 50 = 125,000 cm³; / 6,000 = 20.8333 → 20.8 kg.
    expect(summarizeCargo([line(1, 50, 50, 50, 40)], 'air')).toMatchObject({
      volumeCbm: 0.125,
      grossWeightKg: 40,
      volumetricWeightKg: 20.8,
      chargeableWeightKg: 40,
      chargeableBasis: 'gross',
    });
  });

  it('three lines of mixed sizes by land, gross weight winning', () => {
    // 4 × 60 × 40 × 40 = 384,000; 10 × 30 × 30 × 30 = 270,000; 1 × 200 × 100 × 50 = 1,000,000 → 1,654,000 cm³ = 1.654 CBM.
    // Gross 4 × 55.5 + 10 × 12.25 + 1 × 400 = 222 + 122.5 + 400 = 744.5 kg; land 1,654,000 / 3,000 = 551.333 → 551.3 kg.
    const summary = summarizeCargo([line(4, 60, 40, 40, 55.5), line('10', '30', '30', '30', '12.25'), line(1, 200, 100, 50, 400)], 'land');
    expect(summary).toMatchObject({ lines: 3, packages: 15, volumeCbm: 1.654, grossWeightKg: 744.5, volumetricWeightKg: 551.3, chargeableWeightKg: 744.5, chargeableBasis: 'gross' });
  });

  it('charges the gross weight when both are equal: 1 CBM of 1,000 kg by sea', () => {
    expect(summarizeCargo([line(1, 100, 100, 100, 1000)], 'sea')).toMatchObject({
      volumetricWeightKg: 1000,
      chargeableWeightKg: 1000,
      chargeableBasis: 'gross',
    });
  });

  it('one cubic metre weighs 166.7 kg by air (6,000 divisor, not 167), 1,000.0 by sea and 333.3 by land', () => {
    const cube = [line(1, 100, 100, 100, 1)];
    expect(summarizeCargo(cube, 'air').volumetricWeightKg).toBe(166.7); // 1,000,000 / 6,000 = 166.667
    expect(summarizeCargo(cube, 'sea').volumetricWeightKg).toBe(1000);
    expect(summarizeCargo(cube, 'land').volumetricWeightKg).toBe(333.3); // 1,000,000 / 3,000 = 333.333
  });

  it('gives volume and gross weight without a mode, and no volumetric figures or containers', () => {
    expect(summarizeCargo(mixed, null)).toEqual({
      lines: 2,
      packages: 3,
      volumeCbm: 1.98,
      grossWeightKg: 320,
      volumetricWeightKg: null,
      chargeableWeightKg: null,
      chargeableBasis: null,
      containers: null,
      issues: [],
    });
  });
});

describe('summarizeCargo: rounding (half up, final figures only, exact intermediates)', () => {
  it('rounds the volume half up to the litre: 1.2345 CBM → 1.235 (binary floating point would give 1.234)', () => {
    // 123.45 × 100 × 100 = 1,234,500 cm³.
    expect((1.2345).toFixed(3)).toBe('1.234');
    expect(summarizeCargo([line(1, 123.45, 100, 100, 1)], null).volumeCbm).toBe(1.235);
    expect(summarizeCargo([line(1, '123.45', '100', '100', '1')], null).volumeCbm).toBe(1.235);
  });

  it('rounds 500 cm³ up to 0.001 CBM and 499 cm³ down to 0.000', () => {
    expect(summarizeCargo([line(1, 10, 10, 5, 1)], null).volumeCbm).toBe(0.001);
    expect(summarizeCargo([line(1, 10, 10, 4.99, 1)], null).volumeCbm).toBe(0);
  });

  it('rounds weights half up to 0.1 kg: 1.45 → 1.5, 0.05 → 0.1, 0.04 → 0.0', () => {
    expect(summarizeCargo([line(1, 1, 1, 1, 1.45)], null).grossWeightKg).toBe(1.5);
    expect(summarizeCargo([line(1, 1, 1, 1, 0.05)], null).grossWeightKg).toBe(0.1);
    expect(summarizeCargo([line(1, 1, 1, 1, 0.04)], null).grossWeightKg).toBe(0);
  });

  it('does not round the line figures before adding them: 3 × 0.35 kg = 1.05 → 1.1 (not 3 × 0.4 = 1.2)', () => {
    expect(summarizeCargo([line(3, 1, 1, 1, 0.35)], null).grossWeightKg).toBe(1.1);
  });

  it('takes the volumetric weight from the exact volume: 300 cm³ by air = 0.05 kg → 0.1, although the volume shows 0.000 CBM', () => {
    const summary = summarizeCargo([line(1, 10, 10, 3, 0.01)], 'air');
    expect(summary).toMatchObject({ volumeCbm: 0, grossWeightKg: 0, volumetricWeightKg: 0.1, chargeableWeightKg: 0.1, chargeableBasis: 'volumetric' });
  });

  it('adds many small lines exactly: ten lines of 0.1 × 0.1 × 0.1 m and 0.1 kg make 0.010 CBM and 1.0 kg', () => {
    const lines = Array.from({ length: 10 }, () => line(1, 10, 10, 10, 0.1));
    expect(summarizeCargo(lines, null)).toMatchObject({ volumeCbm: 0.01, grossWeightKg: 1 });
  });
});

describe('summarizeCargo: containers at the boundaries (ceil of the stated volume / 33 or 67 CBM)', () => {
  const seaVolume = (lines: PackageLine[]) => summarizeCargo(lines, 'sea');

  it('needs no container for no volume', () => {
    expect(seaVolume([]).containers).toEqual({ twentyFoot: 0, fortyFoot: 0 });
  });

  it('fills one 20-ft with exactly 33 CBM (330 × 200 × 500 cm) and needs two from 33.001 CBM (330.01 cm long)', () => {
    expect(seaVolume([line(1, 330, 200, 500, 1)])).toMatchObject({ volumeCbm: 33, containers: { twentyFoot: 1, fortyFoot: 1 } });
    expect(seaVolume([line(1, 330.01, 200, 500, 1)])).toMatchObject({ volumeCbm: 33.001, containers: { twentyFoot: 2, fortyFoot: 1 } });
  });

  it('counts from the stated volume: 33.0004 CBM shows 33.000 and fills one 20-ft; 33.0005 shows 33.001 and needs two', () => {
    expect(seaVolume([line(1, 330, 200, 500, 1), line(1, 10, 10, 4, 1)])).toMatchObject({ volumeCbm: 33, containers: { twentyFoot: 1, fortyFoot: 1 } });
    expect(seaVolume([line(1, 330, 200, 500, 1), line(1, 10, 10, 5, 1)])).toMatchObject({ volumeCbm: 33.001, containers: { twentyFoot: 2, fortyFoot: 1 } });
  });

  it('66 CBM fills two 20-ft or one 40-ft', () => {
    expect(seaVolume([line(2, 330, 200, 500, 1)])).toMatchObject({ volumeCbm: 66, containers: { twentyFoot: 2, fortyFoot: 1 } });
  });

  it('fills one 40-ft with exactly 67 CBM (670 × 200 × 500 cm; three 20-ft) and needs two from 67.001 CBM', () => {
    expect(seaVolume([line(1, 670, 200, 500, 1)])).toMatchObject({ volumeCbm: 67, containers: { twentyFoot: 3, fortyFoot: 1 } });
    expect(seaVolume([line(1, 670.01, 200, 500, 1)])).toMatchObject({ volumeCbm: 67.001, containers: { twentyFoot: 3, fortyFoot: 2 } });
  });

  it('a large shipment: 10 × 300 × 200 × 150 cm = 90 CBM needs three 20-ft or two 40-ft', () => {
    expect(seaVolume([line(10, 300, 200, 150, 500)])).toMatchObject({ volumeCbm: 90, containers: { twentyFoot: 3, fortyFoot: 2 } });
  });
});

describe('summarizeCargo: empty, blank and invalid lines', () => {
  it('gives zeros for no lines', () => {
    expect(summarizeCargo([], 'air')).toEqual({
      lines: 0,
      packages: 0,
      volumeCbm: 0,
      grossWeightKg: 0,
      volumetricWeightKg: 0,
      chargeableWeightKg: 0,
      chargeableBasis: 'gross',
      containers: null,
      issues: [],
    });
  });

  it('ignores lines left entirely blank, without an issue', () => {
    const summary = summarizeCargo([blank(), line(1, 100, 100, 100, 10), line(null, undefined, ' ', '', null)], 'sea');
    expect(summary).toMatchObject({ lines: 1, volumeCbm: 1, issues: [] });
  });

  it('leaves a partly filled line out of the totals and reports each blank field', () => {
    const summary = summarizeCargo([line(1, 100, 100, 100, 10), line(2, '', 50, '', '')], 'air');
    expect(summary).toMatchObject({ lines: 1, packages: 1, volumeCbm: 1, grossWeightKg: 10 });
    expect(summary.issues).toEqual([
      { line: 1, field: 'lengthCm', problem: 'required' },
      { line: 1, field: 'heightCm', problem: 'required' },
      { line: 1, field: 'grossWeightKg', problem: 'required' },
    ]);
  });

  it.each([
    ['a negative size', line(1, -50, 40, 30, 20), 'lengthCm', 'notPositive'],
    ['a zero weight', line(1, 50, 40, 30, '0.00'), 'grossWeightKg', 'notPositive'],
    ['a zero count', line(0, 50, 40, 30, 20), 'count', 'notPositive'],
    ['a negative count', line('-2', 50, 40, 30, 20), 'count', 'notPositive'],
    ['letters', line(1, '50cm', 40, 30, 20), 'lengthCm', 'notANumber'],
    ['a decimal comma', line(1, 50, '40,5', 30, 20), 'widthCm', 'notANumber'],
    ['an exponent', line(1, 50, 40, '1e2', 20), 'heightCm', 'notANumber'],
    ['not a finite number', line(1, 50, 40, 30, Number.NaN), 'grossWeightKg', 'notANumber'],
    ['infinity', line(1, Number.POSITIVE_INFINITY, 40, 30, 20), 'lengthCm', 'notANumber'],
    ['a fractional count', line('2.5', 50, 40, 30, 20), 'count', 'notWholeNumber'],
    ['three decimals', line(1, 50, 40, 30, '1.234'), 'grossWeightKg', 'tooManyDecimals'],
    ['a size above 2,000 cm', line(1, 2000.01, 40, 30, 20), 'lengthCm', 'tooLarge'],
    ['a count above 9,999', line(10000, 50, 40, 30, 20), 'count', 'tooLarge'],
    ['a weight above 50,000 kg', line(1, 50, 40, 30, 50000.5), 'grossWeightKg', 'tooLarge'],
  ] as const)('leaves out and reports a line with %s', (_name, bad, field, problem) => {
    const summary = summarizeCargo([line(1, 100, 100, 100, 10), bad], 'sea');
    expect(summary).toMatchObject({ lines: 1, packages: 1, volumeCbm: 1, grossWeightKg: 10 });
    expect(summary.issues).toEqual([{ line: 1, field, problem }]);
  });

  it('accepts the limits themselves, trailing zeros, spaces, a leading dot or plus, and a dot still being typed', () => {
    const summary = summarizeCargo(
      [line(cargoLimits.maxCount, cargoLimits.maxDimensionCm, 1, 1, cargoLimits.maxWeightKg), line('2.0', ' 12. ', '.5', '+10', '1.230')],
      null,
    );
    expect(summary.issues).toEqual([]);
    // 9,999 × 2,000 × 1 × 1 = 19,998,000 cm³; 2 × 12 × 0.5 × 10 = 120 cm³ → 19,998,120 cm³ = 19.998 CBM.
    // 9,999 × 50,000 = 499,950,000 kg; 2 × 1.23 = 2.46 → 499,950,002.5 kg.
    expect(summary).toMatchObject({ lines: 2, packages: 10001, volumeCbm: 19.998, grossWeightKg: 499950002.5 });
  });

  it(`counts only the first ${cargoLimits.maxLines} lines and reports the rest`, () => {
    const lines = Array.from({ length: cargoLimits.maxLines + 2 }, () => line(1, 100, 100, 10, 1));
    const summary = summarizeCargo(lines, null);
    expect(cargoLimits.maxLines).toBe(10);
    expect(summary).toMatchObject({ lines: 10, packages: 10, volumeCbm: 1, grossWeightKg: 10 }); // 10 × 0.1 CBM
    expect(summary.issues).toEqual([
      { line: 10, field: null, problem: 'tooManyLines' },
      { line: 11, field: null, problem: 'tooManyLines' },
    ]);
  });

  it('stores the five figures of a summary (no line count, no issues)', () => {
    const summary = summarizeCargo(mixed, 'sea');
    expect(storedCargoOf(summary)).toEqual({
      volumeCbm: 1.98,
      grossWeightKg: 320,
      volumetricWeightKg: 1980,
      chargeableWeightKg: 1980,
      containers: { twentyFoot: 1, fortyFoot: 1 },
    });
    expect(storedCargoOf(summarizeCargo(mixed, null))).toEqual({ volumeCbm: 1.98, grossWeightKg: 320, volumetricWeightKg: null, chargeableWeightKg: null, containers: null });
  });
});
