import { deferred, makeVacancy } from '@seawave/shared-data/testing';
import { FlashMessage } from '@seawave/shared-ui';
import { screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { renderPage } from '../testing/render-admin-page';
import JobEditPage from './job-edit-page';

const customs = makeVacancy({
  id: 'customs',
  position: 'Customs Executive',
  department: 'Clearance',
  overview: 'File documents.',
  responsibilities: 'File\nCheck',
  prerequisite: 'Degree',
  experience: '2-4 years',
  isBlocked: true,
  closingDate: '2026-12-31',
  createdAt: new Date(2024, 5, 1),
});

function setup(id = 'customs', options: Parameters<typeof renderPage>[1] = {}) {
  return renderPage(<JobEditPage />, {
    route: `/admincareeredit/${id}`,
    path: '/admincareeredit/:vacancyId',
    signedInAs: 'admin',
    data: { vacancies: [customs] },
    extraRoutes: (
      <Route
        path="/admin"
        element={
          <>
            <FlashMessage />
            <h1>Dashboard page</h1>
          </>
        }
      />
    ),
    ...options,
  });
}

const textbox = (name: string) => screen.getByRole('textbox', { name });

describe('JobEditPage', () => {
  it('prefills the form with the vacancy', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Job' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Position' })).toHaveValue('Customs Executive');
    expect(textbox('Department')).toHaveValue('Clearance');
    expect(textbox('Overview')).toHaveValue('File documents.');
    expect(textbox('Responsibilities')).toHaveValue('File\nCheck');
    expect(textbox('Prerequisite')).toHaveValue('Degree');
    expect(textbox('Experience')).toHaveValue('2-4 years');
    const closing = screen.getByLabelText('Closing date (optional)');
    expect(closing).toHaveAttribute('type', 'date');
    expect(closing).toHaveValue('2026-12-31');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });

  it('saves once, keeping the block, then confirms', async () => {
    const { api, user } = setup();
    await user.clear(await screen.findByRole('textbox', { name: 'Position' }));
    await user.type(textbox('Position'), 'Senior Customs Executive');
    await user.clear(textbox('Overview'));
    await user.type(textbox('Overview'), 'Lead the desk.');
    await user.clear(screen.getByLabelText('Closing date (optional)'));
    await user.type(screen.getByLabelText('Closing date (optional)'), '2027-01-15');
    const update = jest.spyOn(api.vacancies, 'update');
    await user.dblClick(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(screen.getByText('The job was updated.')).toBeInTheDocument();
    expect(update).toHaveBeenCalledTimes(1);
    expect(api.docs.jobvacancy.get('customs')).toMatchObject({
      position: 'Senior Customs Executive',
      overview: 'Lead the desk.',
      closingDate: '2027-01-15',
      isBlocked: true,
      createdAt: customs.createdAt,
    });
  });

  it('refuses missing texts and focuses the first', async () => {
    const { api, user } = setup();
    await user.clear(await screen.findByRole('textbox', { name: 'Department' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('All fields are required.');
    expect(textbox('Department')).toHaveFocus();
    expect(api.docs.jobvacancy.get('customs')).toMatchObject({ department: 'Clearance' });
  });

  it('keeps values after a failed save; retry saves', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, user } = setup('customs', { failing: ['vacancies.update'] });
    await user.clear(await screen.findByRole('textbox', { name: 'Position' }));
    await user.type(textbox('Position'), 'Customs Lead');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The changes could not be saved. Please try again.');
    expect(textbox('Position')).toHaveValue('Customs Lead');
    expect(api.docs.jobvacancy.get('customs')).toMatchObject({ position: 'Customs Executive' });
    api.failing.delete('vacancies.update');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(api.docs.jobvacancy.get('customs')).toMatchObject({ position: 'Customs Lead' });
  });

  it('disables the form while saving', async () => {
    const { api, user } = setup();
    const held = deferred<void>();
    const update = api.vacancies.update.bind(api.vacancies);
    jest.spyOn(api.vacancies, 'update').mockImplementation(async (id, input) => {
      await held.promise;
      return update(id, input);
    });
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(textbox('Position')).toBeDisabled());
    expect(screen.getByRole('button', { name: /Save changes/ })).toBeDisabled();
    held.resolve();
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('says when the job does not exist', async () => {
    setup('missing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Job not found' })).toBeInTheDocument();
    expect(screen.getByText('This job does not exist or has been deleted.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to jobs' })).toHaveAttribute('href', '/admincareereditallowance');
  });
});
