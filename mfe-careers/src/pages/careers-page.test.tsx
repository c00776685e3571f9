import { makeVacancy, renderPage } from '@seawave/shared-data/testing';
import { PAGE_FRESH_SECONDS, type Vacancy } from '@seawave/shared-data';
import { company } from '@seawave/shared-ui';
import { act, screen, within } from '@testing-library/react';
import CareersPage from './careers-page';

const older = makeVacancy({ id: 'old', position: 'Warehouse Supervisor', department: 'Warehousing', createdAt: new Date(2024, 0, 5) });
const newer = makeVacancy({ id: 'new', position: 'Fleet Coordinator', department: 'Transportation', createdAt: new Date(2024, 5, 1) });
const blocked = makeVacancy({ id: 'blocked', position: 'Sales Intern', department: 'Business Development', isBlocked: true, createdAt: new Date(2024, 2, 1) });

function setup(vacancies: Vacancy[], options: Parameters<typeof renderPage>[1] = {}) {
  return renderPage(<CareersPage />, { route: '/careers', data: { vacancies }, ...options });
}

const cards = () => within(screen.getByRole('list', { name: 'Open positions' })).getAllByRole('article');

describe('CareersPage', () => {
  it('shows the hero and the resume e-mail link', async () => {
    setup([]);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const link = screen.getByRole('link', { name: company.emails.careers });
    expect(link).toHaveAttribute('href', `mailto:${company.emails.careers}`);
    await screen.findByText(/no open positions/i);
  });

  it('shows skeleton cards while loading', async () => {
    setup([newer]);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading vacancies');
    expect(within(status).getAllByTestId('skeleton-card')).toHaveLength(3);
    expect(screen.queryByRole('list', { name: 'Open positions' })).not.toBeInTheDocument();
    await screen.findByRole('list', { name: 'Open positions' });
  });

  it('lists vacancies newest first with details links', async () => {
    setup([older, blocked, newer]);
    await screen.findByRole('list', { name: 'Open positions' });
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Fleet Coordinator',
      'Sales Intern',
      'Warehouse Supervisor',
    ]);
    const first = cards()[0]!;
    expect(within(first).getByText('Transportation')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View Fleet Coordinator' })).toHaveAttribute('href', '/jobdetails/new');
  });

  it('shows a blocked vacancy as unavailable', async () => {
    setup([blocked, newer]);
    const card = await screen.findByRole('article', { name: 'Sales Intern' });
    expect(within(card).getByText('Currently Unavailable')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'View Sales Intern' })).toBeDisabled();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    const open = screen.getByRole('article', { name: 'Fleet Coordinator' });
    expect(within(open).queryByText('Currently Unavailable')).not.toBeInTheDocument();
  });

  it('shows a vacancy past closing as unavailable', async () => {
    const closed = makeVacancy({ id: 'closed', position: 'Night Shift Supervisor', closingDate: '2020-01-31' });
    const closing = makeVacancy({ id: 'closing', position: 'Yard Planner', closingDate: '2999-12-31' });
    setup([closed, closing]);
    const card = await screen.findByRole('article', { name: 'Night Shift Supervisor' });
    expect(within(card).getByText('Currently Unavailable')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'View Night Shift Supervisor' })).toBeDisabled();
    const open = screen.getByRole('article', { name: 'Yard Planner' });
    expect(within(open).queryByText('Currently Unavailable')).not.toBeInTheDocument();
    expect(within(open).getByRole('link', { name: 'View Yard Planner' })).toHaveAttribute('href', '/jobdetails/closing');
  });

  it('rereads the list a minute later', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const { api } = setup([newer]);
    await screen.findByRole('link', { name: 'View Fleet Coordinator' });
    await act(() => api.vacancies.setBlocked('new', true));
    expect(screen.getByRole('link', { name: 'View Fleet Coordinator' })).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(PAGE_FRESH_SECONDS * 1000);
    });
    expect(await screen.findByRole('button', { name: 'View Fleet Coordinator' })).toBeDisabled();
    expect(screen.getByText('Currently Unavailable')).toBeInTheDocument();
    jest.useRealTimers();
  });

  it('shows a read failure; Try again recovers', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, user } = setup([newer], { failing: ['vacancies.subscribe'] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching vacancies. Please try again later.');
    api.failing.delete('vacancies.subscribe');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'View Fleet Coordinator' })).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    setup([]);
    expect(await screen.findByText('There are no open positions right now. Please check back soon.')).toBeInTheDocument();
  });
});
