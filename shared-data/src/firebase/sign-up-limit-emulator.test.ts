/**
 * New identities cost something, as deployed: the Auth emulator calls the
 * blocking function `throttleSignUps` loaded in the Functions emulator before
 * it creates an account, and the function refuses the account once the
 * network address made SIGNUPS_PER_IP_PER_HOUR of them in the last hour.
 *
 * Facts of the emulators this suite relies on (firebase-tools 15.34):
 * - The Auth emulator calls blocking functions for e-mail/password, e-mail
 *   link, phone and identity-provider (Google) sign-ups, never for anonymous
 *   ones (nor does production: "Anonymous and custom authentication do not
 *   trigger blocking functions"); so the site makes visitors an
 *   e-mail/password identity, and the rules refuse anonymous writers.
 * - It hands the function the address 127.0.0.1 for every request, whatever
 *   X-Forwarded-For says: every sign-up here counts under one address (other
 *   addresses and IPv6 networks: functions/src/signup-throttle.test.ts).
 * - It registers the blocking functions only for the Functions emulator's own
 *   project, and puts every browser's account into that project. The usual
 *   back end's project (demo-seawave) therefore holds the sign-ups of the
 *   local site and of every suite, all from 127.0.0.1, and has a high limit
 *   (functions/.env.demo-seawave). This suite starts emulators of its own
 *   (ports +30, project demo-signup-limit, functions/.env.demo-signup-limit:
 *   the production default of 5), so it counts only its own sign-ups.
 * It starts emulators: run it under the site lock, e.g. `npm run test:unit -- sign-up-limit`.
 * @jest-environment node
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { deleteApp, type FirebaseApp } from 'firebase/app';
import { createUserWithEmailAndPassword, GoogleAuthProvider, signInWithCredential, signOut, type Auth } from 'firebase/auth';
import allowList from '../../../config/admin-allow-list.json';
import { isSignUpThrottled } from '../auth/visitor-identity';
import { parseAppConfig, type AppConfig } from '../config';
import { SIGN_UP_LIMIT_MESSAGE } from '../core/write-limits';
import { currentWriter } from './anonymous-writer';
import { authFor } from './auth-instance';
import { firebaseAppFor } from './firebase-app';

jest.setTimeout(240_000);

const root = join(__dirname, '../../..');
const projectId = 'demo-signup-limit';
const portOffset = 30;
/** The limit this project's functions run with. */
const perHour = Number(/^SIGNUPS_PER_IP_PER_HOUR=(\d+)$/m.exec(readFileSync(join(root, 'functions/.env.demo-signup-limit'), 'utf8'))?.[1]);

interface Hosts {
  auth: string;
  firestore: string;
  functions: string;
}

/** Starts this suite's emulators in a child Node (scripts/lib/emulator.mjs is an ES module); it stops them when told or when its stdin closes. */
function startEmulators(): Promise<{ hosts: Hosts; child: ChildProcessWithoutNullStreams }> {
  const script = `
    import { startFirebaseEmulators } from ${JSON.stringify(pathToFileURL(join(root, 'scripts/lib/emulator.mjs')).href)};
    const emulators = await startFirebaseEmulators({ only: ['auth', 'firestore', 'functions'], projectId: ${JSON.stringify(projectId)}, portOffset: ${portOffset}, log: () => undefined });
    let stopping = false;
    const stop = async () => { if (stopping) return; stopping = true; await emulators.stop(); process.exit(0); };
    process.stdin.on('end', stop);
    process.stdin.on('data', stop);
    process.stdin.resume();
    console.log('READY ' + JSON.stringify(emulators.hosts));
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /READY (\{.*\})/.exec(output);
      if (ready) resolve({ hosts: JSON.parse(ready[1]!) as Hosts, child });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`The emulators of this suite did not start (exit ${String(code)}):\n${output.slice(-3000)}`)));
  });
}

function stopEmulators(child: ChildProcessWithoutNullStreams): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.on('exit', () => resolve());
    child.stdin.end('stop\n');
  });
}

const owner = { Authorization: 'Bearer owner' };

describe('the Auth blocking function limits new accounts per network address', () => {
  let child: ChildProcessWithoutNullStreams;
  let hosts: Hosts;
  let app: FirebaseApp;
  let auth: Auth;
  let config: AppConfig;

  /** The sign-up times the function holds for 127.0.0.1 (this project's Firestore, administrative access). */
  async function countedSignUps(): Promise<number> {
    const response = await fetch(`http://${hosts.firestore}/v1/projects/${projectId}/databases/(default)/documents/signupThrottle`, { headers: owner });
    const body = (await response.json()) as { documents?: { fields: { times: { arrayValue: { values?: unknown[] } } } }[] };
    const documents = body.documents ?? [];
    expect(documents.length).toBeLessThanOrEqual(1);
    return documents[0]?.fields.times.arrayValue.values?.length ?? 0;
  }

  async function forgetSignUps(): Promise<void> {
    const response = await fetch(`http://${hosts.firestore}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: 'DELETE' });
    expect(response.ok).toBe(true);
  }

  /** Starts the hour again and makes the limit's worth of visitor identities from 127.0.0.1. */
  async function fillToLimit(): Promise<void> {
    await forgetSignUps();
    for (let index = 0; index < perHour; index += 1) {
      expect((await restSignUp({ email: `v${Date.now()}f${index}@visitor.invalid`, password: 'Vv1_0123456789abcdef' })).status).toBe(200);
    }
  }

  /** A sign-up as a script sends it (the client REST API with the web API key). */
  async function restSignUp(body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<{ status: number; body: { localId?: string; error?: { code: number; message: string } } }> {
    const response = await fetch(`http://${hosts.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ returnSecureToken: true, ...body }),
    });
    return { status: response.status, body: (await response.json()) as { localId?: string; error?: { code: number; message: string } } };
  }

  beforeAll(async () => {
    expect(perHour).toBeGreaterThanOrEqual(1);
    ({ hosts, child } = await startEmulators());
    // The Functions emulator registers the blocking function with the Auth emulator once it has loaded the functions.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const response = await fetch(`http://${hosts.auth}/identitytoolkit.googleapis.com/v2/projects/${projectId}/config`, { headers: owner });
      const registered = (await response.json()) as { blockingFunctions?: { triggers?: { beforeCreate?: { functionUri?: string } } } };
      if (registered.blockingFunctions?.triggers?.beforeCreate?.functionUri?.endsWith('/throttleSignUps')) break;
      if (Date.now() > deadline) throw new Error(`throttleSignUps was not registered with the Auth emulator: ${JSON.stringify(registered)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    config = parseAppConfig({
      firebase: { apiKey: 'demo-api-key', authDomain: `${projectId}.firebaseapp.com`, projectId, storageBucket: `${projectId}.appspot.com`, messagingSenderId: '0', appId: '1:0:web:0' },
      emulators: { auth: `http://${hosts.auth}`, firestore: hosts.firestore, storage: null },
    });
    app = firebaseAppFor(config);
    auth = authFor(app, config.emulators.auth);
  });

  afterAll(async () => {
    if (app) await deleteApp(app);
    if (child) await stopEmulators(child);
  });

  it(`50 visitor identities asked for from one address within a minute: the first ${perHour} are made, every other is refused with the try-again-later message`, async () => {
    await forgetSignUps();
    const started = Date.now();
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < 50; attempt += 1) {
      await signOut(auth);
      // The site's own path: the writer of a public form, which makes a visitor identity when nobody is signed in.
      outcomes.push(await currentWriter(app, config).then((writer) => (writer.limited ? 'made' : 'staff?'), (error: Error) => error.message));
    }
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(outcomes.slice(0, perHour)).toEqual(Array<string>(perHour).fill('made'));
    expect(outcomes.slice(perHour)).toEqual(Array<string>(50 - perHour).fill(SIGN_UP_LIMIT_MESSAGE));
    expect(await countedSignUps()).toBe(perHour);
  });

  it('the refusal reaches the browser as HTTP 400 BLOCKING_FUNCTION_ERROR_RESPONSE carrying RESOURCE_EXHAUSTED, whatever X-Forwarded-For says', async () => {
    await fillToLimit();
    const refused = await restSignUp({ email: `v${Date.now()}@visitor.invalid`, password: 'Vv1_0123456789abcdef' }, { 'X-Forwarded-For': '203.0.113.9' });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toMatch(
      /^BLOCKING_FUNCTION_ERROR_RESPONSE : \(\(HTTP request to \S+\/throttleSignUps returned HTTP error 429: \{"error":\{"message":"[^"]+","status":"RESOURCE_EXHAUSTED"\}\}\)\)$/,
    );
    // What the Firebase SDK makes of it, which the site recognises.
    await signOut(auth);
    const error = await createUserWithEmailAndPassword(auth, `v${Date.now()}x@visitor.invalid`, 'Vv1_0123456789abcdef').then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toMatchObject({ code: 'auth/internal-error' });
    expect(isSignUpThrottled(error)).toBe(true);
  });

  it('20 sign-ups sent at the same moment: no more than the limit are made', async () => {
    await forgetSignUps();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => restSignUp({ email: `v${Date.now()}n${index}@visitor.invalid`, password: 'Vv1_0123456789abcdef' })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(perHour);
    expect(answers.filter((answer) => answer.status === 400 && answer.body.error?.message.includes('RESOURCE_EXHAUSTED'))).toHaveLength(20 - perHour);
  });

  it('an allow-listed staff mailbox still signs in with Google when its address is at the limit', async () => {
    await fillToLimit();
    await signOut(auth);
    const email = allowList.staff[0]!.email;
    const credential = GoogleAuthProvider.credential(JSON.stringify({ sub: `staff-${Date.now()}`, email, email_verified: true }));
    await expect(signInWithCredential(auth, credential)).resolves.toMatchObject({ user: { email } });
    expect(await countedSignUps()).toBe(perHour);
  });

  it('a new Google account that is not staff is counted and refused like any other', async () => {
    await fillToLimit();
    await signOut(auth);
    const credential = GoogleAuthProvider.credential(JSON.stringify({ sub: `stranger-${Date.now()}`, email: `stranger${Date.now()}@example.com`, email_verified: true }));
    const error = await signInWithCredential(auth, credential).then(() => null, (thrown: unknown) => thrown);
    expect(isSignUpThrottled(error)).toBe(true);
  });

  it('a password account other than a visitor identity is refused outright (nobody can take a staff address that way)', async () => {
    await forgetSignUps();
    // The other staff mailbox than the one the Google sign-in above made an account for.
    for (const email of [allowList.staff.at(-1)!.email, `someone${Date.now()}@example.com`]) {
      const refused = await restSignUp({ email, password: 'Vv1_0123456789abcdef' });
      expect(refused.status).toBe(400);
      expect(refused.body.error?.message).toContain('PERMISSION_DENIED');
    }
    expect(await countedSignUps()).toBe(0);
  });

  it('anonymous sign-ups never reach the function (the emulator, like production, runs none for them): they are not counted (the rules refuse their writes instead)', async () => {
    await forgetSignUps();
    for (let index = 0; index < perHour + 2; index += 1) {
      const anonymous = await restSignUp({});
      expect(anonymous.status).toBe(200);
    }
    expect(await countedSignUps()).toBe(0);
  });
});
