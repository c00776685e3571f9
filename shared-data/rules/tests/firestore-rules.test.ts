/**
 * @jest-environment node
 */
/**
 * The production Firestore rules (the generated firestore.rules), run in the
 * Firestore emulator: every collection and operation as a visitor, a signed-in
 * stranger, an allow-listed e-mail that is not verified, and each admin; and
 * the field checks of everything the public may write. `npm test` starts the
 * emulator; without FIRESTORE_EMULATOR_HOST the suite fails and says how.
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
import allowList from '../../../config/admin-allow-list.json';
import { isCleanText, isEmailAddress, resumeStoragePath, serviceValues, uniqueStoragePath } from '../../src/entities';
import limits from '../../src/limits.json';
import { entities } from '../../src/schemas/entity-schemas';
import { isCalendarDay } from '../../src/schemas/rules';
import { cargoLimits, containerLoads, freightModes, incoterms, PACKAGES_SUBCOLLECTION, summarizeCargo, type FreightMode } from '../../src/freight/cargo';
import { applicantStatuses, quoteStatuses } from '../../src/pipeline';
import { businessDay, businessDayOffsetMs } from '../../src/business-day';

jest.setTimeout(30_000);

const host = process.env.FIRESTORE_EMULATOR_HOST;
const rulesFile = process.env.SEAWAVE_RULES_FILE ?? join(__dirname, '../../../firestore.rules');

// 'a visitor' has no identity at all; 'a visitor identity' is what the site
// makes of every visitor who sends a form (an e-mail/password account with a
// generated visitor.invalid address, which the Auth blocking function counts
// per network address); 'an anonymous identity' costs nothing to make (no
// blocking function sees it), so it may not send a form.
type Who = 'a visitor' | 'a visitor identity' | 'an anonymous identity' | 'a signed-in stranger' | 'an unverified admin e-mail' | `admin ${string}`;
const admins = allowList.adminEmails.map((email) => `admin ${email}` as Who);
const everyone: Who[] = ['a visitor', 'a visitor identity', 'an anonymous identity', 'a signed-in stranger', 'an unverified admin e-mail', ...admins];
/** Every identity that cost something to make: who may send the public forms. */
const identified = everyone.filter((who) => who !== 'a visitor' && who !== 'an anonymous identity');

let env: RulesTestEnvironment;

/** The uid of each identity. */
function uidOf(who: Who): string {
  if (who === 'a visitor') return 'nobody';
  if (who === 'a visitor identity') return 'visitor';
  if (who === 'an anonymous identity') return 'anonymous';
  if (who === 'a signed-in stranger') return 'stranger';
  if (who === 'an unverified admin e-mail') return 'unverified';
  return `admin-${who.slice('admin '.length)}`;
}

function db(who: Who): Firestore {
  if (who === 'a visitor') return env.unauthenticatedContext().firestore() as unknown as Firestore;
  if (who === 'a visitor identity') return visitorStore(uidOf(who));
  if (who === 'an anonymous identity') return anonymousStore(uidOf(who));
  if (who === 'a signed-in stranger') return env.authenticatedContext(uidOf(who), { email: 'someone@example.com', email_verified: true }).firestore() as unknown as Firestore;
  if (who === 'an unverified admin e-mail') {
    return env.authenticatedContext(uidOf(who), { email: allowList.adminEmails[0]!, email_verified: false }).firestore() as unknown as Firestore;
  }
  const email = who.slice('admin '.length);
  return env.authenticatedContext(uidOf(who), { email, email_verified: true }).firestore() as unknown as Firestore;
}

/** The token of a visitor identity (the identity the site gives whoever sends a form). */
const visitorToken = (uid: string) => ({ email: `v${uid}@visitor.invalid`, email_verified: false, firebase: { sign_in_provider: 'password' as const } });

/** The Firestore of a visitor identity. */
function visitorStore(uid: string): Firestore {
  return env.authenticatedContext(uid, visitorToken(uid)).firestore() as unknown as Firestore;
}

/** The Firestore of an anonymous identity. */
function anonymousStore(uid: string): Firestore {
  return env.authenticatedContext(uid, { firebase: { sign_in_provider: 'anonymous' } }).firestore() as unknown as Firestore;
}

/** The current test's visitor: a new identity for every test, as every new visitor gets. */
let visitorUid = '';
let visitorCount = 0;
beforeEach(() => {
  visitorCount += 1;
  visitorUid = `visitor${visitorCount}`;
});

/** Today's business day number (the site's time zone), as the browser writes it in the limit documents. */
const today = () => businessDay(Date.now());
/** The limit document of an identity's first write of the day, naming `ref`. */
const firstLimit = (ref: string): DocumentData => ({ last: serverTimestamp(), day: today(), count: 1, ref });

/**
 * A public create as the site sends it: one batch holding the new document and
 * the writer's limit document naming it (`limit` gives that document; null
 * leaves it out).
 */
function publicCreate(
  name: 'quotes' | 'applicants',
  data: DocumentData,
  { uid = visitorUid, store = visitorStore(uid), limit = firstLimit }: { uid?: string; store?: Firestore; limit?: (ref: string) => DocumentData | null } = {},
): Promise<void> {
  const batch = writeBatch(store);
  const created = doc(collection(store, name));
  batch.set(created, data);
  const taken = limit(created.id);
  if (taken) batch.set(doc(store, 'limits', uid, 'writes', name), taken);
  return batch.commit();
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
const validApplicant = (uid = visitorUid): DocumentData => ({
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  number: '+91 91234 56789',
  position: 'Dispatch Clerk',
  relocate: 'no',
  experience: '2-5',
  resumeURL: `resume/${uid}/1700000000000-abc123-ravi.pdf`,
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

const seeded = { posts: 'post-1', jobvacancy: 'job-1', applicants: 'applicant-1', quotes: 'quote-1', other: 'other-1' } as const;

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
  other: () => ({ note: 'anything' }),
};
const updates: Record<keyof typeof seeded, () => DocumentData> = {
  posts: () => ({ topic: 'New topic', updatedAt: serverTimestamp() }),
  jobvacancy: () => ({ isBlocked: true }),
  applicants: () => ({ position: 'Changed' }),
  quotes: () => ({ comments: 'Changed' }),
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
      // The public forms' creates go with the writer's limit document.
      if (name === 'quotes') return publicCreate(name, validQuote(), { store, uid: uidOf(who) });
      if (name === 'applicants') return publicCreate(name, validApplicant(uidOf(who)), { store, uid: uidOf(who) });
      return addDoc(collection(store, name), creates[name]());
    case 'update':
      return updateDoc(doc(store, name, seeded[name]), updates[name]());
    case 'delete':
      return deleteDoc(doc(store, name, seeded[name]));
  }
}

/** Who may do what: everything not listed is denied. */
const allowed: Record<keyof typeof seeded, Partial<Record<Op, readonly Who[]>>> = {
  posts: { get: everyone, list: everyone, create: admins, update: admins, delete: admins },
  jobvacancy: { get: everyone, list: everyone, create: admins, update: admins, delete: admins },
  applicants: { get: admins, list: admins, create: identified, delete: admins },
  quotes: { get: admins, list: admins, create: identified, delete: admins },
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

describe('quotes: what a visitor may create', () => {
  const create = (data: DocumentData) => publicCreate('quotes', data);
  it('allows a complete quote with the server time', () => assertSucceeds(create(validQuote())));
  it('allows empty comments', () => assertSucceeds(create({ ...validQuote(), comments: '' })));
  it('allows all six services', () => assertSucceeds(create({ ...validQuote(), services: [...serviceValues] })));
  it.each(['name', 'email', 'contactNumber', 'companyName', 'companyAddress', 'services', 'comments', 'createdAt'])('denies a quote without %s', (key) =>
    assertFails(create(without(validQuote(), key))),
  );
  it('denies an extra field', () => assertFails(create({ ...validQuote(), status: 'new' })));
  it('denies a forged createdAt', () => assertFails(create({ ...validQuote(), createdAt: Timestamp.fromDate(new Date('2020-01-01')) })));
  it('denies a number where text belongs', () => assertFails(create({ ...validQuote(), name: 42 })));
  it.each(['name', 'email', 'contactNumber', 'companyName', 'companyAddress', 'comments'] as const)('denies a %s over its length limit', (key) =>
    assertFails(create({ ...validQuote(), [key]: key === 'email' ? `${'x'.repeat(250)}@example.com` : long(key) })),
  );
  it.each(['name', 'companyName', 'companyAddress', 'contactNumber'])('denies a blank %s', (key) => assertFails(create({ ...validQuote(), [key]: '   ' })));
  it('denies an unknown service', () => assertFails(create({ ...validQuote(), services: ['teleport'] })));
  it('denies no service', () => assertFails(create({ ...validQuote(), services: [] })));
  it('denies more services than exist', () => assertFails(create({ ...validQuote(), services: [...serviceValues, 'customClearance'] })));
  it('denies services that are not a list', () => assertFails(create({ ...validQuote(), services: 'warehousing' })));
  it('denies a service that is not text', () => assertFails(create({ ...validQuote(), services: [1] })));
  it('denies a known service next to an unknown one', () => assertFails(create({ ...validQuote(), services: ['warehousing', 'Warehousing'] })));
  it('denies a createdAt that is text', () => assertFails(create({ ...validQuote(), createdAt: '2026-01-05T10:00:00Z' })));
  it.each(['not-an-email', 'a b@example.com', '@example.com'])('denies the e-mail %p', (email) => assertFails(create({ ...validQuote(), email })));
  it.each(['abcdefghij', '98765abc43', '1', '+++---()', '123456', '1234567890123456'])('denies the contact number %p', (contactNumber) =>
    assertFails(create({ ...validQuote(), contactNumber })),
  );
  it.each(['(022) 2757-1234', '+49 40 1234 5678', '1234567'])('allows the contact number %p', (contactNumber) =>
    assertSucceeds(create({ ...validQuote(), contactNumber })),
  );
});

describe('applicants: what a visitor may create', () => {
  const create = (data: DocumentData) => publicCreate('applicants', data);
  it('allows a complete application with the server time', () => assertSucceeds(create(validApplicant())));
  it.each(['name', 'email', 'number', 'position', 'relocate', 'experience', 'resumeURL', 'consent', 'createdAt'])('denies an application without %s', (key) =>
    assertFails(create(without(validApplicant(), key))),
  );
  it('denies an extra field', () => assertFails(create({ ...validApplicant(), vacancy: 'x' })));
  it('denies a forged createdAt', () => assertFails(create({ ...validApplicant(), createdAt: Timestamp.fromDate(new Date('2020-01-01')) })));
  it.each(['maybe', '', true])('denies relocate %p', (relocate) => assertFails(create({ ...validApplicant(), relocate })));
  it.each(['10+', '', 3])('denies experience %p', (experience) => assertFails(create({ ...validApplicant(), experience })));
  it.each(['images/x.png', 'https://evil.example.com/cv.pdf', 'resume/a/b.pdf', 'resume/b.pdf', ''])('denies the resume path %p', (resumeURL) =>
    assertFails(create({ ...validApplicant(), resumeURL })),
  );
  it.each(['name', 'number', 'position'] as const)('denies a %s over its length limit', (key) => assertFails(create({ ...validApplicant(), [key]: long(key) })));
  it('denies an invalid e-mail', () => assertFails(create({ ...validApplicant(), email: 'nobody' })));
  it.each(['name', 'number', 'position'])('denies a blank %s', (key) => assertFails(create({ ...validApplicant(), [key]: '  ' })));
  it.each(['name', 'email', 'number', 'position', 'resumeURL'])('denies a number where the text %s belongs', (key) => assertFails(create({ ...validApplicant(), [key]: 7 })));
  it('denies a createdAt that is text', () => assertFails(create({ ...validApplicant(), createdAt: '2026-01-05T10:00:00Z' })));
  it.each(['abcdefghij', '98765abc43', '1', '+++---()'])('denies the phone number %p', (number) => assertFails(create({ ...validApplicant(), number })));
});

describe('posts: what an admin may write', () => {
  const admin = () => db(admins[0]!);
  it('allows a complete post with the server time', () => assertSucceeds(addDoc(collection(admin(), 'posts'), validPost())));
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
  it('allows an admin whose e-mail is written in capitals', () =>
    assertSucceeds(
      addDoc(
        collection(env.authenticatedContext('admin-caps', { email: allowList.adminEmails[0]!.toUpperCase(), email_verified: true }).firestore() as unknown as Firestore, 'posts'),
        validPost(),
      ),
    ));
  it('denies an update that moves a photo outside images/', () =>
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
  it('allows a complete vacancy with the server time', () => assertSucceeds(addDoc(collection(admin(), 'jobvacancy'), validVacancy())));
  it('denies a vacancy without isBlocked', () => assertFails(addDoc(collection(admin(), 'jobvacancy'), without(validVacancy(), 'isBlocked'))));
  it('denies an isBlocked that is not true or false', () => assertFails(addDoc(collection(admin(), 'jobvacancy'), { ...validVacancy(), isBlocked: 'yes' })));
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
  it('denies isBlocked that is not true or false', () => assertFails(updateDoc(doc(admin(), 'jobvacancy', seeded.jobvacancy), { isBlocked: 1 })));
});

// ---------------------------------------------------------------- what an admin token can no longer do

const admin = () => db(admins[0]!);
/** A character's code point as U+XXXX, for test names. */
const named = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
/** A value quoted for a test name, with control and bidi characters written as escapes. */
const shown = (value: string) =>
  JSON.stringify(value).replace(/[\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, (c) => `\\u${c.codePointAt(0)!.toString(16).padStart(4, '0')}`);
const forged = () => Timestamp.fromDate(new Date('2020-01-01T00:00:00Z'));
/** A post edit exactly as the data interface writes it: the four texts, both photos and updatedAt. */
const postEdit = (changes: DocumentData = {}): DocumentData => {
  const { createdAt: _createdAt, ...fields } = validPost();
  return { ...fields, ...changes, updatedAt: serverTimestamp() };
};

describe('posts: an admin writes exactly a post, nothing more', () => {
  const create = (data: DocumentData) => addDoc(collection(admin(), 'posts'), data);
  const edit = (data: DocumentData) => updateDoc(doc(admin(), 'posts', seeded.posts), data);

  it('allows a post with photo paths made by the data interface', () =>
    assertSucceeds(create({ ...validPost(), mainPhoto: uniqueStoragePath('images', 'Harbour photo (1).JPG'), profilePhoto: uniqueStoragePath('images', 'me.webp') })));
  it.each([
    ['featured', true],
    ['author', 'someone@example.com'],
    ['updatedAt', null],
    ['isBlocked', false],
  ])('denies a new post with the extra field %s', (key, value) => assertFails(create({ ...validPost(), [key]: value })));
  it('denies a new post with createdAt in the future', () =>
    assertFails(create({ ...validPost(), createdAt: Timestamp.fromDate(new Date(Date.now() + 86_400_000)) })));
  it('denies a new post whose createdAt is null', () => assertFails(create({ ...validPost(), createdAt: null })));
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
  it('denies a photo path longer than the storage path limit', () =>
    assertFails(create({ ...validPost(), mainPhoto: `images/${'a'.repeat(limits.fields.storagePath)}` })));
  it.each([1, true, ['images/x.png'], { path: 'images/x.png' }])('denies a mainPhoto that is %p', (mainPhoto) => assertFails(create({ ...validPost(), mainPhoto })));

  it('allows the edit the data interface writes (texts, both photos, updatedAt)', () => assertSucceeds(edit(postEdit({ topic: 'New topic' }))));
  it('allows an edit that replaces a photo with another images/ path', () =>
    assertSucceeds(edit(postEdit({ mainPhoto: uniqueStoragePath('images', 'new-main.png') }))));
  it('allows an edit of a post stored without createdAt and with updatedAt null', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const { createdAt: _createdAt, ...fields } = validPost();
      await setDoc(doc(context.firestore() as unknown as Firestore, 'posts', 'undated'), { ...fields, updatedAt: null });
    });
    await assertSucceeds(updateDoc(doc(admin(), 'posts', 'undated'), postEdit()));
  });
  it.each([
    ['featured', true],
    ['views', 0],
  ])('denies an edit that adds the field %s', (key, value) => assertFails(edit(postEdit({ [key]: value }))));
  it.each(['https://evil.example.com/x.png', 'data:image/png;base64,AAAA', 'http://example.com/images/x.png'])('denies an edit that points mainPhoto at %p', (mainPhoto) =>
    assertFails(edit(postEdit({ mainPhoto }))),
  );
  it('denies an edit that points profilePhoto at an absolute URL', () => assertFails(edit(postEdit({ profilePhoto: 'https://evil.example.com/me.png' }))));
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
  it('denies an update that changes createdAt to a forged time', () => assertFails(change({ isBlocked: true, createdAt: forged() })));
  it('allows an edit that rewrites every text and sets a closing date', () =>
    assertSucceeds(change({ position: 'New', department: 'New', overview: 'New', responsibilities: 'New', prerequisite: 'New', experience: 'New', closingDate: '2030-12-31' })));
  it('allows an edit that removes the closing date', async () => {
    await assertSucceeds(change({ closingDate: '2030-12-31' }));
    await assertSucceeds(change({ closingDate: deleteField() }));
  });
  it('allows a new vacancy with a closing date', () => assertSucceeds(create({ ...validVacancy(), closingDate: '2030-01-31' })));
  it.each(['2030-13-01', '2030-1-5', '31/12/2030', 'tomorrow', '', '1999-12-31'])('denies the closing date %p', (closingDate) => assertFails(change({ closingDate })));
  it.each([20301231, true, null])('denies a closing date that is %p', (closingDate) => assertFails(create({ ...validVacancy(), closingDate })));
  it('denies an edit that also changes createdAt to the server time', () => assertFails(change({ position: 'New', createdAt: serverTimestamp() })));
  it('denies a vacancy with createdAt in the future', () => assertFails(create({ ...validVacancy(), createdAt: Timestamp.fromDate(new Date(Date.now() + 86_400_000)) })));
  it.each([['applyUrl', 'https://evil.example.com'], ['salary', 100], ['updatedAt', null]])('denies a vacancy with the extra field %s', (key, value) =>
    assertFails(create({ ...validVacancy(), [key]: value })),
  );
});

describe('applicants: a sent application and its resume path never change', () => {
  const create = (data: DocumentData) => publicCreate('applicants', data);
  it('allows a resume path made by the data interface', () =>
    assertSucceeds(create({ ...validApplicant(), resumeURL: resumeStoragePath(visitorUid, 'Ravi Kumar CV (final).docx') })));
  it.each([
    'https://evil.example.com/cv.pdf',
    'http://127.0.0.1:9199/v0/b/demo/o/resume%2Fcv.pdf?alt=media&token=x',
    'data:application/pdf;base64,JVBERi0=',
    'gs://demo.appspot.com/resume/cv.pdf',
    'resume/',
    'resume/../images/x.png',
    'resume/cv.pdf?x=1',
    'resume/my cv.pdf',
    '/resume/cv.pdf',
    'resume/1700000000000-abc123-cv.pdf',
    'resume//1700000000000-abc123-cv.pdf',
    'resume/VISITOR/1700000000000-abc123-cv.pdf',
    'resume/OWN/deeper/cv.pdf',
    'resume/OWN/my cv.pdf',
    'resume/OWN/.cv.pdf',
  ])('denies the resume path %p', (resumeURL) =>
    // OWN: the writer's own folder; VISITOR: a folder whose name differs only in case.
    assertFails(create({ ...validApplicant(), resumeURL: resumeURL.replace('OWN', visitorUid).replace('VISITOR', visitorUid.toUpperCase()) })),
  );
  it('denies a resume path longer than the storage path limit', () =>
    assertFails(create({ ...validApplicant(), resumeURL: `resume/${visitorUid}/${'a'.repeat(limits.fields.storagePath)}.pdf` })));
  it.each(admins)('denies %s pointing resumeURL at another resume', (who) =>
    assertFails(updateDoc(doc(db(who), 'applicants', seeded.applicants), { resumeURL: 'resume/1700000000000-aaa-other.pdf' })),
  );
  it('denies an admin pointing resumeURL at an absolute URL', () =>
    assertFails(updateDoc(doc(admin(), 'applicants', seeded.applicants), { resumeURL: 'https://evil.example.com/cv.pdf' })));
  it('denies a visitor pointing resumeURL elsewhere', () =>
    assertFails(updateDoc(doc(db('a visitor'), 'applicants', seeded.applicants), { resumeURL: 'resume/1700000000000-aaa-other.pdf' })));
  it('denies an admin rewriting the whole application', () =>
    assertFails(setDoc(doc(admin(), 'applicants', seeded.applicants), { ...validApplicant(), resumeURL: 'resume/1700000000000-aaa-other.pdf' })));
  it('denies an admin setting a status without its history entry', () => assertFails(updateDoc(doc(admin(), 'applicants', seeded.applicants), { status: 'shortlisted' })));
  it('denies an admin creating an application with an extra field', () =>
    assertFails(addDoc(collection(admin(), 'applicants'), { ...validApplicant(), status: 'hired' })));
});

describe('quotes: a sent quote never changes (only its status, with its history entry)', () => {
  it.each(admins)('denies %s setting a status without its history entry', (who) => assertFails(updateDoc(doc(db(who), 'quotes', seeded.quotes), { status: 'contacted' })));
  it('denies an admin rewriting the e-mail address', () => assertFails(updateDoc(doc(admin(), 'quotes', seeded.quotes), { email: 'x@y.com?bcc=evil%40a.com' })));
  it('denies an admin creating a quote with a forged createdAt', () => assertFails(addDoc(collection(admin(), 'quotes'), { ...validQuote(), createdAt: forged() })));
});

// ---------------------------------------------------------------- e-mail, services and characters

describe('e-mail addresses: the rules accept exactly what the client accepts', () => {
  // Through the creates staff make by hand: they check the same e-mail rule as any other writer's.
  const createQuote = (email: string) => addDoc(collection(admin(), 'quotes'), { ...validQuote(), email });
  const createApplicant = (email: string) => addDoc(collection(admin(), 'applicants'), { ...validApplicant(uidOf(admins[0]!)), email });
  const cases = [
    'meera@example.com',
    'First.Last+tag@mail.example.co.uk',
    'UPPER@EXAMPLE.COM',
    'a_b-c@x-y.io',
    "o'neil@example.ie",
    'a!#$*+/=^_`{|}~-z@example.com',
    'anna@bücher.de',
    'anna@xn--bcher-kva.de',
    'ivan@пример.рф',
    'पत्र@उदाहरण.भारत',
    '用户@例子.广告',
    "x'@y.com?subject=hi",
    'x,y@z.com',
    'x(y)@z.com',
    'x\u200d@y.com',
    'x@y.com?bcc=evil%40a.com',
    'x@y.com&cc=a@b.com',
    'x@y.com?subject=hi',
    'x%40y@z.com',
    'x @y.com',
    ' x@y.com',
    'x@y.com\n',
    'x@y.com\u0000',
    'x@y.com\u202e',
    'x@y',
    'x@.com',
    'x..y@z.com',
    'x.@z.com',
    'x@-y.com',
    'x@y.c',
    'x@@y.com',
    'x<script>@y.com',
    'x@y.com/path',
    '"x"@y.com',
  ];
  it.each(cases.map((email) => [isEmailAddress(email) ? 'allows' : 'denies', shown(email), email] as const))('%s a quote from %s', (verdict, _shown, email) =>
    verdict === 'allows' ? assertSucceeds(createQuote(email)) : assertFails(createQuote(email)),
  );
  it('allows a quote and an application from o\'neil@example.ie and anna@bücher.de, as the client does', async () => {
    for (const email of ["o'neil@example.ie", 'anna@bücher.de']) {
      expect(isEmailAddress(email)).toBe(true);
      await assertSucceeds(createQuote(email));
      await assertSucceeds(createApplicant(email));
    }
  });
  it('refuses the mailto injection on the client too', () => expect(isEmailAddress('x@y.com?bcc=evil%40a.com')).toBe(false));
  it('denies an application from x@y.com?bcc=evil%40a.com', () => assertFails(createApplicant('x@y.com?bcc=evil%40a.com')));
  it('denies an application from x@y.com&cc=a@b.com', () => assertFails(createApplicant('x@y.com&cc=a@b.com')));
  it('allows an application from First.Last+tag@mail.example.co.uk', () => assertSucceeds(createApplicant('First.Last+tag@mail.example.co.uk')));
});

describe('quote services: each known service at most once', () => {
  const create = (services: unknown) => publicCreate('quotes', { ...validQuote(), services });
  it.each([
    [['warehousing', 'warehousing']],
    [['customClearance', 'landFreight', 'customClearance']],
    [['landFreight', 'landFreight', 'landFreight', 'landFreight', 'landFreight', 'landFreight']],
  ])('denies the repeated services %p', (services) => assertFails(create(services)));
  it('allows one service', () => assertSucceeds(create(['logisticDesign'])));
  it('allows distinct services in any order', () => assertSucceeds(create(['warehousing', 'customClearance', 'eximConsultancy'])));
});

describe('texts: no control characters (newline and tab only in multi-line texts) and no bidi embedding, override or isolate characters', () => {
  const bidi = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
  const controls = ['\u0000', '\u0007', '\u0008', '\r', '\u000b', '\u000c', '\u001b', '\u007f', '\u0085', '\u009f'];
  const quote = (changes: DocumentData) => publicCreate('quotes', { ...validQuote(), ...changes });
  const applicant = (changes: DocumentData) => publicCreate('applicants', { ...validApplicant(), ...changes });
  const post = (changes: DocumentData) => addDoc(collection(admin(), 'posts'), { ...validPost(), ...changes });
  const vacancy = (changes: DocumentData) => addDoc(collection(admin(), 'jobvacancy'), { ...validVacancy(), ...changes });

  it.each(controls.map((c) => [named(c), c]))('denies %s in a quote name', (_name, c) => assertFails(quote({ name: `Meera${c}Shah` })));
  it.each(controls.map((c) => [named(c), c]))('denies %s in quote comments', (_name, c) => assertFails(quote({ comments: `Two boxes${c}please` })));
  it.each(bidi.map((c) => [named(c), c]))('denies %s in a company name', (_name, c) => assertFails(quote({ companyName: `Traders${c}gpj.exe` })));
  it.each(bidi.map((c) => [named(c), c]))('denies %s in quote comments', (_name, c) => assertFails(quote({ comments: `Line one\n${c}Line two` })));
  it.each(['\n', '\t'].map((c) => [named(c), c]))('denies %s in a one-line company address', (_name, c) => assertFails(quote({ companyAddress: `1 Dock Road${c}Mumbai` })));
  it('allows newlines and tabs in quote comments', () => assertSucceeds(quote({ comments: 'Line one\nLine two\n\tindented' })));
  it('allows letters of any script and punctuation', () =>
    assertSucceeds(quote({ name: 'Łukasz Żółć', companyName: 'Ōsaka 東京 Trading – “Ltd.”', companyAddress: 'شارع 1, Dubai', comments: '100% sure? Yes & no.' })));
  it.each(['\u0000', '\n', '\u202e'].map((c) => [named(c), c]))('denies %s in an applicant name', (_name, c) => assertFails(applicant({ name: `Ravi${c}Kumar` })));
  it.each(['\u001b', '\t', '\u2066'].map((c) => [named(c), c]))('denies %s in an applicant position', (_name, c) => assertFails(applicant({ position: `Clerk${c}` })));
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
    'a one-line text with %s is accepted by the rules exactly when the client accepts it',
    (_name, c) => {
      const value = `Example${c}Traders`;
      return isCleanText(value) ? assertSucceeds(quote({ companyName: value })) : assertFails(quote({ companyName: value }));
    },
  );
});

// ---------------------------------------------------------------- the keys each schema declares

describe.each(entities.map((entity) => [entity.collection, entity] as const))('%s: the keys its schema declares', (name, entity) => {
  // The public creates quotes and applications; staff create posts and vacancies.
  const create = (data: DocumentData): Promise<unknown> => (name === 'quotes' || name === 'applicants' ? publicCreate(name, data) : addDoc(collection(admin(), name), data));
  const valid = creates[name];
  // The keys of the create form (the staff's and the server's fields are never in a create).
  const declared = Object.entries(entity.fields)
    .filter(([, def]) => def.writer === 'public')
    .map(([key, def]) => ({ key: def.storedAs ?? key, optional: def.info.presence === 'optional' }));

  it('the valid document of this suite holds every required key of the schema, and nothing else', () => {
    const keys = Object.keys(valid());
    for (const { key, optional } of declared) if (!optional) expect(keys).toContain(key);
    for (const key of keys) expect([...declared.map((field) => field.key), 'createdAt']).toContain(key);
  });
  it.each(declared.map((field) => [field.optional ? 'allows' : 'denies', field.key, field.optional] as const))('%s a new document without %s', (_verdict, key, optional) =>
    optional ? assertSucceeds(create(without(valid(), key))) : assertFails(create(without(valid(), key))),
  );
  it('allows a document with every declared key', () => assertSucceeds(create(valid())));
  it('denies a key the schema does not declare', () => assertFails(create({ ...valid(), undeclared: 'x' })));
});

// ---------------------------------------------------------------- per-identity limits on public writes

/** Writes a limit document as it would stand after earlier writes (rules off). */
async function seedLimit(uid: string, kind: 'quotes' | 'applicants' | 'resumes', fields: { secondsAgo: number; day?: number; count: number; ref?: string }) {
  await env.withSecurityRulesDisabled(async (context) => {
    const store = context.firestore() as unknown as Firestore;
    await setDoc(doc(store, 'limits', uid, 'writes', kind), {
      last: Timestamp.fromMillis(Date.now() - fields.secondsAgo * 1000),
      day: fields.day ?? today(),
      count: fields.count,
      ref: fields.ref ?? 'earlier',
    });
  });
}
/** The limit document of the next write of the day after `count` earlier ones. */
const nextLimit = (count: number) => (ref: string): DocumentData => ({ last: serverTimestamp(), day: today(), count: count + 1, ref });

describe.each(['quotes', 'applicants'] as const)('%s: at most one per identity per window and a few per business day (limits.json publicWrites)', (name) => {
  const { seconds, perDay } = limits.publicWrites[name];
  const valid = () => (name === 'quotes' ? validQuote() : validApplicant());
  const send = (options?: Parameters<typeof publicCreate>[2]) => publicCreate(name, valid(), options);

  it('allows the first write of an identity, together with its limit document', () => assertSucceeds(send()));
  it(`denies the next write of the same identity within ${seconds} s`, async () => {
    await assertSucceeds(send());
    await assertFails(send({ limit: nextLimit(1) }));
    // Starting the count again does not help either.
    await assertFails(send({ limit: firstLimit }));
  });
  it('denies a write without the limit document', () => assertFails(send({ limit: () => null })));
  it('denies a write without the limit document once the identity has one', async () => {
    await seedLimit(visitorUid, name, { secondsAgo: seconds * 10, count: 1 });
    await assertFails(send({ limit: () => null }));
  });
  it("denies a limit document that forges its time (a client's clock instead of the server time)", async () => {
    await assertFails(send({ limit: (ref) => ({ ...firstLimit(ref), last: Timestamp.now() }) }));
    await assertFails(send({ limit: (ref) => ({ ...firstLimit(ref), last: Timestamp.fromMillis(Date.now() - 3_600_000) }) }));
  });
  it('denies a limit document that forges the day or the count', async () => {
    await assertFails(send({ limit: (ref) => ({ ...firstLimit(ref), day: today() + 1 }) }));
    await assertFails(send({ limit: (ref) => ({ ...firstLimit(ref), count: 0 }) }));
    await assertFails(send({ limit: (ref) => ({ ...firstLimit(ref), extra: true }) }));
  });
  it(`allows the next write once ${seconds} s have passed, counting it`, async () => {
    await seedLimit(visitorUid, name, { secondsAgo: seconds + 2, count: 1 });
    await assertFails(send({ limit: firstLimit }));
    await assertSucceeds(send({ limit: nextLimit(1) }));
  });
  it(`denies write ${perDay + 1} of one business day, whatever the time since the last`, async () => {
    await seedLimit(visitorUid, name, { secondsAgo: 3_600, count: perDay });
    await assertFails(send({ limit: nextLimit(perDay) }));
    await assertFails(send({ limit: firstLimit }));
  });
  it(`allows write ${perDay} of one business day`, async () => {
    await seedLimit(visitorUid, name, { secondsAgo: 3_600, count: perDay - 1 });
    await assertSucceeds(send({ limit: nextLimit(perDay - 1) }));
  });
  it('allows the first write of a new business day after a full day before', async () => {
    await seedLimit(visitorUid, name, { secondsAgo: 86_400, day: today() - 1, count: perDay });
    await assertSucceeds(send({ limit: firstLimit }));
  });
  it('denies two documents in one batch with one limit document', async () => {
    const store = visitorStore(visitorUid);
    const batch = writeBatch(store);
    const first = doc(collection(store, name));
    batch.set(first, valid());
    batch.set(doc(collection(store, name)), valid());
    batch.set(doc(store, 'limits', visitorUid, 'writes', name), firstLimit(first.id));
    await assertFails(batch.commit());
  });
  it("denies a write that takes another identity's limit", () => assertFails(send({ store: visitorStore(visitorUid), uid: 'someone-else' })));
  it('denies a write without any identity', () => assertFails(send({ store: db('a visitor') })));
  it('denies a limit document naming a document that is not created', () =>
    assertFails(setDoc(doc(visitorStore(visitorUid), 'limits', visitorUid, 'writes', name), firstLimit('NoSuchDocument1234'))));
  it('denies deleting or resetting a limit document', async () => {
    await seedLimit(visitorUid, name, { secondsAgo: 5, count: 1 });
    await assertFails(deleteDoc(doc(visitorStore(visitorUid), 'limits', visitorUid, 'writes', name)));
    await assertFails(updateDoc(doc(visitorStore(visitorUid), 'limits', visitorUid, 'writes', name), { count: 0 }));
  });
  it('lets an identity read its own limit document and no other', async () => {
    await seedLimit(visitorUid, name, { secondsAgo: 5, count: 1 });
    await seedLimit('someone-else', name, { secondsAgo: 5, count: 1 });
    await assertSucceeds(getDoc(doc(visitorStore(visitorUid), 'limits', visitorUid, 'writes', name)));
    await assertFails(getDoc(doc(visitorStore(visitorUid), 'limits', 'someone-else', 'writes', name)));
    await assertFails(getDocs(collection(visitorStore(visitorUid), 'limits', 'someone-else', 'writes')));
    await assertFails(getDoc(doc(db('a visitor'), 'limits', visitorUid, 'writes', name)));
  });
});

/**
 * The business day's boundary, in the rules as generated with the business
 * day's offset moved so that the day began (or ends) a few minutes from now:
 * the server's clock cannot be set, so the boundary is brought to it. The
 * generated file holds the configured offset (Asia/Kolkata: midnight is 18:30 UTC).
 */
describe('quotes: the day count starts again at midnight of the business day, not of UTC', () => {
  const { perDay } = limits.publicWrites.quotes;
  const DAY = 86_400_000;
  const minutes = (n: number) => n * 60_000;
  /** The generated rules with the business day's offset set to `offsetMs` (the one number the generator fills in). */
  function rulesWithOffset(offsetMs: number): string {
    const text = readFileSync(rulesFile, 'utf8');
    const today = `(request.time.toMillis() + ${businessDayOffsetMs()}) / 86400000`;
    if (!text.includes(today)) throw new Error(`${rulesFile} does not count days with the offset of the configured zone (${businessDayOffsetMs()} ms).`);
    return text.replace(today, `(request.time.toMillis() + ${offsetMs}) / 86400000`);
  }
  /** A test environment whose rules' business day begins `fromNowMs` from now (negative: it began that long ago). */
  async function boundaryEnv(fromNowMs: number) {
    const now = Date.now();
    const offsetMs = (((DAY - ((now + fromNowMs) % DAY)) % DAY) + DAY) % DAY;
    const shifted = await initializeTestEnvironment({
      projectId: `demo-seawave-rules-day-${process.pid}-${fromNowMs < 0 ? 'began' : 'ends'}`,
      firestore: { host: host!.split(':')[0]!, port: Number(host!.split(':')[1]), rules: rulesWithOffset(offsetMs) },
    });
    return { shifted, offsetMs };
  }
  const send = (store: Firestore, uid: string, day: number, count: number) =>
    publicCreate('quotes', validQuote(), { uid, store, limit: (ref) => ({ last: serverTimestamp(), day, count, ref }) });
  const seedFullDay = (shifted: RulesTestEnvironment, uid: string, day: number) =>
    shifted.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore() as unknown as Firestore, 'limits', uid, 'writes', 'quotes'), {
        last: Timestamp.fromMillis(Date.now() - minutes(5)),
        day,
        count: perDay,
        ref: 'earlier',
      });
    });

  it('the generated rules count days with the offset of the configured zone', () => {
    expect(readFileSync(rulesFile, 'utf8')).toContain(`(request.time.toMillis() + ${businessDayOffsetMs()}) / 86400000`);
    expect(businessDayOffsetMs()).toBe(minutes(330));
  });

  it(`allows the first quote of a business day that began minutes ago, after ${perDay} the day before`, async () => {
    const { shifted, offsetMs } = await boundaryEnv(-minutes(3));
    try {
      const day = businessDay(Date.now(), offsetMs);
      // The visitor's last quote of the day before, 5 minutes ago (before midnight).
      await seedFullDay(shifted, 'boundary-visitor', day - 1);
      const store = shifted.authenticatedContext('boundary-visitor', visitorToken('boundary-visitor')).firestore() as unknown as Firestore;
      await assertFails(send(store, 'boundary-visitor', day - 1, perDay + 1));
      await assertSucceeds(send(store, 'boundary-visitor', day, 1));
    } finally {
      await shifted.cleanup();
    }
  });

  it(`denies quote ${perDay + 1} minutes before the business day ends, though UTC or another zone may have turned`, async () => {
    const { shifted, offsetMs } = await boundaryEnv(minutes(3));
    try {
      const day = businessDay(Date.now(), offsetMs);
      await seedFullDay(shifted, 'boundary-visitor', day);
      const store = shifted.authenticatedContext('boundary-visitor', visitorToken('boundary-visitor')).firestore() as unknown as Firestore;
      await assertFails(send(store, 'boundary-visitor', day, perDay + 1));
      // Claiming the next day early does not help.
      await assertFails(send(store, 'boundary-visitor', day + 1, 1));
    } finally {
      await shifted.cleanup();
    }
  });
});

describe('resume uploads: a ticket per upload, limited per identity (storage.rules require it)', () => {
  const { seconds, perDay } = limits.publicWrites.resumes;
  const ticketRef = (uid = visitorUid) => doc(visitorStore(uid), 'limits', uid, 'writes', 'resumes');
  const ticket = (path: string, limit = firstLimit) => setDoc(ticketRef(), limit(path));

  it('allows the first ticket of an identity, naming a path in its own folder', () => assertSucceeds(ticket(resumeStoragePath(visitorUid, 'cv.pdf'))));
  it(`denies the next ticket within ${seconds} s`, async () => {
    await assertSucceeds(ticket(resumeStoragePath(visitorUid, 'cv.pdf')));
    await assertFails(ticket(resumeStoragePath(visitorUid, 'cv2.pdf'), nextLimit(1)));
  });
  it(`denies ticket ${perDay + 1} of one business day`, async () => {
    await seedLimit(visitorUid, 'resumes', { secondsAgo: 3_600, count: perDay });
    await assertFails(ticket(resumeStoragePath(visitorUid, 'cv.pdf'), nextLimit(perDay)));
  });
  it('denies a ticket with a forged time', () =>
    assertFails(ticket(resumeStoragePath(visitorUid, 'cv.pdf'), (ref) => ({ ...firstLimit(ref), last: Timestamp.fromMillis(Date.now() + 60_000) }))));
  it.each(['resume/someone-else/1700000000000-abc-cv.pdf', 'resume/1700000000000-abc-cv.pdf', 'images/OWN/x.png', 'resume/OWN/a/b.pdf', 'resume/OWN/.cv.pdf'])(
    'denies a ticket for %p',
    (path) => assertFails(ticket(path.replace('OWN', visitorUid))),
  );
  it("denies taking another identity's ticket", () =>
    assertFails(setDoc(doc(visitorStore(visitorUid), 'limits', 'someone-else', 'writes', 'resumes'), firstLimit('resume/someone-else/1-a-cv.pdf'))));
});

describe('an anonymous identity sends nothing (nothing limits how many of them a script makes)', () => {
  const anonymous = () => ({ uid: visitorUid, store: anonymousStore(visitorUid) });
  it('denies its quote, even with its limit document', () => assertFails(publicCreate('quotes', validQuote(), anonymous())));
  it('denies its application, even with its limit document', () => assertFails(publicCreate('applicants', validApplicant(visitorUid), anonymous())));
  it('denies its resume ticket', () =>
    assertFails(setDoc(doc(anonymousStore(visitorUid), 'limits', visitorUid, 'writes', 'resumes'), firstLimit(resumeStoragePath(visitorUid, 'cv.pdf')))));
  it('allows the same writes by a visitor identity', async () => {
    await assertSucceeds(publicCreate('quotes', validQuote()));
    await assertSucceeds(setDoc(doc(visitorStore(visitorUid), 'limits', visitorUid, 'writes', 'resumes'), firstLimit(resumeStoragePath(visitorUid, 'cv.pdf'))));
  });
});

describe('staffAccess: staff learn that they are staff, and nobody else does', () => {
  it.each(admins)('allows %s to get its own document (which need not exist)', (who) => assertSucceeds(getDoc(doc(db(who), 'staffAccess', uidOf(who)))));
  it.each(admins)("denies %s another uid's document", (who) => assertFails(getDoc(doc(db(who), 'staffAccess', 'someone-else'))));
  it.each(everyone.filter((who) => !admins.includes(who)))('denies %s its own document', (who) => assertFails(getDoc(doc(db(who), 'staffAccess', uidOf(who)))));
  it.each(everyone)('denies %s listing or writing', async (who) => {
    await assertFails(getDocs(collection(db(who), 'staffAccess')));
    await assertFails(setDoc(doc(db(who), 'staffAccess', uidOf(who)), { staff: true }));
  });
});

describe("applications: a resume of the writer's own folder only", () => {
  it("allows an application naming a resume in the writer's folder", () =>
    assertSucceeds(publicCreate('applicants', { ...validApplicant(), resumeURL: resumeStoragePath(visitorUid, 'cv.pdf') })));
  it("denies an application naming another identity's resume", () =>
    assertFails(publicCreate('applicants', { ...validApplicant(), resumeURL: resumeStoragePath('another-applicant', 'cv.pdf') })));
  it('denies an application naming a resume outside any identity folder', () =>
    assertFails(publicCreate('applicants', { ...validApplicant(), resumeURL: uniqueStoragePath('resume', 'cv.pdf') })));
});

// ---------------------------------------------------------------- the shipment details of a quote

/** A package line as the data interface stores it. */
const line = (changes: DocumentData = {}): DocumentData => ({ count: 2, lengthCm: 120, widthCm: 80, heightCm: 100.5, grossWeightKg: 150.25, ...changes });

/**
 * A quote with package lines as the data interface sends it: one batch with
 * the quote, each line as the document packages/<position> under it, and
 * the writer's limit document (none for staff).
 */
function quoteWithLines(data: DocumentData, lines: DocumentData[], { ids, who }: { ids?: string[]; who?: Who } = {}): Promise<void> {
  const uid = who ? uidOf(who) : visitorUid;
  const store = who ? db(who) : visitorStore(uid);
  const batch = writeBatch(store);
  const created = doc(collection(store, 'quotes'));
  batch.set(created, data);
  lines.forEach((entry, index) => batch.set(doc(created, PACKAGES_SUBCOLLECTION, ids?.[index] ?? String(index)), entry));
  if (!who?.startsWith('admin ')) batch.set(doc(store, 'limits', uid, 'writes', 'quotes'), firstLimit(created.id));
  return batch.commit();
}

describe('quotes: the optional shipment details a visitor may send', () => {
  const create = (changes: DocumentData) => publicCreate('quotes', { ...validQuote(), ...changes });
  const withLines = (lines: DocumentData[], options?: Parameters<typeof quoteWithLines>[2]) => quoteWithLines(validQuote(), lines, options);
  const shipment = { mode: 'sea', origin: 'Nhava Sheva', destination: 'Rotterdam port', readyDate: '2026-12-01', incoterm: 'FOB', cargoDescription: 'Machine parts\nin crates' };

  it('allows every shipment field with two package lines', () => assertSucceeds(quoteWithLines({ ...validQuote(), ...shipment }, [line(), line({ count: 1, grossWeightKg: 20 })])));
  it(`allows ${cargoLimits.maxLines} package lines, each fully checked`, () => assertSucceeds(withLines(Array.from({ length: cargoLimits.maxLines }, () => line()))));
  it(`denies a line at position ${cargoLimits.maxLines} (an eleventh line)`, () => assertFails(withLines([line()], { ids: [String(cargoLimits.maxLines)] })));
  it.each(['first', '-1', '01', '1.0'])('denies a line whose id is %p', (id) => assertFails(withLines([line()], { ids: [id] })));
  it.each(admins)('allows %s to send lines with a quote', (who) => assertSucceeds(withLines([line(), line()], { who })));
  it.each(['a signed-in stranger', 'an unverified admin e-mail'] as const)('allows %s (a visitor) to send lines with a quote under the limit', (who) =>
    assertSucceeds(withLines([line()], { who })),
  );
  it('denies package lines inside the quote document', () => assertFails(create({ packages: [line()] })));
  it('denies a line added to a quote that already exists', async () => {
    await assertSucceeds(withLines([line()]));
    await assertFails(setDoc(doc(admin(), 'quotes', seeded.quotes, PACKAGES_SUBCOLLECTION, '1'), line()));
    await assertFails(setDoc(doc(visitorStore(visitorUid), 'quotes', seeded.quotes, PACKAGES_SUBCOLLECTION, '1'), line()));
  });
  it('denies a line written without its quote', () => assertFails(setDoc(doc(admin(), 'quotes', 'NoQuote123', PACKAGES_SUBCOLLECTION, '0'), line())));
  it('lets only staff read lines; nobody changes one; deleted only with the quote', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore() as unknown as Firestore, 'quotes', seeded.quotes, PACKAGES_SUBCOLLECTION, '0'), line());
    });
    const store = admin();
    const ref = doc(store, 'quotes', seeded.quotes, PACKAGES_SUBCOLLECTION, '0');
    await assertSucceeds(getDoc(ref));
    await assertFails(getDoc(doc(db('a visitor identity'), 'quotes', seeded.quotes, PACKAGES_SUBCOLLECTION, '0')));
    await assertFails(updateDoc(ref, { count: 3 }));
    await assertFails(deleteDoc(ref));
    const batch = writeBatch(store);
    batch.delete(doc(store, 'quotes', seeded.quotes));
    batch.delete(ref);
    await assertSucceeds(batch.commit());
  });
  it.each(freightModes)('allows the mode %p', (mode) => assertSucceeds(create({ mode })));
  it.each(['rail', 'Sea', '', 1])('denies the mode %p', (mode) => assertFails(create({ mode })));
  it.each(incoterms)('allows the Incoterm %p', (incoterm) => assertSucceeds(create({ incoterm })));
  it.each(['FAS', 'fob', '', null])('denies the Incoterm %p', (incoterm) => assertFails(create({ incoterm })));
  it.each(['origin', 'destination', 'cargoDescription'] as const)('denies a %s over its length limit', (key) => assertFails(create({ [key]: long(key) })));
  it.each(['origin', 'destination'])('denies a newline in the one-line %s', (key) => assertFails(create({ [key]: 'one\ntwo' })));
  it('denies a bidi override in the cargo description', () => assertFails(create({ cargoDescription: 'crates\u202egpj.exe' })));
  it.each(['2026-02-30x', '2026-02-30', '2026-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '01-12-2026', '2026/12/01', 'soon', 20261201])(
    'denies the ready date %p',
    (readyDate) => assertFails(create({ readyDate })),
  );
  it.each(['2028-02-29', '2026-12-31', '2026-01-01'])('allows the ready date %p', (readyDate) => assertSucceeds(create({ readyDate })));
  it.each(['2026-02-29', '2026-02-30', '2028-02-29x', '2028-02-29'])('the rules and the client agree on the day %p', (readyDate) =>
    isCalendarDay(readyDate) ? assertSucceeds(create({ readyDate })) : assertFails(create({ readyDate })),
  );
  it.each([
    ['a fractional count', { count: 1.5 }],
    ['a zero count', { count: 0 }],
    ['a negative length', { lengthCm: -1 }],
    ['a zero weight', { grossWeightKg: 0 }],
    ['a count over the limit', { count: cargoLimits.maxCount + 1 }],
    ['a width over the limit', { widthCm: cargoLimits.maxDimensionCm + 0.5 }],
    ['a height over the limit', { heightCm: cargoLimits.maxDimensionCm + 1 }],
    ['a weight over the limit', { grossWeightKg: cargoLimits.maxWeightKg + 1 }],
    ['a length of three decimals', { lengthCm: 120.005 }],
    ['a weight of three decimals', { grossWeightKg: 1.001 }],
    ['a width of three decimals', { widthCm: 0.333 }],
    ['a height of three decimals', { heightCm: 99.999 }],
    ['a length as text', { lengthCm: '120' }],
    ['a count as text', { count: '2' }],
    ['a weight that is true', { grossWeightKg: true }],
    ['a height that is null', { heightCm: null }],
    ['an extra key', { volume: 3 }],
  ])('denies a package line with %s', (_what, changes) => assertFails(withLines([line(), line(changes)])));
  it.each(['count', 'lengthCm', 'widthCm', 'heightCm', 'grossWeightKg'])('denies a package line without %s', (key) => assertFails(withLines([without(line(), key)])));
  it('denies a bad line hidden as the last of ten', () =>
    assertFails(withLines([...Array.from({ length: cargoLimits.maxLines - 1 }, () => line()), line({ count: -3 })])));
  it.each([0.01, 0.1, 1.1, 100.25, 999.99, 0.07, 12.34])('allows the measure %p (two decimals at most, as the form)', (value) =>
    assertSucceeds(withLines([line({ count: 1, lengthCm: value, widthCm: value, heightCm: value, grossWeightKg: value })])),
  );
  it('allows the limits themselves', () =>
    assertSucceeds(
      withLines([
        line({ count: cargoLimits.maxCount, lengthCm: cargoLimits.maxDimensionCm, widthCm: 0.01, heightCm: 1, grossWeightKg: 500 }),
        line({ count: 1, lengthCm: 1999.99, widthCm: 1000, heightCm: 1000, grossWeightKg: cargoLimits.maxWeightKg }),
      ]),
    ));
  it.each(containerLoads)('allows the container load %p', (containerLoad) => assertSucceeds(create({ mode: 'sea', containerLoad })));
  it.each(['LCL', 'both', '', null, 1])('denies the container load %p', (containerLoad) => assertFails(create({ mode: 'sea', containerLoad })));
});

describe("quotes: each package line within the limits of its quote's mode, as the form checks it", () => {
  const withMode = (mode: FreightMode | null, lines: DocumentData[]) => quoteWithLines({ ...validQuote(), ...(mode ? { mode } : {}) }, lines);
  const piece = (count: number, lengthCm: number, widthCm: number, heightCm: number, grossWeightKg: number) => ({ count, lengthCm, widthCm, heightCm, grossWeightKg });
  const cases: [string, FreightMode | null, DocumentData, boolean][] = [
    ['air: a 20 m cube (wider and taller than any freighter)', 'air', piece(1, 2000, 2000, 2000, 100), false],
    ['air: 2,000 × 600 × 400 cm', 'air', piece(1, 2000, 600, 400, 100), true],
    ['air: 600 × 2,000 × 400 cm (the footprint either way round)', 'air', piece(1, 600, 2000, 400, 100), true],
    ['air: 601 cm on the shorter side', 'air', piece(1, 601, 2000, 400, 100), false],
    ['air: 400.01 cm tall', 'air', piece(1, 100, 100, 400.01, 100), false],
    ['air: a 30,000 kg piece', 'air', piece(1, 100, 100, 100, 30000), true],
    ['air: a 30,000.01 kg piece', 'air', piece(1, 100, 100, 100, 30000.01), false],
    ['air: 150,000.06 kg on one line', 'air', piece(6, 100, 100, 100, 25000.01), false],
    ['sea: one 670 × 1,000 × 1,000 cm piece (out of gauge, but carried)', 'sea', piece(1, 670, 1000, 1000, 20000), true],
    ['sea: a 20 m cube', 'sea', piece(1, 2000, 2000, 2000, 50000), false],
    ['sea: 9,999 ten-metre cubes on one line', 'sea', piece(9999, 1000, 1000, 1000, 50000), false],
    ['sea: 5,000 CBM on one line', 'sea', piece(10, 2000, 500, 500, 1), true],
    ['sea: 5,000.1 CBM on one line', 'sea', piece(10, 2000, 500, 500.01, 1), false],
    ['sea: 5,000,000 kg on one line', 'sea', piece(100, 100, 100, 100, 50000), true],
    ['sea: 5,000,005 kg on one line', 'sea', piece(101, 100, 100, 100, 49505), false],
    ['land: 450 cm tall', 'land', piece(1, 100, 100, 450, 10), true],
    ['land: 451 cm tall', 'land', piece(1, 100, 100, 451, 10), false],
    ['land: 500.01 cm on the shorter side', 'land', piece(1, 500.01, 600, 100, 10), false],
    ['no mode: a 20 m cube', null, piece(1, 2000, 2000, 2000, 10), false],
    ['no mode: 2,000 × 1,000 × 1,000 cm', null, piece(1, 2000, 1000, 1000, 10), true],
  ];
  it.each(cases)('%s: the rules and the form agree', async (_what, mode, entry, allowed) => {
    const formAccepts = summarizeCargo([entry as Parameters<typeof summarizeCargo>[0][number]], mode).issues.length === 0;
    expect(formAccepts).toBe(allowed);
    await (allowed ? assertSucceeds(withMode(mode, [line(), entry])) : assertFails(withMode(mode, [line(), entry])));
  });
});

// ---------------------------------------------------------------- what only the server writes

describe('quotes and applications: the status, reference, search terms, flags and cargo figures are never the public\'s', () => {
  const serverFields: [string, unknown][] = [
    ['status', 'new'],
    ['reference', 'Q-2026-000001'],
    ['searchTerms', ['meera']],
    ['historyId', 'abc'],
  ];
  it.each([...serverFields, ['serviceFlags', { warehousing: true }], ['cargo', { volumeCbm: 1, grossWeightKg: 1, volumetricWeightKg: null, chargeableWeightKg: null, containers: null }]])(
    'denies a visitor sending a quote with %s',
    (key, value) => assertFails(publicCreate('quotes', { ...validQuote(), [key as string]: value })),
  );
  it.each(serverFields)('denies a visitor sending an application with %s', (key, value) => assertFails(publicCreate('applicants', { ...validApplicant(), [key]: value })));
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
  it('denies an admin creating a quote with a reference', () => assertFails(addDoc(collection(admin(), 'quotes'), { ...validQuote(), reference: 'Q-2026-000001' })));
});

// ---------------------------------------------------------------- consent and the vacancy of an application

/** Writes a vacancy as stored (rules off). */
async function seedVacancy(id: string, changes: DocumentData) {
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore() as unknown as Firestore, 'jobvacancy', id), { ...validVacancy(), createdAt: Timestamp.now(), ...changes });
  });
}
/** The UTC day `days` from today, 'YYYY-MM-DD'. */
const utcDate = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('applicants: consent and the vacancy applied for', () => {
  const create = (changes: DocumentData) => publicCreate('applicants', { ...validApplicant(), ...changes });
  // The applicant's current position is their own answer, not the vacancy's position.
  const position = 'Warehouse Supervisor';

  it.each([false, 'yes', 1, null])('denies consent %p', (consent) => assertFails(create({ consent })));
  it("allows an application for an open vacancy with the applicant's own current position, other than the vacancy's", () => {
    expect(position).not.toBe(validVacancy().position);
    return assertSucceeds(create({ vacancyId: seeded.jobvacancy, position }));
  });
  it("allows an application for an open vacancy whose current position happens to be the vacancy's", () =>
    assertSucceeds(create({ vacancyId: seeded.jobvacancy, position: validVacancy().position })));
  it('denies an application naming a vacancy that does not exist', () => assertFails(create({ vacancyId: 'no-such-job', position })));
  it('denies an application for a blocked vacancy', async () => {
    await seedVacancy('blocked', { isBlocked: true });
    await assertFails(create({ vacancyId: 'blocked', position }));
  });
  it('denies an application for a vacancy whose closing day was yesterday (UTC)', async () => {
    await seedVacancy('closed', { closingDate: utcDate(-1) });
    await assertFails(create({ vacancyId: 'closed', position }));
  });
  it('allows an application on the closing day itself', async () => {
    await seedVacancy('closing', { closingDate: utcDate(0) });
    await assertSucceeds(create({ vacancyId: 'closing', position }));
  });
  it('allows an application for a vacancy closing next month', async () => {
    await seedVacancy('open', { closingDate: utcDate(30) });
    await assertSucceeds(create({ vacancyId: 'open', position }));
  });
  it('allows an application for a vacancy stored without isBlocked', async () => {
    await seedVacancy('legacy', {});
    await env.withSecurityRulesDisabled(async (context) => {
      await updateDoc(doc(context.firestore() as unknown as Firestore, 'jobvacancy', 'legacy'), { isBlocked: deleteField() });
    });
    await assertSucceeds(create({ vacancyId: 'legacy', position }));
  });
  it.each(['', 'a/b', 'x'.repeat(129), 'job 1', 42])('denies the vacancy id %p', (vacancyId) => assertFails(create({ vacancyId, position })));
  it('denies an admin sending an application for a closed vacancy too', async () => {
    await seedVacancy('closed', { closingDate: utcDate(-1) });
    await assertFails(addDoc(collection(admin(), 'applicants'), { ...validApplicant(uidOf(admins[0]!)), vacancyId: 'closed', position }));
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
  email = allowList.adminEmails[0]!,
) {
  const batch = writeBatch(store);
  const created = doc(collection(store, name, id, 'history'));
  batch.update(doc(store, name, id), { status, historyId: created.id, ...item });
  batch.set(created, { status, by: email, at: serverTimestamp(), follows: null, ...entry });
  return { commit: () => batch.commit(), entryId: created.id };
}
const firstAdminEmail = allowList.adminEmails[0]!;

describe.each([
  ['quotes', seeded.quotes, 'contacted', quoteStatuses],
  ['applicants', seeded.applicants, 'shortlisted', applicantStatuses],
] as const)('%s: staff change the status, recorded in its history', (name, id, status, statuses) => {
  const change = (options?: Parameters<typeof statusChange>[4], who: Who = admins[0]!) => statusChange(db(who), name, id, status, options, who.startsWith('admin ') ? who.slice('admin '.length) : firstAdminEmail).commit();

  it.each(admins)('allows %s to change the status with its history entry', (who) => assertSucceeds(change({}, who)));
  it.each(statuses)('allows the status %p', (value) => assertSucceeds(statusChange(admin(), name, id, value).commit()));
  it('allows a second change with a new entry following the first', async () => {
    const { commit, entryId } = statusChange(admin(), name, id, status);
    await assertSucceeds(commit());
    await assertSucceeds(statusChange(admin(), name, id, 'new', { entry: { follows: entryId } }).commit());
  });
  it('allows setting the same status again, recorded again', async () => {
    const { commit, entryId } = statusChange(admin(), name, id, status);
    await assertSucceeds(commit());
    await assertSucceeds(change({ entry: { follows: entryId } }));
  });
  it('denies a change based on a status another admin has changed since (it follows an older change)', async () => {
    const first = statusChange(admin(), name, id, status);
    await assertSucceeds(first.commit());
    const other = admins.at(-1)!;
    const second = statusChange(db(other), name, id, 'new', { entry: { follows: first.entryId } }, other.slice('admin '.length));
    await assertSucceeds(second.commit());
    // The first admin's page still shows the first change.
    await assertFails(change({ entry: { follows: first.entryId } }));
    // Or the page was loaded before any change.
    await assertFails(change({ entry: { follows: null } }));
    await assertSucceeds(change({ entry: { follows: second.entryId } }));
  });
  it('denies a first change that claims to follow a change never made', () => assertFails(change({ entry: { follows: 'NoSuchEntry123' } })));
  it('denies a history entry that does not say which change it follows', async () => {
    const store = admin();
    const batch = writeBatch(store);
    const created = doc(collection(store, name, id, 'history'));
    batch.update(doc(store, name, id), { status, historyId: created.id });
    batch.set(created, { status, by: firstAdminEmail, at: serverTimestamp() });
    await assertFails(batch.commit());
  });
  it('denies a history entry whose item keeps its old entry', async () => {
    const store = admin();
    const batch = writeBatch(store);
    batch.update(doc(store, name, id), { status });
    batch.set(doc(collection(store, name, id, 'history')), { status, by: firstAdminEmail, at: serverTimestamp() });
    await assertFails(batch.commit());
  });
  it.each(['a visitor', 'a visitor identity', 'an anonymous identity', 'a signed-in stranger', 'an unverified admin e-mail'] as const)('denies %s changing the status', (who) => assertFails(change({}, who)));
  it('denies an unknown status', () => assertFails(statusChange(admin(), name, id, 'archived').commit()));
  it('denies a history entry forging who changed it', () => assertFails(change({ entry: { by: 'someone@example.com' } })));
  it('denies a history entry forging when', () => assertFails(change({ entry: { at: Timestamp.fromDate(new Date('2020-01-01')) } })));
  it('denies a history entry with another status than the item', () => assertFails(change({ entry: { status: 'new' } })));
  it('denies a history entry with an extra field', () => assertFails(change({ entry: { note: 'x' } })));
  it('denies a status change that also changes another field', () => assertFails(change({ item: { name: 'Changed' } })));
  it('denies a history entry written alone', () =>
    assertFails(setDoc(doc(admin(), name, id, 'history', 'lonely'), { status, by: firstAdminEmail, at: serverTimestamp() })));
  it('denies a status change naming an entry written before', async () => {
    const { commit, entryId } = statusChange(admin(), name, id, status);
    await assertSucceeds(commit());
    await assertFails(updateDoc(doc(admin(), name, id), { status: 'new', historyId: entryId }));
  });
  it('lets staff read the history, never change it, and delete it only with the item', async () => {
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
  ['quotes', seeded.quotes],
  ['applicants', seeded.applicants],
] as const)('%s: private staff notes', (name, id) => {
  const note = (changes: DocumentData = {}, store = admin()) =>
    addDoc(collection(store, name, id, 'notes'), { text: 'Called back,\nwill send rates', author: firstAdminEmail, createdAt: serverTimestamp(), ...changes });

  it('allows an admin to add a note as themselves at the server time', () => assertSucceeds(note()));
  it('denies a note forging its author', () => assertFails(note({ author: allowList.adminEmails.at(-1) === firstAdminEmail ? 'someone@example.com' : allowList.adminEmails.at(-1) })));
  it('denies a note forging its time', () => assertFails(note({ createdAt: Timestamp.fromDate(new Date('2020-01-01')) })));
  it('denies a blank note', () => assertFails(note({ text: ' \n ' })));
  it('denies a note over its length limit', () => assertFails(note({ text: long('note') })));
  it('denies a bidi override in a note', () => assertFails(note({ text: 'ok\u202e' })));
  it('denies a note with an extra field', () => assertFails(note({ pinned: true })));
  it.each(['a visitor', 'a visitor identity', 'an anonymous identity', 'a signed-in stranger', 'an unverified admin e-mail'] as const)('denies %s adding a note', (who) =>
    assertFails(note({}, db(who))),
  );
  it('denies a note on an item that does not exist', () =>
    assertFails(addDoc(collection(admin(), name, 'missing', 'notes'), { text: 'x', author: firstAdminEmail, createdAt: serverTimestamp() })));
  it('lets only staff read notes; nobody edits one; deleted only after their item', async () => {
    const created = await note();
    const ref = doc(admin(), name, id, 'notes', created.id);
    await assertSucceeds(getDoc(ref));
    await assertFails(getDoc(doc(db('a visitor identity'), name, id, 'notes', created.id)));
    await assertFails(updateDoc(ref, { text: 'rewritten' }));
    await assertFails(deleteDoc(ref));
    await assertSucceeds(deleteDoc(doc(admin(), name, id)));
    await assertFails(deleteDoc(doc(db('a signed-in stranger'), name, id, 'notes', created.id)));
    await assertSucceeds(deleteDoc(ref));
  });
});

// ---------------------------------------------------------------- receipts and the server's own collections

describe('receipts: anyone may get one by id; nobody lists or writes them', () => {
  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore() as unknown as Firestore, 'receipts', 'QuoteId123'), { kind: 'quote', reference: 'Q-2026-000001' });
    });
  });
  it.each(everyone)('allows %s to get a receipt', (who) => assertSucceeds(getDoc(doc(db(who), 'receipts', 'QuoteId123'))));
  it.each(everyone)('denies %s listing receipts', (who) => assertFails(getDocs(collection(db(who), 'receipts'))));
  it.each(everyone)('denies %s writing a receipt', (who) => assertFails(setDoc(doc(db(who), 'receipts', 'Forged1'), { kind: 'quote', reference: 'Q-2026-000002' })));
  it.each(everyone)('denies %s changing a receipt', (who) => assertFails(updateDoc(doc(db(who), 'receipts', 'QuoteId123'), { reference: 'Q-2026-000003' })));
});

describe.each(['counters', 'mail', 'mailLog', 'maintenance', 'signupThrottle'])('%s: no client access at all', (name) => {
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
