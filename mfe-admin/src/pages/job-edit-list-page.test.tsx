import { makeVacancy } from '@seawave/shared-data/testing';
import { renderPage } from '../testing/render-admin-page';
import type { Vacancy } from '@seawave/shared-data';
import { act, screen, within } from '@testing-library/react';
import JobEditListPage from './job-edit-list-page';

const fleet = makeVacancy({ id: 'fleet', position: 'Fleet Coordinator', department: 'Transportation', createdAt: new Date(2024, 5, 1) });
const intern = makeVacancy({ id: 'intern', position: 'Sales Intern', department: 'Sales', isBlocked: true, createdAt: new Date(2024, 1, 1) });

function setup(vacancies: Vacancy[], options: Parameters<typeof renderPage>[1] = {}) {
  return renderPage(<JobEditListPage />, { route: '/admincareereditallowance', signedInAs: 'admin', data: { vacancies }, ...options });
}

describe('JobEditListPage', () => {
  it('shows its title and skeletons while loading', async () => {
    setup([fleet]);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Career Posts' })).toBeInTheDocument();
    expect(within(screen.getByRole('status')).getAllByTestId('skeleton-card')).toHaveLength(3);
    expect(await screen.findByRole('list', { name: 'Jobs' })).toBeInTheDocument();
    expect(screen.queryByTestId('skeleton-card')).not.toBeInTheDocument();
  });

  it('lists jobs newest first, marking blocked ones', async () => {
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

  it('labels only jobs past their closing date Closed', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const closed = makeVacancy({ id: 'closed', position: 'Customs Executive', closingDate: day(-2), createdAt: new Date(2024, 4, 1) });
    const open = makeVacancy({ id: 'open', position: 'Warehouse Lead', closingDate: day(0), createdAt: new Date(2024, 3, 1) });
    setup([fleet, closed, open]);
    expect(within(await screen.findByRole('article', { name: 'Customs Executive' })).getByText('Closed', { exact: true })).toBeVisible();
    expect(within(screen.getByRole('article', { name: 'Warehouse Lead' })).queryByText('Closed')).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Fleet Coordinator' })).queryByText('Closed')).not.toBeInTheDocument();
  });

  it('blocks and unblocks a job live', async () => {
    const { api, user } = setup([fleet]);
    await user.click(await screen.findByRole('button', { name: 'Block Fleet Coordinator' }));
    const card = screen.getByRole('article', { name: 'Fleet Coordinator' });
    expect(await within(card).findByText('Blocked')).toBeInTheDocument();
    expect(api.docs.jobvacancy.get('fleet')).toMatchObject({ isBlocked: true });
    await user.click(within(card).getByRole('button', { name: 'Unblock Fleet Coordinator' }));
    await screen.findByRole('button', { name: 'Block Fleet Coordinator' });
    expect(within(card).queryByText('Blocked')).not.toBeInTheDocument();
    expect(api.docs.jobvacancy.get('fleet')).toMatchObject({ isBlocked: false });

    // A job posted elsewhere appears without a reload.
    const { position: _, id: __, createdAt: ___, ...rest } = fleet;
    await act(() => api.vacancies.create({ ...rest, position: 'Customs Executive', isBlocked: false }));
    expect(await screen.findByRole('article', { name: 'Customs Executive' })).toBe(screen.getAllByRole('article')[0]);
  });

  it('keeps the job after a failed block', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = setup([fleet], { failing: ['vacancies.setBlocked'] });
    await user.click(await screen.findByRole('button', { name: 'Block Fleet Coordinator' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not block "Fleet Coordinator". Please try again.');
    expect(screen.getByRole('button', { name: 'Block Fleet Coordinator' })).toBeEnabled();
    expect(screen.queryByText('Blocked')).not.toBeInTheDocument();
  });

  it('shows a failing subscription and retries', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, user } = setup([fleet], { failing: ['vacancies.subscribe'] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching jobs. Please try again later.');
    api.failing.delete('vacancies.subscribe');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Block Fleet Coordinator' })).toBeInTheDocument();
  });

  it('offers posting a job when empty', async () => {
    setup([]);
    expect(await screen.findByText('No jobs posted yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post a Job' })).toHaveAttribute('href', '/admincareerpostallowance');
  });

  it('offers a named Edit and closing date per job', async () => {
    setup([fleet, { ...intern, closingDate: '2026-12-31' }]);
    const list = await screen.findByRole('list', { name: 'Jobs' });
    expect(within(list).getByRole('link', { name: 'Edit Fleet Coordinator' })).toHaveAttribute('href', '/admincareeredit/fleet');
    const intern_ = screen.getByRole('article', { name: 'Sales Intern' });
    expect(within(intern_).getByRole('link', { name: 'Edit Sales Intern' })).toHaveAttribute('href', '/admincareeredit/intern');
    expect(within(intern_).getByText('Closing date: December 31, 2026')).toBeInTheDocument();
  });
});
