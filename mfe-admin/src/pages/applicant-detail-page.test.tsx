import { getDataApi } from '@seawave/shared-data';
import { renderWithTheme } from '@seawave/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { fakeCareersApi, makeApplicant } from '../data/testing/fake-careers-data-api';
import ApplicantDetailPage from './applicant-detail-page';

jest.mock('@seawave/shared-data', () => ({ ...jest.requireActual('@seawave/shared-data'), getDataApi: jest.fn() }));

const asha = makeApplicant({
  id: 'asha',
  name: 'Asha Rao',
  email: 'asha@example.com',
  number: '+91 00000 00099',
  position: 'Documentation Clerk',
  relocate: 'no',
  experience: '2-5',
  resumeURL: 'blob:http://localhost/resume-asha',
  createdAt: new Date(2024, 2, 5, 12, 0),
});

function setup(applicantId: string, applicants = [asha]) {
  const fake = fakeCareersApi([], applicants);
  jest.mocked(getDataApi).mockResolvedValue(fake.api);
  return { fake, ...renderWithTheme(<ApplicantDetailPage />, { route: `/applicantDetail/${applicantId}`, path: '/applicantDetail/:applicantId' }) };
}

function valueOf(term: string): HTMLElement {
  const dt = screen.getByText(term, { selector: 'dt' });
  const dd = dt.nextElementSibling;
  if (!(dd instanceof HTMLElement)) throw new Error(`no value for ${term}`);
  return dd;
}

describe('ApplicantDetailPage', () => {
  it('shows every applicant field and a resume link to resumeURL', async () => {
    const { fake } = setup('asha');
    expect(screen.getByText('Loading applicant')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao' })).toBeInTheDocument();
    expect(fake.applicants.get).toHaveBeenCalledWith('asha');
    expect(valueOf('Name')).toHaveTextContent('Asha Rao');
    expect(within(valueOf('Email')).getByRole('link', { name: 'asha@example.com' })).toHaveAttribute('href', 'mailto:asha@example.com');
    expect(within(valueOf('Number')).getByRole('link', { name: '+91 00000 00099' })).toHaveAttribute('href', 'tel:+910000000099');
    expect(valueOf('Current Position')).toHaveTextContent('Documentation Clerk');
    expect(valueOf('Willing to relocate')).toHaveTextContent('No');
    expect(valueOf('Experience')).toHaveTextContent('2-5 years');
    expect(valueOf('Applied on')).toHaveTextContent('March 5, 2024');
    expect(screen.getByRole('link', { name: 'Open Resume (opens in a new tab)' })).toHaveAttribute('href', 'blob:http://localhost/resume-asha');
    expect(screen.getByRole('link', { name: 'Back to Applicants' })).toHaveAttribute('href', '/adminallapplicants');
  });

  it('says when the resume file is missing', async () => {
    setup('asha', [{ ...asha, resumeURL: '' }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('The resume file is missing.');
    expect(screen.queryByRole('link', { name: 'Open Resume (opens in a new tab)' })).not.toBeInTheDocument();
  });

  it('shows a not-found message with a way back for a missing applicant', async () => {
    setup('nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'Applicant not found' })).toBeInTheDocument();
    expect(screen.getByText('This applicant does not exist or has been deleted.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Applicants' })).toBeInTheDocument();
  });

  it('shows a load failure with Try again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fake = fakeCareersApi([], [asha]);
    fake.applicants.get.mockRejectedValueOnce(new Error('offline'));
    jest.mocked(getDataApi).mockResolvedValue(fake.api);
    const { user } = renderWithTheme(<ApplicantDetailPage />, { route: '/applicantDetail/asha', path: '/applicantDetail/:applicantId' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching the applicant. Please try again later.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao' })).toBeInTheDocument();
  });
});
