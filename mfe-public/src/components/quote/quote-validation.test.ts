import { emptyQuoteForm, isValidEmail, toNewQuote, validateQuote, type QuoteFormValues } from './quote-validation';

const valid: QuoteFormValues = {
  name: ' Asha ',
  email: 'asha@example.com ',
  contactNumber: '123',
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
      contactNumber: '123',
      companyName: 'Rao Exports',
      companyAddress: 'Navi Mumbai',
      services: ['landFreight'],
      comments: '',
    });
  });

  it('refuses texts over the limits', () => {
    expect(validateQuote({ ...valid, name: 'x'.repeat(101) }).message).toBe('Some answers are too long. Please shorten them.');
  });
});
