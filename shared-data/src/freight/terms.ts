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

/** What one package line may hold. */
export const cargoLimits = {
  maxLines: 10,
  maxCount: 9999,
  maxDimensionCm: 2000,
  maxWeightKg: 50000,
  maxDecimals: 2,
} as const;

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
