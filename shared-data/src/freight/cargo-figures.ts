// The quote form (live) and the staff's quote detail (stored figures) show the same figures in the same words.
// ',' between thousands and '.' before decimals whatever the locale, so staff and visitor read the same text.
import {
  cargoDecimals,
  containerAlternatives,
  containerSizes,
  containerTypes,
  lclMaxFreightTons,
  lclMinimumFreightTons,
  standardHolds,
  type CargoNote,
  type CargoSummary,
  type FreightMode,
  type PackageLine,
  type Piece,
  type StoredCargo,
} from './cargo';
import { containerLoadLabels } from './terms';

/** Both a stored quote and a live summary fit. */
export type CargoFigureSource = Pick<StoredCargo, 'volumeCbm' | 'grossWeightKg' | 'volumetricWeightKg' | 'chargeableWeightKg' | 'containers'> &
  Partial<Pick<StoredCargo, 'chargeableBasis' | 'load' | 'loadChosen' | 'freightTons'>>;

export interface CargoFigure {
  label: string;
  value: string;
}

export const cargoFigureLabels = {
  volumeCbm: 'Total volume',
  grossWeightKg: 'Total gross weight',
  volumetricWeightKg: 'Volumetric weight',
  chargeableWeightKg: 'Chargeable weight',
  load: 'Container load',
  freightTons: 'Chargeable W/M',
  containers: 'Containers',
} as const;

/** Every piece fits some type, but no one type takes them all. */
export const NO_SINGLE_TYPE_TEXT = 'No one container type takes every piece: our staff will plan a mix';

/** The figures arrive already rounded, so `toFixed` only pads them. */
export function formatDecimal(value: number, decimals: number): string {
  const [whole = '0', fraction] = value.toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

export function formatMeasure(value: number): string {
  return formatDecimal(value, 2).replace(/\.?0+$/, '');
}

const cbm = (value: number) => `${formatDecimal(value, cargoDecimals.volumeCbm)} CBM`;
const kg = (value: number) => `${formatDecimal(value, cargoDecimals.weightKg)} kg`;

export function cargoFigures(cargo: CargoFigureSource, mode: FreightMode | null | undefined): CargoFigure[] {
  const figures: CargoFigure[] = [
    { label: cargoFigureLabels.volumeCbm, value: cbm(cargo.volumeCbm) },
    { label: cargoFigureLabels.grossWeightKg, value: kg(cargo.grossWeightKg) },
  ];
  if (!mode) return figures;
  // Whole boxes are priced per box; a quote stored before FCL went without these weights still has them.
  const perBox = mode === 'sea' && cargo.load === 'fcl';
  if (cargo.volumetricWeightKg !== null && !perBox) {
    figures.push({ label: cargoFigureLabels.volumetricWeightKg, value: kg(cargo.volumetricWeightKg) });
  }
  if (cargo.chargeableWeightKg !== null && !perBox) {
    figures.push({ label: cargoFigureLabels.chargeableWeightKg, value: kg(cargo.chargeableWeightKg) });
  }
  if (mode !== 'sea') return figures;
  if (cargo.load) {
    figures.push({ label: cargoFigureLabels.load, value: `${containerLoadLabels[cargo.load]}${cargo.loadChosen ? '' : ' (suggested)'}` });
  }
  if (cargo.load === 'lcl' && cargo.freightTons !== null && cargo.freightTons !== undefined) {
    const minimum = cargo.chargeableBasis === 'minimum' ? ' (minimum)' : '';
    figures.push({ label: cargoFigureLabels.freightTons, value: `${formatDecimal(cargo.freightTons, cargoDecimals.volumeCbm)} W/M${minimum}` });
  }
  if (cargo.containers !== null) figures.push({ label: cargoFigureLabels.containers, value: containersText(cargo.containers) });
  return figures;
}

/** '2 × 20′ GP or 1 × 40′ GP': alternatives, never a sum. A quote stored before the high-cube count lacks it. */
export function containersText(containers: NonNullable<StoredCargo['containers']>): string {
  const options = containerAlternatives(containers);
  if (options.length === 0) return NO_SINGLE_TYPE_TEXT;
  return options.map(({ size, count }) => `${formatDecimal(count, 0)} × ${containerTypes[size].label}`).join(' or ');
}

/** Said after a package line's sizes when the shipper said it must not be stacked. */
export function stackingText(line: Pick<PackageLine, 'stackable'>): string {
  return line.stackable === false ? ', not stackable' : '';
}

const dimensions = (piece: Piece) => `${formatMeasure(piece.lengthCm)} × ${formatMeasure(piece.widthCm)} × ${formatMeasure(piece.heightCm)} cm`;
const pieceText = (piece: Piece) => `a piece of ${dimensions(piece)} and ${formatMeasure(piece.weightKg)} kg`;
const whole = (value: number) => formatDecimal(value, 0);

const containerGauge = (() => {
  const types = containerSizes.map((size) => containerTypes[size]);
  return {
    widthCm: Math.max(...types.map((type) => Math.min(type.door.widthCm, type.inside.widthCm))),
    heightCm: Math.max(...types.map((type) => Math.min(type.door.heightCm, type.inside.heightCm))),
    lengthCm: Math.max(...types.map((type) => type.inside.lengthCm)),
    payloadKg: Math.max(...types.map((type) => type.payloadKg)),
  };
})();

/** User text never enters a note: only numbers and fixed words. */
export function cargoNoteText(note: CargoNote): string {
  switch (note.kind) {
    case 'outOfGauge': {
      const line = `Package line ${note.line + 1} is out of gauge`;
      if (note.mode === 'sea') {
        const why = [
          note.bySize
            ? `does not pass a container door or fit inside (at most ${whole(containerGauge.widthCm)} cm wide, ${whole(containerGauge.heightCm)} cm high and ${whole(containerGauge.lengthCm)} cm long)`
            : '',
          note.byWeight ? `is heavier than a container carries (${whole(containerGauge.payloadKg)} kg at most)` : '',
        ]
          .filter(Boolean)
          .join(' and ');
        return `${line}: ${pieceText(note.piece)} ${why}. It needs a flat rack, an open top or break-bulk, so it is in no container count; our staff will quote it.`;
      }
      const hold = standardHolds[note.mode];
      const what = note.bySize && note.byWeight ? 'larger and heavier than' : note.bySize ? 'larger than' : 'heavier than';
      return `${line}: ${pieceText(note.piece)} is ${what} ${hold.name} takes (${whole(hold.lengthCm)} × ${whole(hold.widthCm)} × ${whole(hold.heightCm)} cm, ${whole(hold.pieceKg)} kg a piece). It needs ${hold.instead}; our staff will quote it.`;
    }
    case 'implausibleWeight':
      return `Package line ${note.line + 1}: ${pieceText(note.piece)} is ${whole(note.densityKgPerCbm)} kg per cubic metre, heavier than solid steel. Please check that the weight is for one package and the sizes are in centimetres.`;
    case 'lclAboveThreshold':
      return `Above ${lclMaxFreightTons} W/M (${lclMaxFreightTons} CBM or ${whole(lclMaxFreightTons * 1000)} kg) a full container usually costs less than LCL.`;
    case 'fclBelowThreshold':
      return `This cargo is LCL-sized (up to ${lclMaxFreightTons} W/M): LCL, charged per W/M with a minimum of ${lclMinimumFreightTons} W/M, usually costs less than a full container.`;
  }
}

export function storedCargoOf(summary: CargoSummary): StoredCargo {
  return {
    volumeCbm: summary.volumeCbm,
    grossWeightKg: summary.grossWeightKg,
    volumetricWeightKg: summary.volumetricWeightKg,
    chargeableWeightKg: summary.chargeableWeightKg,
    chargeableBasis: summary.chargeableBasis,
    load: summary.load,
    loadChosen: summary.loadChosen,
    freightTons: summary.freightTons,
    containers: summary.containers === null ? null : { ...summary.containers },
    notes: summary.notes.map(cargoNoteText),
  };
}
