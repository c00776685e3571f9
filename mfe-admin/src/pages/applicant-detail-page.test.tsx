import { makeApplicant, makeVacancy } from '@seawave/shared-data/testing';
import { renderPage } from '../testing/render-admin-page';
import { screen, waitFor, within } from '@testing-library/react';
import ApplicantDetailPage from './applicant-detail-page';

const asha = makeApplicant({
  id: 'asha',
  name: 'Asha Rao',
  email: 'asha@example.com',
  number: '+91 00000 00099',
  position: 'Documentation Clerk',
  relocate: 'no',
  experience: '2-5',
  resumeURL: 'resume/1732240000000-a1b2c3d4e5f6-Asha-Rao.pdf',
  reference: 'A-2024-000012',
  createdAt: new Date(2024, 2, 5, 12, 0),
});

function setup(applicantId: string, options: Parameters<typeof renderPage>[1] = {}) {
  return renderPage(<ApplicantDetailPage />, {
    route: `/applicantDetail/${applicantId}`,
    path: '/applicantDetail/:applicantId',
    signedInAs: 'hr',
    data: { applicants: [asha] },
    // The careers remote's job page, as the shell's route catalog gives it.
    siteRoutes: { jobDetails: '/jobdetails/:jobId' },
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
  it('shows every field and a resume button, no link', async () => {
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
    expect(screen.getByRole('button', { name: 'Download Resume' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /resume/i })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Applicants' })).toHaveAttribute('href', '/adminallapplicants');
  });

  describe('the resume', () => {
    const objectUrl = 'blob:http://localhost/resume-object';
    let created: Blob[];
    let revoked: string[];
    let saved: { href: string; download: string }[];
    beforeEach(() => {
      created = [];
      revoked = [];
      saved = [];
      // jsdom has no object URLs and no downloads: record what the page hands to the browser.
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          created.push(blob);
          return objectUrl;
        },
        revokeObjectURL: (url: string) => revoked.push(url),
      });
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push({ href: this.href, download: this.download });
      });
    });

    it('is downloaded by keyboard, named by reference and type', async () => {
      const { api, user } = setup('asha');
      // Stored under the name and type its sender chose; saved under the server's name, of the type its bytes are.
      api.storedFiles.set(asha.resumeURL, { blob: new Blob(['%PDF-1.4 Asha'], { type: 'text/html' }), contentType: 'text/html' });
      const button = await screen.findByRole('button', { name: 'Download Resume' });
      button.focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(saved).toEqual([{ href: objectUrl, download: 'resume-A-2024-000012.pdf' }]));
      expect(created).toHaveLength(1);
      expect(created[0]?.type).toBe('application/pdf');
      expect(created[0]?.size).toBe('%PDF-1.4 Asha'.length);
      await waitFor(() => expect(revoked).toEqual([objectUrl]), { timeout: 3000 });
      expect(document.querySelector('a[download]')).toBeNull();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('is named after the application without a reference', async () => {
      const { api, user } = setup('asha', { data: { applicants: [{ ...asha, reference: null }] } });
      api.storedFiles.set(asha.resumeURL, { blob: new Blob([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])]), contentType: 'application/msword' });
      await user.click(await screen.findByRole('button', { name: 'Download Resume' }));
      await waitFor(() => expect(saved).toEqual([{ href: objectUrl, download: 'resume-asha.doc' }]));
    });

    it('refuses bytes other than PDF, DOC or DOCX', async () => {
      const { api, user } = setup('asha');
      api.storedFiles.set(asha.resumeURL, { blob: new Blob(['<!doctype html><script>alert(1)</script>'], { type: 'application/pdf' }), contentType: 'application/pdf' });
      await user.click(await screen.findByRole('button', { name: 'Download Resume' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a PDF, DOC or DOCX document, so it is not downloaded.');
      expect(saved).toEqual([]);
      expect(created).toEqual([]);
    });

    it.each([
      ['content', 'The resume was deleted: its content is not a PDF, DOC or DOCX document.'],
      ['size', 'The resume was deleted: it is empty or larger than 5 MB.'],
      ['missing', 'No resume file was found for this application.'],
    ] as const)('explains why the server refused it (%s)', async (resumeProblem, text) => {
      setup('asha', { data: { applicants: [{ ...asha, resumeProblem }] } });
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(screen.queryByRole('button', { name: 'Download Resume' })).not.toBeInTheDocument();
    });

    it('says when the resume file is missing', async () => {
      const { user } = setup('asha', { data: { applicants: [{ ...asha, resumeURL: 'resume/gone.pdf' }] } });
      await user.click(await screen.findByRole('button', { name: 'Download Resume' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('The resume file is missing.');
      expect(created).toEqual([]);
    });

    it('says at once when the applicant sent none', async () => {
      setup('asha', { data: { applicants: [{ ...asha, resumeURL: '' }] } });
      expect(await screen.findByRole('alert')).toHaveTextContent('The resume file is missing.');
      expect(screen.queryByRole('button', { name: 'Download Resume' })).not.toBeInTheDocument();
    });

    it('reports a failed download; a retry works', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const { api, user } = setup('asha', { failing: ['files.download'] });
      api.storedFiles.set(asha.resumeURL, { blob: new Blob(['%PDF-1.4 Asha']), contentType: 'application/pdf' });
      await user.click(await screen.findByRole('button', { name: 'Download Resume' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('The resume could not be downloaded. Please try again.');
      api.failing.delete('files.download');
      await user.click(screen.getByRole('button', { name: 'Download Resume' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  it('shows not-found with a way back', async () => {
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

describe('ApplicantDetailPage pipeline', () => {
  const linked = makeApplicant({ ...asha, id: 'linked', reference: 'A-2026-000007', vacancyId: 'v-clerk', status: 'new' });
  const vacancy = makeVacancy({ id: 'v-clerk', position: 'Fleet Coordinator (Mumbai)' });

  it('shows reference, current position and linked vacancy', async () => {
    setup('linked', { data: { applicants: [linked], vacancies: [vacancy] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao' })).toBeInTheDocument();
    expect(valueOf('Reference')).toHaveTextContent('A-2026-000007');
    expect(valueOf('Current Position')).toHaveTextContent('Documentation Clerk');
    const link = await within(valueOf('Vacancy')).findByRole('link', { name: 'Fleet Coordinator (Mumbai)' });
    expect(link).toHaveAttribute('href', '/jobdetails/v-clerk');
  });

  it('shows no vacancy for a general application', async () => {
    setup('asha');
    await screen.findByRole('heading', { level: 1, name: 'Asha Rao' });
    expect(screen.queryByText('Vacancy', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('moves through the pipeline with history and notes', async () => {
    const { api, user } = setup('linked', { data: { applicants: [linked], vacancies: [vacancy] } });
    const status = await screen.findByRole('combobox', { name: 'Status' });
    expect(within(status).getAllByRole('option').map((o) => o.textContent)).toEqual(['New', 'Shortlisted', 'Interviewed', 'Offer', 'Hired', 'Rejected']);
    await user.selectOptions(status, 'Shortlisted');
    await user.click(screen.getByRole('button', { name: 'Update status' }));
    const history = await screen.findByRole('list', { name: 'Status history' });
    expect(within(history).getByRole('listitem')).toHaveTextContent(/^Shortlisted — hr@seawave\.example\.com — \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
    expect(api.docs.applicants.get('linked')?.status).toBe('shortlisted');
    await user.type(screen.getByRole('textbox', { name: 'New note' }), 'Strong on route planning');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    const notes = await screen.findByRole('list', { name: 'Staff notes' });
    expect(within(notes).getByRole('listitem')).toHaveTextContent(/^Strong on route planninghr@seawave\.example\.com — /);
  });

  it('refuses a stale status and shows the stored one', async () => {
    const { api, user } = setup('asha');
    const status = await screen.findByRole('combobox', { name: 'Status' });
    await screen.findByText('No status changes yet.');
    // Meanwhile the admin, in another browser, sets Interviewed (stored as the data interface stores it).
    api.subDocs.set('applicants/asha/history', new Map([['admin-change', { status: 'interviewed', by: 'admin@seawave.example.com', at: new Date(), follows: null }]]));
    api.docs.applicants.set('asha', { ...api.docs.applicants.get('asha'), status: 'interviewed', historyId: 'admin-change' });
    await user.selectOptions(status, 'Rejected');
    await user.click(screen.getByRole('button', { name: 'Update status' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This applicant's status was changed to Interviewed by admin@seawave.example.com after this page was loaded, so your change was not saved. The page now shows the current status.",
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('interviewed'));
    expect(api.docs.applicants.get('asha')?.status).toBe('interviewed');
  });
});
