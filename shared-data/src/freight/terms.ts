/**
 * The declared facts of a quote's cargo that the stored documents and the
 * rules need (modes, Incoterms, the package lines' fields, limits and where
 * they are stored), without the arithmetic of `cargo.ts`: the entity
 * schemas read documents with these alone, so reading a page never loads
 * the cargo checks.
 */

/** Transport modes, in the order the quote form offers them. */
export const freightModes = ['sea', 'air', 'land'] as const;
export type FreightMode = (typeof freightModes)[number];

/** Incoterms 2020 a quote can name, in the usual order: from the fewest obligations of the seller (EXW) to the most (DDP). */
export const incoterms = ['EXW', 'FCA', 'FOB', 'CFR', 'CIF', 'DAP', 'DPU', 'DDP'] as const;
export type Incoterm = (typeof incoterms)[number];

/**
 * Where a quote's package lines are stored: each line is its own document
 * `quotes/{quoteId}/packages/{n}` (n = '0', '1', ... its position), written in
 * the same batch as the quote, so that the security rules can check every line
 * (a rules evaluation is limited to 1,000 expressions per document).
 */
export const PACKAGES_SUBCOLLECTION = 'packages';

/** The package lines of the documents of a quote's packages subcollection, in line order (by their numeric ids). */
export function packageLinesOf<T>(docs: readonly { id: string; data: T }[]): T[] {
  return [...docs].sort((a, b) => Number(a.id) - Number(b.id)).map((doc) => doc.data);
}

/**
 * How a sea shipment is loaded: 'lcl' (less than container load: shared with
 * other cargo, charged per W/M) or 'fcl' (full container load: whole boxes).
 * A visitor may choose; left unchosen, the cargo's size suggests one.
 */
export const containerLoads = ['lcl', 'fcl'] as const;
export type ContainerLoad = (typeof containerLoads)[number];

/** What one package line may hold whatever the mode (each mode narrows it: `modeLimits`). */
export const cargoLimits = {
  maxLines: 10,
  maxCount: 9999,
  maxDimensionCm: 2000,
  maxWeightKg: 50000,
  maxDecimals: 2,
} as const;

/**
 * The most a package line may hold in a mode: beyond these the form and the
 * security rules refuse the line, because no carrier of the mode takes such a
 * piece (or such a line is a project for a call, not a form). Pieces within
 * these limits but beyond the mode's ordinary equipment are accepted and
 * flagged as out of gauge (cargo.ts), not refused.
 * - `lengthCm` × `widthCm`: the largest footprint, either way round (a piece
 *   may be turned on the floor, so length and width may be given in either
 *   order); `heightCm` as given (a piece is never tipped over).
 * - `pieceKg`: one package; `lineCbm`, `lineKg`: one line (count × piece).
 *   The limits are per line because the rules judge each line, a document of
 *   its own, without seeing the others.
 * Sea: break-bulk and heavy-lift ships take pieces up to about 20 × 10 × 10 m;
 * a line up to 5,000 CBM or 5,000 t (some 65 high-cube or 180 twenty-foot boxes).
 * Air: the largest freighter in service (An-124) has a hold about 6.4 m wide
 * and 4.4 m high; pieces up to 30 t; a line up to about one freighter's load.
 * Land: an abnormal load with escort is at most about 5 m wide and 4.5 m high;
 * a line up to about twenty trucks' payload.
 */
export const modeLimits = {
  sea: { count: 9999, lengthCm: 2000, widthCm: 1000, heightCm: 1000, pieceKg: 50000, lineCbm: 5000, lineKg: 5_000_000 },
  air: { count: 9999, lengthCm: 2000, widthCm: 600, heightCm: 400, pieceKg: 30000, lineCbm: 1000, lineKg: 150_000 },
  land: { count: 9999, lengthCm: 2000, widthCm: 500, heightCm: 450, pieceKg: 50000, lineCbm: 1000, lineKg: 500_000 },
} as const satisfies Record<FreightMode, ModeLimit>;

export interface ModeLimit {
  count: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  pieceKg: number;
  lineCbm: number;
  lineKg: number;
}

/** The limits of a line while no mode is chosen: the largest of any mode, number by number (the mode then narrows them). */
export const anyModeLimit: ModeLimit = (() => {
  const all: ModeLimit[] = freightModes.map((mode) => modeLimits[mode]);
  const largest = (key: keyof ModeLimit) => Math.max(...all.map((limit) => limit[key]));
  return {
    count: largest('count'),
    lengthCm: largest('lengthCm'),
    widthCm: largest('widthCm'),
    heightCm: largest('heightCm'),
    pieceKg: largest('pieceKg'),
    lineCbm: largest('lineCbm'),
    lineKg: largest('lineKg'),
  };
})();

/** The limits of a line in `mode` (null: no mode chosen). */
export function modeLimitOf(mode: FreightMode | null): ModeLimit {
  return mode === null ? anyModeLimit : modeLimits[mode];
}

/** A package line as typed: numbers or input text. */
export interface PackageLine {
  count: number | string | null | undefined;
  lengthCm: number | string | null | undefined;
  widthCm: number | string | null | undefined;
  heightCm: number | string | null | undefined;
  /** Gross weight of one package. */
  grossWeightKg: number | string | null | undefined;
}
export type PackageField = keyof PackageLine;

/** The fields of a line, in the order the form shows them. */
export const packageFields: readonly PackageField[] = ['count', 'lengthCm', 'widthCm', 'heightCm', 'grossWeightKg'];

/** The display words of the stored values: a mode, an Incoterm, a container load (the quote form, the staff screens). */
export const freightModeLabels: Readonly<Record<FreightMode, string>> = {
  sea: 'Sea',
  air: 'Air',
  land: 'Land',
};

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

export const containerLoadLabels: Readonly<Record<ContainerLoad, string>> = {
  lcl: 'LCL',
  fcl: 'FCL',
};
