// Cargo figures of a freight quote. Pure, so the quote form, the server and the admin screens agree.
// Air's divisor is 6,000 cm³/kg (IATA): 1 m³ is 166.7 kg by volume, not the rounded 167.
// Every intermediate is exact (inputs scaled to BigInt); only the final figures are rounded, half up.
// Above 15 W/M a whole box usually costs less than LCL, so FCL is suggested; LCL charges at least 1 W/M.
// A container count is what a load plan of the stated pieces needs (rows across the floor, stacked when allowed),
// and never less than the volume and the payload need.
// A piece that fits no container is out of gauge: noted, and left out of the count, not split into boxes it cannot enter.

import {
  cargoLimits,
  freightModes,
  incoterms,
  modeLimitOf,
  packageFields,
  packageFlagDefaults,
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
  packageFlagDefaults,
  packageFlags,
  packageLinesOf,
  PACKAGES_SUBCOLLECTION,
  type ContainerLoad,
  type FreightMode,
  type Incoterm,
  type ModeLimit,
  type PackageField,
  type PackageFlag,
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

export const volumetricDivisorCm3PerKg: Readonly<Record<FreightMode, number>> = {
  air: 6000,
  sea: 1000,
  land: 3000,
};

export interface BoxCm {
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

export interface ContainerType {
  /** How forwarders name the box: 20′ GP, 40′ GP, 40′ HC. */
  label: string;
  /** The inside rounded down: some space is always lost to stowage. */
  volumeCbm: number;
  payloadKg: number;
  inside: BoxCm;
  door: { widthCm: number; heightCm: number };
}

/**
 * Typical ISO dry boxes, cheapest first (20′ GP, 40′ GP, 40′ HC); carriers' boxes differ by a few cm and kg, so
 * payloads are rounded down. The one table of inside sizes, doors and payloads: the counts, the out-of-gauge notes
 * and the labels all read it.
 */
export const containerTypes = {
  twentyFoot: {
    label: '20′ GP',
    volumeCbm: 33,
    payloadKg: 28000,
    inside: { lengthCm: 589, widthCm: 235, heightCm: 239 },
    door: { widthCm: 234, heightCm: 228 },
  },
  fortyFoot: {
    label: '40′ GP',
    volumeCbm: 67,
    payloadKg: 26600,
    inside: { lengthCm: 1203, widthCm: 235, heightCm: 239 },
    door: { widthCm: 234, heightCm: 228 },
  },
  fortyFootHighCube: {
    label: '40′ HC',
    volumeCbm: 76,
    payloadKg: 26500,
    inside: { lengthCm: 1203, widthCm: 235, heightCm: 269 },
    door: { widthCm: 234, heightCm: 258 },
  },
} as const satisfies Record<string, ContainerType>;
export type ContainerSize = keyof typeof containerTypes;
export const containerSizes = Object.keys(containerTypes) as ContainerSize[];

export interface StandardHold extends BoxCm {
  name: string;
  pieceKg: number;
  instead: string;
}

/** Air: a 20-ft main-deck pallet under a 300 cm contour. Land: a 13.6 m semi-trailer within a 40 t road train. */
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

export const lclMaxFreightTons = 15;
export const lclMinimumFreightTons = 1;
/** Solid steel is about 7,850 kg/m³: anything denser is usually a total typed per package, or mm typed as cm. */
export const maxPlausibleDensityKgPerCbm = 8000;

export const cargoDecimals = { volumeCbm: 3, weightKg: 1 } as const;
export const airChargeableStepKg = 0.5;

export type CargoProblem =
  | 'required'
  | 'notANumber'
  | 'notPositive'
  | 'notWholeNumber'
  | 'tooManyDecimals'
  | 'tooLarge'
  | 'beyondMode'
  | 'lineBeyondMode'
  | 'tooManyLines';

export interface CargoIssue {
  line: number;
  field: PackageField | null;
  problem: CargoProblem;
}

export interface Piece extends BoxCm {
  weightKg: number;
}

export type CargoNote =
  | { kind: 'outOfGauge'; line: number; mode: FreightMode; piece: Piece; bySize: boolean; byWeight: boolean }
  | { kind: 'implausibleWeight'; line: number; piece: Piece; densityKgPerCbm: number }
  | { kind: 'lclAboveThreshold' }
  | { kind: 'fclBelowThreshold' };

export type ContainerCount = Record<ContainerSize, number | null>;

export interface CargoSummary {
  lines: number;
  packages: number;
  volumeCbm: number;
  grossWeightKg: number;
  volumetricWeightKg: number | null;
  chargeableWeightKg: number | null;
  chargeableBasis: 'gross' | 'volumetric' | 'minimum' | null;
  load: ContainerLoad | null;
  loadChosen: boolean;
  freightTons: number | null;
  containers: ContainerCount | null;
  notes: CargoNote[];
  issues: CargoIssue[];
}


const SCALE = 10n ** BigInt(cargoLimits.maxDecimals);
/** '12.' passes: it is how a value being typed looks. */
const DECIMAL = /^(?=\.?\d)(\d*)(?:\.(\d*))?$/;

type Parsed = { ok: true; value: bigint } | { ok: false; problem: CargoProblem } | { ok: 'blank' };

function isBlank(raw: PackageLine[PackageField]): boolean {
  return raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '');
}

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

function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

function divideUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator + denominator - 1n) / denominator;
}

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

type LineValues = Record<PackageField, bigint>;

function modeIssues(index: number, values: LineValues, limit: ModeLimit): CargoIssue[] {
  const issues: CargoIssue[] = [];
  const { count, lengthCm, widthCm, heightCm, grossWeightKg } = values;
  if (count > scaled(limit.count)) issues.push({ line: index, field: 'count', problem: 'beyondMode' });
  // The footprint may be given either way round.
  const longer: PackageField = lengthCm >= widthCm ? 'lengthCm' : 'widthCm';
  const shorter: PackageField = longer === 'lengthCm' ? 'widthCm' : 'lengthCm';
  if (values[longer] > scaled(limit.lengthCm)) issues.push({ line: index, field: longer, problem: 'beyondMode' });
  if (values[shorter] > scaled(limit.widthCm)) issues.push({ line: index, field: shorter, problem: 'beyondMode' });
  if (heightCm > scaled(limit.heightCm)) issues.push({ line: index, field: 'heightCm', problem: 'beyondMode' });
  if (grossWeightKg > scaled(limit.pieceKg)) issues.push({ line: index, field: 'grossWeightKg', problem: 'beyondMode' });
  if (issues.length > 0) return issues;
  // count × L × W × H is in cm³ × SCALE⁴; count × weight in kg × SCALE².
  const lineVolume = count * lengthCm * widthCm * heightCm;
  const lineWeight = count * grossWeightKg;
  if (lineVolume > BigInt(limit.lineCbm) * 1_000_000n * SCALE ** 4n || lineWeight > BigInt(limit.lineKg) * SCALE ** 2n) {
    issues.push({ line: index, field: 'count', problem: 'lineBeyondMode' });
  }
  return issues;
}

function fitsBox(values: LineValues, box: BoxCm): boolean {
  const longer = values.lengthCm >= values.widthCm ? values.lengthCm : values.widthCm;
  const shorter = values.lengthCm >= values.widthCm ? values.widthCm : values.lengthCm;
  return longer <= scaled(box.lengthCm) && shorter <= scaled(box.widthCm) && values.heightCm <= scaled(box.heightCm);
}

/** A piece must pass the door as well as fit inside, and may be turned on the floor but never tipped over. */
function fitsContainerBySize(values: LineValues, type: ContainerType): boolean {
  return fitsBox(values, {
    lengthCm: type.inside.lengthCm,
    widthCm: Math.min(type.inside.widthCm, type.door.widthCm),
    heightCm: Math.min(type.inside.heightCm, type.door.heightCm),
  });
}

const fitsContainerByWeight = (values: LineValues, type: ContainerType) => values.grossWeightKg <= scaled(type.payloadKg);

interface CountedLine {
  index: number;
  values: LineValues;
  stackable: boolean;
  volume: bigint;
  weight: bigint;
}

const pieceOf = (values: LineValues): Piece => ({
  lengthCm: toNumber(values.lengthCm, cargoLimits.maxDecimals),
  widthCm: toNumber(values.widthCm, cargoLimits.maxDecimals),
  heightCm: toNumber(values.heightCm, cargoLimits.maxDecimals),
  weightKg: toNumber(values.grossWeightKg, cargoLimits.maxDecimals),
});

function gaugeNote(line: CountedLine, mode: FreightMode): CargoNote | null {
  let bySize: boolean;
  let byWeight: boolean;
  if (mode === 'sea') {
    const types: ContainerType[] = containerSizes.map((size) => containerTypes[size]);
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

function densityNote(line: CountedLine): CargoNote | null {
  const { lengthCm, widthCm, heightCm, grossWeightKg } = line.values;
  // weight/SCALE × 10⁶ > max × (L W H)/SCALE³  ⇔  weight × 10⁶ × SCALE² > max × L W H
  const pieceVolume = lengthCm * widthCm * heightCm;
  if (grossWeightKg * 1_000_000n * SCALE ** 2n <= BigInt(maxPlausibleDensityKgPerCbm) * pieceVolume) return null;
  const density = Number(divideHalfUp(grossWeightKg * 1_000_000n * SCALE ** 2n, pieceVolume));
  return { kind: 'implausibleWeight', line: line.index, piece: pieceOf(line.values), densityKgPerCbm: density };
}


/** The lines that count, parsed; a blank line is skipped, and a line with a problem counts not at all. */
function countedLines(lines: readonly PackageLine[], limit: ReturnType<typeof modeLimitOf>): { counted: CountedLine[]; issues: CargoIssue[] } {
  const issues: CargoIssue[] = [];
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
      stackable: typeof line.stackable === 'boolean' ? line.stackable : packageFlagDefaults.stackable,
      volume: values.count * values.lengthCm * values.widthCm * values.heightCm,
      weight: values.count * values.grossWeightKg,
    });
  });
  return { counted, issues };
}

export function summarizeCargo(lines: readonly PackageLine[], mode: FreightMode | null, load?: ContainerLoad | null): CargoSummary {
  const { counted, issues } = countedLines(lines, modeLimitOf(mode));

  // The count is scaled too: volume is in SCALE⁴ × cm³, weight in SCALE² × kg.
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
  const volumetricWins = volume * weightScale > weight * volumeScale * divisor;
  let chargeableUnits = volumetricWins ? volumetricUnits : grossUnits;
  let basis: CargoSummary['chargeableBasis'] = volumetricWins ? 'volumetric' : 'gross';
  if (mode === 'air') {
    // Carriers bill air up to the next 0.5 kg, rounded from the exact weight, not the rounded figure.
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

  if (summary.load === 'fcl') {
    // Whole boxes are priced per box: a sea volumetric or chargeable weight means nothing for them.
    summary.volumetricWeightKg = null;
    return summary;
  }
  summary.chargeableWeightKg = toNumber(chargeableUnits, cargoDecimals.weightKg);
  summary.chargeableBasis = basis;
  return summary;
}

/** `volumeUnits` in 0.001 CBM, `weightUnits` in 0.1 kg. A type that some piece does not fit counts null. */
function containersFor(lines: readonly CountedLine[], volumeUnits: bigint, weightUnits: bigint): ContainerCount {
  const perCbm = 10n ** BigInt(cargoDecimals.volumeCbm);
  const perKg = 10n ** BigInt(cargoDecimals.weightKg);
  const count = (type: ContainerType): number | null => {
    if (!lines.every((line) => fitsContainerBySize(line.values, type) && fitsContainerByWeight(line.values, type))) return null;
    const byVolume = Number(divideUp(volumeUnits, BigInt(type.volumeCbm) * perCbm));
    const byWeight = Number(divideUp(weightUnits, BigInt(type.payloadKg) * perKg));
    return Math.max(1, byVolume, byWeight, boxesByFloor(lines, type));
  };
  return { twentyFoot: count(containerTypes.twentyFoot), fortyFoot: count(containerTypes.fortyFoot), fortyFootHighCube: count(containerTypes.fortyFootHighCube) };
}

// The load plan. Sizes are whole hundredths of a cm (SCALE), as plain numbers: every product stays far below 2^53.

/** How a piece stands on the floor: its side across the box and its side along it. */
interface Turn {
  across: number;
  along: number;
}

/** A piece stands on its base and may be turned on the floor; the side across must pass the door. */
function turnsOf(values: LineValues, type: ContainerType): Turn[] {
  const passable = Number(scaled(Math.min(type.inside.widthCm, type.door.widthCm)));
  const floorLength = Number(scaled(type.inside.lengthCm));
  const length = Number(values.lengthCm);
  const width = Number(values.widthCm);
  const turns: Turn[] = length === width ? [{ across: width, along: length }] : [{ across: width, along: length }, { across: length, along: width }];
  return turns.filter(({ across, along }) => across <= passable && along <= floorLength);
}

/**
 * Mixing the two ways round is tried while a box takes at most this many rows or lanes of a kind. Smaller pieces
 * go in a plain grid, the better way round: a mix gains them at most a row, and it keeps a keystroke from waiting.
 */
const MIXES_TRIED = 64;

/**
 * The most stacks on `floor` of length and the box's inside width, in the best of three plans: a grid one way round;
 * rows across the width, each row one way round; or lanes along the length, each lane one way round (11 pallets of
 * 120 × 80 cm in a 20′: a lane of 4 lengthwise beside a lane of 7 crosswise).
 */
function stacksOn(floor: number, width: number, turns: readonly Turn[]): number {
  const grid = (turn: Turn) => Math.floor(floor / turn.along) * Math.floor(width / turn.across);
  let best = Math.max(0, ...turns.map(grid));
  const [first, second] = turns;
  if (!first || !second) return best;
  const [longRows, shortRows] = first.along >= second.along ? [first, second] : [second, first];
  const rowsAtMost = Math.floor(floor / longRows.along);
  if (rowsAtMost <= MIXES_TRIED) {
    for (let rows = 0; rows <= rowsAtMost; rows += 1) {
      const left = floor - rows * longRows.along;
      best = Math.max(best, rows * Math.floor(width / longRows.across) + Math.floor(left / shortRows.along) * Math.floor(width / shortRows.across));
    }
  }
  const [wideLanes, narrowLanes] = first.across >= second.across ? [first, second] : [second, first];
  const lanesAtMost = Math.floor(width / wideLanes.across);
  if (lanesAtMost <= MIXES_TRIED) {
    for (let lanes = 0; lanes <= lanesAtMost; lanes += 1) {
      const left = width - lanes * wideLanes.across;
      best = Math.max(best, lanes * Math.floor(floor / wideLanes.along) + Math.floor(left / narrowLanes.across) * Math.floor(floor / narrowLanes.along));
    }
  }
  return best;
}

/** The least floor length (up to `most`) that takes `stacks`: what a part load leaves for other lines. */
function floorFor(stacks: number, most: number, width: number, turns: readonly Turn[]): number {
  let [low, high] = [0, most];
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (stacksOn(middle, width, turns) >= stacks) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** Boxes that have the same floor length left over, counted together. */
interface FreeFloor {
  length: number;
  boxes: number;
}

/**
 * Boxes a load plan needs by floor and height: the largest pieces first, each line in rows across the floor (a
 * stackable line in stacks as high as the inside takes), filling the floor other lines left before a new box.
 */
function boxesByFloor(lines: readonly CountedLine[], type: ContainerType): number {
  const floorLength = Number(scaled(type.inside.lengthCm));
  const width = Number(scaled(type.inside.widthCm));
  const insideHeight = Number(scaled(type.inside.heightCm));
  const largestFirst = [...lines].sort((a, b) => Number(b.values.lengthCm * b.values.widthCm - a.values.lengthCm * a.values.widthCm));
  let boxes = 0;
  let free: FreeFloor[] = [];
  for (const line of largestFirst) {
    const turns = turnsOf(line.values, type);
    const tiers = line.stackable ? Math.max(1, Math.floor(insideHeight / Number(line.values.heightCm))) : 1;
    let stacks = Math.ceil(Number(line.values.count / SCALE) / tiers);
    const next: FreeFloor[] = [];
    for (const space of [...free].sort((a, b) => b.length - a.length)) {
      const each = stacks > 0 ? stacksOn(space.length, width, turns) : 0;
      if (each === 0) {
        next.push(space);
        continue;
      }
      const filled = Math.min(space.boxes, Math.floor(stacks / each));
      stacks -= filled * each;
      next.push({ length: space.length - floorFor(each, space.length, width, turns), boxes: filled });
      const partly = stacks > 0 && filled < space.boxes ? 1 : 0;
      if (partly) next.push({ length: space.length - floorFor(stacks, space.length, width, turns), boxes: 1 });
      if (partly) stacks = 0;
      next.push({ length: space.length, boxes: space.boxes - filled - partly });
    }
    if (stacks > 0) {
      const each = stacksOn(floorLength, width, turns);
      const full = Math.floor(stacks / each);
      const rest = stacks - full * each;
      boxes += full + (rest > 0 ? 1 : 0);
      next.push({ length: floorLength - floorFor(each, floorLength, width, turns), boxes: full });
      if (rest > 0) next.push({ length: floorLength - floorFor(rest, floorLength, width, turns), boxes: 1 });
    }
    free = mergedFloors(next);
  }
  return boxes;
}

function mergedFloors(spaces: readonly FreeFloor[]): FreeFloor[] {
  const byLength = new Map<number, number>();
  for (const { length, boxes } of spaces) if (boxes > 0 && length > 0) byLength.set(length, (byLength.get(length) ?? 0) + boxes);
  return [...byLength].map(([length, boxes]) => ({ length, boxes }));
}

/**
 * The choices a forwarder would offer: each type's count, leaving out a type when a cheaper one needs no more boxes
 * (1 × 20′ GP, not also 1 × 40′ GP; a 40′ HC only when it takes fewer boxes than a 40′ GP).
 */
export function containerAlternatives(containers: Partial<Record<ContainerSize, number | null>>): { size: ContainerSize; count: number }[] {
  const options: { size: ContainerSize; count: number }[] = [];
  for (const size of containerSizes) {
    const count = containers[size];
    if (typeof count !== 'number') continue;
    if (options.some((cheaper) => cheaper.count <= count)) continue;
    options.push({ size, count });
  }
  return options;
}

export interface StoredCargo {
  volumeCbm: number;
  grossWeightKg: number;
  volumetricWeightKg: number | null;
  chargeableWeightKg: number | null;
  /** Absent from quotes stored before it was recorded, like the optional fields below. */
  chargeableBasis?: CargoSummary['chargeableBasis'];
  load?: ContainerLoad | null;
  loadChosen?: boolean;
  freightTons?: number | null;
  /** Quotes stored before the payload rule lack fortyFootHighCube and were counted by volume alone. */
  containers: { twentyFoot: number | null; fortyFoot: number | null; fortyFootHighCube?: number | null } | null;
  notes?: string[];
}
