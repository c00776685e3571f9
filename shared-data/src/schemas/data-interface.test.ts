import { FileValidationError } from '../entities';
import type { NewApplicant, NewQuote } from '../entity-types';
import { createMemoryDataApi } from '../testing/memory-data-api';
import { checkForm, newQuoteSchema, RESUME_CONTENT_TEXT } from './index';

const quote: NewQuote = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  contactNumber: '+91 98765 43210',
  companyName: 'Rao Exports',
  companyAddress: 'Navi Mumbai',
  services: ['warehousing'],
  comments: '',
};

const pdf = () => new File(['%PDF-1.4\n%%EOF\n'], 'cv.pdf', { type: 'application/pdf' });
const applicant = (resume: File): NewApplicant => ({
  name: 'Asha Rao',
  email: 'asha@example.com',
  number: '+91 98765 43210',
  position: 'Clerk',
  relocate: 'no',
  experience: '2-5',
  resume,
  consent: true,
});

describe('the data interface refuses what the forms refuse', () => {
  it.each<[string, Partial<NewQuote>]>([
    ['an e-mail carrying a header', { email: 'x@y.com?bcc=z@w.com' }],
    ['a repeated service', { services: ['warehousing', 'warehousing'] }],
    ['a bidi override in a name', { name: 'Asha\u202ERao' }],
    ['a control character in the comments', { comments: 'bell\u0007' }],
    ['a phone number without 7 digits', { contactNumber: '12-34' }],
  ])('%s: refused by the form, stored nowhere', async (_label, change) => {
    const api = createMemoryDataApi();
    expect(checkForm(newQuoteSchema, { ...quote, ...change }, { required: 'r' }).ok).toBe(false);
    await expect(api.quotes.create({ ...quote, ...change })).rejects.toThrow();
    expect(api.docs.quotes.size).toBe(0);
  });

  it('stores quotes from unusual accepted addresses', async () => {
    for (const email of ["o'neil@example.ie", 'anna@bücher.de']) {
      const api = createMemoryDataApi();
      expect(checkForm(newQuoteSchema, { ...quote, email }, { required: 'r' }).ok).toBe(true);
      await api.quotes.create({ ...quote, email });
      expect([...api.docs.quotes.values()].map((stored) => stored.email)).toEqual([email]);
    }
  });

  it('stores an accepted quote without unknown keys', async () => {
    const api = createMemoryDataApi();
    await api.quotes.create({ ...quote, extra: 'x' } as NewQuote);
    expect([...api.docs.quotes.values()][0]).not.toHaveProperty('extra');
  });

  it('refuses a non-document resume before uploading', async () => {
    const api = createMemoryDataApi();
    const renamed = new File(['MZ\x90\x00 program'], 'cv.pdf', { type: 'application/pdf' });
    const refusal = api.applicants.create(applicant(renamed));
    await expect(refusal).rejects.toBeInstanceOf(FileValidationError);
    await expect(refusal).rejects.toThrow(RESUME_CONTENT_TEXT);
    expect(api.storedFiles.size).toBe(0);
    expect(api.docs.applicants.size).toBe(0);

    await api.applicants.create(applicant(pdf()));
    expect(api.storedFiles.size).toBe(1);
  });
});
