/**
 * @jest-environment node
 */
/**
 * Staff accounts cannot be claimed in advance: against the Auth emulator, the
 * Firestore emulator (with the repository's firestore.rules, in a project of
 * this suite's own) and the Storage stand-in (storage.rules). Someone signs up
 * anonymously and links a password with the HR address before HR ever signed
 * in; HR then signs in with Google. Only HR's Google session is staff: the
 * other token reads and writes nothing of staff's, even refreshed with a
 * verified e-mail. A password account whose allow-listed address the admin API
 * marks verified, and an anonymous account, are not staff either. Its
 * accounts live in an Auth tenant of their own, so that no other suite's
 * sign-in with the same addresses meets them.
 * `npm run test:unit -- staff-sign-in` starts the emulators; without them the
 * suite FAILS on purpose.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  EmailAuthProvider,
  getAuth,
  GoogleAuthProvider,
  linkWithCredential,
  signInAnonymously,
  signInWithCredential,
  signInWithEmailAndPassword,
  type Auth,
  type User,
} from 'firebase/auth';
import { collection, connectFirestoreEmulator, deleteDoc, doc, getDoc, getDocs, getFirestore, setDoc, setLogLevel, type Firestore } from 'firebase/firestore/lite';
import { connectStorageEmulator, getBytes, getStorage, ref, type FirebaseStorage } from 'firebase/storage';
import { staffAreasOf } from './staff-access';
import { noStaffAreas } from './staff-areas';

const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
const storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? process.env.SEAWAVE_STORAGE_HOST;

jest.setTimeout(60_000);
// Every refusal below is expected: the SDK need not log each one.
setLogLevel('silent');

const projectId = `demo-seawave-staff-${process.pid}`;
const bucket = `${projectId}.appspot.com`;
const hrEmail = 'hr@seawave.example.com';
const salesEmail = 'sales@seawave.example.com';
const adminEmail = 'admin@seawave.example.com';
const password = 'Not-the-staff-password-1';
const resumePath = 'resume/applicant-1/1700000000000-abc-cv.pdf';
const owner = { Authorization: 'Bearer owner' };

const apps: FirebaseApp[] = [];
/** This run's Auth tenant (a fresh one, so every address starts unclaimed) and the Auth emulator's project. */
const tenant = { id: '', project: '' };
const identityApi = () => `http://${authHost}/identitytoolkit.googleapis.com`;

/** A browser of its own: its own Auth session, Firestore and Storage clients. */
function browser(name: string): { auth: Auth; db: Firestore; files: FirebaseStorage; app: FirebaseApp } {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId, storageBucket: bucket, appId: '1:0:web:0' }, `${name}-${apps.length}`);
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${authHost}`, { disableWarnings: true });
  auth.tenantId = tenant.id || null;
  const db = getFirestore(app);
  const [host, port] = firestoreHost!.split(':');
  connectFirestoreEmulator(db, host!, Number(port));
  const files = getStorage(app);
  const [storageName, storagePort] = storageHost!.replace(/^https?:\/\//, '').split(':');
  connectStorageEmulator(files, storageName!, Number(storagePort));
  files.maxOperationRetryTime = 2000;
  return { auth, db, files, app };
}

/** A Google sign-in as the Auth emulator takes it (Google's own popup cannot load here). */
const googleCredential = (email: string) => GoogleAuthProvider.credential(JSON.stringify({ sub: `google-${email}`, email, email_verified: true }));

/** Settles to 'allowed' or the refusal's code. */
async function outcome(attempt: Promise<unknown>): Promise<string> {
  try {
    await attempt;
    return 'allowed';
  } catch (error) {
    return String((error as { code?: unknown }).code ?? error);
  }
}

/** Every read and write of staff data tried as `who`, by what it touches. */
async function staffAttempts(who: { db: Firestore; files: FirebaseStorage }, uid: string): Promise<Record<string, string>> {
  const { db, files } = who;
  return {
    'get a quote': await outcome(getDoc(doc(db, 'quotes', 'quote-1'))),
    'list quotes': await outcome(getDocs(collection(db, 'quotes'))),
    'get an applicant': await outcome(getDoc(doc(db, 'applicants', 'applicant-1'))),
    'list applicants': await outcome(getDocs(collection(db, 'applicants'))),
    'get staffAccess': await outcome(getDoc(doc(db, 'staffAccess', uid))),
    'get the sales area': await outcome(getDoc(doc(db, 'staffAccess', uid, 'areas', 'sales'))),
    'get the hiring area': await outcome(getDoc(doc(db, 'staffAccess', uid, 'areas', 'hiring'))),
    'read a resume': await outcome(getBytes(ref(files, resumePath))),
    'delete a vacancy': await outcome(deleteDoc(doc(db, 'jobvacancy', 'job-1'))),
    'write a staffAccess document': await outcome(setDoc(doc(db, 'staffAccess', uid), { staff: true })),
  };
}

/** Every attempt refused: nothing read, nothing written. */
function expectRefused(attempts: Record<string, string>): void {
  expect(attempts).toEqual(Object.fromEntries(Object.keys(attempts).map((key) => [key, key === 'read a resume' ? 'storage/unauthorized' : 'permission-denied'])));
}

/** The sign-in provider and verification the rules see in `user`'s token, refreshed from the Auth emulator. */
async function refreshedToken(user: User): Promise<{ provider: string; emailVerified: unknown; email: unknown }> {
  const { signInProvider, claims } = await user.getIdTokenResult(true);
  return { provider: String(signInProvider), emailVerified: claims.email_verified, email: claims.email };
}

async function ownerRequest(url: string, init: RequestInit): Promise<void> {
  const response = await fetch(url, { ...init, headers: { ...owner, ...(init.headers ?? {}) } });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${await response.text()}`);
}

const firestoreDocument = (path: string, fields: Record<string, string>) =>
  ownerRequest(`http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents/${path}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields: Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, { stringValue: value }])) }),
  });

describe('staff accounts only through Google (the pre-claim sequence)', () => {
  if (!authHost || !firestoreHost || !storageHost) {
    it('needs the Auth, Firestore and Storage emulators', () => {
      throw new Error('FIREBASE_AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST or SEAWAVE_STORAGE_HOST is not set. Run: npm run test:unit -- staff-sign-in (it starts them).');
    });
    return;
  }

  beforeAll(async () => {
    // The Auth emulator answers the browser SDK in its own project: learn it from a token, then make a tenant there.
    const probe = await signInAnonymously(browser('probe').auth);
    tenant.project = String((await probe.user.getIdTokenResult()).claims.aud);
    const created = await fetch(`${identityApi()}/v2/projects/${tenant.project}/tenants`, {
      method: 'POST',
      headers: { ...owner, 'Content-Type': 'application/json' },
      body: JSON.stringify({ displayName: 'staff-sign-in', allowPasswordSignup: true, enableAnonymousUser: true, enableEmailLinkSignin: true }),
    });
    expect(created.status).toBe(200);
    tenant.id = ((await created.json()) as { tenantId: string }).tenantId;
    await ownerRequest(`http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: 'DELETE' });
    const rules = readFileSync(join(__dirname, '../../../firestore.rules'), 'utf8');
    await ownerRequest(`http://${firestoreHost}/emulator/v1/projects/${projectId}:securityRules`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
    });
    await firestoreDocument('quotes/quote-1', { name: 'Meera Shah', email: 'meera@example.com' });
    await firestoreDocument('applicants/applicant-1', { name: 'Ravi Kumar', resumeURL: resumePath });
    await firestoreDocument('jobvacancy/job-1', { position: 'Fleet Coordinator' });
    const pdf = '%PDF-1.4 resume';
    const boundary = 'staff-sign-in-boundary';
    await ownerRequest(`http://${storageHost.replace(/^https?:\/\//, '')}/v0/b/${bucket}/o?name=${encodeURIComponent(resumePath)}`, {
      method: 'POST',
      headers: { 'X-Goog-Upload-Protocol': 'multipart', 'Content-Type': `multipart/related; boundary=${boundary}` },
      body:
        `--${boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${JSON.stringify({ name: resumePath, contentType: 'application/pdf' })}\r\n` +
        `--${boundary}\r\nContent-Type: application/pdf\r\n\r\n${pdf}\r\n--${boundary}--`,
    });
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => deleteApp(app)));
  });

  it('refuses the anonymous-then-link HR account', async () => {
    // Someone claims the HR address before HR ever signed in.
    const attacker = browser('attacker');
    const anonymous = await signInAnonymously(attacker.auth);
    const linked = await linkWithCredential(anonymous.user, EmailAuthProvider.credential(hrEmail, password));
    expect(linked.user.email).toBe(hrEmail);
    const before = await refreshedToken(linked.user);
    expect(before.provider).not.toBe('google.com');
    expectRefused(await staffAttempts(attacker, linked.user.uid));

    // HR signs in with Google for the first time.
    const hr = browser('hr');
    const hrSession = await signInWithCredential(hr.auth, googleCredential(hrEmail));
    expect((await refreshedToken(hrSession.user)).provider).toBe('google.com');
    const hrAttempts = await staffAttempts(hr, hrSession.user.uid);
    expect(hrAttempts).toMatchObject({
      'get a quote': 'allowed',
      'list quotes': 'allowed',
      'get an applicant': 'allowed',
      'list applicants': 'allowed',
      'get staffAccess': 'allowed',
      'get the sales area': 'allowed',
      'get the hiring area': 'allowed',
      'read a resume': 'allowed',
      'write a staffAccess document': 'permission-denied',
    });
    const { uid, email, emailVerified } = hrSession.user;
    await expect(staffAreasOf(hr.app, firestoreHost, { uid, email, emailVerified, googleAccount: true })).resolves.toEqual({ sales: true, hiring: true });
    await firestoreDocument('jobvacancy/job-1', { position: 'Fleet Coordinator' });

    // The earlier session, refreshed now that the address is Google's, still is no staff session.
    const after = await refreshedToken(linked.user).catch(() => null);
    if (after) {
      expect(after.provider).not.toBe('google.com');
      console.log(`The pre-claimed session after HR's Google sign-in: provider ${after.provider}, email_verified ${String(after.emailVerified)}, same uid as HR: ${linked.user.uid === uid}.`);
      expectRefused(await staffAttempts(attacker, linked.user.uid));
      const current = attacker.auth.currentUser!;
      const googleLinked = current.providerData.some((profile) => profile.providerId === 'google.com');
      await expect(staffAreasOf(attacker.app, firestoreHost, { uid: current.uid, email: current.email, emailVerified: true, googleAccount: googleLinked })).resolves.toEqual(noStaffAreas);
    } else {
      console.log("The pre-claimed session after HR's Google sign-in: its refresh token was revoked.");
    }
    // Nothing the other session tried changed anything: the vacancy it tried to delete is still there.
    expect((await getDoc(doc(hr.db, 'jobvacancy', 'job-1'))).exists()).toBe(true);
  });

  it('refuses the same sequence over REST', async () => {
    const post = async (path: string, body: unknown) => {
      const response = await fetch(`${identityApi()}/v1/${path}?key=demo-api-key`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      expect(response.status).toBe(200);
      return (await response.json()) as { idToken: string; localId: string };
    };
    const signedUp = await post('accounts:signUp', { returnSecureToken: true, tenantId: tenant.id });
    const claimed = await post('accounts:update', { idToken: signedUp.idToken, email: adminEmail, password, returnSecureToken: true, tenantId: tenant.id });
    const claims = JSON.parse(Buffer.from(claimed.idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { email?: string; firebase?: { sign_in_provider?: string } };
    expect(claims.email).toBe(adminEmail);
    expect(claims.firebase?.sign_in_provider).not.toBe('google.com');
    const read = await fetch(`http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents/quotes/quote-1`, { headers: { Authorization: `Bearer ${claimed.idToken}` } });
    expect(read.status).toBe(403);
    const area = await fetch(`http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents/staffAccess/${claimed.localId}/areas/sales`, {
      headers: { Authorization: `Bearer ${claimed.idToken}` },
    });
    expect(area.status).toBe(403);
  });

  it('a password account is never staff', async () => {
    const someone = browser('password');
    const email = 'recruiter@seawave.example.com';
    // An account given the address, a password and a verified e-mail by the admin API (no blocking function runs for that).
    const { user } = await signInAnonymously(someone.auth);
    await ownerRequest(`${identityApi()}/v1/projects/${tenant.project}/tenants/${tenant.id}/accounts:update`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ localId: user.uid, email, password, emailVerified: true }),
    });
    const session = await signInWithEmailAndPassword(someone.auth, email, password);
    const token = await refreshedToken(session.user);
    expect(token).toEqual({ provider: 'password', emailVerified: true, email });
    expectRefused(await staffAttempts(someone, session.user.uid));
  });

  it('an anonymous account is no staff account', async () => {
    const someone = browser('anonymous');
    const session = await signInAnonymously(someone.auth);
    expect((await refreshedToken(session.user)).provider).toBe('anonymous');
    expectRefused(await staffAttempts(someone, session.user.uid));
  });

  it('a narrower role reaches only its areas', async () => {
    const sales = browser('sales');
    const session = await signInWithCredential(sales.auth, googleCredential(salesEmail));
    const attempts = await staffAttempts(sales, session.user.uid);
    expect(attempts).toMatchObject({
      'get a quote': 'allowed',
      'get the sales area': 'allowed',
      'get an applicant': 'permission-denied',
      'get the hiring area': 'permission-denied',
      'read a resume': 'storage/unauthorized',
      'delete a vacancy': 'permission-denied',
    });
  });
});
