import { getDataApi } from '@seawave/shared-data';
import { renderWithTheme } from '@seawave/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { Route, useLocation } from 'react-router-dom';
import { createFakeDataApi, makeVacancy } from '../testing/fake-data-api';
import JobDetailsPage from './job-details-page';

jest.mock('@seawave/shared-data', () => ({ ...jest.requireActual('@seawave/shared-data'), getDataApi: jest.fn() }));

function ApplyProbe() {
  const location = useLocation();
  return <h1>Application for {(location.state as { vacancyPosition?: string } | null)?.vacancyPosition}</h1>;
}

function setup(jobId: string, vacancies = [makeVacancy({ id: 'job-1' })]) {
  const api = createFakeDataApi(vacancies);
  jest.mocked(getDataApi).mockResolvedValue(api);
  const view = renderWithTheme(<JobDetailsPage />, {
    route: `/jobdetails/${jobId}`,
    path: '/jobdetails/:jobId',
    extraRoutes: (
      <>
        <Route path="/careerinputfield" element={<ApplyProbe />} />
        <Route path="/careers" element={<h1>Careers list</h1>} />
      </>
    ),
  });
  return { api, ...view };
}

describe('JobDetailsPage', () => {
  it('shows position, department, overview, experience and the lists split by line (blank lines ignored)', async () => {
    const { api } = setup('job-1');
    expect(screen.getByRole('status')).toHaveTextContent('Loading job details');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fleet Coordinator' })).toBeInTheDocument();
    expect(api.vacancies.get).toHaveBeenCalledWith('job-1');
    expect(screen.getByText('Transportation')).toBeInTheDocument();
    expect(screen.getByText('Plan trailer movements.')).toBeInTheDocument();
    expect(screen.getByText('1-3 years')).toBeInTheDocument();
    const responsibilities = screen.getByRole('region', { name: 'Responsibilities' });
    expect(within(responsibilities).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Plan daily trips', 'Track vehicles']);
    const prerequisite = screen.getByRole('region', { name: 'Prerequisite' });
    expect(within(prerequisite).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Road transport experience', 'Spreadsheets']);
  });

  it('renders text as text, never as HTML', async () => {
    setup('x', [makeVacancy({ id: 'x', responsibilities: '<img src=x onerror=alert(1)>\n<b>bold</b>' })]);
    const region = await screen.findByRole('region', { name: 'Responsibilities' });
    expect(within(region).getByText('<b>bold</b>')).toBeInTheDocument();
    expect(region.querySelector('img, b')).toBeNull();
  });

  it('Apply Now goes to the application form with the position', async () => {
    const { user } = setup('job-1');
    await user.click(await screen.findByRole('link', { name: 'Apply Now' }));
    expect(await screen.findByRole('heading', { name: 'Application for Fleet Coordinator' })).toBeInTheDocument();
  });

  it("shows 'Currently Unavailable' for a blocked vacancy, without its details", async () => {
    setup('b', [makeVacancy({ id: 'b', isBlocked: true })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Currently Unavailable' })).toBeInTheDocument();
    expect(screen.queryByText('Fleet Coordinator')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Apply Now' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Careers' })).toHaveAttribute('href', '/careers');
  });

  it('shows a not-found message with a way back for a missing vacancy', async () => {
    const { user } = setup('missing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Job not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Careers' }));
    expect(await screen.findByRole('heading', { name: 'Careers list' })).toBeInTheDocument();
  });

  it('shows a load failure with Try again, and recovers', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = createFakeDataApi([makeVacancy({ id: 'job-1' })]);
    const get = jest.mocked(api.vacancies.get);
    get.mockRejectedValueOnce(new Error('offline'));
    jest.mocked(getDataApi).mockResolvedValue(api);
    const { user } = renderWithTheme(<JobDetailsPage />, { route: '/jobdetails/job-1', path: '/jobdetails/:jobId' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This job could not be loaded. Please try again later.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fleet Coordinator' })).toBeInTheDocument();
  });
});
