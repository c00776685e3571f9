import { deferred, makeVacancy, renderPage, type MemoryDataApi } from '@seawave/shared-data/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import ApplicationPage from './application-page';

// The success message stays 4 s before the visitor goes home; typing re-renders the form per key on a busy shared machine.
jest.setTimeout(20_000);

const MISSING = 'Please fill in all fields and upload your resume.';
const SUCCESS = 'Application submitted successfully!';
const FAILURE = 'An error occurred while submitting the application.';
const CONSENT = 'I agree that SEAWAVE keeps my application for 180 days as described in the privacy notice.';
const CONSENT_MISSING = 'Please agree to the privacy notice to apply.';

const pdf = (name = 'asha.pdf') => new File(['%PDF-1.4\n%sample\n'], name, { type: 'application/pdf' });

/** The public remote's pages this page links to, as the shell's route catalog gives them. */
const siteRoutes = { home: '/', privacy: '/privacy' };

function setup(options: { failing?: 'applicants.create'[]; siteRoutes?: Record<string, string> } = {}) {
  return renderPage(<ApplicationPage />, {
    route: '/careerinputfield',
    path: '/careerinputfield',
    extraRoutes: <Route path="/" element={<h1>Home page</h1>} />,
    failing: options.failing,
    siteRoutes: options.siteRoutes ?? siteRoutes,
  });
}

/** Nothing stored: no applicant and no file. */
function expectNothingStored(api: MemoryDataApi) {
  expect(api.docs.applicants.size).toBe(0);
  expect(api.storedFiles.size).toBe(0);
}

/** The applicants stored, without their date. */
const storedApplicants = (api: MemoryDataApi) => [...api.docs.applicants.values()].map(({ createdAt: _createdAt, ...fields }) => fields);

const field = {
  name: () => screen.getByRole('textbox', { name: 'Name' }),
  email: () => screen.getByRole('textbox', { name: 'Email' }),
  number: () => screen.getByRole('textbox', { name: 'Number' }),
  position: () => screen.getByRole('textbox', { name: 'Current Position' }),
  yes: () => screen.getByRole('radio', { name: 'Yes' }),
  no: () => screen.getByRole('radio', { name: 'No' }),
  experience: () => screen.getByRole('combobox', { name: 'Experience' }),
  resume: () => screen.getByLabelText('Resume') as HTMLInputElement,
  // By its label's text: jsdom lays the link out as a block, so the computed accessible name has a space before the '.'.
  consent: () => screen.getByLabelText(CONSENT, { selector: 'input[type="checkbox"]' }),
  submit: () => screen.getByRole('button', { name: /submit/i }),
};

async function fillAll(user: ReturnType<typeof userEvent.setup>, resume: File | null = pdf()) {
  await user.type(field.name(), 'Asha Rao');
  await user.type(field.email(), 'asha@example.com');
  await user.type(field.number(), '+91 00000 00099');
  await user.type(field.position(), 'Documentation Clerk');
  await user.click(field.no());
  await user.selectOptions(field.experience(), '2-5');
  if (resume) await user.upload(field.resume(), resume);
  await user.click(field.consent());
}

describe('ApplicationPage', () => {
  it('has the fields, defaults and resume hint', () => {
    setup();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(field.email()).toHaveAttribute('type', 'email');
    expect(field.number()).toHaveAttribute('type', 'tel');
    expect(field.yes()).toBeChecked();
    expect(field.no()).not.toBeChecked();
    expect(field.experience()).toHaveValue('0-1');
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['0-1', '2-5', '6+']);
    expect(field.resume()).toHaveAttribute('type', 'file');
    expect(field.resume()).toHaveAttribute('accept', expect.stringContaining('.pdf'));
    expect(screen.getByText('Enter resume name as your first name.')).toBeInTheDocument();
    // Nothing typed is cut: the limits are counted and checked on submitting.
    expect(field.name()).not.toHaveAttribute('maxLength');
  });

  it.each([
    ['nothing filled in', async () => undefined],
    [
      'everything but the resume',
      async (user: ReturnType<typeof userEvent.setup>) => {
        await fillAll(user, null);
      },
    ],
    [
      'only spaces in the name',
      async (user: ReturnType<typeof userEvent.setup>) => {
        await fillAll(user);
        await user.clear(field.name());
        await user.type(field.name(), '   ');
      },
    ],
  ])('refuses %s and stores nothing', async (_label, fill) => {
    const { api, user } = setup();
    await fill(user);
    await user.click(field.submit());
    expect(screen.getByRole('alert')).toHaveTextContent(MISSING);
    expectNothingStored(api);
  });

  it('refuses a wrong-type or oversized resume', async () => {
    const { api } = setup();
    const user = userEvent.setup({ applyAccept: false });
    await fillAll(user, new File(['hello'], 'asha.txt', { type: 'text/plain' }));
    await user.click(field.submit());
    expect(screen.getByRole('alert')).toHaveTextContent('The resume "asha.txt" must be a PDF, DOC or DOCX file.');

    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'asha.pdf', { type: 'application/pdf' });
    await user.upload(field.resume(), big);
    await user.click(field.submit());
    expect(screen.getByRole('alert')).toHaveTextContent('The resume "asha.pdf" is larger than 5 MB.');
    expectNothingStored(api);
  });

  it('submits once on a double click, then goes home', async () => {
    const { api, user } = setup();
    const gate = deferred<void>();
    const create = api.applicants.create.bind(api.applicants);
    const calls = jest.spyOn(api.applicants, 'create').mockImplementation(async (input) => {
      await gate.promise;
      return create(input);
    });
    const resume = pdf();
    await fillAll(user, resume);

    await user.dblClick(field.submit());
    await waitFor(() => expect(calls).toHaveBeenCalledTimes(1));
    expect(calls.mock.calls[0]![0]).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      number: '+91 00000 00099',
      position: 'Documentation Clerk',
      relocate: 'no',
      experience: '2-5',
      resume,
      consent: true,
    });
    for (const control of [field.name(), field.email(), field.number(), field.position(), field.yes(), field.no(), field.experience(), field.resume(), field.consent(), field.submit()]) {
      expect(control).toBeDisabled();
    }
    expect(screen.getByText('Submitting application').closest('[role="status"]')).not.toBeNull();

    gate.resolve();
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(screen.getByText(SUCCESS).closest('[role="status"]')).not.toBeNull();
    expect(storedApplicants(api)).toEqual([
      expect.objectContaining({ name: 'Asha Rao', email: 'asha@example.com', relocate: 'no', experience: '2-5', resumeURL: expect.stringMatching(/^resume\//) }),
    ]);
    expect(api.storedFiles.size).toBe(1);
    expect(field.name()).toHaveValue('');
    expect(field.email()).toHaveValue('');
    expect(field.yes()).toBeChecked();
    expect(field.experience()).toHaveValue('0-1');
    expect(field.resume().files).toHaveLength(0);
    expect(screen.getByText('Application submitted successfully!')).toBeInTheDocument();
    // The message stays long enough to read (4 s), then the visitor goes home.
    expect(await screen.findByRole('heading', { name: 'Home page' }, { timeout: 6000 })).toBeInTheDocument();
    expect(calls).toHaveBeenCalledTimes(1);
    expect(api.docs.applicants.size).toBe(1);
  });

  it('shows upload progress; a timeout keeps values for retry', async () => {
    const { api, user } = setup();
    const gate = deferred<void>();
    const create = api.applicants.create.bind(api.applicants);
    const calls = jest
      .spyOn(api.applicants, 'create')
      .mockImplementationOnce(async (_input, options) => {
        options?.onProgress?.({ sentBytes: 3_000, totalBytes: 4_000 });
        await gate.promise;
        throw new Error('The upload of resume/1-a-asha.pdf did not finish within 30 s.');
      })
      .mockImplementation((input, options) => create(input, options));
    const resume = pdf();
    await fillAll(user, resume);

    await user.click(field.submit());
    const bar = await screen.findByRole('progressbar', { name: 'Uploading resume' });
    expect(bar).toHaveAttribute('value', '75');
    gate.resolve();
    expect(await screen.findByText(FAILURE)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(field.name()).toHaveValue('Asha Rao');
    expect(field.no()).toBeChecked();
    expect(field.experience()).toHaveValue('2-5');
    expect(field.resume().files?.[0]).toBe(resume);
    expectNothingStored(api);

    await user.click(field.submit());
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(calls).toHaveBeenCalledTimes(2);
    expect(storedApplicants(api)).toEqual([expect.objectContaining({ name: 'Asha Rao', resumeURL: expect.stringMatching(/^resume\//) })]);
  });

  it('silently drops an application with a filled honeypot', async () => {
    const { api, user, container } = setup();
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    await fillAll(user);
    honeypot.value = 'https://spam.example';
    await user.click(field.submit());
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(field.name()).toHaveValue('');
    expectNothingStored(api);
  });

  it.each([
    ['an executable renamed .pdf', () => new File(['MZ\x90\x00 not a pdf'], 'asha.pdf', { type: 'application/pdf' })],
    ['a PNG renamed .docx', () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'asha.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' })],
    ['a text file renamed .doc', () => new File(['hello'], 'asha.doc', { type: 'application/msword' })],
  ])('refuses %s by its content', async (_label, make) => {
    const { api, user } = setup();
    await fillAll(user, make());
    await user.click(field.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a real PDF, DOC or DOCX document. Please upload your resume again.');
    expect(field.resume()).toHaveAttribute('aria-invalid', 'true');
    expect(field.resume()).toHaveFocus();
    expectNothingStored(api);
  });

  it('keeps every value after a failed send', async () => {
    const { api, user } = setup({ failing: ['applicants.create'] });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const resume = pdf();
    await fillAll(user, resume);
    await user.click(field.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILURE);
    expectNothingStored(api);
    expect(field.name()).toHaveValue('Asha Rao');
    expect(field.email()).toHaveValue('asha@example.com');
    expect(field.number()).toHaveValue('+91 00000 00099');
    expect(field.position()).toHaveValue('Documentation Clerk');
    expect(field.no()).toBeChecked();
    expect(field.experience()).toHaveValue('2-5');
    expect(field.resume().files?.[0]).toBe(resume);
    expect(field.name()).toBeEnabled();

    // Submitting again works and sends the same file.
    api.failing.delete('applicants.create');
    await user.click(field.submit());
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(api.docs.applicants.size).toBe(1);
    const [stored] = [...api.storedFiles.values()];
    expect(stored!.blob).toBe(resume);
  });

  it('refuses an invalid e-mail address', async () => {
    const { api, user } = setup();
    await fillAll(user);
    await user.clear(field.email());
    await user.type(field.email(), 'not-an-email');
    await user.click(field.submit());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    await user.clear(field.email());
    await user.type(field.email(), 'asha@example.com?bcc=x@evil.example');
    await user.click(field.submit());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expectNothingStored(api);
  });

  it('marks missing fields and refuses a bad phone', async () => {
    const { user, api } = setup();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields and upload your resume.');
    for (const control of [field.name(), field.email(), field.number()]) {
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(/This field is required\./);
    }
    expect(field.yes()).not.toHaveAttribute('aria-invalid');

    await user.type(field.name(), 'Asha Rao');
    await user.type(field.email(), 'asha@example.com');
    await user.type(field.number(), '98765abc43');
    await user.type(screen.getByRole('textbox', { name: 'Current Position' }), 'Clerk');
    await user.upload(field.resume(), pdf());
    await user.click(field.consent());
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid phone number (7 to 15 digits).');
    expectNothingStored(api);
    expect(field.number()).toHaveAttribute('aria-invalid', 'true');
    expect(field.name()).not.toHaveAttribute('aria-invalid');
    expect(field.number()).toHaveValue('98765abc43');
  });

  it('focuses the first field to fix', async () => {
    const { user, api } = setup();
    await user.click(field.submit());
    expect(field.name()).toHaveFocus();
    expect(field.resume()).toHaveAttribute('aria-invalid', 'true');
    expect(field.resume()).toHaveAccessibleDescription(/Please upload your resume\./);

    await fillAll(user);
    await user.clear(field.email());
    await user.type(field.email(), 'not-an-email');
    await user.click(field.submit());
    expect(field.email()).toHaveFocus();
    expect(field.email()).toHaveAccessibleDescription('Enter an address like name@company.com.');

    await user.clear(field.email());
    await user.type(field.email(), 'asha@example.com');
    await user.clear(field.number());
    await user.type(field.number(), '+++---()');
    await user.click(field.submit());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid phone number (7 to 15 digits).');
    expect(field.number()).toHaveFocus();
    expect(field.number()).toHaveAccessibleDescription('Use digits, spaces, +, - and parentheses: 7 to 15 digits.');
    expectNothingStored(api);
  });

  it('keeps an over-long answer and refuses it', async () => {
    const { user, api } = setup();
    await fillAll(user);
    await user.clear(field.position());
    const long = 'P'.repeat(130);
    await user.click(field.position());
    await user.paste(long);
    expect(field.position()).toHaveValue(long);
    expect(field.position()).toHaveAccessibleDescription('130 / 100 characters: 30 too many');

    await user.click(field.submit());
    expect(screen.getByRole('alert')).toHaveTextContent('Some answers are too long. Please shorten them.');
    expect(field.position()).toHaveAttribute('aria-invalid', 'true');
    expect(field.position()).toHaveAccessibleDescription(/Please shorten this to 100 characters or fewer\./);
    expect(field.position()).toHaveFocus();
    expect(field.position()).toHaveValue(long);
    expectNothingStored(api);
  });

  it('focuses the success message', async () => {
    const { user } = setup();
    await fillAll(user);
    await user.click(field.submit());
    const notice = (await screen.findByText(SUCCESS)).closest('[role="status"]');
    expect(notice).toHaveFocus();
  });
});

describe('ApplicationPage: consent', () => {
  it('requires consent, focusing the box, storing nothing', async () => {
    const { api, user } = setup();
    await fillAll(user);
    await user.click(field.consent());
    expect(field.consent()).not.toBeChecked();
    await user.click(field.submit());
    expect(screen.getByRole('alert')).toHaveTextContent(CONSENT_MISSING);
    expect(field.consent()).toHaveAttribute('aria-invalid', 'true');
    expect(field.consent()).toHaveAccessibleDescription(CONSENT_MISSING);
    expect(field.consent()).toHaveFocus();
    expectNothingStored(api);
    // What was typed stays.
    expect(field.name()).toHaveValue('Asha Rao');
    expect(field.resume().files).toHaveLength(1);

    // Ticked from the keyboard, the application goes with the consent.
    await user.keyboard(' ');
    expect(field.consent()).toBeChecked();
    await user.click(field.submit());
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(storedApplicants(api)).toEqual([expect.objectContaining({ name: 'Asha Rao', consent: true })]);
    expect(storedApplicants(api)[0]).not.toHaveProperty('vacancyId');
  });

  it('opens the privacy notice in a new tab', () => {
    setup();
    const link = screen.getByRole('link', { name: 'privacy notice' });
    expect(link).toHaveAttribute('href', '/privacy');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleDescription('Opens in a new tab.');
    expect(field.consent()).toBeRequired();
  });

  it('keeps the words unlinked without a privacy page', () => {
    setup({ siteRoutes: { home: '/' } });
    expect(screen.queryByRole('link', { name: 'privacy notice' })).toBeNull();
    expect(screen.getByText(CONSENT)).toBeInTheDocument();
    expect(field.consent()).toBeRequired();
  });
});

describe('ApplicationPage: for a vacancy', () => {
  const fleet = makeVacancy({ id: 'job-1', position: 'Fleet Coordinator' });

  function setupFor(vacancyId: string, vacancies = [fleet]) {
    return renderPage(<ApplicationPage />, {
      route: `/careerinputfield?vacancy=${vacancyId}`,
      path: '/careerinputfield',
      extraRoutes: <Route path="/" element={<h1>Home page</h1>} />,
      data: { vacancies },
      siteRoutes,
    });
  }

  it('names and sends the vacancy with the application', async () => {
    const { api, user } = setupFor('job-1');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the vacancy');
    expect(await screen.findByText('Fleet Coordinator', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText(/You are applying for/)).toHaveTextContent('You are applying for Fleet Coordinator.');
    // Current Position is the applicant's own answer: empty, typed, not the vacancy's title.
    expect(field.position()).toHaveValue('');
    expect(field.position()).not.toHaveAttribute('readonly');
    expect(field.position()).toBeRequired();
    expect(field.position()).toHaveAccessibleDescription('Your own current job title; the vacancy you are applying for is sent with your application.');

    await user.type(field.name(), 'Asha Rao');
    await user.type(field.email(), 'asha@example.com');
    await user.type(field.number(), '+91 00000 00099');
    await user.upload(field.resume(), pdf());
    await user.click(field.consent());
    await user.click(field.submit());
    // Without a current position nothing is sent.
    expect(await screen.findByRole('alert')).toHaveTextContent(MISSING);
    expect(field.position()).toHaveAttribute('aria-invalid', 'true');
    expect(storedApplicants(api)).toEqual([]);

    await user.type(field.position(), 'Dispatch Clerk');
    await user.click(field.submit());
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(storedApplicants(api)).toEqual([
      expect.objectContaining({ name: 'Asha Rao', position: 'Dispatch Clerk', vacancyId: 'job-1', consent: true }),
    ]);
    // Cleared for another application to the same vacancy.
    expect(field.name()).toHaveValue('');
    expect(field.position()).toHaveValue('');
    expect(screen.getByText(/You are applying for/)).toHaveTextContent('You are applying for Fleet Coordinator.');
  });

  it.each([
    ['past its closing date', [makeVacancy({ id: 'job-1', position: 'Fleet Coordinator', closingDate: '2020-01-31' })]],
    ['blocked', [makeVacancy({ id: 'job-1', position: 'Fleet Coordinator', isBlocked: true })]],
    ['gone', []],
  ])('closes the form for a vacancy %s', async (_label, vacancies) => {
    setupFor('job-1', vacancies);
    expect(await screen.findByText('This vacancy is no longer open.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Application' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the open positions' })).toHaveAttribute('href', '/careers');
  });
});
