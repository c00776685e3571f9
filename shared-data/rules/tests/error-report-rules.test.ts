/**
 * @jest-environment node
 */
/**
 * Errors of the remotes, in the generated firestore.rules on the Firestore emulator: anyone may add an error
 * report within its shape and throttle, and nobody but staff reads one; the counts per build and the release
 * guards are the server's, read by staff only.
 */
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deleteDoc, doc, getDoc, getDocs, collection, serverTimestamp, setDoc, Timestamp, updateDoc, type DocumentData, type Firestore } from 'firebase/firestore';
import { ERROR_REPORTS, errorReportId, errorReportLimits, minuteOf, RELEASE_STATS, type ErrorReport } from '../../src/releases/error-reports';
import { RELEASE_GUARDS } from '../../src/releases/composition';
import { admins, claimsOf, everyone, notStaffOf, salesStaff, hiringStaff, type Who } from './identities';

jest.setTimeout(30_000);

const host = process.env.FIRESTORE_EMULATOR_HOST;
const rulesFile = process.env.SEAWAVE_RULES_FILE ?? join(__dirname, '../../../firestore.rules');

let env: RulesTestEnvironment;

function db(who: Who): Firestore {
  const claims = claimsOf(who);
  const context = claims ? env.authenticatedContext(claims.sub, claims as unknown as Parameters<typeof env.authenticatedContext>[1]) : env.unauthenticatedContext();
  return context.firestore() as unknown as Firestore;
}

const report = (change: Partial<ErrorReport> = {}): ErrorReport => ({
  remote: 'mfeBlog',
  build: 'bbb222',
  route: 'blog',
  phase: 'render',
  fingerprint: '0123456789abcdef',
  errorName: 'TypeError',
  count: 1,
  minute: minuteOf(Date.now()),
  slot: 0,
  ...change,
});

/** As the browser adds it: its id from its fields, the server's time. */
function add(who: Who, value: ErrorReport, { id = errorReportId(value), extra = {} }: { id?: string; extra?: DocumentData } = {}) {
  return setDoc(doc(db(who), ERROR_REPORTS, id), { ...value, at: serverTimestamp(), ...extra });
}

const staff: Who[] = ['sales staff', 'hiring staff', ...admins];

beforeAll(async () => {
  if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run this suite with `npm run test:rules` (it starts the Firestore emulator).');
  const [hostname, port] = host.split(':');
  env = await initializeTestEnvironment({
    projectId: `demo-seawave-error-rules-${process.pid}`,
    firestore: { host: hostname!, port: Number(port), rules: readFileSync(rulesFile, 'utf8') },
  });
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const store = context.firestore() as unknown as Firestore;
    const stored = report({ slot: 4 });
    await setDoc(doc(store, ERROR_REPORTS, errorReportId(stored)), { ...stored, at: Timestamp.now() });
    await setDoc(doc(store, RELEASE_STATS, 'mfeBlog-bbb222'), { remote: 'mfeBlog', build: 'bbb222', views: 10, errors: 1 });
    await setDoc(doc(store, RELEASE_GUARDS, 'mfeBlog'), { abortedBuild: 'bbb222', reason: 'worse', abortedAt: Timestamp.now() });
  });
});

afterAll(async () => {
  await env?.cleanup();
});

describe('adding an error report', () => {
  it.each(everyone)('%s may add one within its shape', async (who) => {
    await assertSucceeds(add(who, report()));
  });

  it.each([
    ['a message', { extra: { message: 'Cannot read meera@example.com' } }],
    ['a route path', { value: report({ route: '/blog/abc' }) }],
    ['an unknown phase', { value: report({ phase: 'boot' as ErrorReport['phase'] }) }],
    ['a count of 0', { value: report({ count: 0 }) }],
    ['a count over the limit', { value: report({ count: errorReportLimits.maxCount + 1 }) }],
    ['a slot past the throttle', { value: report({ slot: errorReportLimits.slots }) }],
    // Minutes from the moment the test runs, not the moment the table is read: a minute may pass between the two.
    ['a minute far from now', { minutesFromNow: -errorReportLimits.clockMinutes - 2 }],
    ['a minute far ahead', { minutesFromNow: errorReportLimits.clockMinutes + 2 }],
    ['a fingerprint not in hex', { value: report({ fingerprint: 'zzzzzzzzzzzzzzzz' }) }],
    ['an id that is not its own', { id: 'bbb222-0123456789abcdef-1-0' }],
  ] as const)('refuses a report with %s', async (_what, change: { value?: ErrorReport; minutesFromNow?: number; id?: string; extra?: DocumentData }) => {
    const value = change.value ?? report(change.minutesFromNow === undefined ? {} : { minute: minuteOf(Date.now()) + change.minutesFromNow });
    await assertFails(add('a visitor', value, { id: change.id ?? errorReportId(value), extra: change.extra ?? {} }));
  });

  it('refuses a time not set by the server', async () => {
    await assertFails(add('a visitor', report(), { extra: { at: Timestamp.fromMillis(Date.now() - 1000) } }));
  });

  it('takes one report per slot, never an overwrite', async () => {
    await assertSucceeds(add('a visitor', report({ slot: 1 })));
    await assertFails(add('a visitor', report({ slot: 1, count: 5 })));
    const slots = Array.from({ length: errorReportLimits.slots }, (_, slot) => report({ slot, minute: minuteOf(Date.now()) - 1 }));
    for (const value of slots) await assertSucceeds(add('a signed-in stranger', value));
    for (const value of slots) await assertFails(add('a visitor', { ...value, count: 2 }));
  });

  it('lets nobody change or delete a report', async () => {
    const id = errorReportId(report({ slot: 4 }));
    for (const who of everyone) {
      await assertFails(updateDoc(doc(db(who), ERROR_REPORTS, id), { count: 2 }));
      await assertFails(deleteDoc(doc(db(who), ERROR_REPORTS, id)));
    }
  });
});

describe('reading errors, counts and guards', () => {
  const paths = [`${ERROR_REPORTS}/${errorReportId(report({ slot: 4 }))}`, `${RELEASE_STATS}/mfeBlog-bbb222`, `${RELEASE_GUARDS}/mfeBlog`];

  it.each(staff)('%s reads them', async (who) => {
    for (const path of paths) await assertSucceeds(getDoc(doc(db(who), path)));
    await assertSucceeds(getDocs(collection(db(who), ERROR_REPORTS)));
  });

  it.each(notStaffOf([...salesStaff, ...hiringStaff]))('%s reads none', async (who) => {
    for (const path of paths) await assertFails(getDoc(doc(db(who), path)));
    await assertFails(getDocs(collection(db(who), ERROR_REPORTS)));
  });

  it.each(everyone)('%s writes no count or guard', async (who) => {
    await assertFails(setDoc(doc(db(who), RELEASE_STATS, 'mfeBlog-ccc333'), { remote: 'mfeBlog', build: 'ccc333', views: 1, errors: 0 }));
    await assertFails(updateDoc(doc(db(who), RELEASE_STATS, 'mfeBlog-bbb222'), { views: 11 }));
    await assertFails(setDoc(doc(db(who), RELEASE_GUARDS, 'mfeCareers'), { abortedBuild: 'ccc333', reason: 'worse' }));
    await assertFails(deleteDoc(doc(db(who), RELEASE_GUARDS, 'mfeBlog')));
  });
});
