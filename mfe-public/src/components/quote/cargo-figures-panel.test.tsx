import { summarizeCargo, type ContainerLoad, type FreightMode, type PackageLine } from '@seawave/shared-data/freight';
import { renderWithTheme } from '@seawave/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { CargoFiguresPanel } from './cargo-figures-panel';

const line = (count: number, lengthCm: number, widthCm: number, heightCm: number, grossWeightKg: number): PackageLine => ({ count, lengthCm, widthCm, heightCm, grossWeightKg });

function show(lines: PackageLine[], mode: FreightMode | null, load: ContainerLoad | null = null) {
  renderWithTheme(<CargoFiguresPanel summary={summarizeCargo(lines, mode, load)} mode={mode} />);
}

/** The figures under 'Cargo figures', as label -> value. */
function figures(): Record<string, string> {
  const region = screen.getByRole('region', { name: 'Cargo figures' });
  const terms = within(region).getAllByRole('term').map((term) => term.textContent ?? '');
  const values = within(region).getAllByRole('definition').map((value) => value.textContent ?? '');
  return Object.fromEntries(terms.map((term, index) => [term, values[index] ?? '']));
}

const notes = () => screen.queryByRole('status');

describe('CargoFiguresPanel', () => {
  it('counts heavy sea cargo by payload', () => {
    show([line(10, 100, 100, 50, 3000)], 'sea');
    expect(figures()).toEqual({
      'Total volume': '5.000 CBM',
      'Total gross weight': '30,000.0 kg',
      'Container load': 'FCL (suggested)',
      Containers: '2 × 20′ GP',
    });
    expect(notes()).not.toBeInTheDocument();
  });

  it('offers alternatives, one large crate per 20′', () => {
    show([line(2, 320, 210, 220, 9000)], 'sea');
    expect(figures()).toMatchObject({ 'Container load': 'FCL (suggested)', Containers: '2 × 20′ GP or 1 × 40′ GP' });
    expect(figures()).not.toHaveProperty('Chargeable weight');
  });

  it('charges a sea parcel the LCL minimum', () => {
    show([line(1, 20, 15, 10, 0.5)], 'sea');
    expect(figures()).toEqual({
      'Total volume': '0.003 CBM',
      'Total gross weight': '0.5 kg',
      'Volumetric weight': '3.0 kg',
      'Chargeable weight': '1,000.0 kg',
      'Container load': 'LCL (suggested)',
      'Chargeable W/M': '1.000 W/M (minimum)',
    });
    expect(screen.queryByText('Containers')).not.toBeInTheDocument();
  });

  it('keeps the standard three-pallet figures per mode', () => {
    const pallets = [line(3, 120, 100, 150, 400)];
    show(pallets, 'sea');
    expect(figures()).toMatchObject({ 'Total volume': '5.400 CBM', 'Chargeable weight': '5,400.0 kg', 'Chargeable W/M': '5.400 W/M' });
  });

  it('rounds air chargeable weight up to 0.5 kg', () => {
    // 61 × 41 × 41 cm = 102,541 cm³ / 6,000 = 17.09 kg by volume.
    show([line(1, 61, 41, 41, 1)], 'air');
    expect(figures()).toEqual({
      'Total volume': '0.103 CBM',
      'Total gross weight': '1.0 kg',
      'Volumetric weight': '17.1 kg',
      'Chargeable weight': '17.5 kg',
    });
  });

  it('charges road freight at 333 kg per cubic metre', () => {
    show([line(3, 120, 100, 150, 400)], 'land');
    expect(figures()).toMatchObject({ 'Volumetric weight': '1,800.0 kg', 'Chargeable weight': '1,800.0 kg' });
  });

  it('names an out-of-gauge piece in words', () => {
    show([line(1, 670, 1000, 1000, 20000)], 'sea');
    expect(figures()).not.toHaveProperty('Containers');
    const status = notes();
    expect(status).toBeInTheDocument();
    expect(within(status as HTMLElement).getByText('Before we price it')).toBeInTheDocument();
    expect(within(status as HTMLElement).getByRole('listitem')).toHaveTextContent(
      'Package line 1 is out of gauge: a piece of 670 × 1,000 × 1,000 cm and 20,000 kg does not pass a container door or fit inside (at most 234 cm wide, 258 cm high and 1,203 cm long). It needs a flat rack, an open top or break-bulk, so it is in no container count; our staff will quote it.',
    );
  });

  it('flags air charters and impossibly heavy pieces', () => {
    show([line(1, 700, 200, 200, 500), line(1, 20, 15, 10, 500)], 'air');
    const items = within(notes() as HTMLElement).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/^Package line 1 is out of gauge: a piece of 700 × 200 × 200 cm and 500 kg is larger than a freighter's main deck takes .* It needs an air charter/);
    expect(items[1]).toHaveTextContent(/^Package line 2: a piece of 20 × 15 × 10 cm and 500 kg is 166,667 kg per cubic metre, heavier than solid steel\./);
  });

  it('shows the chosen load and its cost', () => {
    show([line(3, 120, 100, 150, 400)], 'sea', 'fcl');
    expect(figures()).toMatchObject({ 'Container load': 'FCL', Containers: '1 × 20′ GP' });
    expect(notes()).toHaveTextContent('This cargo is LCL-sized (up to 15 W/M)');
  });
});
