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
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import allowList from '../../../config/admin-allow-list.json';
import limits from '../../src/limits.json';

jest.setTimeout(30_000);

const host = process.env.FIRESTORE_EMULATOR_HOST;
const rulesFile = process.env.SEAWAVE_RULES_FILE ?? join(__dirname, '../../../firestore.rules');

type Who = 'a visitor' | 'a signed-in stranger' | 'an unverified admin e-mail' | `admin ${string}`;
const admins = allowList.adminEmails.map((email) => `admin ${email}` as Who);
const everyone: Who[] = ['a visitor', 'a signed-in stranger', 'an unverified admin e-mail', ...admins];

let env: RulesTestEnvironment;

function db(who: Who): Firestore {
  if (who === 'a visitor') return env.unauthenticatedContext().firestore() as unknown as Firestore;
  if (who === 'a signed-in stranger') return env.authenticatedContext('stranger', { email: 'someone@example.com', email_verified: true }).firestore() as unknown as Firestore;
  if (who === 'an unverified admin e-mail') {
    return env.authenticatedContext('unverified', { email: allowList.adminEmails[0]!, email_verified: false }).firestore() as unknown as Firestore;
  }
  const email = who.slice('admin '.length);
  return env.authenticatedContext(`admin-${email}`, { email, email_verified: true }).firestore() as unknown as Firestore;
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
  resumeURL: 'resume/1700000000000-abc123-ravi.pdf',
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
    projectId: 'demo-seawave-rules',
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

function attempt(store: Firestore, name: keyof typeof seeded, op: Op): Promise<unknown> {
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
  posts: { get: everyone, list: everyone, create: admins, update: admins, delete: admins },
  jobvacancy: { get: everyone, list: everyone, create: admins, update: admins, delete: admins },
  applicants: { get: admins, list: admins, create: everyone, delete: admins },
  quotes: { get: admins, list: admins, create: everyone, delete: admins },
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
      const result = attempt(db(row.who), row.name, row.op);
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
  const create = (data: DocumentData) => addDoc(collection(db('a visitor'), 'quotes'), data);
  it('allows a complete quote with the server time', () => assertSucceeds(create(validQuote())));
  it('allows empty comments', () => assertSucceeds(create({ ...validQuote(), comments: '' })));
  it('allows all six services', () => assertSucceeds(create({ ...validQuote(), services: [...limits.serviceValues] })));
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
  it('denies more services than exist', () => assertFails(create({ ...validQuote(), services: [...limits.serviceValues, 'customClearance'] })));
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
  const create = (data: DocumentData) => addDoc(collection(db('a visitor'), 'applicants'), data);
  it('allows a complete application with the server time', () => assertSucceeds(create(validApplicant())));
  it.each(['name', 'email', 'number', 'position', 'relocate', 'experience', 'resumeURL', 'createdAt'])('denies an application without %s', (key) =>
    assertFails(create(without(validApplicant(), key))),
  );
  it('denies an extra field', () => assertFails(create({ ...validApplicant(), vacancy: 'x' })));
  it('denies a forged createdAt', () => assertFails(create({ ...validApplicant(), createdAt: Timestamp.fromDate(new Date('2020-01-01')) })));
  it.each(['maybe', '', true])('denies relocate %p', (relocate) => assertFails(create({ ...validApplicant(), relocate })));
  it.each(['10+', '', 3])('denies experience %p', (experience) => assertFails(create({ ...validApplicant(), experience })));
  it.each(['images/x.png', 'https://evil.example.com/cv.pdf', 'resume/a/b.pdf', ''])('denies the resume path %p', (resumeURL) =>
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
  it.each(['position', 'department', 'overview', 'responsibilities', 'prerequisite', 'experience'])('denies an update of %s', (key) =>
    assertFails(updateDoc(doc(admin(), 'jobvacancy', seeded.jobvacancy), { [key]: 'Changed' })),
  );
  it('denies an update of isBlocked together with another field', () =>
    assertFails(updateDoc(doc(admin(), 'jobvacancy', seeded.jobvacancy), { isBlocked: true, position: 'Changed' })));
  it('denies an update of createdAt', () => assertFails(updateDoc(doc(admin(), 'jobvacancy', seeded.jobvacancy), { createdAt: serverTimestamp() })));
  it('denies an update that adds a field', () => assertFails(updateDoc(doc(admin(), 'jobvacancy', seeded.jobvacancy), { isBlocked: true, salary: '1' })));
  it('denies isBlocked that is not true or false', () => assertFails(updateDoc(doc(admin(), 'jobvacancy', seeded.jobvacancy), { isBlocked: 1 })));
});
