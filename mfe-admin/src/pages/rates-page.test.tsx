import { businessDayKey } from '@seawave/shared-data/entities';
import { calendarDayText } from '@seawave/shared-data/freight';
import { makeRate } from '@seawave/shared-data/testing';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderPage } from '../testing/render-admin-page';
import RatesPage from './rates-page';

/** Today, in the site's time zone, moved by `days`. */
const day = (days: number) => businessDayKey(new Date(Date.now() + days * 86_400_000));
const current = makeRate({ id: 'current', validFrom: day(-14), validUntil: day(15) });
const expired = makeRate({ id: 'expired', basis: 'gp40', amount: 1500, validFrom: day(-60), validUntil: day(-1), includes: '' });

function setup(options: Parameters<typeof renderPage>[1] = {}) {
  return renderPage(<RatesPage />, { route: '/adminrates', signedInAs: 'sales', data: { rates: [current, expired] }, ...options });
}

const textbox = (name: string) => screen.getByRole('textbox', { name });

async function type(user: UserEvent, label: string, value: string) {
  const input = screen.getByLabelText(label, { exact: false, selector: 'input, textarea' });
  await user.clear(input);
  if (value !== '') await user.type(input, value);
}

describe('RatesPage', () => {
  it('lists rate cards with lane, amount and validity', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Rates' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Rate cards' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [first, second] = rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Nhava Sheva (IN) to Jebel Ali (AE)');
    expect(first).toEqual(['Sea', '20′ GP, per container', 'USD 850', `${calendarDayText(day(-14))} to ${calendarDayText(day(15))}`, '5 days', 'Ocean freight and origin THC', 'Valid', 'EditDelete']);
    expect(second?.slice(1, 4)).toEqual(['40′ GP, per container', 'USD 1,500', `${calendarDayText(day(-60))} to ${calendarDayText(day(-1))}`]);
    expect(second?.[6]).toBe('Expired');
  });

  it('adds and lists a 20′ GP sea rate', async () => {
    const { api, user } = setup({ data: {} });
    expect(await screen.findByText('No rates yet. Quotes are priced by the team until a rate matches.')).toBeInTheDocument();
    await type(user, 'Origin (port or city)', 'Nhava Sheva');
    await type(user, 'Origin country', 'in');
    await type(user, 'Destination (port or city)', 'Jebel Ali');
    await type(user, 'Destination country', 'AE');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Equipment or basis' }), '20′ GP, per container');
    await type(user, 'Amount', '850.50');
    await type(user, 'Valid from', '2026-06-15');
    await type(user, 'Valid until', '2026-07-14');
    await type(user, 'Transit time (days)', '5');
    await type(user, 'What the rate includes', 'Ocean freight');
    // A minimum charge is for W/M and per-kg rates only.
    expect(screen.queryByLabelText('Minimum charge (optional)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add rate' }));

    expect(await screen.findByText('The rate was added.')).toBeInTheDocument();
    const [stored] = [...api.docs.rates.values()];
    expect(stored).toMatchObject({
      originPlace: 'Nhava Sheva',
      originCountry: 'IN',
      destinationPlace: 'Jebel Ali',
      destinationCountry: 'AE',
      mode: 'sea',
      basis: 'gp20',
      amount: 850.5,
      currency: 'USD',
      validFrom: '2026-06-15',
      validUntil: '2026-07-14',
      transitDays: 5,
      includes: 'Ocean freight',
    });
    expect(stored).not.toHaveProperty('minimum');
    const table = await screen.findByRole('table', { name: 'Rate cards' });
    expect(within(table).getByText('USD 851')).toBeInTheDocument();
    expect(textbox('Origin (port or city)')).toHaveValue('');
  });

  it('offers bases per mode, with air weight breaks', async () => {
    const { api, user } = setup({ data: {} });
    const basis = screen.getByRole('combobox', { name: 'Equipment or basis' });
    expect(within(basis).getAllByRole('option').map((option) => option.textContent)).toEqual(['20′ GP, per container', '40′ GP, per container', '40′ HC, per container', 'LCL, per W/M']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mode' }), 'Air');
    expect(within(basis).getAllByRole('option').map((option) => option.textContent)).toEqual(['Per kg of chargeable weight']);
    expect(basis).toHaveValue('kg');
    await type(user, 'Origin (port or city)', 'Mumbai');
    await type(user, 'Origin country', 'IN');
    await type(user, 'Destination (port or city)', 'Dubai');
    await type(user, 'Destination country', 'AE');
    await type(user, 'Amount', '3.2');
    await type(user, 'Minimum charge (optional)', '75');
    await type(user, 'Rate per kg from 100 kg', '2.9');
    await type(user, 'Valid from', '2026-06-01');
    await type(user, 'Valid until', '2026-06-30');
    await type(user, 'Transit time (days)', '1');
    await user.click(screen.getByRole('button', { name: 'Add rate' }));
    expect(await screen.findByText('The rate was added.')).toBeInTheDocument();
    const [stored] = [...api.docs.rates.values()];
    expect(stored).toMatchObject({ mode: 'air', basis: 'kg', amount: 3.2, minimum: 75, perKgFrom100: 2.9, includes: '' });
    expect(stored).not.toHaveProperty('perKgFrom45');
  });

  it('refuses an incomplete or wrong rate', async () => {
    const { api, user } = setup({ data: {} });
    await user.click(screen.getByRole('button', { name: 'Add rate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in every field of the rate.');
    expect(textbox('Origin (port or city)')).toHaveAttribute('aria-invalid', 'true');

    await type(user, 'Origin (port or city)', 'Nhava Sheva');
    await type(user, 'Origin country', 'I');
    await type(user, 'Destination (port or city)', 'Jebel Ali');
    await type(user, 'Destination country', 'AE');
    await type(user, 'Amount', '850.123');
    await type(user, 'Valid from', '2026-06-15');
    await type(user, 'Valid until', '2026-07-14');
    await type(user, 'Transit time (days)', '5');
    await user.click(screen.getByRole('button', { name: 'Add rate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Some answers are not in the expected format.');
    expect(screen.getByText('Enter the two-letter country code, e.g. IN.')).toBeInTheDocument();
    expect(screen.getByText('Enter an amount above 0 with at most two decimals.')).toBeInTheDocument();

    await type(user, 'Origin country', 'IN');
    await type(user, 'Amount', '850');
    await type(user, 'Valid until', '2026-06-14');
    await user.click(screen.getByRole('button', { name: 'Add rate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid date.');
    expect(screen.getByText('Enter a date on or after the first valid day.')).toBeInTheDocument();
    expect(api.docs.rates.size).toBe(0);
    expect(textbox('Origin (port or city)')).toHaveValue('Nhava Sheva');
  });

  it('edits in place and deletes after asking', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit the rate Nhava Sheva (IN) to Jebel Ali (AE), 20′ GP, per container' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Edit the rate' })).toBeInTheDocument();
    expect(textbox('Amount')).toHaveValue('850');
    await type(user, 'Amount', '900');
    await user.click(screen.getByRole('button', { name: 'Save rate' }));
    expect(await screen.findByText('The rate was saved.')).toBeInTheDocument();
    expect(api.docs.rates.get('current')).toMatchObject({ amount: 900, createdAt: current.createdAt });
    expect(screen.getByRole('heading', { level: 2, name: 'Add a rate' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete the rate Nhava Sheva (IN) to Jebel Ali (AE), 40′ GP, per container' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure you want to delete this rate?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The rate was deleted.')).toBeInTheDocument();
    expect(api.docs.rates.has('expired')).toBe(false);
    expect(api.docs.rates.has('current')).toBe(true);
  });

  it('shows a recruiter no rates and reads none', async () => {
    const { api } = setup({ signedInAs: 'recruiter' });
    const list = jest.spyOn(api.rates, 'list');
    expect(screen.getByText('Your account does not have access to this page.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(list).not.toHaveBeenCalled();
  });
});
