/** Cargo facts the documents and rules need, apart from cargo.ts, so reading a page never loads the cargo checks. */

export const freightModes = ['sea', 'air', 'land'] as const;
export type FreightMode = (typeof freightModes)[number];

/** From the seller's fewest obligations (EXW) to the most (DDP). */
export const incoterms = ['EXW', 'FCA', 'FOB', 'CFR', 'CIF', 'DAP', 'DPU', 'DDP'] as const;
export type Incoterm = (typeof incoterms)[number];

/** Each line is its own document `quotes/{id}/packages/{n}`, so the rules can check every line within their 1,000-expression limit. */
export const PACKAGES_SUBCOLLECTION = 'packages';

export function packageLinesOf<T>(docs: readonly { id: string; data: T }[]): T[] {
  return [...docs].sort((a, b) => Number(a.id) - Number(b.id)).map((doc) => doc.data);
}

/** LCL shares a container and is charged per W/M; FCL takes whole boxes. */
export const containerLoads = ['lcl', 'fcl'] as const;
export type ContainerLoad = (typeof containerLoads)[number];

export const cargoLimits = {
  maxLines: 10,
  maxCount: 9999,
  maxDimensionCm: 2000,
  maxWeightKg: 50000,
  maxDecimals: 2,
} as const;

/**
 * Beyond these no carrier of the mode takes the piece, so the form and the rules refuse the line;
 * beyond the ordinary equipment a piece is only flagged out of gauge. The footprint may be turned, the height not.
 * The limits are per line because the rules judge each line without seeing the others.
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

export function modeLimitOf(mode: FreightMode | null): ModeLimit {
  return mode === null ? anyModeLimit : modeLimits[mode];
}

/** The measures of a package line: a number, or the text typed for one. */
export type PackageField = 'count' | 'lengthCm' | 'widthCm' | 'heightCm' | 'grossWeightKg';

export const packageFields: readonly PackageField[] = ['count', 'lengthCm', 'widthCm', 'heightCm', 'grossWeightKg'];

/** The yes/no facts of a package line, each optional: a line that does not say takes the default. */
export const packageFlags = ['stackable'] as const;
export type PackageFlag = (typeof packageFlags)[number];

/**
 * Forwarders load cargo stacked unless the shipper says it must not be, so a line that does not say is
 * stackable, and the form's box starts ticked: the shipper who knows better unticks it.
 */
export const packageFlagDefaults: Readonly<Record<PackageFlag, boolean>> = { stackable: true };

export type PackageLine = { [Field in PackageField]: number | string | null | undefined } & { [Flag in PackageFlag]?: boolean | null };

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
