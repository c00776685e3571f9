import { makeApplicant } from '@seawave/shared-data/testing';
import { renderPage } from '../testing/render-admin-page';
import type { Applicant } from '@seawave/shared-data';
import { fireEvent, screen, within } from '@testing-library/react';
import ApplicantListPage from './applicant-list-page';

const QUESTION = 'Are you sure you want to delete this applicant ?';

// Local times: two on May 10 (early morning and late evening), one on May 11.
const early = makeApplicant({ id: 'early', name: 'Early Bird', position: 'Clerk', createdAt: new Date(2024, 4, 10, 0, 5) });
const late = makeApplicant({ id: 'late', name: 'Night Owl', position: 'Planner', createdAt: new Date(2024, 4, 10, 23, 55) });
const next = makeApplicant({ id: 'next', name: 'Next Day', position: 'Driver', createdAt: new Date(2024, 4, 11, 0, 1) });

function setup(applicants: Applicant[] = [early, next, late], options: Parameters<typeof renderPage>[1] = {}) {
  return renderPage(<ApplicantListPage />, { route: '/adminallapplicants', signedInAs: 'hr', data: { applicants }, ...options });
}

const names = () => within(screen.getByRole('list', { name: 'Applicants' })).getAllByRole('heading').map((h) => h.textContent);

describe('ApplicantListPage', () => {
  it('shows skeletons while loading, then cards newest first with name, position, date and a link to the details', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Applicants' })).toBeInTheDocument();
    expect(within(screen.getByRole('status')).getAllByTestId('skeleton-card')).toHaveLength(3);
    await screen.findByRole('list', { name: 'Applicants' });
    expect(names()).toEqual(['Next Day', 'Night Owl', 'Early Bird']);
    const card = screen.getByRole('article', { name: 'Night Owl' });
    expect(within(card).getByText('Planner')).toBeInTheDocument();
    expect(within(card).getByText('May 10, 2024')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Night Owl' })).toHaveAttribute('href', '/applicantDetail/late');
    expect(within(card).getByRole('button', { name: 'Delete Night Owl' })).toBeInTheDocument();
  });

  it('filters by local calendar day and clears the filter', async () => {
    setup();
    await screen.findByRole('list', { name: 'Applicants' });
    const date = screen.getByLabelText('Filter by date');
    expect(date).toHaveAttribute('type', 'date');
    fireEvent.change(date, { target: { value: '2024-05-10' } });
    expect(await screen.findByText('2 applicants on May 10, 2024.')).toBeInTheDocument();
    expect(names()).toEqual(['Night Owl', 'Early Bird']);
    fireEvent.change(date, { target: { value: '2024-05-12' } });
    expect(await screen.findByText('No applicants on May 12, 2024.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Applicants' })).not.toBeInTheDocument();
    fireEvent.change(date, { target: { value: '2024-05-11' } });
    expect(await screen.findByText('1 applicant on May 11, 2024.')).toBeInTheDocument();
    expect(names()).toEqual(['Next Day']);
  });

  it('clears the filter with Clear date', async () => {
    const { user } = setup();
    await screen.findByRole('list', { name: 'Applicants' });
    fireEvent.change(screen.getByLabelText('Filter by date'), { target: { value: '2024-05-11' } });
    await user.click(screen.getByRole('button', { name: 'Clear date' }));
    expect(screen.getByLabelText('Filter by date')).toHaveValue('');
    expect(await screen.findByText('3 applicants.')).toBeInTheDocument();
    expect(names()).toHaveLength(3);
  });

  it('asks the exact question and keeps the applicant on Cancel', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Night Owl' }));
    const dialog = screen.getByRole('alertdialog', { name: QUESTION });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.docs.applicants.has('late')).toBe(true);
    expect(names()).toContain('Night Owl');
  });

  it('deletes only after confirming', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Night Owl' }));
    await user.click(within(screen.getByRole('alertdialog', { name: QUESTION })).getByRole('button', { name: 'Delete' }));
    await screen.findByText('2 applicants.');
    expect(names()).toEqual(['Next Day', 'Early Bird']);
    expect([...api.docs.applicants.keys()].sort()).toEqual(['early', 'next']);
  });

  it('shows a failed delete and keeps the applicant', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, user } = setup(undefined, { failing: ['applicants.remove'] });
    await user.click(await screen.findByRole('button', { name: 'Delete Night Owl' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not delete "Night Owl". Please try again.');
    expect(names()).toContain('Night Owl');
    expect(api.docs.applicants.has('late')).toBe(true);
  });

  it('shows the empty state', async () => {
    setup([]);
    expect(await screen.findByText('No applicants yet.')).toBeInTheDocument();
  });

  it('shows a load failure with Try again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, user } = setup([early], { failing: ['applicants.page'] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching applicants. Please try again later.');
    api.failing.delete('applicants.page');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Early Bird' })).toBeInTheDocument();
  });
});
