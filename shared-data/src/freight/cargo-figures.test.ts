/**
 * @jest-environment node
 *
 * Every expected figure below is computed by hand in the comment beside it.
 */
import { cargoFigures, formatDecimal } from './cargo-figures';
import { summarizeCargo, type PackageLine } from './cargo';

/**
 * Two pallets 120 × 80 × 100 cm of 150 kg each and one carton 50 × 40 × 30 cm of 20 kg:
 * volume 2 × 960,000 + 60,000 = 1,980,000 cm³ = 1.980 CBM; gross 2 × 150 + 20 = 320 kg.
 */
const mixed: PackageLine[] = [
  { count: 2, lengthCm: 120, widthCm: 80, heightCm: 100, grossWeightKg: 150 },
  { count: '1', lengthCm: '50', widthCm: '40', heightCm: '30', grossWeightKg: '20' },
];

describe('cargoFigures', () => {
  it('shows a sea shipment with volume, weights and both container counts', () => {
    // Sea: 1 m³ = 1,000 kg, so 1.980 CBM weighs 1,980.0 kg by volume > 320 kg gross;
    // 1.980 CBM fills one 20-ft (33 CBM) or one 40-ft (67 CBM) container.
    expect(cargoFigures(summarizeCargo(mixed, 'sea'), 'sea')).toEqual([
      { label: 'Total volume', value: '1.980 CBM' },
      { label: 'Total gross weight', value: '320.0 kg' },
      { label: 'Volumetric weight', value: '1,980.0 kg' },
      { label: 'Chargeable weight', value: '1,980.0 kg' },
      { label: '20-ft containers', value: '1' },
      { label: '40-ft containers', value: '1' },
    ]);
  });

  it('shows air and land shipments without containers', () => {
    // Air: 1,980,000 cm³ / 6,000 = 330.0 kg > 320 kg gross.
    expect(cargoFigures(summarizeCargo(mixed, 'air'), 'air')).toEqual([
      { label: 'Total volume', value: '1.980 CBM' },
      { label: 'Total gross weight', value: '320.0 kg' },
      { label: 'Volumetric weight', value: '330.0 kg' },
      { label: 'Chargeable weight', value: '330.0 kg' },
    ]);
    // Land: 1,980,000 cm³ / 3,000 = 660.0 kg > 320 kg gross.
    expect(cargoFigures(summarizeCargo(mixed, 'land'), 'land').map((f) => f.value)).toEqual([
      '1.980 CBM',
      '320.0 kg',
      '660.0 kg',
      '660.0 kg',
    ]);
  });

  it('shows only volume and gross weight while no mode is chosen', () => {
    expect(cargoFigures(summarizeCargo(mixed, null), null)).toEqual([
      { label: 'Total volume', value: '1.980 CBM' },
      { label: 'Total gross weight', value: '320.0 kg' },
    ]);
    expect(cargoFigures(summarizeCargo([], null), undefined)).toEqual([
      { label: 'Total volume', value: '0.000 CBM' },
      { label: 'Total gross weight', value: '0.0 kg' },
    ]);
  });

  it('formats stored figures with thousands separators and pads the decimals', () => {
    const stored = {
      volumeCbm: 1234.5,
      grossWeightKg: 1234567.3,
      volumetricWeightKg: 1234500,
      chargeableWeightKg: 1234567.3,
      containers: { twentyFoot: 38, fortyFoot: 19 },
    };
    expect(cargoFigures(stored, 'sea')).toEqual([
      { label: 'Total volume', value: '1,234.500 CBM' },
      { label: 'Total gross weight', value: '1,234,567.3 kg' },
      { label: 'Volumetric weight', value: '1,234,500.0 kg' },
      { label: 'Chargeable weight', value: '1,234,567.3 kg' },
      { label: '20-ft containers', value: '38' },
      { label: '40-ft containers', value: '19' },
    ]);
  });

  it('leaves out the figures a stored quote does not have', () => {
    const withoutMode = { volumeCbm: 0.5, grossWeightKg: 80, volumetricWeightKg: null, chargeableWeightKg: null, containers: null };
    expect(cargoFigures(withoutMode, 'sea').map((f) => f.label)).toEqual(['Total volume', 'Total gross weight']);
  });
});

describe('formatDecimal', () => {
  it('groups thousands with commas and keeps the decimals asked for', () => {
    expect(formatDecimal(0, 1)).toBe('0.0');
    expect(formatDecimal(999.9, 1)).toBe('999.9');
    expect(formatDecimal(1000, 1)).toBe('1,000.0');
    expect(formatDecimal(12345678.123, 3)).toBe('12,345,678.123');
    expect(formatDecimal(1000000, 0)).toBe('1,000,000');
  });
});
