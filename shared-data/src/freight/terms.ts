/** Cargo facts the documents and rules need, apart from cargo.ts, so reading a page never loads the cargo checks. */

export const freightModes = ['sea', 'air', 'land'] as const;
export type FreightMode = (typeof freightModes)[number];

/** The eleven Incoterms 2020, from the seller's fewest obligations (EXW) to the most (DDP). */
export const incoterms = ['EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'] as const;
export type Incoterm = (typeof incoterms)[number];

interface IncotermFacts {
  name: string;
  /** One line, shown with the choice. */
  help: string;
  /** Whether the term makes us collect the goods from the seller, or deliver them to the buyer's door: the quote then asks for that address. */
  door?: 'pickup' | 'delivery';
}

const incotermFacts: Readonly<Record<Incoterm, IncotermFacts>> = {
  EXW: { name: 'Ex Works', help: 'The seller makes the goods ready at its premises; the buyer pays for everything from pickup on.', door: 'pickup' },
  FCA: { name: 'Free Carrier', help: "The seller hands the goods, cleared for export, to the buyer's carrier at a named place.", door: 'pickup' },
  FAS: { name: 'Free Alongside Ship', help: 'The seller places the goods, cleared for export, alongside the ship at the port of loading (sea only).' },
  FOB: { name: 'Free On Board', help: 'The seller loads the goods, cleared for export, on board the ship at the port of loading (sea only).' },
  CFR: { name: 'Cost and Freight', help: 'The seller pays the sea freight to the port of destination; the risk passes once the goods are on board.' },
  CIF: { name: 'Cost, Insurance and Freight', help: 'As CFR, and the seller also insures the goods to the port of destination (sea only).' },
  CPT: { name: 'Carriage Paid To', help: 'The seller pays the carriage to the named destination; the risk passes when the first carrier takes the goods.' },
  CIP: { name: 'Carriage and Insurance Paid To', help: 'As CPT, and the seller also insures the goods, with all-risks cover, to the named destination.' },
  DAP: { name: 'Delivered at Place', help: "The seller delivers to the buyer's named place, ready for unloading; the buyer pays import duties.", door: 'delivery' },
  DPU: { name: 'Delivered at Place Unloaded', help: "The seller delivers and unloads the goods at the buyer's named place; the buyer pays import duties.", door: 'delivery' },
  DDP: { name: 'Delivered Duty Paid', help: "The seller delivers to the buyer's named place, cleared for import with the duties paid.", door: 'delivery' },
};

const incotermsWith = (door: IncotermFacts['door']): Incoterm[] => incoterms.filter((term) => incotermFacts[term].door === door);

/** The terms that make us collect from the seller: the quote asks for a pickup address. */
export const pickupIncoterms: readonly Incoterm[] = incotermsWith('pickup');
/** The terms that make us deliver to the buyer's door: the quote asks for a delivery address. */
export const deliveryIncoterms: readonly Incoterm[] = incotermsWith('delivery');

/** The UN classes of dangerous goods, with their divisions, written as forwarders write them. */
export const dangerousGoodsClasses = ['1.1', '1.2', '1.3', '1.4', '1.5', '1.6', '2.1', '2.2', '2.3', '3', '4.1', '4.2', '4.3', '5.1', '5.2', '6.1', '6.2', '7', '8', '9'] as const;
export type DangerousGoodsClass = (typeof dangerousGoodsClasses)[number];

export const dangerousGoodsClassNames: Readonly<Record<DangerousGoodsClass, string>> = {
  '1.1': 'Explosives with a mass explosion hazard',
  '1.2': 'Explosives with a projection hazard',
  '1.3': 'Explosives with a fire hazard',
  '1.4': 'Explosives with no significant hazard',
  '1.5': 'Very insensitive explosives',
  '1.6': 'Extremely insensitive articles',
  '2.1': 'Flammable gases',
  '2.2': 'Non-flammable, non-toxic gases',
  '2.3': 'Toxic gases',
  '3': 'Flammable liquids',
  '4.1': 'Flammable solids',
  '4.2': 'Liable to spontaneous combustion',
  '4.3': 'Dangerous when wet',
  '5.1': 'Oxidizing substances',
  '5.2': 'Organic peroxides',
  '6.1': 'Toxic substances',
  '6.2': 'Infectious substances',
  '7': 'Radioactive material',
  '8': 'Corrosive substances',
  '9': 'Miscellaneous dangerous goods',
};

/** A yes-or-no fact the shipper may leave unanswered (dangerous goods, temperature control). */
export const yesOrNo = ['no', 'yes'] as const;
export type YesOrNo = (typeof yesOrNo)[number];
export const yesOrNoLabels: Readonly<Record<YesOrNo, string>> = { no: 'No', yes: 'Yes' };

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

/** Object.fromEntries loses the key types; every term is mapped. */
const byIncoterm = (pick: (facts: IncotermFacts) => string) => Object.fromEntries(incoterms.map((term) => [term, pick(incotermFacts[term])])) as Record<Incoterm, string>;

export const incotermLabels: Readonly<Record<Incoterm, string>> = byIncoterm((facts) => facts.name);

/** One line per term, shown with the choice. */
export const incotermHelp: Readonly<Record<Incoterm, string>> = byIncoterm((facts) => facts.help);

export const containerLoadLabels: Readonly<Record<ContainerLoad, string>> = {
  lcl: 'LCL',
  fcl: 'FCL',
};
