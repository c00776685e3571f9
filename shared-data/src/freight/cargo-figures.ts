/**
 * The cargo figures of a quote as people read them: one labelled, formatted
 * value per figure, in the order the quote form (live, while the visitor
 * types) and the staff's quote detail (from the stored figures) both show
 * them, as a description list.
 *
 * - 'Total volume': CBM with 3 decimals ('1.234 CBM');
 * - 'Total gross weight', 'Volumetric weight', 'Chargeable weight': kg with
 *   1 decimal ('1,250.0 kg'); the volumetric and chargeable weights only when
 *   a mode is known (they depend on it);
 * - for sea only, '20-ft containers' and '40-ft containers': whole numbers.
 * Thousands are separated by ',' and the decimal point is '.', whatever the
 * reader's locale, so staff and visitor read the same text.
 *
 * Pure: the figures are rounded by `summarizeCargo` (cargo.ts); this module
 * only formats them.
 */
import { cargoDecimals, type CargoSummary, type FreightMode } from './cargo';

/** The figures a quote stores (a subset of `CargoSummary`), so a stored quote and a live summary both fit. */
export type CargoFigureSource = Pick<
  CargoSummary,
  'volumeCbm' | 'grossWeightKg' | 'volumetricWeightKg' | 'chargeableWeightKg' | 'containers'
>;

export interface CargoFigure {
  label: string;
  value: string;
}

export const cargoFigureLabels = {
  volumeCbm: 'Total volume',
  grossWeightKg: 'Total gross weight',
  volumetricWeightKg: 'Volumetric weight',
  chargeableWeightKg: 'Chargeable weight',
  twentyFoot: '20-ft containers',
  fortyFoot: '40-ft containers',
} as const;

/**
 * A figure (never negative) with `decimals` decimals and ',' between
 * thousands. The figures arrive already rounded to these decimals, so
 * `toFixed` only pads them ('120' -> '120.0').
 */
export function formatDecimal(value: number, decimals: number): string {
  const [whole = '0', fraction] = value.toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

const cbm = (value: number) => `${formatDecimal(value, cargoDecimals.volumeCbm)} CBM`;
const kg = (value: number) => `${formatDecimal(value, cargoDecimals.weightKg)} kg`;

/**
 * The figures to show for `cargo` carried by `mode` (null or undefined: no
 * mode chosen, so volume and gross weight only).
 */
export function cargoFigures(cargo: CargoFigureSource, mode: FreightMode | null | undefined): CargoFigure[] {
  const figures: CargoFigure[] = [
    { label: cargoFigureLabels.volumeCbm, value: cbm(cargo.volumeCbm) },
    { label: cargoFigureLabels.grossWeightKg, value: kg(cargo.grossWeightKg) },
  ];
  if (!mode) return figures;
  if (cargo.volumetricWeightKg !== null) {
    figures.push({ label: cargoFigureLabels.volumetricWeightKg, value: kg(cargo.volumetricWeightKg) });
  }
  if (cargo.chargeableWeightKg !== null) {
    figures.push({ label: cargoFigureLabels.chargeableWeightKg, value: kg(cargo.chargeableWeightKg) });
  }
  if (mode === 'sea' && cargo.containers !== null) {
    figures.push(
      { label: cargoFigureLabels.twentyFoot, value: formatDecimal(cargo.containers.twentyFoot, 0) },
      { label: cargoFigureLabels.fortyFoot, value: formatDecimal(cargo.containers.fortyFoot, 0) },
    );
  }
  return figures;
}
