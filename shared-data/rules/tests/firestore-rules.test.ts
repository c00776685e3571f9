/**
 * @jest-environment node
 */
/**
 * The production Firestore rules (the generated firestore.rules), run in the
 * Firestore emulator: every collection and operation as a visitor, identities
 * a script can make for nothing (anonymous, password), a signed-in stranger,
 * an allow-listed e-mail that is not verified or not signed in with Google,
 * each staff account of role 'all', and a staff account of each narrower role;
 * and the field checks of everything staff write. Quotes and applications
 * reach the database only through the public forms' functions (tested with
 * them). `npm test` starts the emulator; without FIRESTORE_EMULATOR_HOST the
 * suite fails and says how.
 */
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  addDoc,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { admins, claimsOf, emailOf, everyone, firstAdminEmail, hiringStaff, notStaffOf, salesStaff, uidOf, type Who } from './identities';
import { isCleanText, uniqueStoragePath } from '../../src/entities';
import limits from '../../src/limits.json';
import { entities } from '../../src/schemas/entity-schemas';
import { PACKAGES_SUBCOLLECTION } from '../../src/freight/cargo';
import { applicantStatuses, quoteStatuses } from '../../src/pipeline';
import { makeRate } from '../../src/testing/sample-entities';

jest.setTimeout(30_000);

const host = process.env.FIRESTORE_EMULATOR_HOST;
const rulesFile = process.env.SEAWAVE_RULES_FILE ?? join(__dirname, '../../../firestore.rules');

let env: RulesTestEnvironment;

/** A Google sign-in with a verified `email`. */
function googleStore(uid: string, email: string): Firestore {
  return env.authenticatedContext(uid, { email, email_verified: true, firebase: { sign_in_provider: 'google.com' } }).firestore() as unknown as Firestore;
}

function db(who: Who): Firestore {
  const claims = claimsOf(who);
  // The SDK's token type lists no 'emailLink' provider, which tokens may carry.
  const context = claims ? env.authenticatedContext(claims.sub, claims as unknown as Parameters<typeof env.authenticatedContext>[1]) : env.unauthenticatedContext();
  return context.firestore() as unknown as Firestore;
}

const long = (field: keyof typeof limits.fields) => 'x'.repeat(limits.fields[field] + 1);

const validQuote = (): DocumentData => ({
  name: 'Meera Shah',
  email: 'meera@example.com',
  contactNumber: '+91 98765 43210',
  companyName: 'Example Traders',
  companyAddress: '1 Dock Road, Mumbai',
  services: ['customClearance', 'warehousing'],
  comments: '',
  createdAt: serverTimestamp(),
});
const validApplicant = (): DocumentData => ({
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  number: '+91 91234 56789',
  position: 'Dispatch Clerk',
  relocate: 'no',
  experience: '2-5',
  resumeURL: 'resume/TicketOfAnApplication/1700000000000-abc123-ravi.pdf',
  consent: true,
  createdAt: serverTimestamp(),
});
const validPost = (): DocumentData => ({
  name: 'Asha Rao',
  topic: 'Harbour notes',
  description: 'What we saw at the port.',
  message: 'Line one\nLine two',
  mainPhoto: 'images/1700000000000-abc-main.png',
  profilePhoto: 'images/1700000000000-def-profile.png',
  createdAt: serverTimestamp(),
});
const validVacancy = (): DocumentData => ({
  position: 'Fleet Coordinator',
  department: 'Transportation',
  overview: 'Plan trailer movements.',
  responsibilities: 'Plan trips\nTrack vehicles',
  prerequisite: 'Road transport experience',
  experience: '1-3 years',
  isBlocked: false,
  createdAt: serverTimestamp(),
});

/** A rate card as the Rates page writes it: a sea rate per 20′ GP with its minimum left out. */
const validRate = (): DocumentData => {
  const { id: _id, updatedAt: _updatedAt, ...rate } = makeRate({ id: 'rate', validUntil: '2026-01-31' });
  return { ...rate, createdAt: serverTimestamp() };
};

const seeded = { posts: 'post-1', jobvacancy: 'job-1', applicants: 'applicant-1', quotes: 'quote-1', rates: 'rate-1', other: 'other-1' } as const;

beforeAll(async () => {
  if (!host) {
    throw new Error(
      'FIRESTORE_EMULATOR_HOST is not set, so the security rules cannot be tested. Run this suite with the Firestore emulator: ' +
        '`npm run test:rules` (this suite alone), `npm run test:unit` or `npm test` start it, or set FIRESTORE_EMULATOR_HOST to a running one.',
    );
  }
  const [hostname, port] = host.split(':');
  env = await initializeTestEnvironment({
    // One project per run, so two runs sharing the emulator never clear or seed each other's data.
    projectId: `demo-seawave-rules-${process.pid}`,
    firestore: { host: hostname!, port: Number(port), rules: readFileSync(rulesFile, 'utf8') },
  });
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const store = context.firestore() as unknown as Firestore;
    const at = Timestamp.fromDate(new Date('2026-01-05T10:00:00Z'));
    await setDoc(doc(store, 'posts', seeded.posts), { ...validPost(), createdAt: at });
    await setDoc(doc(store, 'jobvacancy', seeded.jobvacancy), { ...validVacancy(), createdAt: at });
    await setDoc(doc(store, 'applicants', seeded.applicants), { ...validApplicant(), createdAt: at });
    await setDoc(doc(store, 'quotes', seeded.quotes), { ...validQuote(), createdAt: at });
    await setDoc(doc(store, 'rates', seeded.rates), { ...validRate(), createdAt: at });
    await setDoc(doc(store, 'other', seeded.other), { note: 'not part of the site' });
  });
});

afterAll(async () => {
  await env?.cleanup();
});

// ---------------------------------------------------------------- every operation of every collection

type Op = 'get' | 'list' | 'create' | 'update' | 'delete';
const creates: Record<keyof typeof seeded, () => DocumentData> = {
  posts: validPost,
  jobvacancy: validVacancy,
  applicants: validApplicant,
  quotes: validQuote,
  rates: validRate,
  other: () => ({ note: 'anything' }),
};
const updates: Record<keyof typeof seeded, () => DocumentData> = {
  posts: () => ({ topic: 'New topic', updatedAt: serverTimestamp() }),
  jobvacancy: () => ({ isBlocked: true }),
  applicants: () => ({ position: 'Changed' }),
  quotes: () => ({ comments: 'Changed' }),
  rates: () => ({ amount: 900, updatedAt: serverTimestamp() }),
  other: () => ({ note: 'changed' }),
};

function attempt(who: Who, name: keyof typeof seeded, op: Op): Promise<unknown> {
  const store = db(who);
  switch (op) {
    case 'get':
      return getDoc(doc(store, name, seeded[name]));
    case 'list':
      return getDocs(collection(store, name));
    case 'create':
      return addDoc(collection(store, name), creates[name]());
    case 'update':
      return updateDoc(doc(store, name, seeded[name]), updates[name]());
    case 'delete':
      return deleteDoc(doc(store, name, seeded[name]));
  }
}

/** Who may do what: everything not listed is denied. */
const allowed: Record<keyof typeof seeded, Partial<Record<Op, readonly Who[]>>> = {
  posts: { get: everyone, list: everyone, create: hiringStaff, update: hiringStaff, delete: hiringStaff },
  jobvacancy: { get: everyone, list: everyone, create: hiringStaff, update: hiringStaff, delete: hiringStaff },
  applicants: { get: hiringStaff, list: hiringStaff, delete: hiringStaff },
  quotes: { get: salesStaff, list: salesStaff, delete: salesStaff },
  // Staff data: no visitor reads a rate card, and hiring staff do not reach them.
  rates: { get: salesStaff, list: salesStaff, create: salesStaff, update: salesStaff, delete: salesStaff },
  other: {},
};

const matrix = (Object.keys(seeded) as (keyof typeof seeded)[]).flatMap((name) =>
  (['get', 'list', 'create', 'update', 'delete'] as Op[]).flatMap((op) =>
    everyone.map((who) => ({ name, op, who, allow: allowed[name][op]?.includes(who) ?? false })),
  ),
);

describe.each(Object.keys(seeded))('%s: every operation by every identity', (name) => {
  it.each(matrix.filter((row) => row.name === name).map((row) => [row.allow ? 'allows' : 'denies', row.op, row.who, row] as const))(
    '%s %s by %s',
    async (_verdict, _op, _who, row) => {
      const result = attempt(row.who, row.name, row.op);
      if (row.allow) await assertSucceeds(result);
      else await assertFails(result);
    },
  );
});

// ---------------------------------------------------------------- field checks

const without = (data: DocumentData, key: string) => {
  const copy = { ...data };
  delete copy[key];
  return copy;
};

describe('quotes and applications: nobody writes one straight into Firestore (the public forms\' functions do)', () => {
  const lines = { count: 1, lengthCm: 10, widthCm: 10, heightCm: 10, grossWeightKg: 1 };
  it.each(everyone)('denies %s creating a quote or its packages', async (who) => {
    const store = db(who);
    await assertFails(setDoc(doc(store, 'quotes', 'new-quote'), validQuote()));
    const batch = writeBatch(store);
    batch.set(doc(store, 'quotes', 'new-quote'), validQuote());
    batch.set(doc(store, 'quotes', 'new-quote', PACKAGES_SUBCOLLECTION, '0'), lines);
    await assertFails(batch.commit());
    await assertFails(setDoc(doc(store, 'quotes', seeded.quotes, PACKAGES_SUBCOLLECTION, '9'), lines));
  });
  it.each(everyone)('denies %s creating an application', (who) => assertFails(setDoc(doc(db(who), 'applicants', 'new-application'), validApplicant())));
  it.each(everyone)("denies %s the functions' tickets and counters", async (who) => {
    for (const name of ['uploadTickets', 'publicLimits']) {
      await assertFails(setDoc(doc(db(who), name, 'forged'), { path: 'resume/forged/cv.pdf' }));
      await assertFails(getDocs(collection(db(who), name)));
    }
  });
});

describe('posts: what an admin may write', () => {
  const admin = () => db(admins[0]!);
  it('allows a complete post at server time', () => assertSucceeds(addDoc(collection(admin(), 'posts'), validPost())));
  it('allows a post without photos (null)', () => assertSucceeds(addDoc(collection(admin(), 'posts'), { ...validPost(), mainPhoto: null, profilePhoto: null })));
  it('denies a forged createdAt', () => assertFails(addDoc(collection(admin(), 'posts'), { ...validPost(), createdAt: Timestamp.fromDate(new Date('2020-01-01')) })));
  it('denies an extra field', () => assertFails(addDoc(collection(admin(), 'posts'), { ...validPost(), featured: true })));
  it('denies a missing topic', () => assertFails(addDoc(collection(admin(), 'posts'), without(validPost(), 'topic'))));
  it('denies a photo outside images/', () => assertFails(addDoc(collection(admin(), 'posts'), { ...validPost(), mainPhoto: 'https://evil.example.com/x.png' })));
  it.each(['name', 'topic', 'description', 'message', 'createdAt'])('denies a post without %s', (key) =>
    assertFails(addDoc(collection(admin(), 'posts'), without(validPost(), key))),
  );
  it.each(['name', 'topic', 'description', 'message'] as const)('denies a %s over its length limit', (key) =>
    assertFails(addDoc(collection(admin(), 'posts'), { ...validPost(), [key]: long(key) })),
  );
  it.each(['name', 'topic', 'description', 'message'])('denies a blank %s', (key) => assertFails(addDoc(collection(admin(), 'posts'), { ...validPost(), [key]: ' \n ' })));
  it('denies a number where text belongs', () => assertFails(addDoc(collection(admin(), 'posts'), { ...validPost(), topic: 12 })));
  it.each([
    ['mainPhoto', 'resume/1700000000000-abc-main.png'],
    ['mainPhoto', '/images/x.png'],
    ['profilePhoto', 'https://evil.example.com/images/x.png'],
    ['profilePhoto', 'profile.png'],
  ])('denies a %s at %p, outside images/', (key, path) => assertFails(addDoc(collection(admin(), 'posts'), { ...validPost(), [key]: path })));
  it('allows an admin e-mail in capitals', () =>
    assertSucceeds(
      addDoc(
        collection(googleStore('admin-caps', firstAdminEmail.toUpperCase()), 'posts'),
        validPost(),
      ),
    ));
  it('denies moving a photo outside images/', () =>
    assertFails(updateDoc(doc(admin(), 'posts', seeded.posts), { mainPhoto: 'resume/x.pdf', updatedAt: serverTimestamp() })));
  it('denies an update that blanks the message', () =>
    assertFails(updateDoc(doc(admin(), 'posts', seeded.posts), { message: '   ', updatedAt: serverTimestamp() })));
  it('denies an update without updatedAt', () => assertFails(updateDoc(doc(admin(), 'posts', seeded.posts), { topic: 'New' })));
  it('allows an update of the texts with updatedAt', () =>
    assertSucceeds(updateDoc(doc(admin(), 'posts', seeded.posts), { name: 'New', topic: 'New', description: 'New', message: 'New', updatedAt: serverTimestamp() })));
  it('denies an update with a forged updatedAt', () =>
    assertFails(updateDoc(doc(admin(), 'posts', seeded.posts), { topic: 'New', updatedAt: Timestamp.fromDate(new Date('2020-01-01')) })));
  it('denies an update of createdAt', () =>
    assertFails(updateDoc(doc(admin(), 'posts', seeded.posts), { createdAt: serverTimestamp(), updatedAt: serverTimestamp() })));
});

describe('jobvacancy: what an admin may write', () => {
  const admin = () => db(admins[0]!);
  it('allows a complete vacancy at server time', () => assertSucceeds(addDoc(collection(admin(), 'jobvacancy'), validVacancy())));
  it('denies a vacancy without isBlocked', () => assertFails(addDoc(collection(admin(), 'jobvacancy'), without(validVacancy(), 'isBlocked'))));
  it('denies a non-boolean isBlocked', () => assertFails(addDoc(collection(admin(), 'jobvacancy'), { ...validVacancy(), isBlocked: 'yes' })));
  it.each(['position', 'department', 'overview', 'responsibilities', 'prerequisite', 'experience'] as const)('denies a %s over its length limit', (key) =>
    assertFails(addDoc(collection(admin(), 'jobvacancy'), { ...validVacancy(), [key]: long(key) })),
  );
  it.each(['position', 'department', 'overview', 'responsibilities', 'prerequisite', 'experience', 'createdAt'])('denies a vacancy without %s', (key) =>
    assertFails(addDoc(collection(admin(), 'jobvacancy'), without(validVacancy(), key))),
  );
  it.each(['position', 'department', 'experience'])('denies a blank %s', (key) => assertFails(addDoc(collection(admin(), 'jobvacancy'), { ...validVacancy(), [key]: '' })));
  it('denies an extra field', () => assertFails(addDoc(collection(admin(), 'jobvacancy'), { ...validVacancy(), salary: '1' })));
  it('denies a forged createdAt', () =>
    assertFails(addDoc(collection(admin(), 'jobvacancy'), { ...validVacancy(), createdAt: Timestamp.fromDate(new Date('2020-01-01')) })));
  it('denies a number where text belongs', () => assertFails(addDoc(collection(admin(), 'jobvacancy'), { ...validVacancy(), position: 5 })));
  it('allows unblocking', () => assertSucceeds(updateDoc(doc(admin(), 'jobvacancy', seeded.jobvacancy), { isBlocked: false })));
  it.each(['position', 'department', 'overview', 'responsibilities', 'prerequisite', 'experience'])('allows an edit of %s', (key) =>
    assertSucceeds(updateDoc(doc(admin(), 'jobvacancy', seeded.jobvacancy), { [key]: 'Changed' })),
  );
  it.each(['position', 'department', 'overview', 'responsibilities', 'prerequisite', 'experience'])('denies a signed-in stranger editing %s', (key) =>
    assertFails(updateDoc(doc(db('a signed-in stranger'), 'jobvacancy', seeded.jobvacancy), { [key]: 'Changed' })),
  );
  it('denies an edit that blanks the position', () => assertFails(updateDoc(doc(admin(), 'jobvacancy', seeded.jobvacancy), { position: ' ' })));
  it('denies an update of createdAt', () => assertFails(updateDoc(doc(admin(), 'jobvacancy', seeded.jobvacancy), { createdAt: serverTimestamp() })));
  it('denies an update that adds a field', () => assertFails(updateDoc(doc(admin(), 'jobvacancy', seeded.jobvacancy), { isBlocked: true, salary: '1' })));
  it('denies setting isBlocked to a non-boolean', () => assertFails(updateDoc(doc(admin(), 'jobvacancy', seeded.jobvacancy), { isBlocked: 1 })));
});

// ---------------------------------------------------------------- what an admin token can no longer do

const admin = () => db(admins[0]!);
/** A character's code point as U+XXXX, for test names. */
const named = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
const forged = () => Timestamp.fromDate(new Date('2020-01-01T00:00:00Z'));
/** A post edit exactly as the data interface writes it: the four texts, both photos and updatedAt. */
const postEdit = (changes: DocumentData = {}): DocumentData => {
  const { createdAt: _createdAt, ...fields } = validPost();
  return { ...fields, ...changes, updatedAt: serverTimestamp() };
};

describe('posts: an admin writes exactly a post, nothing more', () => {
  const create = (data: DocumentData) => addDoc(collection(admin(), 'posts'), data);
  const edit = (data: DocumentData) => updateDoc(doc(admin(), 'posts', seeded.posts), data);

  it('allows photo paths the data interface makes', () =>
    assertSucceeds(create({ ...validPost(), mainPhoto: uniqueStoragePath('images', 'Harbour photo (1).JPG'), profilePhoto: uniqueStoragePath('images', 'me.webp') })));
  it.each([
    ['featured', true],
    ['author', 'someone@example.com'],
    ['updatedAt', null],
    ['isBlocked', false],
  ])('denies the extra field %s on create', (key, value) => assertFails(create({ ...validPost(), [key]: value })));
  it('denies a future createdAt', () =>
    assertFails(create({ ...validPost(), createdAt: Timestamp.fromDate(new Date(Date.now() + 86_400_000)) })));
  it('denies a null createdAt', () => assertFails(create({ ...validPost(), createdAt: null })));
  it.each([
    'https://evil.example.com/x.png',
    'http://127.0.0.1:9199/v0/b/demo/o/images%2Fx.png?alt=media',
    'data:image/png;base64,iVBORw0KGgo=',
    'javascript:alert(1)',
    'gs://demo.appspot.com/images/x.png',
    '//evil.example.com/images/x.png',
    'images/',
    'images/a/b.png',
    'images/../resume/cv.pdf',
    'images/a b.png',
    'images/x.png?token=1',
    'images/x.png#frag',
    'images/x.png\n',
  ])('denies the mainPhoto %p', (mainPhoto) => assertFails(create({ ...validPost(), mainPhoto })));
  it.each(['https://evil.example.com/me.png', 'data:image/svg+xml,<svg/>', 'resume/me.png'])('denies the profilePhoto %p', (profilePhoto) =>
    assertFails(create({ ...validPost(), profilePhoto })),
  );
  it('denies a photo path over its limit', () =>
    assertFails(create({ ...validPost(), mainPhoto: `images/${'a'.repeat(limits.fields.storagePath)}` })));
  it.each([1, true, ['images/x.png'], { path: 'images/x.png' }])('denies a mainPhoto that is %p', (mainPhoto) => assertFails(create({ ...validPost(), mainPhoto })));

  it('allows the edit the data interface writes', () => assertSucceeds(edit(postEdit({ topic: 'New topic' }))));
  it('allows an edit replacing a photo', () =>
    assertSucceeds(edit(postEdit({ mainPhoto: uniqueStoragePath('images', 'new-main.png') }))));
  it('allows editing a post stored without createdAt', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const { createdAt: _createdAt, ...fields } = validPost();
      await setDoc(doc(context.firestore() as unknown as Firestore, 'posts', 'undated'), { ...fields, updatedAt: null });
    });
    await assertSucceeds(updateDoc(doc(admin(), 'posts', 'undated'), postEdit()));
  });
  it.each([
    ['featured', true],
    ['views', 0],
  ])('denies the extra field %s on edit', (key, value) => assertFails(edit(postEdit({ [key]: value }))));
  it.each(['https://evil.example.com/x.png', 'data:image/png;base64,AAAA', 'http://example.com/images/x.png'])('denies an edit setting mainPhoto to %p', (mainPhoto) =>
    assertFails(edit(postEdit({ mainPhoto }))),
  );
  it('denies an edit setting profilePhoto to a URL', () => assertFails(edit(postEdit({ profilePhoto: 'https://evil.example.com/me.png' }))));
  it.each(['mainPhoto', 'profilePhoto', 'message'])('denies an edit that removes %s', (key) => assertFails(edit(postEdit({ [key]: deleteField() }))));
  it('denies an edit that removes createdAt', () => assertFails(edit(postEdit({ createdAt: deleteField() }))));
  it('denies an edit that forges createdAt', () => assertFails(edit(postEdit({ createdAt: forged() }))));
  it('denies an edit with a forged updatedAt', () => assertFails(edit({ ...postEdit(), updatedAt: forged() })));
  it('denies an edit over a length limit', () => assertFails(edit(postEdit({ message: long('message') }))));
  it('denies the same edit by a signed-in stranger', () => assertFails(updateDoc(doc(db('a signed-in stranger'), 'posts', seeded.posts), postEdit())));
});

describe('jobvacancy: an admin creates a complete vacancy, edits it and blocks or unblocks it', () => {
  const create = (data: DocumentData) => addDoc(collection(admin(), 'jobvacancy'), data);
  const change = (data: DocumentData) => updateDoc(doc(admin(), 'jobvacancy', seeded.jobvacancy), data);

  it('allows a vacancy created blocked', () => assertSucceeds(create({ ...validVacancy(), isBlocked: true })));
  it('allows blocking, as the job list does', () => assertSucceeds(change({ isBlocked: true })));
  it.each(['isBlocked', 'position', 'overview'])('denies an update that removes %s', (key) => assertFails(change({ [key]: deleteField() })));
  it('denies an update forging createdAt', () => assertFails(change({ isBlocked: true, createdAt: forged() })));
  it('allows rewriting every text and the closing date', () =>
    assertSucceeds(change({ position: 'New', department: 'New', overview: 'New', responsibilities: 'New', prerequisite: 'New', experience: 'New', closingDate: '2030-12-31' })));
  it('allows removing the closing date', async () => {
    await assertSucceeds(change({ closingDate: '2030-12-31' }));
    await assertSucceeds(change({ closingDate: deleteField() }));
  });
  it('allows a new vacancy with a closing date', () => assertSucceeds(create({ ...validVacancy(), closingDate: '2030-01-31' })));
  it.each(['2030-13-01', '2030-1-5', '31/12/2030', 'tomorrow', '', '1999-12-31'])('denies the closing date %p', (closingDate) => assertFails(change({ closingDate })));
  it.each([20301231, true, null])('denies a closing date that is %p', (closingDate) => assertFails(create({ ...validVacancy(), closingDate })));
  it('denies an edit setting createdAt to server time', () => assertFails(change({ position: 'New', createdAt: serverTimestamp() })));
  it('denies a vacancy with a future createdAt', () => assertFails(create({ ...validVacancy(), createdAt: Timestamp.fromDate(new Date(Date.now() + 86_400_000)) })));
  it.each([['applyUrl', 'https://evil.example.com'], ['salary', 100], ['updatedAt', null]])('denies a vacancy with the extra field %s', (key, value) =>
    assertFails(create({ ...validVacancy(), [key]: value })),
  );
});

describe('applicants: a sent application and its resume path never change', () => {
  it.each(admins)('denies %s pointing resumeURL at another resume', (who) =>
    assertFails(updateDoc(doc(db(who), 'applicants', seeded.applicants), { resumeURL: 'resume/1700000000000-aaa-other.pdf' })),
  );
  it('denies an absolute URL as resumeURL', () =>
    assertFails(updateDoc(doc(admin(), 'applicants', seeded.applicants), { resumeURL: 'https://evil.example.com/cv.pdf' })));
  it('denies a visitor pointing resumeURL elsewhere', () =>
    assertFails(updateDoc(doc(db('a visitor'), 'applicants', seeded.applicants), { resumeURL: 'resume/1700000000000-aaa-other.pdf' })));
  it('denies an admin rewriting the whole application', () =>
    assertFails(setDoc(doc(admin(), 'applicants', seeded.applicants), { ...validApplicant(), resumeURL: 'resume/1700000000000-aaa-other.pdf' })));
  it('denies a status without its history entry', () => assertFails(updateDoc(doc(admin(), 'applicants', seeded.applicants), { status: 'shortlisted' })));
});

describe('quotes: a sent quote never changes (only its status, with its history entry)', () => {
  it.each(admins)('denies %s a status without history', (who) => assertFails(updateDoc(doc(db(who), 'quotes', seeded.quotes), { status: 'pricing' })));
  it('denies an admin rewriting the e-mail address', () => assertFails(updateDoc(doc(admin(), 'quotes', seeded.quotes), { email: 'x@y.com?bcc=evil%40a.com' })));
});

// ---------------------------------------------------------------- characters

describe('texts: no control characters (newline and tab only in multi-line texts) and no bidi embedding, override or isolate characters', () => {
  const bidi = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
  const controls = ['\u0000', '\u0007', '\u0008', '\r', '\u000b', '\u000c', '\u001b', '\u007f', '\u0085', '\u009f'];
  const post = (changes: DocumentData) => addDoc(collection(admin(), 'posts'), { ...validPost(), ...changes });
  const vacancy = (changes: DocumentData) => addDoc(collection(admin(), 'jobvacancy'), { ...validVacancy(), ...changes });

  it('allows letters of any script and punctuation', () =>
    assertSucceeds(post({ name: 'Łukasz Żółć', topic: 'Ōsaka 東京 Trading – “Ltd.”', description: 'شارع 1, Dubai', message: '100% sure? Yes & no.' })));
  it.each(['name', 'topic', 'description'])('denies a newline in the one-line post %s', (key) => assertFails(post({ [key]: 'one\ntwo' })));
  it.each(['name', 'topic', 'description', 'message'])('denies U+202E in the post %s', (key) => assertFails(post({ [key]: 'text\u202eexe.txt' })));
  it.each(['\u0000', '\r', '\u001b'].map((c) => [named(c), c]))('denies %s in a post message', (_name, c) => assertFails(post({ message: `Line one${c}Line two` })));
  it('allows newlines and tabs in a post message', () => assertSucceeds(post({ message: 'Line one\n\n\tLine two' })));
  it('denies a control character in a post edit', () => assertFails(updateDoc(doc(admin(), 'posts', seeded.posts), postEdit({ name: 'Asha\u0007Rao' }))));
  it('denies a bidi override in a post edit', () => assertFails(updateDoc(doc(admin(), 'posts', seeded.posts), postEdit({ message: 'Hello \u202eworld' }))));
  it.each(['position', 'department', 'experience'])('denies a newline in the one-line vacancy %s', (key) => assertFails(vacancy({ [key]: 'one\ntwo' })));
  it.each(['overview', 'responsibilities', 'prerequisite'])('allows newlines and tabs in the vacancy %s', (key) => assertSucceeds(vacancy({ [key]: 'one\ntwo\tthree' })));
  it.each(['position', 'department', 'overview', 'responsibilities', 'prerequisite', 'experience'])('denies U+2067 or U+0000 in the vacancy %s', async (key) => {
    await assertFails(vacancy({ [key]: 'a\u2067b' }));
    await assertFails(vacancy({ [key]: 'a\u0000b' }));
  });
  it.each([...controls, ...bidi, '\n', '\t', 'é', '東', '😀'].map((c) => [named(c), c]))(
    'accepts %s exactly when the client does',
    (_name, c) => {
      const value = `Example${c}Traders`;
      return isCleanText(value) ? assertSucceeds(post({ topic: value })) : assertFails(post({ topic: value }));
    },
  );
});

// ---------------------------------------------------------------- the keys each schema declares

// Staff create posts, vacancies and rates; quotes and applications are the functions' (checked with the same schemas there).
const staffEntities = entities.filter((entity) => entity.collection === 'posts' || entity.collection === 'jobvacancy' || entity.collection === 'rates');
describe.each(staffEntities.map((entity) => [entity.collection, entity] as const))('%s: the keys its schema declares', (name, entity) => {
  const create = (data: DocumentData): Promise<unknown> => addDoc(collection(admin(), name as keyof typeof creates), data);
  const valid = creates[name as keyof typeof creates];
  // The keys of the create form (the staff's and the server's fields are never in a create).
  const declared = Object.entries(entity.fields)
    .filter(([, def]) => def.writer === 'public')
    .map(([key, def]) => ({ key: def.storedAs ?? key, optional: def.info.presence === 'optional' }));

  it('the sample holds every required key, nothing else', () => {
    const keys = Object.keys(valid());
    for (const { key, optional } of declared) if (!optional) expect(keys).toContain(key);
    for (const key of keys) expect([...declared.map((field) => field.key), 'createdAt']).toContain(key);
  });
  it.each(declared.map((field) => [field.optional ? 'allows' : 'denies', field.key, field.optional] as const))('%s a new document without %s', (_verdict, key, optional) =>
    optional ? assertSucceeds(create(without(valid(), key))) : assertFails(create(without(valid(), key))),
  );
  it('allows a document with every declared key', () => assertSucceeds(create(valid())));
  it('denies an undeclared key', () => assertFails(create({ ...valid(), undeclared: 'x' })));
});

describe('rates: what sales staff may write', () => {
  const sales = () => db('sales staff');
  const create = (data: DocumentData) => addDoc(collection(sales(), 'rates'), data);
  const change = (data: DocumentData) => updateDoc(doc(sales(), 'rates', seeded.rates), { ...data, updatedAt: serverTimestamp() });
  const airRate = { mode: 'air', basis: 'kg', amount: 4.25, minimum: 75, perKgFrom45: 3.8, perKgFrom100: 3.5, perKgFrom1000: 2.95 };

  it('allows an air rate with weight breaks', () => assertSucceeds(create({ ...validRate(), ...airRate })));
  it('allows an LCL rate and a land rate', async () => {
    await assertSucceeds(create({ ...validRate(), basis: 'wm', amount: 42.5, minimum: 60 }));
    await assertSucceeds(create({ ...validRate(), mode: 'land', basis: 'truck', amount: 65000, currency: 'INR', transitDays: 0 }));
  });
  it.each([
    ['a basis its mode is not priced on (air per 20′ GP)', { mode: 'air', basis: 'gp20' }],
    ['a land rate per W/M', { mode: 'land', basis: 'wm' }],
    ['an unknown basis', { basis: 'pallet' }],
    ['an unknown mode', { mode: 'rail' }],
    ['an unknown currency', { currency: 'EUR' }],
    ['a country code in small letters', { originCountry: 'in' }],
    ['a country name', { destinationCountry: 'UAE' }],
    ['a blank place', { originPlace: ' ' }],
    ['an amount of 0', { amount: 0 }],
    ['a negative amount', { amount: -850 }],
    ['an amount of three decimals', { amount: 850.125 }],
    ['an amount written as text', { amount: '850' }],
    ['a minimum of 0', { minimum: 0 }],
    ['a weight break written as text', { perKgFrom45: '3.8' }],
    ['a transit time in part days', { transitDays: 4.5 }],
    ['a transit time over a year', { transitDays: 366 }],
    ['a negative transit time', { transitDays: -1 }],
    ['a validity ending before it starts', { validFrom: '2026-02-01', validUntil: '2026-01-31' }],
    ['a day that does not exist', { validUntil: '2026-02-30' }],
    ['a validity written as a time', { validFrom: Timestamp.fromDate(new Date('2026-01-01T00:00:00Z')) }],
    ['a weight break nobody declared', { perKgFrom250: 3 }],
  ])('denies %s', (_what, changes) => assertFails(create({ ...validRate(), ...changes })));
  it('denies inclusions over their length limit', () => assertFails(create({ ...validRate(), includes: long('rateIncludes') })));
  it('denies a forged createdAt', () => assertFails(create({ ...validRate(), createdAt: Timestamp.fromDate(new Date('2020-01-01')) })));
  it('allows an edit that removes the minimum', async () => {
    await assertSucceeds(change({ amount: 900.5, minimum: 100 }));
    await assertSucceeds(change({ minimum: deleteField(), validUntil: '2026-03-31' }));
  });
  it('denies an edit mishandling updatedAt or createdAt', async () => {
    await assertFails(updateDoc(doc(sales(), 'rates', seeded.rates), { amount: 900 }));
    await assertFails(updateDoc(doc(sales(), 'rates', seeded.rates), { amount: 900, updatedAt: Timestamp.fromDate(new Date('2020-01-01')) }));
    await assertFails(change({ createdAt: serverTimestamp() }));
  });
  it('denies an edit that breaks a check', async () => {
    await assertFails(change({ basis: 'kg' }));
    await assertFails(change({ validUntil: '2025-12-31' }));
    await assertFails(change({ amount: deleteField() }));
  });
  it.each(notStaffOf(salesStaff))('denies %s the same create and edit', async (who) => {
    await assertFails(addDoc(collection(db(who), 'rates'), validRate()));
    await assertFails(updateDoc(doc(db(who), 'rates', seeded.rates), { amount: 1, updatedAt: serverTimestamp() }));
  });
});

// ---------------------------------------------------------------- who is staff

describe('staffAccess: staff learn what their role reaches, and nobody else learns anything', () => {
  const anyStaff = [...new Set([...salesStaff, ...hiringStaff])];
  const area = (who: Who, name: string, uid = uidOf(who)) => getDoc(doc(db(who), 'staffAccess', uid, 'areas', name));
  it.each(anyStaff)('allows %s its own document', (who) => assertSucceeds(getDoc(doc(db(who), 'staffAccess', uidOf(who)))));
  it.each(anyStaff)("denies %s another uid's document", (who) => assertFails(getDoc(doc(db(who), 'staffAccess', 'someone-else'))));
  it.each(notStaffOf(anyStaff))('denies %s its own document', (who) => assertFails(getDoc(doc(db(who), 'staffAccess', uidOf(who)))));
  it.each(salesStaff)('allows %s its own sales area', (who) => assertSucceeds(area(who, 'sales')));
  it.each(hiringStaff)('allows %s its own hiring area', (who) => assertSucceeds(area(who, 'hiring')));
  it.each(notStaffOf(salesStaff))('denies %s the sales area', (who) => assertFails(area(who, 'sales')));
  it.each(notStaffOf(hiringStaff))('denies %s the hiring area', (who) => assertFails(area(who, 'hiring')));
  it.each(anyStaff)('denies %s foreign or unknown areas', async (who) => {
    await assertFails(area(who, 'sales', 'someone-else'));
    await assertFails(area(who, 'hiring', 'someone-else'));
    await assertFails(area(who, 'everything'));
  });
  it.each(everyone)('denies %s listing or writing', async (who) => {
    await assertFails(getDocs(collection(db(who), 'staffAccess')));
    await assertFails(getDocs(collection(db(who), 'staffAccess', uidOf(who), 'areas')));
    await assertFails(setDoc(doc(db(who), 'staffAccess', uidOf(who)), { staff: true }));
    await assertFails(setDoc(doc(db(who), 'staffAccess', uidOf(who), 'areas', 'sales'), { granted: true }));
  });
});

// ---------------------------------------------------------------- what only the server writes

describe("quotes and applications: staff never rewrite what the sender or the server wrote", () => {
  it.each([
    ['reference', 'Q-2026-000999'],
    ['searchTerms', ['forged']],
    ['serviceFlags', { warehousing: true }],
    ['cargo', null],
    ['email', 'other@example.com'],
  ])('denies an admin changing a quote\'s %s', (key, value) => assertFails(updateDoc(doc(admin(), 'quotes', seeded.quotes), { [key]: value })));
  it.each([['reference', 'A-2026-000999'], ['searchTerms', ['forged']], ['vacancyId', 'job-1'], ['consent', false]])("denies an admin changing an application's %s", (key, value) =>
    assertFails(updateDoc(doc(admin(), 'applicants', seeded.applicants), { [key]: value })),
  );
});

// ---------------------------------------------------------------- who works a quote, and the server's answer times

describe('quotes: staff assign a quote to staff whose role reaches quotes, or to nobody', () => {
  const assign = (who: Who, assignedTo: unknown) => updateDoc(doc(db(who), 'quotes', seeded.quotes), { assignedTo });
  const salesEmail = emailOf('sales staff');

  it.each(salesStaff)('allows %s to assign the salesperson', (who) => assertSucceeds(assign(who, salesEmail)));
  it.each(salesStaff)('allows %s to assign an admin or nobody', async (who) => {
    await assertSucceeds(assign(who, firstAdminEmail));
    await assertSucceeds(assign(who, ''));
  });
  it.each(notStaffOf(salesStaff))('denies %s assigning the quote', (who) => assertFails(assign(who, salesEmail)));
  it('denies an assignee whose role lacks quotes', () => assertFails(assign(admins[0]!, emailOf('hiring staff'))));
  it('denies an assignee off the allow-list', () => assertFails(assign(admins[0]!, 'someone@example.com')));
  it('denies an assignee in other letter case', () => assertFails(assign(admins[0]!, salesEmail.toUpperCase())));
  it.each([[null], [true], [[salesEmail]]])('denies the assignee %p', (value) => assertFails(assign(admins[0]!, value)));
  it('denies assigning with a status change', () =>
    assertFails(statusChange(admin(), 'quotes', seeded.quotes, 'pricing', { item: { assignedTo: salesEmail } }).commit()));
  it('denies assigning with another field change', () =>
    assertFails(updateDoc(doc(admin(), 'quotes', seeded.quotes), { assignedTo: salesEmail, comments: 'Changed' })));
  it('denies assigning an application', () =>
    assertFails(updateDoc(doc(admin(), 'applicants', seeded.applicants), { assignedTo: emailOf('hiring staff') })));
});

describe("quotes: the first-answer and reminder times are the server's", () => {
  const forged = Timestamp.fromDate(new Date('2026-01-05T10:05:00Z'));

  it.each(['firstAnsweredAt', 'remindAt', 'reminderSentAt'])('denies an admin setting %s', (key) =>
    assertFails(updateDoc(doc(admin(), 'quotes', seeded.quotes), { [key]: forged })),
  );
  it.each(['firstAnsweredAt', 'reminderSentAt'])('denies %s set to the server time', (key) =>
    assertFails(updateDoc(doc(admin(), 'quotes', seeded.quotes), { [key]: serverTimestamp() })),
  );
  it('denies sales staff setting the first answer', () =>
    assertFails(statusChange(db('sales staff'), 'quotes', seeded.quotes, 'pricing', { item: { firstAnsweredAt: serverTimestamp() } }, emailOf('sales staff')).commit()));
  it('denies an admin clearing the reminder time', async () => {
    await env.withSecurityRulesDisabled((context) => updateDoc(doc(context.firestore() as unknown as Firestore, 'quotes', seeded.quotes), { remindAt: forged }));
    await assertFails(updateDoc(doc(admin(), 'quotes', seeded.quotes), { remindAt: deleteField() }));
  });
});

// ---------------------------------------------------------------- status, history and notes

/**
 * A status change as the data interface writes it: in one batch, the item's
 * status and the id of its new history entry, and the entry itself, naming
 * the change it follows (`follows`, null by default: the item's first change).
 */
function statusChange(
  store: Firestore,
  name: 'quotes' | 'applicants',
  id: string,
  status: string,
  { entry = {}, item = {} }: { entry?: DocumentData; item?: DocumentData } = {},
  email = firstAdminEmail,
) {
  const batch = writeBatch(store);
  const created = doc(collection(store, name, id, 'history'));
  batch.update(doc(store, name, id), { status, historyId: created.id, ...item });
  batch.set(created, { status, by: email, at: serverTimestamp(), follows: null, ...entry });
  return { commit: () => batch.commit(), entryId: created.id };
}

describe.each([
  ['quotes', seeded.quotes, 'pricing', quoteStatuses, salesStaff],
  ['applicants', seeded.applicants, 'shortlisted', applicantStatuses, hiringStaff],
] as const)('%s: staff change the status, recorded in its history', (name, id, status, statuses, staffOfItem) => {
  const change = (options?: Parameters<typeof statusChange>[4], who: Who = admins[0]!) => statusChange(db(who), name, id, status, options, emailOf(who)).commit();

  it.each(staffOfItem)('allows %s to change the status', (who) => assertSucceeds(change({}, who)));
  it.each(notStaffOf(staffOfItem))('denies %s changing the status', (who) => assertFails(change({}, who)));
  it.each(notStaffOf(staffOfItem))('denies %s reading the history', (who) => assertFails(getDocs(collection(db(who), name, id, 'history'))));
  it.each(statuses)('allows the status %p', (value) => assertSucceeds(statusChange(admin(), name, id, value).commit()));
  it('allows a second change following the first', async () => {
    const { commit, entryId } = statusChange(admin(), name, id, status);
    await assertSucceeds(commit());
    await assertSucceeds(statusChange(admin(), name, id, 'new', { entry: { follows: entryId } }).commit());
  });
  it('allows setting the same status again', async () => {
    const { commit, entryId } = statusChange(admin(), name, id, status);
    await assertSucceeds(commit());
    await assertSucceeds(change({ entry: { follows: entryId } }));
  });
  it('denies a change based on a stale status', async () => {
    const first = statusChange(admin(), name, id, status);
    await assertSucceeds(first.commit());
    const other = admins.at(-1)!;
    const second = statusChange(db(other), name, id, 'new', { entry: { follows: first.entryId } }, emailOf(other));
    await assertSucceeds(second.commit());
    // The first admin's page still shows the first change.
    await assertFails(change({ entry: { follows: first.entryId } }));
    // Or the page was loaded before any change.
    await assertFails(change({ entry: { follows: null } }));
    await assertSucceeds(change({ entry: { follows: second.entryId } }));
  });
  it('denies following a change never made', () => assertFails(change({ entry: { follows: 'NoSuchEntry123' } })));
  it('denies an entry without the change it follows', async () => {
    const store = admin();
    const batch = writeBatch(store);
    const created = doc(collection(store, name, id, 'history'));
    batch.update(doc(store, name, id), { status, historyId: created.id });
    batch.set(created, { status, by: firstAdminEmail, at: serverTimestamp() });
    await assertFails(batch.commit());
  });
  it('denies a status change keeping the old historyId', async () => {
    const store = admin();
    const batch = writeBatch(store);
    batch.update(doc(store, name, id), { status });
    batch.set(doc(collection(store, name, id, 'history')), { status, by: firstAdminEmail, at: serverTimestamp() });
    await assertFails(batch.commit());
  });
  it('denies an unknown status', () => assertFails(statusChange(admin(), name, id, 'archived').commit()));
  it('denies an entry forging its author', () => assertFails(change({ entry: { by: 'someone@example.com' } })));
  it('denies an entry forging its time', () => assertFails(change({ entry: { at: Timestamp.fromDate(new Date('2020-01-01')) } })));
  it('denies an entry with another status', () => assertFails(change({ entry: { status: 'new' } })));
  it('denies an entry with an extra field', () => assertFails(change({ entry: { note: 'x' } })));
  it('denies a status change touching another field', () => assertFails(change({ item: { name: 'Changed' } })));
  it('denies an entry written alone', () =>
    assertFails(setDoc(doc(admin(), name, id, 'history', 'lonely'), { status, by: firstAdminEmail, at: serverTimestamp() })));
  it('denies reusing an earlier history entry', async () => {
    const { commit, entryId } = statusChange(admin(), name, id, status);
    await assertSucceeds(commit());
    await assertFails(updateDoc(doc(admin(), name, id), { status: 'new', historyId: entryId }));
  });
  it('history is read-only; deleted only with its item', async () => {
    const store = admin();
    const { commit, entryId } = statusChange(store, name, id, status);
    await assertSucceeds(commit());
    const entry = doc(store, name, id, 'history', entryId);
    await assertSucceeds(getDocs(collection(store, name, id, 'history')));
    await assertFails(getDocs(collection(db('a signed-in stranger'), name, id, 'history')));
    await assertFails(updateDoc(entry, { status: 'new' }));
    await assertFails(deleteDoc(entry));
    const batch = writeBatch(store);
    batch.delete(doc(store, name, id));
    batch.delete(entry);
    await assertSucceeds(batch.commit());
  });
});

describe.each([
  ['quotes', seeded.quotes, salesStaff],
  ['applicants', seeded.applicants, hiringStaff],
] as const)('%s: private staff notes', (name, id, staffOfItem) => {
  const note = (changes: DocumentData = {}, store = admin()) =>
    addDoc(collection(store, name, id, 'notes'), { text: 'Called back,\nwill send rates', author: firstAdminEmail, createdAt: serverTimestamp(), ...changes });

  it('allows an admin to add a note', () => assertSucceeds(note()));
  it.each(staffOfItem)('allows %s to add and read notes', async (who) => {
    await assertSucceeds(note({ author: emailOf(who) }, db(who)));
    await assertSucceeds(getDocs(collection(db(who), name, id, 'notes')));
  });
  it.each(notStaffOf(staffOfItem))('denies %s adding or reading notes', async (who) => {
    await assertFails(note({ author: emailOf(who) }, db(who)));
    await assertFails(getDocs(collection(db(who), name, id, 'notes')));
  });
  it('denies a note forging its author', () => assertFails(note({ author: emailOf(admins.at(-1)!) === firstAdminEmail ? 'someone@example.com' : emailOf(admins.at(-1)!) })));
  it('denies a note forging its time', () => assertFails(note({ createdAt: Timestamp.fromDate(new Date('2020-01-01')) })));
  it('denies a blank note', () => assertFails(note({ text: ' \n ' })));
  it('denies a note over its length limit', () => assertFails(note({ text: long('note') })));
  it('denies a bidi override in a note', () => assertFails(note({ text: 'ok\u202e' })));
  it('denies a note with an extra field', () => assertFails(note({ pinned: true })));
  it('denies a note on a missing item', () =>
    assertFails(addDoc(collection(admin(), name, 'missing', 'notes'), { text: 'x', author: firstAdminEmail, createdAt: serverTimestamp() })));
  it('notes are read-only; deleted only after their item', async () => {
    const created = await note();
    const ref = doc(admin(), name, id, 'notes', created.id);
    await assertSucceeds(getDoc(ref));
    await assertFails(getDoc(doc(db('a password identity'), name, id, 'notes', created.id)));
    await assertFails(updateDoc(ref, { text: 'rewritten' }));
    await assertFails(deleteDoc(ref));
    await assertSucceeds(deleteDoc(doc(admin(), name, id)));
    await assertFails(deleteDoc(doc(db('a signed-in stranger'), name, id, 'notes', created.id)));
    await assertSucceeds(deleteDoc(ref));
  });
});

// ---------------------------------------------------------------- the server's own collections

describe.each(['counters', 'mail', 'mailLog', 'maintenance', 'uploadTickets', 'publicLimits'])('%s: no client access at all', (name) => {
  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore() as unknown as Firestore, name, 'existing'), { next: 1 });
    });
  });
  it.each(everyone)('denies %s every read and write', async (who) => {
    const store = db(who);
    await assertFails(getDoc(doc(store, name, 'existing')));
    await assertFails(getDocs(collection(store, name)));
    await assertFails(setDoc(doc(store, name, 'new'), { next: 1 }));
    await assertFails(updateDoc(doc(store, name, 'existing'), { next: 2 }));
    await assertFails(deleteDoc(doc(store, name, 'existing')));
  });
});
