import { makeApplicant, makeVacancy } from '@seawave/shared-data/testing';
import { captureDownloads, readCsv } from '../testing/read-csv';
import { renderPage } from '../testing/render-admin-page';
import type { Applicant } from '@seawave/shared-data';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
  it('shows a recruiter the applicants', async () => {
    setup(undefined, { signedInAs: 'recruiter' });
    await screen.findByRole('list', { name: 'Applicants' });
    expect(names()).toEqual(['Next Day', 'Night Owl', 'Early Bird']);
  });

  it('turns away a salesperson without reading applicants', async () => {
    const { api } = setup(undefined, { signedInAs: 'sales' });
    const paged = jest.spyOn(api.applicants, 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'No access' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your account does not have access to this page.');
    expect(screen.queryByText('Night Owl')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(paged).not.toHaveBeenCalled();
  });

  it('shows skeletons, then cards newest first', async () => {
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

  it('filters by local day and clears it', async () => {
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

  it('keeps the applicant when the delete is cancelled', async () => {
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

describe('ApplicantListPage pipeline', () => {
  const vacancies = [makeVacancy({ id: 'v-driver', position: 'Truck Driver' }), makeVacancy({ id: 'v-clerk', position: 'Documentation Clerk' })];
  const pool = Array.from({ length: 23 }, (_, i) =>
    makeApplicant({
      id: `a${String(i + 1).padStart(2, '0')}`,
      name: `Person ${i + 1}`,
      email: `person${i + 1}@example.com`,
      reference: `A-2026-${String(i + 1).padStart(6, '0')}`,
      status: i % 4 === 0 ? 'shortlisted' : 'new',
      vacancyId: i % 2 === 0 ? 'v-driver' : 'v-clerk',
      // The applicant's own current position, not the vacancy's.
      position: i % 2 === 0 ? 'Forklift Operator' : 'Office Assistant',
      createdAt: new Date(2026, 2, 1 + i, 10, 0),
    }),
  );
  const shown = () => within(screen.getByRole('list', { name: 'Applicants' })).getAllByRole('heading').map((h) => h.textContent);

  function renderPool(options: Parameters<typeof renderPage>[1] = {}) {
    return renderPage(<ApplicantListPage />, { route: '/adminallapplicants', signedInAs: 'hr', data: { applicants: pool, vacancies }, ...options });
  }

  it('pages by 20 with status, reference and total', async () => {
    const { user } = renderPool();
    expect(await screen.findByText('23 applicants.')).toBeInTheDocument();
    expect(shown()).toHaveLength(20);
    expect(shown()[0]).toBe('Person 23');
    const card = screen.getByRole('article', { name: 'Person 21' });
    expect(within(card).getByText('Shortlisted')).toBeInTheDocument();
    expect(within(card).getByText(/A-2026-000021/)).toBeInTheDocument();
    // The applicant's own current position, and apart from it the vacancy applied for.
    expect(card).toHaveTextContent('Current position: Forklift Operator');
    expect(await within(card).findByText('Truck Driver')).toBeInTheDocument();
    expect(card).toHaveTextContent('Applied for: Truck Driver');
    expect(screen.getByRole('article', { name: 'Person 20' })).toHaveTextContent('Applied for: Documentation Clerk');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(shown()).toEqual(['Person 3', 'Person 2', 'Person 1']));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(shown()).toHaveLength(20));
  });

  it('combines status, vacancy and e-mail filters', async () => {
    const { user } = renderPool();
    await screen.findByText('23 applicants.');
    const vacancy = screen.getByRole('combobox', { name: 'Vacancy' });
    await waitFor(() => expect(within(vacancy).getAllByRole('option').map((o) => o.textContent).sort()).toEqual(['All vacancies', 'Documentation Clerk', 'Truck Driver']));
    expect(within(vacancy).getAllByRole('option')[0]).toHaveTextContent('All vacancies');
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(within(status).getAllByRole('option').map((o) => o.textContent)).toEqual(['All statuses', 'New', 'Shortlisted', 'Interviewed', 'Offer', 'Hired', 'Rejected']);
    await user.selectOptions(status, 'Shortlisted');
    expect(await screen.findByText('6 applicants.')).toBeInTheDocument();
    expect(shown()).toEqual(['Person 21', 'Person 17', 'Person 13', 'Person 9', 'Person 5', 'Person 1']);
    await user.selectOptions(vacancy, 'Truck Driver');
    await user.selectOptions(status, 'New');
    expect(await screen.findByText('6 applicants.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search applicants' }), 'person3@example.com{Enter}');
    expect(await screen.findByText('1 applicant.')).toBeInTheDocument();
    expect(shown()).toEqual(['Person 3']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search applicants' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search applicants' }), 'person2@example.com');
    expect(await screen.findByText('No applicants match these filters.')).toBeInTheDocument();
  });

  it('exports every filtered applicant as CSV', async () => {
    const files = captureDownloads();
    const { user } = renderPool();
    await screen.findByText('23 applicants.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'New');
    await screen.findByText('17 applicants.');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]?.name).toMatch(/^applicants-\d{4}-\d{2}-\d{2}\.csv$/);
    const records = readCsv((await files[0]?.text) ?? '');
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(records[0]).toEqual(['Reference', `Date (${zone})`, 'Status', 'Name', 'E-mail', 'Phone', 'Current Position', 'Vacancy', 'Willing to relocate', 'Experience (years)']);
    expect(records).toHaveLength(1 + 17);
    // Created at 10:00 on 23 March 2026 in this browser's time zone; the phone after a visible apostrophe, which keeps a spreadsheet from running '+91' as a formula.
    expect(records[1]).toEqual(['A-2026-000023', '2026-03-23 10:00', 'New', 'Person 23', 'person23@example.com', "'+91 00000 00099", 'Forklift Operator', 'Truck Driver', 'Yes', '0-1']);
    expect(records[2]?.[7]).toBe('Documentation Clerk');
  });

  it('marks a deleted or missing vacancy on cards and CSV', async () => {
    const files = captureDownloads();
    const gone = makeApplicant({ id: 'gone', name: 'Gone Vacancy', vacancyId: 'v-deleted', createdAt: new Date(2026, 2, 2) });
    const none = makeApplicant({ id: 'none', name: 'No Vacancy', createdAt: new Date(2026, 2, 1) });
    const { user } = renderPage(<ApplicantListPage />, { route: '/adminallapplicants', signedInAs: 'hr', data: { applicants: [gone, none], vacancies } });
    await screen.findByText('2 applicants.');
    expect(await within(screen.getByRole('article', { name: 'Gone Vacancy' })).findByText('The vacancy (no longer listed)')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'No Vacancy' })).not.toHaveTextContent('Applied for');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const records = readCsv((await files[0]?.text) ?? '');
    expect(records.slice(1).map((record) => [record[3], record[7]])).toEqual([
      ['Gone Vacancy', 'The vacancy (no longer listed)'],
      ['No Vacancy', ''],
    ]);
  });

  it('deletes applicants before a day after confirming', async () => {
    const { api, user } = renderPool();
    await screen.findByText('23 applicants.');
    const button = screen.getByRole('button', { name: 'Delete older applicants' });
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose the date first.');
    fireEvent.change(screen.getByLabelText('Delete applicants older than'), { target: { value: '2026-03-06' } });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure you want to delete every applicant who applied before March 6, 2026?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.docs.applicants.size).toBe(23);
    await user.click(button);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('5 applicants were deleted.')).toBeInTheDocument();
    expect(await screen.findByText('18 applicants.')).toBeInTheDocument();
    expect([...api.docs.applicants.keys()].sort()[0]).toBe('a06');
  });

  it('shows only the latest action outcome', async () => {
    const { api, user } = renderPool();
    await screen.findByText('23 applicants.');
    fireEvent.change(screen.getByLabelText('Delete applicants older than'), { target: { value: '2026-03-05' } });
    await user.click(screen.getByRole('button', { name: 'Delete older applicants' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('4 applicants were deleted.')).toBeInTheDocument();
    await screen.findByText('19 applicants.');
    await user.click(within(screen.getByRole('article', { name: 'Person 23' })).getByRole('button', { name: /Delete/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('"Person 23" was deleted.')).toBeInTheDocument();
    expect(screen.queryByText('4 applicants were deleted.')).not.toBeInTheDocument();
    expect(await screen.findByText('18 applicants.')).toBeInTheDocument();
    expect(api.docs.applicants.has('a23')).toBe(false);
  });

  it('reports a failed bulk delete, keeping the date', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, user } = renderPool({ failing: ['applicants.removeOlderThan'] });
    await screen.findByText('23 applicants.');
    fireEvent.change(screen.getByLabelText('Delete applicants older than'), { target: { value: '2026-03-06' } });
    await user.click(screen.getByRole('button', { name: 'Delete older applicants' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The applicants could not be deleted. Please try again.');
    expect(screen.getByLabelText('Delete applicants older than')).toHaveValue('2026-03-06');
    expect(api.docs.applicants.size).toBe(23);
  });
});
