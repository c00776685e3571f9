import { makeApplicant, renderPage } from '@seawave/shared-data/testing';
import { screen, within } from '@testing-library/react';
import ApplicantDetailPage from './applicant-detail-page';

const asha = makeApplicant({
  id: 'asha',
  name: 'Asha Rao',
  email: 'asha@example.com',
  number: '+91 00000 00099',
  position: 'Documentation Clerk',
  relocate: 'no',
  experience: '2-5',
  resumeURL: 'https://files.example.com/resume/asha.pdf',
  createdAt: new Date(2024, 2, 5, 12, 0),
});

function setup(applicantId: string, options: Parameters<typeof renderPage>[1] = {}) {
  return renderPage(<ApplicantDetailPage />, {
    route: `/applicantDetail/${applicantId}`,
    path: '/applicantDetail/:applicantId',
    signedInAs: 'hr',
    data: { applicants: [asha] },
    ...options,
  });
}

function valueOf(term: string): HTMLElement {
  const dt = screen.getByText(term, { selector: 'dt' });
  const dd = dt.nextElementSibling;
  if (!(dd instanceof HTMLElement)) throw new Error(`no value for ${term}`);
  return dd;
}

describe('ApplicantDetailPage', () => {
  it('shows every applicant field and a resume link to resumeURL', async () => {
    setup('asha');
    expect(screen.getByText('Loading applicant')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao' })).toBeInTheDocument();
    expect(valueOf('Name')).toHaveTextContent('Asha Rao');
    expect(within(valueOf('Email')).getByRole('link', { name: 'asha@example.com' })).toHaveAttribute('href', 'mailto:asha@example.com');
    expect(within(valueOf('Number')).getByRole('link', { name: '+91 00000 00099' })).toHaveAttribute('href', 'tel:+910000000099');
    expect(valueOf('Current Position')).toHaveTextContent('Documentation Clerk');
    expect(valueOf('Willing to relocate')).toHaveTextContent('No');
    expect(valueOf('Experience')).toHaveTextContent('2-5 years');
    expect(valueOf('Applied on')).toHaveTextContent('March 5, 2024');
    expect(screen.getByRole('link', { name: 'Open Resume (opens in a new tab)' })).toHaveAttribute('href', 'https://files.example.com/resume/asha.pdf');
    expect(screen.getByRole('link', { name: 'Back to Applicants' })).toHaveAttribute('href', '/adminallapplicants');
  });

  it('links the resume stored under resume/ through its file URL', async () => {
    const { api } = setup('stored', { data: {} });
    api.storedFiles.set('resume/cv.pdf', { blob: new Blob(['%PDF']), contentType: 'application/pdf' });
    api.seedDocs('applicants', [{ ...asha, id: 'stored', resumeURL: 'resume/cv.pdf' }]);
    expect(await screen.findByRole('link', { name: 'Open Resume (opens in a new tab)' })).toHaveAttribute('href', 'https://files.test/resume/cv.pdf');
  });

  it('says when the resume file is missing', async () => {
    setup('asha', { data: { applicants: [{ ...asha, resumeURL: 'resume/gone.pdf' }] } });
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
    const { api, user } = setup('asha', { failing: ['applicants.get'] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching the applicant. Please try again later.');
    api.failing.delete('applicants.get');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao' })).toBeInTheDocument();
  });
});
