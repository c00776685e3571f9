import { getDataApi } from '@seawave/shared-data';
import { renderWithTheme } from '@seawave/shared-ui/testing';
import { act, screen, within } from '@testing-library/react';
import { fakeCareersApi, makeVacancy } from '../data/testing/fake-careers-data-api';
import JobEditListPage from './job-edit-list-page';

jest.mock('@seawave/shared-data', () => ({ ...jest.requireActual('@seawave/shared-data'), getDataApi: jest.fn() }));

const fleet = makeVacancy({ id: 'fleet', position: 'Fleet Coordinator', department: 'Transportation', createdAt: new Date(2024, 5, 1) });
const intern = makeVacancy({ id: 'intern', position: 'Sales Intern', department: 'Sales', isBlocked: true, createdAt: new Date(2024, 1, 1) });

function setup(vacancies: Parameters<typeof fakeCareersApi>[0]) {
  const fake = fakeCareersApi(vacancies);
  jest.mocked(getDataApi).mockResolvedValue(fake.api);
  return { fake, ...renderWithTheme(<JobEditListPage />, { route: '/admincareereditallowance' }) };
}

describe('JobEditListPage', () => {
  it("is titled 'Edit Career Posts' and shows 3 skeleton cards while loading", () => {
    setup(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Career Posts' })).toBeInTheDocument();
    expect(within(screen.getByRole('status')).getAllByTestId('skeleton-card')).toHaveLength(3);
  });

  it("lists jobs newest first with position, department, Block/Unblock, and the 'Blocked' overlay", async () => {
    setup([intern, fleet]);
    const list = await screen.findByRole('list', { name: 'Jobs' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Fleet Coordinator', 'Sales Intern']);
    expect(within(cards[0]!).getByText('Transportation')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('button', { name: 'Block Fleet Coordinator' })).toBeEnabled();
    expect(within(cards[0]!).queryByText('Blocked')).not.toBeInTheDocument();
    expect(within(cards[1]!).getByText('Blocked')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('button', { name: 'Unblock Sales Intern' })).toBeEnabled();
  });

  it('blocks and unblocks a job, and the list follows the live data', async () => {
    const { fake, user } = setup([fleet]);
    await user.click(await screen.findByRole('button', { name: 'Block Fleet Coordinator' }));
    expect(fake.vacancies.setBlocked).toHaveBeenCalledWith('fleet', true);
    const card = screen.getByRole('article', { name: 'Fleet Coordinator' });
    expect(within(card).getByText('Blocked')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Unblock Fleet Coordinator' }));
    expect(fake.vacancies.setBlocked).toHaveBeenLastCalledWith('fleet', false);
    expect(within(card).queryByText('Blocked')).not.toBeInTheDocument();

    // A job posted elsewhere appears without a reload.
    act(() => fake.emitVacancies([fleet, makeVacancy({ id: 'new', position: 'Customs Executive', createdAt: new Date(2025, 0, 1) })]));
    expect(screen.getAllByRole('article')[0]).toHaveAccessibleName('Customs Executive');
  });

  it('shows a failed block and keeps the job as it was', async () => {
    const { fake, user } = setup([fleet]);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.vacancies.setBlocked.mockRejectedValueOnce(new Error('offline'));
    await user.click(await screen.findByRole('button', { name: 'Block Fleet Coordinator' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not block "Fleet Coordinator". Please try again.');
    expect(screen.getByRole('button', { name: 'Block Fleet Coordinator' })).toBeEnabled();
    expect(screen.queryByText('Blocked')).not.toBeInTheDocument();
  });

  it('shows a failing subscription and retries', async () => {
    const { fake, user } = setup(null);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => undefined);
    act(() => fake.failSubscription());
    expect(screen.getByRole('alert')).toHaveTextContent('Error fetching jobs. Please try again later.');
    fake.emitVacancies([fleet]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Block Fleet Coordinator' })).toBeInTheDocument();
  });

  it('shows the empty state with a way to post a job', async () => {
    setup([]);
    expect(await screen.findByText('No jobs posted yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post a Job' })).toHaveAttribute('href', '/admincareerpostallowance');
  });
});
