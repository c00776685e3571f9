import limits from './limits.json';
import {
  acceptAttribute,
  emailPattern,
  isCleanText,
  isEmailAddress,
  fieldNotes,
  fileLimits,
  isOverLimit,
  isPhoneNumber,
  PHONE_INVALID_TEXT,
  sanitizeFileName,
  serviceLabels,
  serviceValues,
  sortByCreatedAt,
  TOO_LONG_TEXT,
  uniqueStoragePath,
  validateFile,
} from './entities';

const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('validateFile', () => {
  it('accepts images of allowed types and size', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif']) expect(validateFile('image', file('a', type, 1000))).toBeNull();
    expect(validateFile('image', file('a.png', 'image/png', 5 * 1024 * 1024))).toBeNull();
  });
  it('rejects other, empty and oversized files clearly', () => {
    expect(validateFile('image', file('a.svg', 'image/svg+xml', 10))).toBe('The image "a.svg" must be a PNG, JPEG, WebP or GIF image.');
    expect(validateFile('image', file('a.png', 'image/png', 5 * 1024 * 1024 + 1))).toBe('The image "a.png" is larger than 5 MB.');
    expect(validateFile('image', file('a.png', 'image/png', 0))).toBe('The image "a.png" is empty.');
    expect(validateFile('resume', null)).toBe('Please choose a PDF, DOC or DOCX file.');
  });
  it('accepts resumes by type or by extension', () => {
    expect(validateFile('resume', file('cv.pdf', 'application/pdf', 10))).toBeNull();
    expect(validateFile('resume', file('cv.doc', 'application/msword', 10))).toBeNull();
    expect(validateFile('resume', file('cv.docx', '', 10))).toBeNull();
    expect(validateFile('resume', file('cv.txt', 'text/plain', 10))).toBe('The resume "cv.txt" must be a PDF, DOC or DOCX file.');
  });
  it('gives an accept attribute', () => {
    expect(acceptAttribute('resume')).toContain('.docx');
    expect(fileLimits.image.maxBytes).toBe(5 * 1024 * 1024);
  });
});

describe('sortByCreatedAt', () => {
  const items = [
    { id: 'none1', createdAt: null },
    { id: 'old', createdAt: new Date('2024-01-01') },
    { id: 'new', createdAt: new Date('2025-01-01') },
    { id: 'none2', createdAt: null },
    { id: 'mid', createdAt: new Date('2024-06-01') },
  ];
  it('sorts newest first, undated last', () => {
    expect(sortByCreatedAt(items).map((i) => i.id)).toEqual(['new', 'mid', 'old', 'none1', 'none2']);
  });
  it('sorts oldest first, undated still last', () => {
    expect(sortByCreatedAt(items, 'oldest').map((i) => i.id)).toEqual(['old', 'mid', 'new', 'none1', 'none2']);
  });
  it('does not modify its input', () => {
    const copy = [...items];
    sortByCreatedAt(items);
    expect(items).toEqual(copy);
  });
});

describe('storage names', () => {
  it('sanitises file names', () => {
    expect(sanitizeFileName('My Résumé (final).pdf')).toBe('My-Resume-final-.pdf');
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('')).toBe('file');
  });
  it('makes unique paths under the folder', () => {
    const a = uniqueStoragePath('images', 'a b.png', 1700000000000);
    const b = uniqueStoragePath('images', 'a b.png', 1700000000000);
    expect(a).toMatch(/^images\/1700000000000-[0-9a-f]{12}-a-b\.png$/);
    expect(a).not.toBe(b);
  });
});

describe('services', () => {
  it('has six values with display words', () => {
    expect(serviceValues).toEqual(['customClearance', 'freightForwarding', 'landFreight', 'warehousing', 'eximConsultancy', 'logisticDesign']);
    expect(serviceValues.map((v) => serviceLabels[v])).toEqual([
      'Custom Clearance',
      'Freight Forwarding',
      'Transportation',
      'Warehousing',
      'Exim Consultancy',
      'Logistics Design',
    ]);
  });
});

describe('isPhoneNumber: digits, spaces, +, -, parentheses, 7 to 15 digits', () => {
  it.each(['+91 98765 43210', '(022) 2757-1234', '1234567', '123456789012345', ' +49 40 1234 5678 '])('accepts %p', (value) => {
    expect(isPhoneNumber(value)).toBe(true);
  });
  it.each(['abcdefghij', '98765abc43', '1', '+++---()', '123456', '1234567890123456', '+91.98765.43210', ''])('refuses %p', (value) => {
    expect(isPhoneNumber(value)).toBe(false);
  });
});

describe('form notes shared by the quote, application, blog and job forms', () => {
  it('name the phone rule and length limits', () => {
    expect(PHONE_INVALID_TEXT).toBe('Please enter a valid phone number (7 to 15 digits).');
    expect(fieldNotes.phone).toBe('Use digits, spaces, +, - and parentheses: 7 to 15 digits.');
    expect(fieldNotes.tooLong('name')).toBe('Please shorten this to 100 characters or fewer.');
    expect(fieldNotes.tooLong('comments')).toBe('Please shorten this to 4000 characters or fewer.');
    expect(TOO_LONG_TEXT).toBe('Some answers are too long. Please shorten them.');
  });
  it('flag only values over the limit', () => {
    expect(isOverLimit('name', 'x'.repeat(100))).toBe(false);
    expect(isOverLimit('name', 'x'.repeat(101))).toBe(true);
  });
});

describe('isEmailAddress', () => {
  it('accepts ordinary addresses', () => {
    for (const value of ['name@company.com', 'First.Last+tag@mail.example.co.uk', 'hr@seawave.example.com', 'a_b-c@x-y.io']) {
      expect(isEmailAddress(value)).toBe(true);
    }
  });
  it('accepts the addresses people really have', () => {
    for (const value of [
      "o'neil@example.ie",
      "D'Arcy.O'Brien+quotes@example.co.uk",
      'a!#$*+/=^_`{|}~-z@example.com',
      'anna@bücher.de',
      'anna@xn--bcher-kva.de',
      'ivan@пример.рф',
      'ivan@xn--e1afmkfd.xn--p1ai',
      'पत्र@उदाहरण.भारत',
      '用户@例子.广告',
      'Ärger@Straße.de',
    ]) {
      expect({ value, accepted: isEmailAddress(value) }).toEqual({ value, accepted: true });
    }
  });
  it('refuses unsafe and malformed addresses', () => {
    for (const value of [
      'x@y.com?bcc=evil%40a.com',
      'x@y.com&cc=a@b.com',
      'x%40y@z.com',
      'x @y.com',
      'x@y.com\n',
      'x\u0000@y.com',
      'x@y',
      '@y.com',
      'x@.com',
      'x..y@z.com',
      '.x@z.com',
      'x@-y.com',
      'x@y.c',
      'x@@y.com',
      '"x"@y.com',
      "x'@y.com?subject=hi",
      'x,y@z.com',
      'x;y@z.com',
      'x<y>@z.com',
      'x(y)@z.com',
      'x:y@z.com',
      'x\\y@z.com',
      'x\u202e@y.com',
      'x\u200d@y.com',
      'x@y\u2066.com',
      '',
    ]) {
      expect(isEmailAddress(value)).toBe(false);
    }
    expect(isEmailAddress(42)).toBe(false);
  });
  it('refuses an address over the limit', () => {
    expect(isEmailAddress(`${'a'.repeat(250)}@b.co`)).toBe(false);
  });
  it('uses the pattern of limits.json', () => {
    expect(emailPattern).toBe(limits.patterns.email);
  });
});

describe('isCleanText', () => {
  it('accepts ordinary text in any script', () => {
    expect(isCleanText('Łódź – 東京 – مرحبا, 100% ok?')).toBe(true);
  });
  it('refuses any control character in one-line text', () => {
    for (const c of ['\u0000', '\u0007', '\n', '\t', '\r', '\u001b', '\u007f', '\u0085']) expect(isCleanText(`a${c}b`)).toBe(false);
  });
  it('multi-line text allows only newline and tab', () => {
    expect(isCleanText('line 1\nline 2\tend', true)).toBe(true);
    for (const c of ['\u0000', '\r', '\u000b', '\u001b', '\u007f', '\u009f']) expect(isCleanText(`a${c}b`, true)).toBe(false);
  });
  it('refuses bidi embedding, override and isolate characters', () => {
    for (const c of ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069']) {
      expect(isCleanText(`invoice${c}fdp.exe`)).toBe(false);
      expect(isCleanText(`invoice${c}fdp.exe`, true)).toBe(false);
    }
  });
});
