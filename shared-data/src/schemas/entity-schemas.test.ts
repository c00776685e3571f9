import { checkForm, EntityValidationError, newApplicantSchema, newPostSchema, newQuoteSchema, newVacancySchema, parseEntity, postUpdateSchema, staffEmailSchema } from './index';

const quote = {
  name: ' Asha ',
  email: 'asha@example.com ',
  contactNumber: ' 022 2757 1234 ',
  companyName: 'Rao Exports',
  companyAddress: 'Navi Mumbai',
  services: ['landFreight', 'customClearance'],
  comments: '',
};
const messages = { required: 'Please fill in all required fields', email: 'Please enter a valid email address' };

describe('the new quote schema', () => {
  it('trims the texts, keeps services in the form order and drops unknown keys', () => {
    expect(parseEntity(newQuoteSchema, { ...quote, extra: 'x' })).toEqual({
      name: 'Asha',
      email: 'asha@example.com',
      contactNumber: '022 2757 1234',
      companyName: 'Rao Exports',
      companyAddress: 'Navi Mumbai',
      services: ['customClearance', 'landFreight'],
      comments: '',
    });
  });

  it.each(['x@y.com?bcc=z@w.com', 'x@y.com&cc=z@w.com', 'x%40y@w.com', 'a b@c.de', 'a@b', 'x@y\u0007.com', 'x@y.com\nBcc: z@w.com', 'x\u0000@y.com'])(
    'refuses the e-mail %p, in the form and in the data interface',
    (email) => {
      expect(checkForm(newQuoteSchema, { ...quote, email }, messages)).toEqual({
        ok: false,
        message: 'Please enter a valid email address',
        fieldErrors: { email: 'Enter an address like name@company.com.' },
      });
      expect(() => parseEntity(newQuoteSchema, { ...quote, email })).toThrow('The e-mail address is not valid.');
    },
  );

  it.each(["o'neil@example.ie", 'anna@bücher.de', 'anna@xn--bcher-kva.de', 'ivan@пример.рф'])('accepts the e-mail %p, in the form and in the data interface', (email) => {
    expect(checkForm(newQuoteSchema, { ...quote, email }, messages)).toMatchObject({ ok: true });
    expect(parseEntity(newQuoteSchema, { ...quote, email })).toMatchObject({ email });
  });

  it('names the missing answers before any other problem', () => {
    expect(checkForm(newQuoteSchema, { ...quote, name: ' ', email: 'nope', services: [] }, messages, { services: { required: 'Choose at least one service.' } })).toEqual({
      ok: false,
      message: 'Please fill in all required fields',
      fieldErrors: { name: 'This field is required.', services: 'Choose at least one service.' },
    });
  });

  it('refuses a repeated or unknown service', () => {
    expect(() => parseEntity(newQuoteSchema, { ...quote, services: ['warehousing', 'warehousing'] })).toThrow('The services lists a value twice.');
    expect(() => parseEntity(newQuoteSchema, { ...quote, services: ['teleport'] })).toThrow(/Services must be among/);
  });

  it('refuses control and text-direction characters, allowing newlines only in multi-line texts', () => {
    const check = checkForm(newQuoteSchema, { ...quote, companyName: 'Rao\u202EExports' }, messages);
    expect(check).toEqual({
      ok: false,
      message: 'Some answers contain characters that are not allowed. Please remove them.',
      fieldErrors: { companyName: 'Remove control or text-direction characters.' },
    });
    expect(parseEntity(newQuoteSchema, { ...quote, comments: 'line one\nline two' }).comments).toBe('line one\nline two');
    expect(() => parseEntity(newQuoteSchema, { ...quote, name: 'As\nha' })).toThrow('The name contains control or text-direction characters.');
  });

  it('refuses texts over the limits with the length in the message', () => {
    expect(() => parseEntity(newQuoteSchema, { ...quote, name: 'x'.repeat(101) })).toThrow('The name is longer than 100 characters.');
  });
});

describe('the other entity schemas', () => {
  const resume = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
  it('a new applicant needs a resume file and one of the given choices', () => {
    const applicant = { name: 'A', email: 'a@example.com', number: '+91 98765 43210', position: 'Clerk', relocate: 'no', experience: '2-5', resume, consent: true };
    expect(parseEntity(newApplicantSchema, applicant)).toEqual(applicant);
    expect(() => parseEntity(newApplicantSchema, { ...applicant, resume: null })).toThrow('Please upload your resume.');
    expect(() => parseEntity(newApplicantSchema, { ...applicant, relocate: 'maybe' })).toThrow('Relocate must be "yes" or "no".');
    expect(() => parseEntity(newApplicantSchema, { ...applicant, number: '98765abc43' })).toThrow('Please enter a valid phone number (7 to 15 digits).');
  });

  it('a new vacancy starts unblocked and allows newlines in its lists', () => {
    const vacancy = { position: 'Clerk', department: 'Ops', overview: 'o', responsibilities: 'a\nb', prerequisite: 'c', experience: '2' };
    expect(parseEntity(newVacancySchema, vacancy)).toEqual({ ...vacancy, isBlocked: false });
    expect(() => parseEntity(newVacancySchema, { ...vacancy, experience: '' })).toThrow(EntityValidationError);
  });

  it('a post keeps the spacing of its message; photos are files or images/ paths', () => {
    const post = { name: 'N', topic: 'T', description: 'D', message: '  para one\n\npara two  ', mainPhoto: { path: 'images/a.png' }, profilePhoto: { path: 'images/b.png' } };
    expect(parseEntity(newPostSchema, post).message).toBe('  para one\n\npara two  ');
    expect(() => parseEntity(newPostSchema, { ...post, mainPhoto: { path: 'https://evil.example/a.png' } })).toThrow('Please choose the blog photo.');
    expect(() => parseEntity(newPostSchema, { ...post, message: '   ' })).toThrow('The message is required.');
    const { mainPhoto: _main, profilePhoto: _profile, ...texts } = post;
    expect(parseEntity(postUpdateSchema, texts)).toEqual(texts);
  });

  it('a staff e-mail follows the same e-mail rule', () => {
    expect(checkForm(staffEmailSchema, { email: '' }, { required: 'Please enter your e-mail address.', email: 'Please enter a valid e-mail address.' })).toMatchObject({
      message: 'Please enter your e-mail address.',
    });
    expect(checkForm(staffEmailSchema, { email: 'admin@seawave.example.com?x' }, { required: 'r', email: 'Please enter a valid e-mail address.' })).toMatchObject({
      message: 'Please enter a valid e-mail address.',
    });
  });
});
