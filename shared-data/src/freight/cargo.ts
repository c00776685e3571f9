/**
 * Cargo arithmetic of a freight quote: from the visitor's package lines to the
 * figures a forwarder prices by (total volume, gross weight, volumetric and
 * chargeable weight; for sea the W/M or the containers the cargo needs) and
 * what a forwarder would say before pricing it (pieces out of gauge, weights
 * no piece of that size can have).
 *
 * Pure and dependency-free: the quote form shows these figures live, the
 * server stores them with the quote and the admin screens show the stored
 * figures.
 *
 * Package lines
 * - A line is `count` packages of the SAME size and weight: length, width and
 *   height in centimetres and the gross weight of ONE package in kilograms.
 *   The line contributes `count × L × W × H` cm³ and `count × weight` kg.
 * - A line whose five fields are all blank is ignored silently (a line just
 *   added and not typed into yet). Any other line must be complete and valid,
 *   otherwise it is left out of every total and reported in `issues` (one
 *   issue per faulty field), so the form can point at it:
 *   count a whole number from 1; sizes and weight greater than 0 with at most
 *   `cargoLimits.maxDecimals` decimals, within `cargoLimits` (any mode) and
 *   within the mode's `modeLimits` (terms.ts: the largest footprint either way
 *   round, height, piece weight, and the line's volume and weight); with no
 *   mode chosen, within the largest of any mode. Lines after the first
 *   `maxLines` are left out and reported. The security rules refuse the same
 *   lines (firestore.rules, generated from the same tables).
 * - Values are numbers or the text of an input (`'120'`, `' 80.5 '`, a dot as
 *   the decimal separator); blank means `''`, whitespace, null or undefined.
 *
 * Volumetric weight (each mode declared once, as a divisor in cm³ per kg)
 * - Air: 6,000 cm³/kg. The divisor governs, not "1 m³ = 167 kg": 6,000 is the
 *   IATA rule airlines and forwarders apply to the shipment's dimensions, and
 *   167 kg/m³ is only its rounded image (1,000,000 / 6,000 = 166.67 kg/m³), so
 *   1 m³ weighs 166.7 kg by volume here, not 167.
 * - Sea: 1,000 cm³/kg, i.e. 1 m³ = 1,000 kg (the "weight or measure" rule:
 *   one W/M, or freight ton, is 1 CBM or 1,000 kg, whichever is more).
 * - Land: 3,000 cm³/kg, i.e. 1 m³ = 333.3 kg (the road-freight "333 kg" rule).
 * The volumetric weight is taken from the whole shipment's volume.
 * Chargeable weight = the higher of the gross and the volumetric weight
 * (`chargeableBasis` says which; gross when they are equal), and further:
 * - Air: rounded UP to the next 0.5 kg, as carriers bill (330.1 kg → 330.5).
 * - Sea LCL: at least 1 W/M (1,000 kg), the minimum a consolidator charges
 *   (basis 'minimum' when the minimum is what is charged). No cargo, no minimum.
 *
 * Sea: LCL or FCL
 * - The figures are for the load the visitor chose (`containerLoads`) or, when
 *   none is chosen, the load the cargo suggests: LCL up to `lclMaxFreightTons`
 *   W/M (both at most 15 CBM and at most 15,000 kg), FCL above: beyond about
 *   half a twenty-foot box a whole one usually costs less than its W/M.
 * - LCL: the W/M charged (`freightTons`, at least 1) and no container count.
 * - FCL: for each container type of `containerTypes` (one table: inside size,
 *   door, volume and payload) the boxes needed = the larger of
 *   ceil(volume / the type's volume) and ceil(gross weight / its payload),
 *   from the stated figures (3 decimals of CBM, 0.1 kg), so the count always
 *   agrees with the figures shown; at least one box for any cargo. A lower
 *   bound: staff plan the stowage. A type that cannot take one of the pieces
 *   (through its door, inside it, or by weight) has no count (null) rather
 *   than a wrong one.
 * - Notes say when the chosen load goes against the size (LCL above the
 *   threshold, FCL below it).
 *
 * Gauge (every mode): what a piece may be on the mode's ordinary equipment
 * - Sea: it fits at least one container type: its shorter footprint side
 *   passes the door's width, its height the door's height (a piece may be
 *   turned on the floor, never tipped over), its longer side fits inside, and
 *   it weighs no more than the type's payload.
 * - Air: it fits a freighter's main deck (`standardHolds.air`).
 * - Land: it fits a standard 13.6 m semi-trailer (`standardHolds.land`).
 * A line whose pieces do not is OUT OF GAUGE: accepted, noted in words
 * (flat rack, open top or break-bulk by sea; a charter by air; an abnormal
 * load by road) and, by sea, left out of the container count instead of being
 * divided into boxes it cannot enter.
 * A piece heavier than solid steel of its size (`maxPlausibleDensityKgPerCbm`)
 * is noted as implausible (usually a total weight typed per package, or
 * millimetres typed as centimetres); it still counts, as typed.
 *
 * Rounding
 * - Every intermediate is exact: the inputs (at most two decimals) are
 *   scaled to integers and multiplied and added as BigInt, so no
 *   floating-point error reaches a boundary.
 * - Only the final figures are rounded, half up (away from zero; all figures
 *   are positive): volume in CBM and W/M to 3 decimals (one litre), every
 *   weight in kg to 1 decimal (air's chargeable weight up to 0.5 kg).
 */

import {
  cargoLimits,
  freightModes,
  incoterms,
  modeLimitOf,
  packageFields,
  type ContainerLoad,
  type FreightMode,
  type Incoterm,
  type ModeLimit,
  type PackageField,
  type PackageLine,
} from './terms';

export {
  anyModeLimit,
  cargoLimits,
  containerLoadLabels,
  containerLoads,
  freightModeLabels,
  incotermLabels,
  freightModes,
  incoterms,
  modeLimitOf,
  modeLimits,
  packageFields,
  packageLinesOf,
  PACKAGES_SUBCOLLECTION,
  type ContainerLoad,
  type FreightMode,
  type Incoterm,
  type ModeLimit,
  type PackageField,
  type PackageLine,
} from './terms';

export function isFreightMode(value: unknown): value is FreightMode {
  return typeof value === 'string' && (freightModes as readonly string[]).includes(value);
}

export function isIncoterm(value: unknown): value is Incoterm {
  return typeof value === 'string' && (incoterms as readonly string[]).includes(value);
}

export function isContainerLoad(value: unknown): value is ContainerLoad {
  return value === 'lcl' || value === 'fcl';
}

/** Volumetric divisor of each mode, in cm³ per kg (see the module comment). */
export const volumetricDivisorCm3PerKg: Readonly<Record<FreightMode, number>> = {
  air: 6000,
  sea: 1000,
  land: 3000,
};

/** A size in cm: an inside or the most a piece may be. */
export interface BoxCm {
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

/** A container type: what it holds and what passes its door. */
export interface ContainerType {
  /** How the figures name it ('20-ft'). */
  label: string;
  /** Usable volume in CBM (the inside, rounded down: some space is always lost to stowage). */
  volumeCbm: number;
  /** Most cargo it may carry, in kg. */
  payloadKg: number;
  inside: BoxCm;
  /** The door opening: width and height. */
  door: { widthCm: number; heightCm: number };
}

/**
 * THE table of container types (ISO dry boxes, typical figures; carriers'
 * boxes differ by a few cm and a few hundred kg, so payloads are rounded
 * down). Every container figure is taken from here.
 */
export const containerTypes = {
  twentyFoot: {
    label: '20-ft',
    volumeCbm: 33,
    payloadKg: 28000,
    inside: { lengthCm: 589, widthCm: 235, heightCm: 239 },
    door: { widthCm: 234, heightCm: 228 },
  },
  fortyFoot: {
    label: '40-ft',
    volumeCbm: 67,
    payloadKg: 26600,
    inside: { lengthCm: 1203, widthCm: 235, heightCm: 239 },
    door: { widthCm: 234, heightCm: 228 },
  },
  fortyFootHighCube: {
    label: '40-ft high-cube',
    volumeCbm: 76,
    payloadKg: 26500,
    inside: { lengthCm: 1203, widthCm: 235, heightCm: 269 },
    door: { widthCm: 234, heightCm: 258 },
  },
} as const satisfies Record<string, ContainerType>;
export type ContainerSize = keyof typeof containerTypes;
export const containerSizes = Object.keys(containerTypes) as ContainerSize[];

/** A hold a piece must fit to travel on a mode's ordinary equipment (air, land). */
export interface StandardHold extends BoxCm {
  /** How the notes name it. */
  name: string;
  /** The heaviest piece it takes, in kg. */
  pieceKg: number;
  /** What a piece that does not fit needs instead. */
  instead: string;
}

/**
 * The ordinary equipment of air and land (sea's is `containerTypes`); the
 * footprint may be turned, the height is as given.
 * - Air: a freighter's main deck: a 20-ft pallet (606 × 244 cm) under a
 *   300 cm contour, and the heaviest piece a main-deck pallet position takes.
 * - Land: a standard semi-trailer, 13.6 m × 2.45 m × 2.7 m inside, and the
 *   payload a 40 t road train may carry.
 */
export const standardHolds = {
  air: { name: "a freighter's main deck", lengthCm: 600, widthCm: 240, heightCm: 300, pieceKg: 6800, instead: 'an air charter' },
  land: {
    name: 'a standard 13.6 m trailer',
    lengthCm: 1360,
    widthCm: 245,
    heightCm: 270,
    pieceKg: 24000,
    instead: 'an abnormal load (low-loader, permits, escort)',
  },
} as const satisfies Record<Exclude<FreightMode, 'sea'>, StandardHold>;

/** Sea cargo up to this W/M (CBM and tonnes) goes LCL unless the visitor chooses FCL. */
export const lclMaxFreightTons = 15;
/** Sea LCL is charged at least this many W/M. */
export const lclMinimumFreightTons = 1;
/** Solid steel weighs about 7,850 kg per m³: a package heavier than that for its size is implausible. */
export const maxPlausibleDensityKgPerCbm = 8000;

/** Final figures' decimals: CBM and W/M to the litre, weights to 0.1 kg; air's chargeable weight in steps of 0.5 kg. */
export const cargoDecimals = { volumeCbm: 3, weightKg: 1 } as const;
export const airChargeableStepKg = 0.5;

export type CargoProblem =
  /** Some fields of the line are filled, this one is blank. */
  | 'required'
  /** Not a plain decimal number (letters, a comma, two dots, an exponent...). */
  | 'notANumber'
  /** Zero or negative. */
  | 'notPositive'
  /** The count has decimals. */
  | 'notWholeNumber'
  /** More than `cargoLimits.maxDecimals` decimals. */
  | 'tooManyDecimals'
  /** Above the field's limit for any mode (`cargoLimits`). */
  | 'tooLarge'
  /** Above what the mode carries at all (`modeLimits`: the footprint either way round, the height, the piece weight, the count). */
  | 'beyondMode'
  /** The line's volume or weight is above the mode's limit for one line (reported on its count). */
  | 'lineBeyondMode'
  /** The line comes after the first `cargoLimits.maxLines` lines. */
  | 'tooManyLines';

export interface CargoIssue {
  /** Index of the line in the input (0-based). */
  line: number;
  /** The faulty field; null for `tooManyLines`. */
  field: PackageField | null;
  problem: CargoProblem;
}

/** One piece of a line, as typed (numbers). */
export interface Piece extends BoxCm {
  weightKg: number;
}

/** What a forwarder says of the cargo besides the figures (worded by `cargoNoteText`). */
export type CargoNote =
  /** The line's pieces do not fit the mode's ordinary equipment: by size, by weight or both. */
  | { kind: 'outOfGauge'; line: number; mode: FreightMode; piece: Piece; bySize: boolean; byWeight: boolean }
  /** A piece heavier than solid steel of its size. */
  | { kind: 'implausibleWeight'; line: number; piece: Piece; densityKgPerCbm: number }
  /** LCL chosen for cargo above the LCL threshold. */
  | { kind: 'lclAboveThreshold' }
  /** FCL chosen for cargo within the LCL threshold. */
  | { kind: 'fclBelowThreshold' };

/** Boxes needed per container type; null for a type that cannot take one of the pieces. */
export type ContainerCount = Record<ContainerSize, number | null>;

export interface CargoSummary {
  /** Lines counted in the totals. */
  lines: number;
  /** Packages in the counted lines. */
  packages: number;
  /** Total volume in CBM (m³), 3 decimals. */
  volumeCbm: number;
  /** Total gross weight in kg, 1 decimal. */
  grossWeightKg: number;
  /** Volumetric weight for the mode in kg, 1 decimal; null without a mode. */
  volumetricWeightKg: number | null;
  /** What is charged in kg (see the module comment); null without a mode. */
  chargeableWeightKg: number | null;
  /** Which weight is charged; null without a mode. */
  chargeableBasis: 'gross' | 'volumetric' | 'minimum' | null;
  /** Sea: the load the figures are for (chosen or suggested); null otherwise. */
  load: ContainerLoad | null;
  /** Sea: whether the visitor chose the load (false: the cargo suggests it). */
  loadChosen: boolean;
  /** Sea LCL: the W/M charged (at least 1 with cargo), 3 decimals; null otherwise. */
  freightTons: number | null;
  /** Sea FCL: boxes needed per container type; null otherwise, or when no piece fits a container. */
  containers: ContainerCount | null;
  /** Out-of-gauge and implausible pieces, and a load that goes against the size. */
  notes: CargoNote[];
  /** Lines left out of the totals, and why. */
  issues: CargoIssue[];
}

// ------------------------------------------------------------ exact numbers

/** Inputs are scaled by 10^maxDecimals to integers. */
const SCALE = 10n ** BigInt(cargoLimits.maxDecimals);
/** A plain decimal: digits with an optional dot ('12', '12.5', '.5', '12.' while typing). */
const DECIMAL = /^(?=\.?\d)(\d*)(?:\.(\d*))?$/;

type Parsed = { ok: true; value: bigint } | { ok: false; problem: CargoProblem } | { ok: 'blank' };

function isBlank(raw: PackageLine[PackageField]): boolean {
  return raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '');
}

/** The value × SCALE as an exact integer, or the problem with it. */
function parseMeasure(raw: PackageLine[PackageField], limit: number, whole: boolean): Parsed {
  if (isBlank(raw)) return { ok: 'blank' };
  let text: string;
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw)) return { ok: false, problem: 'notANumber' };
    // The shortest text that reads back as the same number ('0.1', not 0.1000000000000000055...).
    text = String(raw);
  } else if (typeof raw === 'string') {
    text = raw.trim();
  } else {
    return { ok: false, problem: 'notANumber' };
  }
  const sign = /^[+-]/.exec(text)?.[0];
  if (sign) text = text.slice(1);
  const match = DECIMAL.exec(text);
  if (!match) return { ok: false, problem: 'notANumber' };
  const integerPart = match[1] || '0';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  const isZero = /^0*$/.test(integerPart) && fraction === '';
  if (sign === '-' || isZero) return { ok: false, problem: 'notPositive' };
  if (whole && fraction !== '') return { ok: false, problem: 'notWholeNumber' };
  if (fraction.length > cargoLimits.maxDecimals) return { ok: false, problem: 'tooManyDecimals' };
  const value = BigInt(integerPart) * SCALE + BigInt(fraction.padEnd(cargoLimits.maxDecimals, '0'));
  if (value > BigInt(limit) * SCALE) return { ok: false, problem: 'tooLarge' };
  return { ok: true, value };
}

/** numerator / denominator rounded half up (both positive). */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** numerator / denominator rounded up (both positive). */
function divideUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator + denominator - 1n) / denominator;
}

/** The integer `units` (in 10^-decimals) as a number, e.g. 1234n, 3 → 1.234. */
function toNumber(units: bigint, decimals: number): number {
  return Number(units) / 10 ** decimals;
}

const limitOf: Record<PackageField, number> = {
  count: cargoLimits.maxCount,
  lengthCm: cargoLimits.maxDimensionCm,
  widthCm: cargoLimits.maxDimensionCm,
  heightCm: cargoLimits.maxDimensionCm,
  grossWeightKg: cargoLimits.maxWeightKg,
};

const scaled = (value: number) => BigInt(Math.round(value * Number(SCALE)));

/** A valid line's values, exact (× SCALE). */
type LineValues = Record<PackageField, bigint>;

/** The issues of a valid line beyond what `limit` (its mode's) allows. */
function modeIssues(index: number, values: LineValues, limit: ModeLimit): CargoIssue[] {
  const issues: CargoIssue[] = [];
  const { count, lengthCm, widthCm, heightCm, grossWeightKg } = values;
  if (count > scaled(limit.count)) issues.push({ line: index, field: 'count', problem: 'beyondMode' });
  // The footprint may be given either way round: the longer side against the length limit, the shorter against the width limit.
  const longer: PackageField = lengthCm >= widthCm ? 'lengthCm' : 'widthCm';
  const shorter: PackageField = longer === 'lengthCm' ? 'widthCm' : 'lengthCm';
  if (values[longer] > scaled(limit.lengthCm)) issues.push({ line: index, field: longer, problem: 'beyondMode' });
  if (values[shorter] > scaled(limit.widthCm)) issues.push({ line: index, field: shorter, problem: 'beyondMode' });
  if (heightCm > scaled(limit.heightCm)) issues.push({ line: index, field: 'heightCm', problem: 'beyondMode' });
  if (grossWeightKg > scaled(limit.pieceKg)) issues.push({ line: index, field: 'grossWeightKg', problem: 'beyondMode' });
  if (issues.length > 0) return issues;
  // count × L × W × H in cm³ × SCALE⁴ against lineCbm × 10⁶ cm³; count × weight in kg × SCALE² against lineKg.
  const lineVolume = count * lengthCm * widthCm * heightCm;
  const lineWeight = count * grossWeightKg;
  if (lineVolume > BigInt(limit.lineCbm) * 1_000_000n * SCALE ** 4n || lineWeight > BigInt(limit.lineKg) * SCALE ** 2n) {
    issues.push({ line: index, field: 'count', problem: 'lineBeyondMode' });
  }
  return issues;
}

/** Whether a piece (exact, × SCALE) fits in `box` with its footprint turned either way and its height as given. */
function fitsBox(values: LineValues, box: BoxCm): boolean {
  const longer = values.lengthCm >= values.widthCm ? values.lengthCm : values.widthCm;
  const shorter = values.lengthCm >= values.widthCm ? values.widthCm : values.lengthCm;
  return longer <= scaled(box.lengthCm) && shorter <= scaled(box.widthCm) && values.heightCm <= scaled(box.heightCm);
}

/** Whether a piece passes a container's door and fits inside: the door and the inside, whichever is narrower or lower. */
function fitsContainerBySize(values: LineValues, type: ContainerType): boolean {
  return fitsBox(values, {
    lengthCm: type.inside.lengthCm,
    widthCm: Math.min(type.inside.widthCm, type.door.widthCm),
    heightCm: Math.min(type.inside.heightCm, type.door.heightCm),
  });
}

const fitsContainerByWeight = (values: LineValues, type: ContainerType) => values.grossWeightKg <= scaled(type.payloadKg);

/** A counted line: its values, exact totals and whether it fits each container type (sea). */
interface CountedLine {
  index: number;
  values: LineValues;
  /** cm³ × SCALE⁴ */
  volume: bigint;
  /** kg × SCALE² */
  weight: bigint;
}

const pieceOf = (values: LineValues): Piece => ({
  lengthCm: toNumber(values.lengthCm, cargoLimits.maxDecimals),
  widthCm: toNumber(values.widthCm, cargoLimits.maxDecimals),
  heightCm: toNumber(values.heightCm, cargoLimits.maxDecimals),
  weightKg: toNumber(values.grossWeightKg, cargoLimits.maxDecimals),
});

/** The out-of-gauge note of a line for `mode`, or null when its pieces travel on the ordinary equipment. */
function gaugeNote(line: CountedLine, mode: FreightMode): CargoNote | null {
  let bySize: boolean;
  let byWeight: boolean;
  if (mode === 'sea') {
    const types: ContainerType[] = containerSizes.map((size) => containerTypes[size]);
    // A piece is in gauge when one type takes it by size AND weight; otherwise say which of the two stops it.
    if (types.some((type) => fitsContainerBySize(line.values, type) && fitsContainerByWeight(line.values, type))) return null;
    bySize = !types.some((type) => fitsContainerBySize(line.values, type));
    byWeight = !types.some((type) => fitsContainerByWeight(line.values, type));
    if (!bySize && !byWeight) bySize = true; // fits one type by size and another by weight, none by both
  } else {
    const hold = standardHolds[mode];
    bySize = !fitsBox(line.values, hold);
    byWeight = line.values.grossWeightKg > scaled(hold.pieceKg);
    if (!bySize && !byWeight) return null;
  }
  return { kind: 'outOfGauge', line: line.index, mode, piece: pieceOf(line.values), bySize, byWeight };
}

/** The implausible-weight note of a line, or null: kg per m³ = weight × 10⁶ / (L × W × H in cm³). */
function densityNote(line: CountedLine): CargoNote | null {
  const { lengthCm, widthCm, heightCm, grossWeightKg } = line.values;
  // weight/SCALE × 10⁶ > max × (L W H)/SCALE³  ⇔  weight × 10⁶ × SCALE² > max × L W H
  const pieceVolume = lengthCm * widthCm * heightCm;
  if (grossWeightKg * 1_000_000n * SCALE ** 2n <= BigInt(maxPlausibleDensityKgPerCbm) * pieceVolume) return null;
  const density = Number(divideHalfUp(grossWeightKg * 1_000_000n * SCALE ** 2n, pieceVolume));
  return { kind: 'implausibleWeight', line: line.index, piece: pieceOf(line.values), densityKgPerCbm: density };
}

// ------------------------------------------------------------ summary

/**
 * The totals of `lines` for `mode` (null: no mode chosen yet, so only volume
 * and gross weight) and, by sea, the `load` the visitor chose (null or
 * undefined: the cargo suggests it). See the module comment for the rules.
 */
export function summarizeCargo(lines: readonly PackageLine[], mode: FreightMode | null, load?: ContainerLoad | null): CargoSummary {
  const issues: CargoIssue[] = [];
  const limit = modeLimitOf(mode);
  const counted: CountedLine[] = [];

  lines.forEach((line, index) => {
    if (packageFields.every((field) => isBlank(line[field]))) return;
    if (index >= cargoLimits.maxLines) {
      issues.push({ line: index, field: null, problem: 'tooManyLines' });
      return;
    }
    const values = {} as LineValues;
    const lineIssues: CargoIssue[] = [];
    for (const field of packageFields) {
      const parsed = parseMeasure(line[field], limitOf[field], field === 'count');
      if (parsed.ok === true) values[field] = parsed.value;
      else lineIssues.push({ line: index, field, problem: parsed.ok === 'blank' ? 'required' : parsed.problem });
    }
    if (lineIssues.length === 0) lineIssues.push(...modeIssues(index, values, limit));
    if (lineIssues.length > 0) {
      issues.push(...lineIssues);
      return;
    }
    counted.push({
      index,
      values,
      volume: values.count * values.lengthCm * values.widthCm * values.heightCm,
      weight: values.count * values.grossWeightKg,
    });
  });

  // Exact sums: volume in (SCALE⁴ × cm³) since count is scaled too, weight in (SCALE² × kg).
  const sum = (list: readonly CountedLine[], key: 'volume' | 'weight') => list.reduce((total, line) => total + line[key], 0n);
  const volume = sum(counted, 'volume');
  const weight = sum(counted, 'weight');
  const packages = counted.reduce((total, line) => total + line.values.count / SCALE, 0n);

  const volumeScale = SCALE ** 4n;
  const weightScale = SCALE ** 2n;
  const cm3PerCbm = 1_000_000n;
  const volumeUnits = (exact: bigint) => divideHalfUp(exact * 10n ** BigInt(cargoDecimals.volumeCbm), volumeScale * cm3PerCbm);
  const weightTenths = 10n ** BigInt(cargoDecimals.weightKg);
  const weightUnits = (exact: bigint) => divideHalfUp(exact * weightTenths, weightScale);
  const grossUnits = weightUnits(weight);

  const summary: CargoSummary = {
    lines: counted.length,
    packages: Number(packages),
    volumeCbm: toNumber(volumeUnits(volume), cargoDecimals.volumeCbm),
    grossWeightKg: toNumber(grossUnits, cargoDecimals.weightKg),
    volumetricWeightKg: null,
    chargeableWeightKg: null,
    chargeableBasis: null,
    load: null,
    loadChosen: false,
    freightTons: null,
    containers: null,
    notes: [],
    issues,
  };
  if (mode === null) return summary;

  const divisor = BigInt(volumetricDivisorCm3PerKg[mode]);
  const volumetricUnits = divideHalfUp(volume * weightTenths, volumeScale * divisor);
  // Compare the exact weights: weight / weightScale against volume / (volumeScale × divisor).
  const volumetricWins = volume * weightScale > weight * volumeScale * divisor;
  let chargeableUnits = volumetricWins ? volumetricUnits : grossUnits;
  let basis: CargoSummary['chargeableBasis'] = volumetricWins ? 'volumetric' : 'gross';
  if (mode === 'air') {
    // Up to the next 0.5 kg, from the exact weight charged: (exact kg × 2) rounded up, halved.
    const exactNumerator = volumetricWins ? volume : weight;
    const exactDenominator = volumetricWins ? volumeScale * divisor : weightScale;
    const halves = divideUp(exactNumerator * 2n, exactDenominator);
    chargeableUnits = (halves * weightTenths) / 2n;
  }
  summary.volumetricWeightKg = toNumber(volumetricUnits, cargoDecimals.weightKg);

  for (const line of counted) {
    const note = gaugeNote(line, mode);
    if (note) summary.notes.push(note);
  }
  for (const line of counted) {
    const note = densityNote(line);
    if (note) summary.notes.push(note);
  }

  if (mode === 'sea') {
    // LCL-sized: at most lclMaxFreightTons CBM and at most lclMaxFreightTons tonnes.
    const lclSized = volume <= BigInt(lclMaxFreightTons) * cm3PerCbm * volumeScale && weight <= BigInt(lclMaxFreightTons * 1000) * weightScale;
    summary.loadChosen = load === 'lcl' || load === 'fcl';
    summary.load = summary.loadChosen && load ? load : lclSized ? 'lcl' : 'fcl';
    if (summary.loadChosen && summary.load === 'lcl' && !lclSized) summary.notes.push({ kind: 'lclAboveThreshold' });
    if (summary.loadChosen && summary.load === 'fcl' && lclSized && counted.length > 0) summary.notes.push({ kind: 'fclBelowThreshold' });
    if (summary.load === 'lcl') {
      const minimumUnits = BigInt(lclMinimumFreightTons * 1000) * weightTenths;
      if (counted.length > 0 && chargeableUnits < minimumUnits) {
        chargeableUnits = minimumUnits;
        basis = 'minimum';
      }
      // One W/M is 1,000 kg, so the W/M in thousandths is the chargeable weight in whole kg.
      summary.freightTons = toNumber(divideHalfUp(chargeableUnits, 10n ** BigInt(cargoDecimals.weightKg)), cargoDecimals.volumeCbm);
    } else {
      const inGauge = counted.filter((line) => !summary.notes.some((note) => note.kind === 'outOfGauge' && note.line === line.index));
      summary.containers = inGauge.length === 0 ? null : containersFor(inGauge, volumeUnits(sum(inGauge, 'volume')), weightUnits(sum(inGauge, 'weight')));
    }
  }

  summary.chargeableWeightKg = toNumber(chargeableUnits, cargoDecimals.weightKg);
  summary.chargeableBasis = basis;
  return summary;
}

/**
 * Boxes of each type for the in-gauge lines: the larger of ceil(stated volume
 * / the type's volume) and ceil(stated gross weight / its payload); null for a
 * type one of the pieces does not fit (by door, inside or weight).
 * `volumeUnits` in 0.001 CBM, `weightUnits` in 0.1 kg.
 */
function containersFor(lines: readonly CountedLine[], volumeUnits: bigint, weightUnits: bigint): ContainerCount {
  const perCbm = 10n ** BigInt(cargoDecimals.volumeCbm);
  const perKg = 10n ** BigInt(cargoDecimals.weightKg);
  const count = (type: ContainerType): number | null => {
    if (!lines.every((line) => fitsContainerBySize(line.values, type) && fitsContainerByWeight(line.values, type))) return null;
    const byVolume = divideUp(volumeUnits, BigInt(type.volumeCbm) * perCbm);
    const byWeight = divideUp(weightUnits, BigInt(type.payloadKg) * perKg);
    const boxes = byVolume > byWeight ? byVolume : byWeight;
    return Number(boxes > 0n ? boxes : 1n);
  };
  return { twentyFoot: count(containerTypes.twentyFoot), fortyFoot: count(containerTypes.fortyFoot), fortyFootHighCube: count(containerTypes.fortyFootHighCube) };
}

/** The cargo figures stored with a quote (by the server, from its package lines, mode and load) and shown to staff. */
export interface StoredCargo {
  volumeCbm: number;
  grossWeightKg: number;
  volumetricWeightKg: number | null;
  chargeableWeightKg: number | null;
  /** Which weight is charged; absent from quotes stored before it was recorded. */
  chargeableBasis?: CargoSummary['chargeableBasis'];
  /** Sea: the load the figures are for; absent from quotes stored before it was recorded. */
  load?: ContainerLoad | null;
  /** Sea: whether the visitor chose the load. */
  loadChosen?: boolean;
  /** Sea LCL: the W/M charged. */
  freightTons?: number | null;
  /**
   * Sea FCL: boxes per type. Quotes stored before the payload rule hold
   * twentyFoot and fortyFoot only, counted by volume alone.
   */
  containers: { twentyFoot: number | null; fortyFoot: number | null; fortyFootHighCube?: number | null } | null;
  /** The notes in words (`cargoNoteText`), as the visitor saw them. */
  notes?: string[];
}
