/**
 * @jest-environment node
 *
 * Every expected figure below is computed by hand in the comment beside it.
 */
import {
  anyModeLimit,
  cargoLimits,
  containerAlternatives,
  containerTypes,
  freightModeLabels,
  freightModes,
  isFreightMode,
  isIncoterm,
  lclMaxFreightTons,
  modeLimits,
  standardHolds,
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
  it('offers sea, air and land with labels', () => {
    expect(freightModes).toEqual(['sea', 'air', 'land']);
    expect(freightModes.map((mode) => freightModeLabels[mode])).toEqual(['Sea', 'Air', 'Land']);
  });

  it('recognises only exact mode and Incoterm values', () => {
    expect(isFreightMode('sea')).toBe(true);
    expect(isFreightMode('Sea')).toBe(false);
    expect(isFreightMode('rail')).toBe(false);
    expect(isFreightMode(undefined)).toBe(false);
    expect(isIncoterm('FOB')).toBe(true);
    expect(isIncoterm('fob')).toBe(false);
    expect(isIncoterm('DAT')).toBe(false);
  });

  it('uses the volumetric divisor of each mode', () => {
    expect(volumetricDivisorCm3PerKg).toEqual({ air: 6000, sea: 1000, land: 3000 });
  });

  it('states each container type once', () => {
    expect(containerTypes).toEqual({
      twentyFoot: { label: '20′ GP', volumeCbm: 33, payloadKg: 28000, inside: { lengthCm: 589, widthCm: 235, heightCm: 239 }, door: { widthCm: 234, heightCm: 228 } },
      fortyFoot: { label: '40′ GP', volumeCbm: 67, payloadKg: 26600, inside: { lengthCm: 1203, widthCm: 235, heightCm: 239 }, door: { widthCm: 234, heightCm: 228 } },
      fortyFootHighCube: {
        label: '40′ HC',
        volumeCbm: 76,
        payloadKg: 26500,
        inside: { lengthCm: 1203, widthCm: 235, heightCm: 269 },
        door: { widthCm: 234, heightCm: 258 },
      },
    });
    expect(lclMaxFreightTons).toBe(15);
  });

  it('refuses cargo beyond what each mode carries', () => {
    expect(modeLimits).toEqual({
      sea: { count: 9999, lengthCm: 2000, widthCm: 1000, heightCm: 1000, pieceKg: 50000, lineCbm: 5000, lineKg: 5000000 },
      air: { count: 9999, lengthCm: 2000, widthCm: 600, heightCm: 400, pieceKg: 30000, lineCbm: 1000, lineKg: 150000 },
      land: { count: 9999, lengthCm: 2000, widthCm: 500, heightCm: 450, pieceKg: 50000, lineCbm: 1000, lineKg: 500000 },
    });
    expect(anyModeLimit).toEqual(modeLimits.sea);
    // Every mode's limits lie within the limits of any line.
    for (const limit of Object.values(modeLimits)) {
      expect(limit.lengthCm).toBeLessThanOrEqual(cargoLimits.maxDimensionCm);
      expect(limit.pieceKg).toBeLessThanOrEqual(cargoLimits.maxWeightKg);
      expect(limit.count).toBeLessThanOrEqual(cargoLimits.maxCount);
    }
    expect(standardHolds.air).toMatchObject({ lengthCm: 600, widthCm: 240, heightCm: 300, pieceKg: 6800 });
    expect(standardHolds.land).toMatchObject({ lengthCm: 1360, widthCm: 245, heightCm: 270, pieceKg: 24000 });
  });
});

describe('summarizeCargo: several package lines per mode', () => {
  it('air charges volumetric weight over gross', () => {
    expect(summarizeCargo(mixed, 'air')).toEqual({
      lines: 2,
      packages: 3,
      volumeCbm: 1.98,
      grossWeightKg: 320,
      volumetricWeightKg: 330, // 1,980,000 / 6,000
      chargeableWeightKg: 330,
      chargeableBasis: 'volumetric',
      load: null,
      loadChosen: false,
      freightTons: null,
      containers: null,
      notes: [],
      issues: [],
    });
  });

  it('sea: LCL-sized cargo charged by W/M', () => {
    expect(summarizeCargo(mixed, 'sea')).toMatchObject({
      volumeCbm: 1.98,
      grossWeightKg: 320,
      volumetricWeightKg: 1980, // 1,980,000 / 1,000
      chargeableWeightKg: 1980,
      chargeableBasis: 'volumetric',
      load: 'lcl',
      loadChosen: false,
      freightTons: 1.98,
      containers: null,
    });
  });

  it('land: volume / 3,000 is chargeable', () => {
    expect(summarizeCargo(mixed, 'land')).toMatchObject({
      volumetricWeightKg: 660, // 1,980,000 / 3,000
      chargeableWeightKg: 660,
      chargeableBasis: 'volumetric',
      containers: null,
    });
  });

  it('charges the gross weight when higher', () => {
    // 50 × 50 × 50 = 125,000 cm³; / 6,000 = 20.8333 → 20.8 kg.
    expect(summarizeCargo([line(1, 50, 50, 50, 40)], 'air')).toMatchObject({
      volumeCbm: 0.125,
      grossWeightKg: 40,
      volumetricWeightKg: 20.8,
      chargeableWeightKg: 40,
      chargeableBasis: 'gross',
    });
  });

  it('mixed lines by land, gross weight winning', () => {
    // 4 × 60 × 40 × 40 = 384,000; 10 × 30 × 30 × 30 = 270,000; 1 × 200 × 100 × 50 = 1,000,000 → 1,654,000 cm³ = 1.654 CBM.
    // Gross 4 × 55.5 + 10 × 12.25 + 1 × 400 = 222 + 122.5 + 400 = 744.5 kg; land 1,654,000 / 3,000 = 551.333 → 551.3 kg.
    const summary = summarizeCargo([line(4, 60, 40, 40, 55.5), line('10', '30', '30', '30', '12.25'), line(1, 200, 100, 50, 400)], 'land');
    expect(summary).toMatchObject({ lines: 3, packages: 15, volumeCbm: 1.654, grossWeightKg: 744.5, volumetricWeightKg: 551.3, chargeableWeightKg: 744.5, chargeableBasis: 'gross' });
  });

  it('charges the gross weight on a tie', () => {
    expect(summarizeCargo([line(1, 100, 100, 100, 1000)], 'sea')).toMatchObject({
      volumetricWeightKg: 1000,
      chargeableWeightKg: 1000,
      chargeableBasis: 'gross',
    });
  });

  it('weighs one cubic metre per mode', () => {
    const cube = [line(1, 100, 100, 100, 1)];
    expect(summarizeCargo(cube, 'air').volumetricWeightKg).toBe(166.7); // 1,000,000 / 6,000 = 166.667
    expect(summarizeCargo(cube, 'sea').volumetricWeightKg).toBe(1000);
    expect(summarizeCargo(cube, 'land').volumetricWeightKg).toBe(333.3); // 1,000,000 / 3,000 = 333.333
  });

  it('gives only volume and weight without mode', () => {
    expect(summarizeCargo(mixed, null)).toEqual({
      lines: 2,
      packages: 3,
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
      issues: [],
    });
  });
});

describe('summarizeCargo: rounding (half up, final figures only, exact intermediates)', () => {
  it('rounds volume half up to a litre', () => {
    // 123.45 × 100 × 100 = 1,234,500 cm³.
    expect((1.2345).toFixed(3)).toBe('1.234');
    expect(summarizeCargo([line(1, 123.45, 100, 100, 1)], null).volumeCbm).toBe(1.235);
    expect(summarizeCargo([line(1, '123.45', '100', '100', '1')], null).volumeCbm).toBe(1.235);
  });

  it('rounds half a litre up, less down', () => {
    expect(summarizeCargo([line(1, 10, 10, 5, 1)], null).volumeCbm).toBe(0.001);
    expect(summarizeCargo([line(1, 10, 10, 4.99, 1)], null).volumeCbm).toBe(0);
  });

  it('rounds weights half up to 0.1 kg', () => {
    expect(summarizeCargo([line(1, 1, 1, 1, 1.45)], null).grossWeightKg).toBe(1.5);
    expect(summarizeCargo([line(1, 1, 1, 1, 0.05)], null).grossWeightKg).toBe(0.1);
    expect(summarizeCargo([line(1, 1, 1, 1, 0.04)], null).grossWeightKg).toBe(0);
  });

  it('adds line figures before rounding', () => {
    expect(summarizeCargo([line(3, 1, 1, 1, 0.35)], null).grossWeightKg).toBe(1.1);
  });

  it('takes volumetric weight from the exact volume', () => {
    const summary = summarizeCargo([line(1, 10, 10, 3, 0.01)], 'air');
    expect(summary).toMatchObject({ volumeCbm: 0, grossWeightKg: 0, volumetricWeightKg: 0.1, chargeableWeightKg: 0.5, chargeableBasis: 'volumetric' });
  });

  it('adds many small lines exactly', () => {
    const lines = Array.from({ length: 10 }, () => line(1, 10, 10, 10, 0.1));
    expect(summarizeCargo(lines, null)).toMatchObject({ volumeCbm: 0.01, grossWeightKg: 1 });
  });
});

describe('summarizeCargo: FCL containers from what fits (floor and height by piece, stacking, payload, volume)', () => {
  const fcl = (lines: PackageLine[]) => summarizeCargo(lines, 'sea', 'fcl');
  const notStacked = (line: PackageLine): PackageLine => ({ ...line, stackable: false });

  it('counts no container for no cargo', () => {
    expect(fcl([]).containers).toBeNull();
  });

  it('counts large crates per floor', () => {
    // 20′ floor 589 × 235 cm: a second crate needs 640 cm of length or 420 cm of width; 220 cm high, so never two high.
    // 40′ floor 1,203 cm long: three crates (960 cm) would fit. 18 t and 29.568 CBM are within one box of each type.
    expect(fcl([line(2, 320, 210, 220, 9000)])).toMatchObject({ volumeCbm: 29.568, grossWeightKg: 18000, containers: { twentyFoot: 2, fortyFoot: 1, fortyFootHighCube: 1 } });
  });

  it('counts unstackable pallets per floor', () => {
    // 20′: a lane of 4 lengthwise (100 cm across, 4 × 120 = 480 ≤ 589) beside a lane of 5 crosswise (120 across, 500 ≤ 589):
    // 220 ≤ 235 cm wide, 9 pallets; ceil(40 / 9) = 5 (by volume 72 / 33 would say 3).
    // 40′: 10 lengthwise (1,200 ≤ 1,203) beside 12 crosswise (1,200): 22; ceil(40 / 22) = 2. The 40′ HC is no better.
    expect(fcl([notStacked(line(40, 120, 100, 150, 400))]).containers).toEqual({ twentyFoot: 5, fortyFoot: 2, fortyFootHighCube: 2 });
    // Stackable changes nothing: two are 300 cm high, more than any box's 239 or 269 cm.
    expect(fcl([line(40, 120, 100, 150, 400)]).containers).toEqual({ twentyFoot: 5, fortyFoot: 2, fortyFootHighCube: 2 });
  });

  it('stacks as high as fits unless told not', () => {
    // 120 × 100 × 100 cm: two high in 239 cm, so 20 stacks of 40 pallets: ceil(20 / 9) = 3 × 20′, one 40′ (22 places).
    expect(fcl([notStacked(line(40, 120, 100, 100, 400))]).containers).toEqual({ twentyFoot: 5, fortyFoot: 2, fortyFootHighCube: 2 });
    expect(fcl([{ ...line(40, 120, 100, 100, 400), stackable: true }]).containers).toEqual({ twentyFoot: 3, fortyFoot: 1, fortyFootHighCube: 1 });
    expect(fcl([line(40, 120, 100, 100, 400)]).containers).toEqual({ twentyFoot: 3, fortyFoot: 1, fortyFootHighCube: 1 });
    // 89 cm: two high in a 239 cm box, three in a 269 cm HC. 66 pallets: 33 stacks = 2 × 40′ (22 places), 22 stacks = 1 × 40′ HC.
    expect(fcl([line(66, 120, 100, 89, 100)]).containers).toEqual({ twentyFoot: 4, fortyFoot: 2, fortyFootHighCube: 1 });
  });

  it('turns pieces flat, never on their side', () => {
    // 20′: a lane of 4 lengthwise (80 across) beside a lane of 7 crosswise (120 across, 7 × 80 = 560 ≤ 589): 200 ≤ 235 cm.
    // 40′: 10 lengthwise beside 15 crosswise (1,200 ≤ 1,203).
    expect(fcl([notStacked(line(11, 120, 80, 100, 100))]).containers).toEqual({ twentyFoot: 1, fortyFoot: 1, fortyFootHighCube: 1 });
    expect(fcl([notStacked(line(12, 120, 80, 100, 100))]).containers).toEqual({ twentyFoot: 2, fortyFoot: 1, fortyFootHighCube: 1 });
    expect(fcl([notStacked(line(25, 80, 120, 100, 100))]).containers).toEqual({ twentyFoot: 3, fortyFoot: 1, fortyFootHighCube: 1 });
    expect(fcl([notStacked(line(26, 80, 120, 100, 100))]).containers).toEqual({ twentyFoot: 3, fortyFoot: 2, fortyFootHighCube: 2 });
  });

  it('other lines use the floor space left', () => {
    // The crate (210 cm across) takes 320 of the 589 cm; the 269 cm left take two rows of two pallets (2 × 100 across, 2 × 120 = 240 along).
    expect(fcl([line(1, 320, 210, 220, 2000), notStacked(line(2, 120, 100, 150, 400))]).containers).toEqual({ twentyFoot: 1, fortyFoot: 1, fortyFootHighCube: 1 });
    expect(fcl([line(1, 320, 210, 220, 2000), notStacked(line(4, 120, 100, 150, 400))]).containers).toEqual({ twentyFoot: 1, fortyFoot: 1, fortyFootHighCube: 1 });
    // A fifth pallet needs a second 20′; the 883 cm a 40′ leaves beside the crate take all five.
    expect(fcl([line(1, 320, 210, 220, 2000), notStacked(line(5, 120, 100, 150, 400))]).containers).toEqual({ twentyFoot: 2, fortyFoot: 1, fortyFootHighCube: 1 });
  });

  it('counts a large shipment by floor', () => {
    // 200 cm across leaves 35 cm; 300 cm along: one in 589, four in 1,203 (1,200). By volume it would be 3, 2 and 2.
    expect(summarizeCargo([line(10, 300, 200, 150, 500)], 'sea')).toMatchObject({
      volumeCbm: 90,
      load: 'fcl',
      containers: { twentyFoot: 10, fortyFoot: 3, fortyFootHighCube: 3 },
    });
  });

  it('counts by volume when pieces fill boxes', () => {
    // 117.8 × 117.5 cm: 5 along 589 and 2 across 235 cm; two high (2 × 119.21 ≤ 239): 20 to a 20′ floor plan.
    // 20 × 117.8 × 117.5 × 119.2 = 32,998,136 cm³ → 32.998 CBM; × 119.21 = 33,000,904.3 cm³ → 33.001 CBM > 33.
    expect(fcl([line(20, 117.8, 117.5, 119.2, 10)])).toMatchObject({ volumeCbm: 32.998, containers: { twentyFoot: 1, fortyFoot: 1, fortyFootHighCube: 1 } });
    expect(fcl([line(20, 117.8, 117.5, 119.21, 10)])).toMatchObject({ volumeCbm: 33.001, containers: { twentyFoot: 2, fortyFoot: 1, fortyFootHighCube: 1 } });
  });

  it('counts by payload per container type', () => {
    // Dense pieces 100 × 100 × 50 cm of 1,000 kg: four high, 40 to a 20′ floor plan, so the payload decides.
    const steel = (count: number) => line(count, 100, 100, 50, 1000);
    expect(fcl([steel(28)])).toMatchObject({ volumeCbm: 14, grossWeightKg: 28000, containers: { twentyFoot: 1, fortyFoot: 2, fortyFootHighCube: 2 } });
    expect(fcl([steel(28), line(1, 10, 10, 10, 0.1)])).toMatchObject({ grossWeightKg: 28000.1, containers: { twentyFoot: 2, fortyFoot: 2, fortyFootHighCube: 2 } });
    // 26,600 kg: one 40′ GP, two HC; 26,500 kg: one of each.
    expect(fcl([steel(26), line(1, 100, 100, 50, 600)])).toMatchObject({ containers: { twentyFoot: 1, fortyFoot: 1, fortyFootHighCube: 2 } });
    expect(fcl([steel(26), line(1, 100, 100, 50, 500)])).toMatchObject({ containers: { twentyFoot: 1, fortyFoot: 1, fortyFootHighCube: 1 } });
  });

  it('a piece must fit the door and inside', () => {
    const counts = (piece: PackageLine) => fcl([piece]).containers;
    expect(counts(line(1, 234, 589, 228, 1))).toEqual({ twentyFoot: 1, fortyFoot: 1, fortyFootHighCube: 1 });
    expect(counts(line(1, 589, 234, 228, 1))).toEqual({ twentyFoot: 1, fortyFoot: 1, fortyFootHighCube: 1 });
    expect(counts(line(1, 234.01, 589, 228, 1))).toBeNull();
    expect(counts(line(1, 234, 589.01, 228, 1))).toEqual({ twentyFoot: null, fortyFoot: 1, fortyFootHighCube: 1 });
    expect(counts(line(1, 200, 200, 228.01, 1))).toEqual({ twentyFoot: null, fortyFoot: null, fortyFootHighCube: 1 });
    expect(counts(line(1, 200, 200, 258, 1))).toEqual({ twentyFoot: null, fortyFoot: null, fortyFootHighCube: 1 });
    expect(counts(line(1, 200, 200, 258.01, 1))).toBeNull();
    expect(counts(line(1, 1203, 200, 200, 1))).toEqual({ twentyFoot: null, fortyFoot: 1, fortyFootHighCube: 1 });
    expect(counts(line(1, 1203.01, 200, 200, 1))).toBeNull();
  });

  it('a piece must not outweigh the payload', () => {
    expect(fcl([line(1, 100, 100, 100, 26600)]).containers).toEqual({ twentyFoot: 1, fortyFoot: 1, fortyFootHighCube: null });
    expect(fcl([line(1, 100, 100, 100, 28000.01)]).containers).toBeNull();
  });

  it('FCL has no volumetric or chargeable weight', () => {
    expect(fcl([line(2, 320, 210, 220, 9000)])).toMatchObject({ load: 'fcl', volumetricWeightKg: null, chargeableWeightKg: null, chargeableBasis: null, freightTons: null });
    expect(summarizeCargo([line(2, 320, 210, 220, 9000)], 'sea', 'lcl')).toMatchObject({ load: 'lcl', volumetricWeightKg: 29568, chargeableWeightKg: 29568, freightTons: 29.568 });
  });

  it('offers alternatives, dropping types a cheaper one matches', () => {
    expect(containerAlternatives({ twentyFoot: 2, fortyFoot: 1, fortyFootHighCube: 1 })).toEqual([
      { size: 'twentyFoot', count: 2 },
      { size: 'fortyFoot', count: 1 },
    ]);
    expect(containerAlternatives({ twentyFoot: 1, fortyFoot: 1, fortyFootHighCube: 1 })).toEqual([{ size: 'twentyFoot', count: 1 }]);
    expect(containerAlternatives({ twentyFoot: 4, fortyFoot: 2, fortyFootHighCube: 1 })).toEqual([
      { size: 'twentyFoot', count: 4 },
      { size: 'fortyFoot', count: 2 },
      { size: 'fortyFootHighCube', count: 1 },
    ]);
    expect(containerAlternatives({ twentyFoot: null, fortyFoot: null, fortyFootHighCube: 1 })).toEqual([{ size: 'fortyFootHighCube', count: 1 }]);
    // A quote stored before the high-cube count.
    expect(containerAlternatives({ twentyFoot: 38, fortyFoot: 19 })).toEqual([
      { size: 'twentyFoot', count: 38 },
      { size: 'fortyFoot', count: 19 },
    ]);
  });

  it('answers at once for ten small lines', () => {
    const lines = Array.from({ length: cargoLimits.maxLines }, (_, index) => line(9999, 0.5 + index / 10, 0.7, 0.3, 0.01));
    const started = performance.now();
    expect(fcl(lines).containers).toEqual({ twentyFoot: 1, fortyFoot: 1, fortyFootHighCube: 1 });
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('summarizeCargo: empty, blank and invalid lines', () => {
  it('no lines: zeros, and no LCL minimum', () => {
    expect(summarizeCargo([], 'air')).toEqual({
      lines: 0,
      packages: 0,
      volumeCbm: 0,
      grossWeightKg: 0,
      volumetricWeightKg: 0,
      chargeableWeightKg: 0,
      chargeableBasis: 'gross',
      load: null,
      loadChosen: false,
      freightTons: null,
      containers: null,
      notes: [],
      issues: [],
    });
    expect(summarizeCargo([], 'sea')).toMatchObject({ chargeableWeightKg: 0, chargeableBasis: 'gross', load: 'lcl', freightTons: 0, containers: null });
  });

  it('ignores blank lines without an issue', () => {
    const summary = summarizeCargo([blank(), line(1, 100, 100, 100, 10), line(null, undefined, ' ', '', null)], 'sea');
    expect(summary).toMatchObject({ lines: 1, volumeCbm: 1, issues: [] });
  });

  it('excludes a partial line, naming blank fields', () => {
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

  it('accepts limits and loosely typed numbers', () => {
    const summary = summarizeCargo(
      [line(cargoLimits.maxCount, cargoLimits.maxDimensionCm, 1, 1, 500), line(1, 2000, 1000, 1000, cargoLimits.maxWeightKg), line('2.0', ' 12. ', '.5', '+10', '1.230')],
      null,
    );
    expect(summary.issues).toEqual([]);
    // 9,999 × 2,000 × 1 × 1 = 19,998,000 cm³; 2,000 × 1,000 × 1,000 = 2,000,000,000 cm³; 2 × 12 × 0.5 × 10 = 120 cm³ → 2,019,998,120 cm³ = 2,019.998 CBM.
    // 9,999 × 500 = 4,999,500 kg; 50,000 kg; 2 × 1.23 = 2.46 → 5,049,502.5 kg.
    expect(summary).toMatchObject({ lines: 3, packages: 10002, volumeCbm: 2019.998, grossWeightKg: 5049502.5 });
  });

  it(`counts the first ${cargoLimits.maxLines} lines, reporting the rest`, () => {
    const lines = Array.from({ length: cargoLimits.maxLines + 2 }, () => line(1, 100, 100, 10, 1));
    const summary = summarizeCargo(lines, null);
    expect(cargoLimits.maxLines).toBe(10);
    expect(summary).toMatchObject({ lines: 10, packages: 10, volumeCbm: 1, grossWeightKg: 10 }); // 10 × 0.1 CBM
    expect(summary.issues).toEqual([
      { line: 10, field: null, problem: 'tooManyLines' },
      { line: 11, field: null, problem: 'tooManyLines' },
    ]);
  });

});

describe('summarizeCargo: per-mode maxima (refused, as the rules refuse them)', () => {
  it.each([
    ['sea, a 20 m cube: wider and taller than any ship takes as one piece', 'sea', line(1, 2000, 2000, 2000, 50000), [['widthCm', 'beyondMode'], ['heightCm', 'beyondMode']]],
    ['sea, 9,999 pieces of 10 m cubes: 9,999,000 CBM on one line', 'sea', line(9999, 1000, 1000, 1000, 50000), [['count', 'lineBeyondMode']]],
    ['sea, 5,000.1 CBM on one line', 'sea', line(10, 2000, 500, 500.01, 1), [['count', 'lineBeyondMode']]],
    ['sea, 5,000,000.5 kg on one line', 'sea', line(101, 100, 100, 100, 49505), [['count', 'lineBeyondMode']]],
    ['air, 20 m sides: wider and taller than the largest freighter', 'air', line(1, 2000, 2000, 2000, 100), [['widthCm', 'beyondMode'], ['heightCm', 'beyondMode']]],
    ['air, a 30,000.01 kg piece', 'air', line(1, 100, 100, 100, 30000.01), [['grossWeightKg', 'beyondMode']]],
    ['air, 601 cm on the shorter footprint side, given as the length', 'air', line(1, 601, 700, 100, 10), [['lengthCm', 'beyondMode']]],
    ['air, 150,000.06 kg on one line', 'air', line(6, 100, 100, 100, 25000.01), [['count', 'lineBeyondMode']]],
    ['land, 4.51 m tall', 'land', line(1, 100, 100, 451, 10), [['heightCm', 'beyondMode']]],
    ['no mode yet, a 20 m cube', null, line(1, 2000, 2000, 2000, 10), [['widthCm', 'beyondMode'], ['heightCm', 'beyondMode']]],
  ] as const)('%s', (_name, mode, bad, expected) => {
    const summary = summarizeCargo([bad], mode);
    expect(summary.issues).toEqual(expected.map(([field, problem]) => ({ line: 0, field, problem })));
    if (expected.length > 0) expect(summary).toMatchObject({ lines: 0, volumeCbm: 0, grossWeightKg: 0, containers: null });
  });

  it('takes each mode up to its limits', () => {
    expect(summarizeCargo([line(1, 600, 2000, 400, 30000), line(5, 100, 100, 100, 30000)], 'air').issues).toEqual([]);
    expect(summarizeCargo([line(1, 1000, 2000, 1000, 50000), line(100, 100, 100, 100, 50000)], 'sea').issues).toEqual([]);
    expect(summarizeCargo([line(1, 2000, 500, 450, 50000), line(10, 100, 100, 100, 50000)], 'land').issues).toEqual([]);
  });
});
