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
  it('trims, orders services and drops unknown keys', () => {
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
    'refuses the e-mail %p everywhere',
    (email) => {
      expect(checkForm(newQuoteSchema, { ...quote, email }, messages)).toEqual({
        ok: false,
        message: 'Please enter a valid email address',
        fieldErrors: { email: 'Enter an address like name@company.com.' },
      });
      expect(() => parseEntity(newQuoteSchema, { ...quote, email })).toThrow('The e-mail address is not valid.');
    },
  );

  it.each(["o'neil@example.ie", 'anna@bücher.de', 'anna@xn--bcher-kva.de', 'ivan@пример.рф'])('accepts the e-mail %p everywhere', (email) => {
    expect(checkForm(newQuoteSchema, { ...quote, email }, messages)).toMatchObject({ ok: true });
    expect(parseEntity(newQuoteSchema, { ...quote, email })).toMatchObject({ email });
  });

  it('names missing answers before other problems', () => {
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

  it('refuses control characters, newlines only where multi-line', () => {
    const check = checkForm(newQuoteSchema, { ...quote, companyName: 'Rao\u202EExports' }, messages);
    expect(check).toEqual({
      ok: false,
      message: 'Some answers contain characters that are not allowed. Please remove them.',
      fieldErrors: { companyName: 'Remove control or text-direction characters.' },
    });
    expect(parseEntity(newQuoteSchema, { ...quote, comments: 'line one\nline two' }).comments).toBe('line one\nline two');
    expect(() => parseEntity(newQuoteSchema, { ...quote, name: 'As\nha' })).toThrow('The name contains control or text-direction characters.');
  });

  it('refuses long texts, naming the length', () => {
    expect(() => parseEntity(newQuoteSchema, { ...quote, name: 'x'.repeat(101) })).toThrow('The name is longer than 100 characters.');
  });
});

describe('the new quote schema: what forwarders need to price', () => {
  const parse = (fields: Record<string, unknown>) => parseEntity(newQuoteSchema, { ...quote, ...fields });
  const refusal = (fields: Record<string, unknown>) => checkForm(newQuoteSchema, { ...quote, ...fields }, messages);

  it('takes only the eleven Incoterms 2020', () => {
    for (const incoterm of ['EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP']) expect(parse({ incoterm })).toMatchObject({ incoterm });
    expect(() => parse({ incoterm: 'DAT' })).toThrow('Incoterm must be EXW, FCA, FAS, FOB, CFR, CIF, CPT, CIP, DAP, DPU or DDP.');
  });

  it('keeps pickup and delivery addresses by Incoterm', () => {
    const addresses = { pickupAddress: ' 5 Mill Lane, Tiruppur ', deliveryAddress: '9 Kade, Rotterdam' };
    expect(parse({ incoterm: 'EXW', ...addresses })).toMatchObject({ pickupAddress: '5 Mill Lane, Tiruppur' });
    expect(parse({ incoterm: 'FCA', ...addresses })).not.toHaveProperty('deliveryAddress');
    expect(parse({ incoterm: 'DDP', ...addresses })).toMatchObject({ deliveryAddress: '9 Kade, Rotterdam' });
    for (const incoterm of ['DAP', 'DPU', 'DDP']) expect(parse({ incoterm, ...addresses })).not.toHaveProperty('pickupAddress');
    for (const incoterm of ['FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', undefined]) {
      const stored = parse({ incoterm, ...addresses });
      expect([incoterm, 'pickupAddress' in stored, 'deliveryAddress' in stored]).toEqual([incoterm, false, false]);
    }
    expect(parse({ incoterm: 'EXW' })).not.toHaveProperty('pickupAddress');
    expect(() => parse({ incoterm: 'EXW', pickupAddress: 'x'.repeat(501) })).toThrow('The pickup address is longer than 500 characters.');
  });

  it('dangerous goods need UN number and class', () => {
    expect(parse({ dangerousGoods: 'yes', unNumber: ' 1263 ', dangerousGoodsClass: '3' })).toMatchObject({ dangerousGoods: 'yes', unNumber: '1263', dangerousGoodsClass: '3' });
    expect(refusal({ dangerousGoods: 'yes' })).toEqual({
      ok: false,
      message: 'Please fill in all required fields',
      fieldErrors: { unNumber: 'This field is required.', dangerousGoodsClass: 'This field is required.' },
    });
    expect(() => parse({ dangerousGoods: 'yes', dangerousGoodsClass: '3' })).toThrow('The UN number is required.');
    expect(() => parse({ dangerousGoods: 'yes', unNumber: '1263' })).toThrow('The dangerous goods class is required.');
    for (const unNumber of ['126', '12634', 'UN1263', '12a3']) expect(() => parse({ dangerousGoods: 'yes', unNumber, dangerousGoodsClass: '3' })).toThrow('The UN number is not in the expected format.');
    for (const dangerousGoodsClass of ['2.1', '6.1', '9']) expect(parse({ dangerousGoods: 'yes', unNumber: '1263', dangerousGoodsClass })).toMatchObject({ dangerousGoodsClass });
    for (const dangerousGoodsClass of ['10', '2.4', '3.1', '']) expect(() => parse({ dangerousGoods: 'yes', unNumber: '1263', dangerousGoodsClass })).toThrow(/^Dangerous goods class must be 1\.1, /);
    const without = parse({ dangerousGoods: 'no', unNumber: '1263', dangerousGoodsClass: '3' });
    expect(without).toMatchObject({ dangerousGoods: 'no' });
    expect(without).not.toHaveProperty('unNumber');
    expect(without).not.toHaveProperty('dangerousGoodsClass');
    expect(() => parse({ dangerousGoods: 'maybe' })).toThrow('Dangerous goods must be "no" or "yes".');
  });

  it('needs a valid temperature range when controlled', () => {
    const controlled = (temperatureMinC: unknown, temperatureMaxC: unknown) => ({ temperatureControlled: 'yes', temperatureMinC, temperatureMaxC });
    expect(parse(controlled(' -18.5 ', '-15'))).toMatchObject({ temperatureMinC: -18.5, temperatureMaxC: -15 });
    expect(parse(controlled('2', '2'))).toMatchObject({ temperatureMinC: 2, temperatureMaxC: 2 });
    expect(parse(controlled('-70', '40'))).toMatchObject({ temperatureMinC: -70, temperatureMaxC: 40 });
    expect(refusal(controlled('', ''))).toMatchObject({ ok: false, message: 'Please fill in all required fields', fieldErrors: { temperatureMinC: 'This field is required.', temperatureMaxC: 'This field is required.' } });
    expect(refusal(controlled('8', '2'))).toEqual({ ok: false, message: 'Some answers are not in the expected format.', fieldErrors: { temperatureMaxC: 'Enter a number from -70 to 40, with a dot and at most 1 decimal.' } });
    for (const [low, high] of [['-70.5', '0'], ['0', '40.1'], ['2.25', '8'], ['2,5', '8'], ['two', '8'], ['', '8']]) {
      expect([low, high, refusal(controlled(low, high)).ok]).toEqual([low, high, false]);
    }
    const without = parse({ temperatureControlled: 'no', temperatureMinC: '2', temperatureMaxC: '8' });
    expect(without).not.toHaveProperty('temperatureMinC');
    expect(without).not.toHaveProperty('temperatureMaxC');
  });

  it('reads cargo value with currency; insurance needs it', () => {
    expect(parse({ cargoValue: ' 250000.50 ', cargoValueCurrency: 'USD', insureCargo: true })).toMatchObject({ cargoValue: 250000.5, cargoValueCurrency: 'USD', insureCargo: true });
    expect(parse({ cargoValue: 1800000, cargoValueCurrency: 'INR' })).toMatchObject({ cargoValue: 1800000, cargoValueCurrency: 'INR' });
    expect(() => parse({ cargoValue: '250000' })).toThrow('The currency is required.');
    expect(() => parse({ cargoValue: '250000', cargoValueCurrency: 'EUR' })).toThrow('Currency must be INR or USD.');
    for (const cargoValue of ['0', '-5', '12.345', '2,50,000', '1e5']) expect(() => parse({ cargoValue, cargoValueCurrency: 'INR' })).toThrow('The cargo value is not in the expected format.');
    expect(parse({ cargoValueCurrency: 'USD' })).not.toHaveProperty('cargoValueCurrency');
    expect(() => parse({ insureCargo: true })).toThrow('The cargo value is required.');
    expect(parse({ insureCargo: false })).toMatchObject({ insureCargo: false });
    expect(parse({})).not.toHaveProperty('insureCargo');
  });
});

describe('the other entity schemas', () => {
  const resume = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
  it('an applicant needs a resume and a choice', () => {
    const applicant = { name: 'A', email: 'a@example.com', number: '+91 98765 43210', position: 'Clerk', relocate: 'no', experience: '2-5', resume, consent: true };
    expect(parseEntity(newApplicantSchema, applicant)).toEqual(applicant);
    expect(() => parseEntity(newApplicantSchema, { ...applicant, resume: null })).toThrow('Please upload your resume.');
    expect(() => parseEntity(newApplicantSchema, { ...applicant, relocate: 'maybe' })).toThrow('Relocate must be "yes" or "no".');
    expect(() => parseEntity(newApplicantSchema, { ...applicant, number: '98765abc43' })).toThrow('Please enter a valid phone number (7 to 15 digits).');
  });

  it('a new vacancy starts unblocked, lists multi-line', () => {
    const vacancy = { position: 'Clerk', department: 'Ops', overview: 'o', responsibilities: 'a\nb', prerequisite: 'c', experience: '2' };
    expect(parseEntity(newVacancySchema, vacancy)).toEqual({ ...vacancy, isBlocked: false });
    expect(() => parseEntity(newVacancySchema, { ...vacancy, experience: '' })).toThrow(EntityValidationError);
  });

  it('a post keeps spacing; photos: files or paths', () => {
    const post = { name: 'N', topic: 'T', description: 'D', message: '  para one\n\npara two  ', mainPhoto: { path: 'images/a.png' }, profilePhoto: { path: 'images/b.png' } };
    expect(parseEntity(newPostSchema, post).message).toBe('  para one\n\npara two  ');
    expect(() => parseEntity(newPostSchema, { ...post, mainPhoto: { path: 'https://evil.example/a.png' } })).toThrow('Please choose the blog photo.');
    expect(() => parseEntity(newPostSchema, { ...post, message: '   ' })).toThrow('The message is required.');
    const { mainPhoto: _main, profilePhoto: _profile, ...texts } = post;
    expect(parseEntity(postUpdateSchema, texts)).toEqual(texts);
  });

  it('a staff e-mail follows the same rule', () => {
    expect(checkForm(staffEmailSchema, { email: '' }, { required: 'Please enter your e-mail address.', email: 'Please enter a valid e-mail address.' })).toMatchObject({
      message: 'Please enter your e-mail address.',
    });
    expect(checkForm(staffEmailSchema, { email: 'admin@seawave.example.com?x' }, { required: 'r', email: 'Please enter a valid e-mail address.' })).toMatchObject({
      message: 'Please enter a valid e-mail address.',
    });
  });
});
