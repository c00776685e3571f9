import { deferred, type MemoryDataApi } from '@seawave/shared-data/testing';
import { renderPage } from '../testing/render-admin-page';
import { FlashMessage } from '@seawave/shared-ui';
import { screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import JobPostPage from './job-post-page';

function setup(options: { failing?: 'vacancies.create'[] } = {}) {
  return renderPage(<JobPostPage />, {
    signedInAs: 'admin',
    failing: options.failing,
    route: '/admincareerpostallowance',
    path: '/admincareerpostallowance',
    extraRoutes: (
      <>
      <Route path="/adminallapplicants" element={<h1>Applicants page</h1>} />
      <Route
        path="/admin"
        element={
          <>
            <FlashMessage />
            <h1>Dashboard page</h1>
          </>
        }
      />
      </>
    ),
  });
}

/** The vacancies stored, without their date. */
const storedVacancies = (api: MemoryDataApi) => [...api.docs.jobvacancy.values()].map(({ createdAt: _createdAt, ...fields }) => fields);

const field = {
  position: () => screen.getByRole('textbox', { name: 'Position' }),
  department: () => screen.getByRole('textbox', { name: 'Department' }),
  overview: () => screen.getByRole('textbox', { name: 'Overview' }),
  responsibilities: () => screen.getByRole('textbox', { name: 'Responsibilities' }),
  prerequisite: () => screen.getByRole('textbox', { name: 'Prerequisite' }),
  experience: () => screen.getByRole('textbox', { name: 'Experience' }),
  post: () => screen.getByRole('button', { name: /post/i }),
};

type User = ReturnType<typeof setup>['user'];

async function fillAll(user: User) {
  await user.type(field.position(), 'Fleet Coordinator');
  await user.type(field.department(), 'Transportation');
  await user.type(field.overview(), 'Plan trailer movements.');
  await user.type(field.responsibilities(), 'Plan trips{Enter}Track vehicles');
  await user.type(field.prerequisite(), 'Road transport{Enter}Spreadsheets');
  await user.type(field.experience(), '1-3 years');
}

describe('JobPostPage', () => {
  it.each([
    ['a recruiter', 'recruiter', true],
    ['a salesperson', 'sales', false],
  ] as const)('shows %s the form only with vacancy access', (_who, signedInAs, allowed) => {
    renderPage(<JobPostPage />, { signedInAs, route: '/admincareerpostallowance' });
    expect(screen.queryByRole('button', { name: 'Post' }) !== null).toBe(allowed);
    expect(screen.queryByText('Your account does not have access to this page.') !== null).toBe(!allowed);
  });

  it('has one h1 and six labelled fields', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Post a Job' })).toBeInTheDocument();
    expect(field.responsibilities().tagName).toBe('TEXTAREA');
    expect(field.prerequisite().tagName).toBe('TEXTAREA');
    // Nothing typed is cut: the limits are counted and checked on posting.
    expect(field.position()).not.toHaveAttribute('maxLength');
    expect(field.overview()).not.toHaveAttribute('maxLength');
    expect(field.post()).toBeEnabled();
  });

  it.each(['position', 'department', 'overview', 'responsibilities', 'prerequisite', 'experience'] as const)(
    'refuses a form without %s',
    async (missing) => {
      const { api, user } = setup();
      await fillAll(user);
      await user.clear(field[missing]());
      await user.click(field.post());
      expect(screen.getByRole('alert')).toHaveTextContent(/^All fields are required\.$/);
      // That field, and only it, is marked with its note, and it has the focus.
      expect(field[missing]()).toHaveAttribute('aria-invalid', 'true');
      expect(field[missing]()).toHaveAccessibleDescription(/This field is required\./);
      expect(field[missing]()).toHaveFocus();
      expect(screen.getAllByRole('textbox').filter((box) => box.getAttribute('aria-invalid') === 'true')).toHaveLength(1);
      expect(api.docs.jobvacancy.size).toBe(0);
    },
  );

  it('counts and refuses an overview over its limit', async () => {
    const { api, user } = setup();
    await fillAll(user);
    const long = 'O'.repeat(4100);
    await user.clear(field.overview());
    await user.click(field.overview());
    await user.paste(long);
    expect(field.overview()).toHaveValue(long);
    expect(field.overview()).toHaveAccessibleDescription('4100 / 4000 characters: 100 too many');

    await user.click(field.post());
    expect(screen.getByRole('alert')).toHaveTextContent('Some answers are too long. Please shorten them.');
    expect(field.overview()).toHaveAttribute('aria-invalid', 'true');
    expect(field.overview()).toHaveAccessibleDescription(/Please shorten this to 4000 characters or fewer\./);
    expect(field.overview()).toHaveFocus();
    expect(api.docs.jobvacancy.size).toBe(0);
  });

  it('posts once, unblocked, then goes to /admin', async () => {
    const { api, user } = setup();
    const gate = deferred<void>();
    const create = api.vacancies.create.bind(api.vacancies);
    const calls = jest.spyOn(api.vacancies, 'create').mockImplementation(async (input) => {
      await gate.promise;
      return create(input);
    });
    await fillAll(user);
    await user.dblClick(field.post());
    await waitFor(() => expect(calls).toHaveBeenCalledTimes(1));
    expect(calls).toHaveBeenCalledWith({
      position: 'Fleet Coordinator',
      department: 'Transportation',
      overview: 'Plan trailer movements.',
      responsibilities: 'Plan trips\nTrack vehicles',
      prerequisite: 'Road transport\nSpreadsheets',
      experience: '1-3 years',
      isBlocked: false,
    });
    for (const control of Object.values(field)) expect(control()).toBeDisabled();
    expect(screen.getByText('Posting job')).toBeInTheDocument();
    gate.resolve();
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Job posted.');
    expect(storedVacancies(api)).toEqual([
      {
        position: 'Fleet Coordinator',
        department: 'Transportation',
        overview: 'Plan trailer movements.',
        responsibilities: 'Plan trips\nTrack vehicles',
        prerequisite: 'Road transport\nSpreadsheets',
        experience: '1-3 years',
        isBlocked: false,
      },
    ]);
    expect(calls).toHaveBeenCalledTimes(1);
  });

  it('posts even after the admin navigated away', async () => {
    const { api, user } = setup();
    const gate = deferred<void>();
    const create = api.vacancies.create.bind(api.vacancies);
    jest.spyOn(api.vacancies, 'create').mockImplementation(async (input) => {
      await gate.promise;
      return create(input);
    });
    await fillAll(user);
    await user.click(field.post());
    await user.click(screen.getByRole('link', { name: 'Applicants' }));
    expect(screen.getByRole('heading', { name: 'Applicants page' })).toBeInTheDocument();
    gate.resolve();
    await waitFor(() => expect(api.docs.jobvacancy.size).toBe(1));
    expect(screen.getByRole('heading', { name: 'Applicants page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard page' })).not.toBeInTheDocument();
  });

  it('shows a failure and keeps every value', async () => {
    const { api, user } = setup({ failing: ['vacancies.create'] });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await fillAll(user);
    await user.click(field.post());
    expect(await screen.findByRole('alert')).toHaveTextContent('The job could not be posted. Please try again.');
    expect(field.position()).toHaveValue('Fleet Coordinator');
    expect(field.responsibilities()).toHaveValue('Plan trips\nTrack vehicles');
    expect(field.experience()).toHaveValue('1-3 years');
    expect(field.post()).toBeEnabled();
    expect(api.docs.jobvacancy.size).toBe(0);
  });

  it('refuses control characters in a one-line field', async () => {
    const { api, user } = setup();
    await fillAll(user);
    await user.click(field.department());
    await user.paste('\u202E');
    await user.click(field.post());
    expect(screen.getByRole('alert')).toHaveTextContent('Some answers contain characters that are not allowed. Please remove them.');
    expect(field.department()).toHaveAccessibleDescription(/Remove control or text-direction characters\./);
    expect(field.department()).toHaveFocus();
    expect(api.docs.jobvacancy.size).toBe(0);
  });

  it('stores an optional closing date', async () => {
    const { api, user } = setup();
    const closing = screen.getByLabelText('Closing date (optional)');
    expect(closing).toHaveAttribute('type', 'date');
    expect(closing).not.toBeRequired();
    await fillAll(user);
    await user.type(closing, '2026-12-31');
    await user.click(field.post());
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(storedVacancies(api)).toEqual([expect.objectContaining({ position: 'Fleet Coordinator', closingDate: '2026-12-31', isBlocked: false })]);
  });
});
