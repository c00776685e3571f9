import { emptyQuoteForm, validateQuote, type QuoteFormValues } from './quote-validation';

const valid: QuoteFormValues = {
  ...emptyQuoteForm,
  name: ' Asha ',
  email: 'asha@example.com ',
  contactNumber: ' 022 2757 1234 ',
  companyName: 'Rao Exports',
  companyAddress: 'Navi Mumbai',
  services: ['landFreight'],
  comments: '',
};

/** The form's message, or null when the quote can be sent. */
const messageOf = (values: QuoteFormValues) => {
  const check = validateQuote(values);
  return check.ok ? null : check.message;
};

describe('quote validation', () => {
  it('needs every required field and one service', () => {
    expect(validateQuote(emptyQuoteForm)).toEqual({
      ok: false,
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
    expect(messageOf({ ...valid, services: [] })).toBe('Please fill in all required fields');
  });

  it('checks the e-mail strictly, after required fields', () => {
    expect(messageOf({ ...valid, email: 'nope' })).toBe('Please enter a valid email address');
    expect(messageOf({ ...valid, email: 'nope', name: '' })).toBe('Please fill in all required fields');
    expect(messageOf({ ...valid, email: 'a@b.co' })).toBeNull();
    expect(messageOf({ ...valid, email: 'a b@c.de' })).toBe('Please enter a valid email address');
    expect(messageOf({ ...valid, email: 'a@b' })).toBe('Please enter a valid email address');
    expect(messageOf({ ...valid, email: 'x@y.com?bcc=z@w.com' })).toBe('Please enter a valid email address');
    expect(messageOf({ ...valid, email: 'x@y.com&cc=z%40w.com' })).toBe('Please enter a valid email address');
  });

  it('accepts empty comments and trims stored texts', () => {
    expect(validateQuote(valid)).toEqual({
      ok: true,
      output: {
        name: 'Asha',
        email: 'asha@example.com',
        contactNumber: '022 2757 1234',
        companyName: 'Rao Exports',
        companyAddress: 'Navi Mumbai',
        services: ['landFreight'],
        comments: '',
        origin: '',
        destination: '',
        cargoDescription: '',
        insureCargo: false,
      },
    });
  });

  it('refuses texts over the limits', () => {
    expect(messageOf({ ...valid, name: 'x'.repeat(101) })).toBe('Some answers are too long. Please shorten them.');
  });

  it('names the limit on each overlong field', () => {
    expect(validateQuote({ ...valid, companyAddress: 'x'.repeat(501), comments: 'y'.repeat(4001) })).toEqual({
      ok: false,
      message: 'Some answers are too long. Please shorten them.',
      fieldErrors: {
        companyAddress: 'Please shorten this to 500 characters or fewer.',
        comments: 'Please shorten this to 4000 characters or fewer.',
      },
    });
    expect(messageOf({ ...valid, comments: 'y'.repeat(4000) })).toBeNull();
  });

  it('refuses control characters but allows comment newlines', () => {
    expect(validateQuote({ ...valid, companyName: 'Rao\u202EExports' })).toEqual({
      ok: false,
      message: 'Some answers contain characters that are not allowed. Please remove them.',
      fieldErrors: { companyName: 'Remove control or text-direction characters.' },
    });
    expect(messageOf({ ...valid, comments: 'Origin: Mumbai\nDestination: Dubai' })).toBeNull();
  });
});

describe('validateQuote: the contact number', () => {
  const filled: QuoteFormValues = {
    ...emptyQuoteForm,
    name: 'Meera Shah',
    email: 'meera@example.com',
    contactNumber: '+91 98765 43210',
    companyName: 'Example Traders',
    companyAddress: '1 Dock Road',
    services: ['warehousing'],
    comments: '',
  };
  it.each(['abcdefghij', '98765abc43', '1', '+++---()'])('refuses %p with a clear message on the field', (contactNumber) => {
    expect(validateQuote({ ...filled, contactNumber })).toEqual({
      ok: false,
      message: 'Please enter a valid phone number (7 to 15 digits).',
      fieldErrors: { contactNumber: 'Use digits, spaces, +, - and parentheses: 7 to 15 digits.' },
    });
  });
  it.each(['+91 98765 43210', '(022) 2757-1234'])('accepts %p', (contactNumber) => {
    expect(messageOf({ ...filled, contactNumber })).toBeNull();
  });
});

describe('validateQuote: the shipment details', () => {
  const line = (key: number, count: string, lengthCm: string, widthCm: string, heightCm: string, grossWeightKg: string, stackable = true) => ({
    key,
    count,
    lengthCm,
    widthCm,
    heightCm,
    grossWeightKg,
    stackable,
  });

  it('sends chosen mode, Incoterm and numeric package lines', () => {
    const check = validateQuote({
      ...valid,
      mode: 'sea',
      incoterm: 'FOB',
      origin: ' Nhava Sheva ',
      destination: 'Jebel Ali',
      readyDate: '2026-12-01',
      cargoDescription: 'Machine parts\non pallets',
      packages: [line(1, '2', '120', '80', '100', '150.5'), line(2, '', ' ', '', '', '', false), line(3, ' 1 ', '50', '40.25', '30', '20', false)],
    });
    expect(check.ok && check.output).toMatchObject({
      mode: 'sea',
      incoterm: 'FOB',
      origin: 'Nhava Sheva',
      destination: 'Jebel Ali',
      readyDate: '2026-12-01',
      cargoDescription: 'Machine parts\non pallets',
      packages: [
        { count: 2, lengthCm: 120, widthCm: 80, heightCm: 100, grossWeightKg: 150.5, stackable: true },
        { count: 1, lengthCm: 50, widthCm: 40.25, heightCm: 30, grossWeightKg: 20, stackable: false },
      ],
    });
  });

  it('omits unchosen mode, Incoterm and blank lines', () => {
    const check = validateQuote(valid);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.output).not.toHaveProperty('mode');
    expect(check.output).not.toHaveProperty('incoterm');
    expect(check.output.packages).toBeUndefined();
  });

  it('refuses an incomplete or out-of-range package line', () => {
    expect(validateQuote({ ...valid, packages: [line(1, '2', '120', '', '100', '150')] })).toEqual({
      ok: false,
      message: 'Please complete each package line with positive numbers within the limits.',
      fieldErrors: { packages: expect.any(String) },
    });
    expect(messageOf({ ...valid, packages: [line(1, '1.5', '120', '80', '100', '150')] })).toBe('Please complete each package line with positive numbers within the limits.');
    expect(messageOf({ ...valid, packages: [line(1, '1', '2001', '80', '100', '150')] })).toBe('Please complete each package line with positive numbers within the limits.');
  });

  it('checks required fields before package lines', () => {
    expect(messageOf({ ...valid, name: '', packages: [line(1, 'x', '', '', '', '')] })).toBe('Please fill in all required fields');
  });
});

describe('validateQuote: what forwarders need to price', () => {
  it('sends only the address the Incoterm needs', () => {
    const addresses = { pickupAddress: '5 Mill Lane, Tiruppur', deliveryAddress: '9 Kade, Rotterdam' };
    const exw = validateQuote({ ...valid, incoterm: 'EXW', ...addresses });
    expect(exw.ok && exw.output).toMatchObject({ incoterm: 'EXW', pickupAddress: '5 Mill Lane, Tiruppur' });
    expect(exw.ok && exw.output).not.toHaveProperty('deliveryAddress');
    const ddp = validateQuote({ ...valid, incoterm: 'DDP', ...addresses });
    expect(ddp.ok && ddp.output).toMatchObject({ incoterm: 'DDP', deliveryAddress: '9 Kade, Rotterdam' });
    expect(ddp.ok && ddp.output).not.toHaveProperty('pickupAddress');
    // A hidden answer is not checked either: it is not sent.
    expect(messageOf({ ...valid, incoterm: 'FOB', pickupAddress: 'x'.repeat(501) })).toBeNull();
  });

  it('needs UN number and class for dangerous goods', () => {
    expect(validateQuote({ ...valid, dangerousGoods: 'yes' })).toEqual({
      ok: false,
      message: 'Please fill in all required fields',
      fieldErrors: { unNumber: 'Enter the UN number of the dangerous goods.', dangerousGoodsClass: 'Choose the class of the dangerous goods.' },
    });
    expect(validateQuote({ ...valid, dangerousGoods: 'yes', unNumber: 'UN1263', dangerousGoodsClass: '3' })).toEqual({
      ok: false,
      message: 'Some answers are not in the expected format.',
      fieldErrors: { unNumber: 'Enter the four digits of the UN number, for example 1263.' },
    });
    const sent = validateQuote({ ...valid, dangerousGoods: 'yes', unNumber: '1263', dangerousGoodsClass: '3' });
    expect(sent.ok && sent.output).toMatchObject({ dangerousGoods: 'yes', unNumber: '1263', dangerousGoodsClass: '3' });
    // Answered no, or not at all: what was typed for it is not sent.
    for (const dangerousGoods of ['no', ''] as const) {
      const check = validateQuote({ ...valid, dangerousGoods, unNumber: '12', dangerousGoodsClass: '3' });
      expect(check.ok && check.output).not.toHaveProperty('unNumber');
      expect(check.ok && check.output).not.toHaveProperty('dangerousGoodsClass');
      expect(check.ok && check.output).not.toHaveProperty('dangerousGoods', '');
    }
  });

  it('needs an ordered, bounded temperature range', () => {
    const controlled = { ...valid, temperatureControlled: 'yes' as const };
    expect(validateQuote(controlled)).toEqual({
      ok: false,
      message: 'Please fill in all required fields',
      fieldErrors: { temperatureMinC: 'Enter the lowest temperature the cargo may have.', temperatureMaxC: 'Enter the highest temperature the cargo may have.' },
    });
    expect(validateQuote({ ...controlled, temperatureMinC: '8', temperatureMaxC: '2' })).toEqual({
      ok: false,
      message: 'Some answers are not in the expected format.',
      fieldErrors: { temperatureMaxC: 'Enter °C from -70 to 40, with a dot and at most one decimal, not below the lowest.' },
    });
    expect(validateQuote({ ...controlled, temperatureMinC: '-80', temperatureMaxC: '2' })).toMatchObject({
      fieldErrors: { temperatureMinC: 'Enter °C from -70 to 40, with a dot and at most one decimal.' },
    });
    const sent = validateQuote({ ...controlled, temperatureMinC: '2', temperatureMaxC: '8' });
    expect(sent.ok && sent.output).toMatchObject({ temperatureControlled: 'yes', temperatureMinC: 2, temperatureMaxC: 8 });
  });

  it('needs a value currency, and a value to insure', () => {
    expect(validateQuote({ ...valid, cargoValue: '250000' })).toEqual({
      ok: false,
      message: 'Please fill in all required fields',
      fieldErrors: { cargoValueCurrency: 'Choose the currency of the cargo value.' },
    });
    expect(validateQuote({ ...valid, insureCargo: true })).toEqual({
      ok: false,
      message: 'Please fill in all required fields',
      fieldErrors: { cargoValue: 'Enter the cargo value, so we can insure it.' },
    });
    expect(validateQuote({ ...valid, cargoValue: '2,50,000', cargoValueCurrency: 'INR' })).toEqual({
      ok: false,
      message: 'Some answers are not in the expected format.',
      fieldErrors: { cargoValue: 'Enter the value in digits, with a dot for decimals (for example 250000).' },
    });
    const sent = validateQuote({ ...valid, cargoValue: '250000', cargoValueCurrency: 'USD', insureCargo: true });
    expect(sent.ok && sent.output).toMatchObject({ cargoValue: 250000, cargoValueCurrency: 'USD', insureCargo: true });
    const currencyAlone = validateQuote({ ...valid, cargoValueCurrency: 'USD' });
    expect(currencyAlone.ok && currencyAlone.output).not.toHaveProperty('cargoValueCurrency');
  });
});
