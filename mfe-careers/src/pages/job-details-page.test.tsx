import { makeVacancy, renderPage } from '@seawave/shared-data/testing';
import type { Vacancy } from '@seawave/shared-data';
import { screen, within } from '@testing-library/react';
import { Route, useLocation } from 'react-router-dom';
import JobDetailsPage from './job-details-page';

function ApplyProbe() {
  const location = useLocation();
  return <h1>Application at {`${location.pathname}${location.search}`}</h1>;
}

const fleet = makeVacancy({
  id: 'job-1',
  position: 'Fleet Coordinator',
  department: 'Transportation',
  overview: 'Plan trailer movements.',
  responsibilities: 'Plan daily trips\n\nTrack vehicles',
  prerequisite: 'Road transport experience\nSpreadsheets',
  experience: '1-3 years',
});

function setup(jobId: string, vacancies: Vacancy[] = [fleet], options: Parameters<typeof renderPage>[1] = {}) {
  return renderPage(<JobDetailsPage />, {
    route: `/jobdetails/${jobId}`,
    path: '/jobdetails/:jobId',
    extraRoutes: (
      <>
        <Route path="/careerinputfield" element={<ApplyProbe />} />
        <Route path="/careers" element={<h1>Careers list</h1>} />
      </>
    ),
    data: { vacancies },
    ...options,
  });
}

describe('JobDetailsPage', () => {
  it('shows the vacancy, lists split by line', async () => {
    setup('job-1');
    expect(screen.getByRole('status')).toHaveTextContent('Loading job details');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fleet Coordinator' })).toBeInTheDocument();
    expect(screen.getByText('Transportation')).toBeInTheDocument();
    expect(screen.getByText('Plan trailer movements.')).toBeInTheDocument();
    expect(screen.getByText('1-3 years')).toBeInTheDocument();
    const responsibilities = screen.getByRole('region', { name: 'Responsibilities' });
    expect(within(responsibilities).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Plan daily trips', 'Track vehicles']);
    const prerequisite = screen.getByRole('region', { name: 'Prerequisite' });
    expect(within(prerequisite).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Road transport experience', 'Spreadsheets']);
  });

  it('titles and describes the document by the vacancy', async () => {
    document.title = 'Job Details | SEAWAVE';
    setup('job-1');
    await screen.findByRole('heading', { level: 1, name: 'Fleet Coordinator' });
    expect(document.title).toBe('Fleet Coordinator | SEAWAVE');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Plan trailer movements.');
  });

  it('renders text as text, never as HTML', async () => {
    setup('x', [makeVacancy({ id: 'x', responsibilities: '<img src=x onerror=alert(1)>\n<b>bold</b>' })]);
    const region = await screen.findByRole('region', { name: 'Responsibilities' });
    expect(within(region).getByText('<b>bold</b>')).toBeInTheDocument();
    expect(region.querySelector('img, b')).toBeNull();
  });

  it('Apply Now opens the application form for this vacancy', async () => {
    const { user } = setup('job-1');
    const apply = await screen.findByRole('link', { name: 'Apply Now' });
    expect(apply).toHaveAttribute('href', '/careerinputfield?vacancy=job-1');
    await user.click(apply);
    expect(await screen.findByRole('heading', { name: 'Application at /careerinputfield?vacancy=job-1' })).toBeInTheDocument();
  });

  it('shows the closing date to apply by', async () => {
    setup('c', [makeVacancy({ id: 'c', position: 'Yard Planner', closingDate: '2999-03-05' })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Yard Planner' })).toBeInTheDocument();
    expect(screen.getByText('Apply before March 5, 2999')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply Now' })).toBeInTheDocument();
  });

  it('has no closing-date line for a vacancy without one', async () => {
    setup('job-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fleet Coordinator' })).toBeInTheDocument();
    expect(screen.queryByText(/Apply before/)).not.toBeInTheDocument();
  });

  it('shows a vacancy past closing as unavailable', async () => {
    setup('old', [makeVacancy({ id: 'old', position: 'Night Shift Supervisor', closingDate: '2020-01-31' })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Currently Unavailable' })).toBeInTheDocument();
    expect(screen.queryByText('Night Shift Supervisor')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Apply Now' })).not.toBeInTheDocument();
  });

  it('shows a blocked vacancy as unavailable', async () => {
    setup('b', [makeVacancy({ id: 'b', position: 'Fleet Coordinator', isBlocked: true })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Currently Unavailable' })).toBeInTheDocument();
    expect(screen.queryByText('Fleet Coordinator')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Apply Now' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Careers' })).toHaveAttribute('href', '/careers');
  });

  it('shows not-found with a way back', async () => {
    const { user } = setup('missing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Job not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Careers' }));
    expect(await screen.findByRole('heading', { name: 'Careers list' })).toBeInTheDocument();
  });

  it('shows a load failure; Try again recovers', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, user } = setup('job-1', [fleet], { failing: ['vacancies.get'] });
    expect(await screen.findByRole('alert')).toHaveTextContent('This job could not be loaded. Please try again later.');
    expect(screen.getByRole('heading', { level: 1, name: 'Job details unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Careers' })).toHaveAttribute('href', '/careers');
    api.failing.delete('vacancies.get');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fleet Coordinator' })).toBeInTheDocument();
  });
});
