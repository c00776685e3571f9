/**
 * @jest-environment node
 */
import { Timestamp } from 'firebase/firestore';
import {
  isAbsoluteUrl,
  pathFromDownloadUrl,
  resolveUrl,
  resumePathOf,
  serviceWords,
  StoredDocumentError,
  toApplicant,
  toDateOrNull,
  toPost,
  toQuote,
  toServiceValues,
  toVacancy,
} from './mapping';

describe('toDateOrNull', () => {
  it('converts every stored date form', () => {
    const when = new Date('2024-05-06T07:08:09.123Z');
    expect(toDateOrNull(Timestamp.fromDate(when))).toEqual(when);
    expect(toDateOrNull({ seconds: 1714979289, nanoseconds: 123000000 })).toEqual(when);
    expect(toDateOrNull(when)).toEqual(when);
    expect(toDateOrNull(when.getTime())).toEqual(when);
    expect(toDateOrNull(when.toISOString())).toEqual(when);
  });
  it('gives null for missing or invalid values', () => {
    for (const value of [undefined, null, '', 'not a date', {}, [], NaN, true]) expect(toDateOrNull(value)).toBeNull();
  });
});

describe('paths and URLs', () => {
  it('recognises absolute URLs', () => {
    expect(isAbsoluteUrl('https://x/y')).toBe(true);
    expect(isAbsoluteUrl('blob:http://x/1')).toBe(true);
    expect(isAbsoluteUrl('images/a.png')).toBe(false);
  });
  it('extracts storage paths from Firebase download URLs', () => {
    expect(pathFromDownloadUrl('https://firebasestorage.googleapis.com/v0/b/p.appspot.com/o/images%2F1-ab-a.png?alt=media&token=t')).toBe('images/1-ab-a.png');
    expect(pathFromDownloadUrl('http://127.0.0.1:9199/v0/b/p.appspot.com/o/resume%2Fcv.pdf?alt=media')).toBe('resume/cv.pdf');
    expect(pathFromDownloadUrl('images/a.png')).toBe('images/a.png');
  });
  it('resolves paths, keeping URLs, null on failure', async () => {
    const resolve = jest.fn(async (path: string) => `https://cdn/${path}`);
    expect(await resolveUrl('images/a.png', resolve)).toBe('https://cdn/images/a.png');
    expect(await resolveUrl('https://already/there.png', resolve)).toBe('https://already/there.png');
    expect(await resolveUrl(null, resolve)).toBeNull();
    expect(await resolveUrl('', resolve)).toBeNull();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await resolveUrl('images/gone.png', async () => Promise.reject(new Error('denied')))).toBeNull();
  });
});

describe('service words', () => {
  it('normalises values and words in standard order', () => {
    expect(toServiceValues(['Warehousing', 'customClearance', 'FREIGHT FORWARDING', 'land-freight', 'teleport', 3])).toEqual([
      'customClearance',
      'freightForwarding',
      'landFreight',
      'warehousing',
    ]);
    expect(toServiceValues('customClearance')).toEqual([]);
  });
  it('reads older service words and the names', () => {
    expect(toServiceValues(['Land Freight', 'Logistic Design'])).toEqual(['landFreight', 'logisticDesign']);
    expect(toServiceValues(['Transportation', 'Logistics Design'])).toEqual(['landFreight', 'logisticDesign']);
  });
  it('gives display words', () => {
    expect(serviceWords(['eximConsultancy', 'logisticDesign'])).toEqual(['Exim Consultancy', 'Logistics Design']);
  });
});

describe('documents to entities', () => {
  const created = Timestamp.fromDate(new Date('2024-01-02T00:00:00Z'));
  it('maps a post and resolves both photos', async () => {
    const post = await toPost(
      { id: 'p1', data: { name: 'N', topic: 'T', description: 'D', message: 'M', mainPhoto: 'images/m.png', profilePhoto: 'images/p.png', createdAt: created } },
      async (path) => `url:${path}`,
    );
    expect(post).toEqual({ id: 'p1', name: 'N', topic: 'T', description: 'D', message: 'M', mainPhoto: 'url:images/m.png', profilePhoto: 'url:images/p.png', createdAt: new Date('2024-01-02T00:00:00Z'), updatedAt: null });
  });
  it('maps a vacancy, unblocked by default', () => {
    expect(toVacancy({ id: 'v', data: { position: 'P' } })).toMatchObject({ id: 'v', position: 'P', department: '', isBlocked: false, createdAt: null });
    expect(toVacancy({ id: 'v', data: { isBlocked: true } }).isBlocked).toBe(true);
  });
  it('maps an applicant with a resume path', () => {
    const a = toApplicant({ id: 'a', data: { name: 'A', relocate: 'no', experience: '6+', resumeURL: 'resume/cv.pdf', createdAt: created } });
    expect(a).toMatchObject({ id: 'a', relocate: 'no', experience: '6+', resumeURL: 'resume/cv.pdf' });
    const missing = toApplicant({ id: 'b', data: {} });
    expect(missing).toMatchObject({ relocate: 'yes', experience: '0-1', resumeURL: '' });
  });
  it('reads a resume URL as a resume/ path', () => {
    const url = 'https://firebasestorage.googleapis.com/v0/b/seawave.appspot.com/o/resume%2F1-a-cv.pdf?alt=media&token=secret';
    expect(resumePathOf(url)).toBe('resume/1-a-cv.pdf');
    expect(resumePathOf('https://evil.example.com/cv.pdf')).toBe('');
    expect(resumePathOf('images/photo.png')).toBe('');
    expect(resumePathOf('resume/../images/x.png')).toBe('');
    expect(resumePathOf(42)).toBe('');
  });
  it('maps a quote, including one without createdAt', () => {
    expect(toQuote({ id: 'q', data: { companyName: 'C', services: ['Custom Clearance'] } })).toMatchObject({ id: 'q', companyName: 'C', services: ['customClearance'], comments: '', createdAt: null });
  });
});

describe('a stored document its schema refuses', () => {
  const quote = {
    name: 'Meera Shah',
    email: 'meera@example.com',
    contactNumber: '+91 98765 43210',
    companyName: 'Example Traders',
    companyAddress: '1 Dock Road',
    services: ['warehousing'],
    comments: '',
  };
  const refusal = (read: () => unknown) => {
    try {
      read();
    } catch (error) {
      return error;
    }
    throw new Error('The document was read without an error.');
  };

  it('names an undeclared field and the document', async () => {
    const error = refusal(() => toQuote({ id: 'q7', data: { ...quote, undeclaredNote: 'Machine parts' } }));
    expect(error).toBeInstanceOf(StoredDocumentError);
    expect(error).toMatchObject({ document: 'quotes/q7', field: 'undeclaredNote' });
    expect((error as Error).message).toBe('The stored document quotes/q7 has the field "undeclaredNote", which the quote schema does not declare.');
    await expect(toPost({ id: 'p9', data: { name: 'N', featured: true } }, async () => null)).rejects.toThrow(
      'The stored document posts/p9 has the field "featured", which the post schema does not declare.',
    );
    expect(() => toApplicant({ id: 'a3', data: { name: 'A', vacancy: 'x' } })).toThrow(/applicants\/a3 has the field "vacancy"/);
    expect(() => toVacancy({ id: 'v2', data: { position: 'P', salary: 100 } })).toThrow(/jobvacancy\/v2 has the field "salary"/);
  });

  it('names a malformed field', () => {
    expect(() => toQuote({ id: 'q1', data: { ...quote, name: 42 } })).toThrow(/^The stored document quotes\/q1 has a malformed field "name": .*string/);
    expect(() => toQuote({ id: 'q2', data: { ...quote, services: ['warehousing', 'teleport'] } })).toThrow(/quotes\/q2 has a malformed field "services"/);
    expect(() => toApplicant({ id: 'a1', data: { relocate: 'maybe' } })).toThrow(/applicants\/a1 has a malformed field "relocate"/);
    expect(() => toVacancy({ id: 'v1', data: { isBlocked: 'yes' } })).toThrow(/jobvacancy\/v1 has a malformed field "isBlocked"/);
    expect(() => toQuote({ id: 'q3', data: { ...quote, createdAt: 'not a date' } })).toThrow(/quotes\/q3 has a malformed field "createdAt"/);
  });
});
