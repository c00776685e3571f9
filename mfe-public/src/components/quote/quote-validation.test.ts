import { emptyQuoteForm, isValidEmail, toNewQuote, validateQuote, type QuoteFormValues } from './quote-validation';

const valid: QuoteFormValues = {
  name: ' Asha ',
  email: 'asha@example.com ',
  contactNumber: ' 022 2757 1234 ',
  companyName: 'Rao Exports',
  companyAddress: 'Navi Mumbai',
  services: ['landFreight'],
  comments: '',
};

describe('quote validation', () => {
  it('needs every required field and one service', () => {
    expect(validateQuote(emptyQuoteForm)).toEqual({
      message: 'Please fill in all required fields',
      fieldErrors: {
        name: 'This field is required.',
        email: 'This field is required.',
        contactNumber: 'This field is required.',
        companyName: 'This field is required.',
        companyAddress: 'This field is required.',
        services: 'Choose at least one service.',
      },
    });
    expect(validateQuote({ ...valid, services: [] }).message).toBe('Please fill in all required fields');
  });

  it('checks the e-mail after the required fields', () => {
    expect(validateQuote({ ...valid, email: 'nope' }).message).toBe('Please enter a valid email address');
    expect(validateQuote({ ...valid, email: 'nope', name: '' }).message).toBe('Please fill in all required fields');
    expect(isValidEmail('a@b.co')).toBe(true);
    expect(isValidEmail('a b@c.de')).toBe(false);
    expect(isValidEmail('a@b')).toBe(false);
  });

  it('accepts a complete form with empty comments and trims what it stores', () => {
    expect(validateQuote(valid)).toEqual({ message: null, fieldErrors: {} });
    expect(toNewQuote(valid)).toEqual({
      name: 'Asha',
      email: 'asha@example.com',
      contactNumber: '022 2757 1234',
      companyName: 'Rao Exports',
      companyAddress: 'Navi Mumbai',
      services: ['landFreight'],
      comments: '',
    });
  });

  it('refuses texts over the limits', () => {
    expect(validateQuote({ ...valid, name: 'x'.repeat(101) }).message).toBe('Some answers are too long. Please shorten them.');
  });

  it('names the limit under each field that is too long, comments included', () => {
    expect(validateQuote({ ...valid, companyAddress: 'x'.repeat(501), comments: 'y'.repeat(4001) })).toEqual({
      message: 'Some answers are too long. Please shorten them.',
      fieldErrors: {
        companyAddress: 'Please shorten this to 500 characters or fewer.',
        comments: 'Please shorten this to 4000 characters or fewer.',
      },
    });
    expect(validateQuote({ ...valid, comments: 'y'.repeat(4000) }).message).toBeNull();
  });
});

describe('validateQuote: the contact number', () => {
  const filled = {
    name: 'Meera Shah',
    email: 'meera@example.com',
    contactNumber: '+91 98765 43210',
    companyName: 'Example Traders',
    companyAddress: '1 Dock Road',
    services: ['warehousing' as const],
    comments: '',
  };
  it.each(['abcdefghij', '98765abc43', '1', '+++---()'])('refuses %p with a clear message on the field', (contactNumber) => {
    expect(validateQuote({ ...filled, contactNumber })).toEqual({
      message: 'Please enter a valid phone number (7 to 15 digits).',
      fieldErrors: { contactNumber: 'Use digits, spaces, +, - and parentheses: 7 to 15 digits.' },
    });
  });
  it.each(['+91 98765 43210', '(022) 2757-1234'])('accepts %p', (contactNumber) => {
    expect(validateQuote({ ...filled, contactNumber }).message).toBeNull();
  });
});
