/**
 * Cargo arithmetic of a freight quote: from the visitor's package lines to the
 * figures a forwarder prices by (total volume, gross weight, volumetric and
 * chargeable weight, and for sea how many containers the volume fills).
 *
 * Pure and dependency-free: the quote form shows these figures live, the
 * quote stores them and the admin screens show the same stored figures.
 *
 * Package lines
 * - A line is `count` packages of the SAME size and weight: length, width and
 *   height in centimetres and the gross weight of ONE package in kilograms.
 *   The line contributes `count × L × W × H` cm³ and `count × weight` kg.
 * - A line whose five fields are all blank is ignored silently (a line just
 *   added and not typed into yet). Any other line must be complete and valid,
 *   otherwise it is left out of every total and reported in `issues` (one
 *   issue per faulty field), so the form can point at it:
 *   count a whole number from 1 to `cargoLimits.maxCount`; the three sizes
 *   and the weight greater than 0 with at most `cargoLimits.maxDecimals`
 *   decimals, sizes up to `maxDimensionCm`, weight up to `maxWeightKg`.
 *   Lines after the first `maxLines` are left out and reported.
 * - Values are numbers or the text of an input (`'120'`, `' 80.5 '`, a dot as
 *   the decimal separator); blank means `''`, whitespace, null or undefined.
 *
 * Volumetric weight (each mode declared once, as a divisor in cm³ per kg)
 * - Air: 6,000 cm³/kg. The divisor governs, not "1 m³ = 167 kg": 6,000 is the
 *   IATA rule airlines and forwarders apply to the shipment's dimensions, and
 *   167 kg/m³ is only its rounded image (1,000,000 / 6,000 = 166.67 kg/m³), so
 *   1 m³ weighs 166.7 kg by volume here, not 167.
 * - Sea: 1,000 cm³/kg, i.e. 1 m³ = 1,000 kg (the "weight or measure" rule).
 * - Land: 3,000 cm³/kg, i.e. 1 m³ = 333.3 kg (the road-freight "333 kg" rule).
 * The volumetric weight is taken from the whole shipment's volume.
 * Chargeable weight = the higher of the gross and the volumetric weight
 * (`chargeableBasis` says which; gross when they are equal).
 *
 * Containers (sea only)
 * - Usable capacity: 20-ft 33 CBM, 40-ft 67 CBM (the internal volume of a
 *   standard dry container). Containers needed = ceil(volume / capacity),
 *   counted for each size on its own (how many 20-ft OR how many 40-ft); by
 *   volume only (no payload or stowage allowance: staff refine the offer).
 *   Zero volume needs zero containers.
 *
 * Rounding
 * - Every intermediate is exact: the inputs (at most two decimals) are
 *   scaled to integers and multiplied and added as BigInt, so no
 *   floating-point error reaches a boundary.
 * - Only the final figures are rounded, half up (away from zero; all figures
 *   are positive): volume in CBM to 3 decimals (one litre), every weight in
 *   kg to 1 decimal.
 * - The container count is taken from the volume as stated (3 decimals), so
 *   the count always agrees with the volume shown: 33.000 CBM fills one
 *   20-ft container, 33.001 CBM two (a few cm³ over never asks for a second box).
 */

import { cargoLimits, freightModes, incoterms, packageFields, type FreightMode, type Incoterm, type PackageField, type PackageLine } from './terms';

export { cargoLimits, freightModes, incoterms, packageFields, packageLinesOf, PACKAGES_SUBCOLLECTION, type FreightMode, type Incoterm, type PackageField, type PackageLine } from './terms';

export const freightModeLabels: Readonly<Record<FreightMode, string>> = {
  sea: 'Sea',
  air: 'Air',
  land: 'Land',
};

export function isFreightMode(value: unknown): value is FreightMode {
  return typeof value === 'string' && (freightModes as readonly string[]).includes(value);
}

export const incotermLabels: Readonly<Record<Incoterm, string>> = {
  EXW: 'Ex Works',
  FCA: 'Free Carrier',
  FOB: 'Free On Board',
  CFR: 'Cost and Freight',
  CIF: 'Cost, Insurance and Freight',
  DAP: 'Delivered at Place',
  DPU: 'Delivered at Place Unloaded',
  DDP: 'Delivered Duty Paid',
};

export function isIncoterm(value: unknown): value is Incoterm {
  return typeof value === 'string' && (incoterms as readonly string[]).includes(value);
}

/** Volumetric divisor of each mode, in cm³ per kg (see the module comment). */
export const volumetricDivisorCm3PerKg: Readonly<Record<FreightMode, number>> = {
  air: 6000,
  sea: 1000,
  land: 3000,
};

/** Container sizes and their usable capacity in CBM (sea only). */
export const containerCapacityCbm = { twentyFoot: 33, fortyFoot: 67 } as const;
export type ContainerSize = keyof typeof containerCapacityCbm;

/** Final figures' decimals: CBM to the litre, weights to 0.1 kg. */
export const cargoDecimals = { volumeCbm: 3, weightKg: 1 } as const;

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
  /** Above the field's limit. */
  | 'tooLarge'
  /** The line comes after the first `cargoLimits.maxLines` lines. */
  | 'tooManyLines';

export interface CargoIssue {
  /** Index of the line in the input (0-based). */
  line: number;
  /** The faulty field; null for `tooManyLines`. */
  field: PackageField | null;
  problem: CargoProblem;
}

export interface ContainerCount {
  twentyFoot: number;
  fortyFoot: number;
}

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
  /** The higher of gross and volumetric weight in kg, 1 decimal; null without a mode. */
  chargeableWeightKg: number | null;
  /** Which weight is charged; null without a mode. */
  chargeableBasis: 'gross' | 'volumetric' | null;
  /** Containers the volume fills, by size; null unless the mode is sea. */
  containers: ContainerCount | null;
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

// ------------------------------------------------------------ summary

/**
 * The totals of `lines` for `mode` (null: no mode chosen yet, so only volume
 * and gross weight). See the module comment for the rules.
 */
export function summarizeCargo(lines: readonly PackageLine[], mode: FreightMode | null): CargoSummary {
  const issues: CargoIssue[] = [];
  // Exact sums: volume in (SCALE⁴ × cm³) since count is scaled too, weight in (SCALE² × kg).
  let volume = 0n;
  let weight = 0n;
  let counted = 0;
  let packages = 0n;

  lines.forEach((line, index) => {
    if (packageFields.every((field) => isBlank(line[field]))) return;
    if (index >= cargoLimits.maxLines) {
      issues.push({ line: index, field: null, problem: 'tooManyLines' });
      return;
    }
    const values = {} as Record<PackageField, bigint>;
    let valid = true;
    for (const field of packageFields) {
      const parsed = parseMeasure(line[field], limitOf[field], field === 'count');
      if (parsed.ok === true) {
        values[field] = parsed.value;
      } else {
        valid = false;
        issues.push({ line: index, field, problem: parsed.ok === 'blank' ? 'required' : parsed.problem });
      }
    }
    if (!valid) return;
    counted += 1;
    packages += values.count / SCALE;
    volume += values.count * values.lengthCm * values.widthCm * values.heightCm;
    weight += values.count * values.grossWeightKg;
  });

  // volume is in cm³ × SCALE⁴; 1 m³ = 10^6 cm³.
  const volumeScale = SCALE ** 4n;
  const cm3PerCbm = 1_000_000n;
  const volumeUnits = divideHalfUp(volume * 10n ** BigInt(cargoDecimals.volumeCbm), volumeScale * cm3PerCbm);
  const weightScale = SCALE ** 2n;
  const weightTenths = 10n ** BigInt(cargoDecimals.weightKg);
  const grossUnits = divideHalfUp(weight * weightTenths, weightScale);

  let volumetricUnits: bigint | null = null;
  let chargeableUnits: bigint | null = null;
  let chargeableBasis: CargoSummary['chargeableBasis'] = null;
  let containers: ContainerCount | null = null;
  if (mode !== null) {
    const divisor = BigInt(volumetricDivisorCm3PerKg[mode]);
    volumetricUnits = divideHalfUp(volume * weightTenths, volumeScale * divisor);
    // Compare the exact weights: weight / weightScale against volume / (volumeScale × divisor).
    const volumetricWins = volume * weightScale > weight * volumeScale * divisor;
    chargeableBasis = volumetricWins ? 'volumetric' : 'gross';
    chargeableUnits = volumetricWins ? volumetricUnits : grossUnits;
    if (mode === 'sea') containers = containersFor(volumeUnits);
  }

  return {
    lines: counted,
    packages: Number(packages),
    volumeCbm: toNumber(volumeUnits, cargoDecimals.volumeCbm),
    grossWeightKg: toNumber(grossUnits, cargoDecimals.weightKg),
    volumetricWeightKg: volumetricUnits === null ? null : toNumber(volumetricUnits, cargoDecimals.weightKg),
    chargeableWeightKg: chargeableUnits === null ? null : toNumber(chargeableUnits, cargoDecimals.weightKg),
    chargeableBasis,
    containers,
    issues,
  };
}

/** ceil(stated volume / capacity) for each size; `volumeUnits` in 10^-3 CBM. */
function containersFor(volumeUnits: bigint): ContainerCount {
  const perCbm = 10n ** BigInt(cargoDecimals.volumeCbm);
  const ceil = (capacity: number) => {
    const capacityUnits = BigInt(capacity) * perCbm;
    return Number((volumeUnits + capacityUnits - 1n) / capacityUnits);
  };
  return { twentyFoot: ceil(containerCapacityCbm.twentyFoot), fortyFoot: ceil(containerCapacityCbm.fortyFoot) };
}

/** The cargo figures stored with a quote (by the server, from its package lines and mode) and shown to staff. */
export interface StoredCargo {
  volumeCbm: number;
  grossWeightKg: number;
  volumetricWeightKg: number | null;
  chargeableWeightKg: number | null;
  containers: ContainerCount | null;
}

/** The figures of a summary that a quote stores (`summarizeCargo(packages, mode)` → the quote's `cargo`). */
export function storedCargoOf(summary: CargoSummary): StoredCargo {
  return {
    volumeCbm: summary.volumeCbm,
    grossWeightKg: summary.grossWeightKg,
    volumetricWeightKg: summary.volumetricWeightKg,
    chargeableWeightKg: summary.chargeableWeightKg,
    containers: summary.containers === null ? null : { twentyFoot: summary.containers.twentyFoot, fortyFoot: summary.containers.fortyFoot },
  };
}
