// @ts-check
/**
 * The Firebase Auth emulator, which `npm start`, `npm run dev` and the tests
 * run (issue 3: local mode signs in against it). It is started in its own
 * process group and stopped with it; its output goes to
 * reports/firebase-emulator.log.
 */
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './containers.mjs';
import { assertPortsFree, background, bin, waitForHttp } from './proc.mjs';

export const firebaseProject = 'demo-seawave';
const firebaseJson = join(repoRoot, 'firebase.json');
const minimalFirebaseJson = { emulators: { auth: { port: 9099 }, ui: { enabled: false } } };

/** Port of the Auth emulator, from firebase.json (9099 when not set). */
export function authEmulatorPort() {
  if (!existsSync(firebaseJson)) return 9099;
  try {
    const port = JSON.parse(readFileSync(firebaseJson, 'utf8'))?.emulators?.auth?.port;
    return typeof port === 'number' ? port : 9099;
  } catch {
    return 9099;
  }
}

/** host:port for FIREBASE_AUTH_EMULATOR_HOST. */
export const authEmulatorHost = () => `127.0.0.1:${authEmulatorPort()}`;

/** Whether an Auth emulator already answers on its port. */
export async function authEmulatorRunning() {
  try {
    const response = await fetch(`http://${authEmulatorHost()}/`, { signal: AbortSignal.timeout(1500) });
    const body = await response.text();
    return body.includes('authEmulator');
  } catch {
    return false;
  }
}

/**
 * Starts the Auth emulator and waits until it answers on 127.0.0.1.
 * @param {{ log?: (line: string) => void, reuse?: boolean }} [options]
 *   reuse: use an emulator that already answers instead of refusing the busy port
 * @returns {Promise<{ host: string, stop: () => Promise<void> }>}
 */
export async function startAuthEmulator({ log = console.log, reuse = false } = {}) {
  if (!existsSync(firebaseJson)) {
    // Only if still missing at the moment it is needed (another change may add the real one).
    writeFileSync(firebaseJson, `${JSON.stringify(minimalFirebaseJson, null, 2)}\n`, { flag: 'wx' });
    log(`Created a minimal firebase.json (Auth emulator on 9099, no UI).`);
  }
  const host = authEmulatorHost();
  if (reuse && (await authEmulatorRunning())) {
    log(`Auth emulator already running on ${host}; using it.`);
    return { host, stop: async () => {} };
  }
  await assertPortsFree([{ port: authEmulatorPort(), label: 'Firebase Auth emulator' }]);
  mkdirSync(join(repoRoot, 'reports'), { recursive: true });
  const logFile = join(repoRoot, 'reports/firebase-emulator.log');
  const output = createWriteStream(logFile);
  const started = performance.now();
  const emulator = background(bin('firebase'), ['emulators:start', '--only', 'auth', '--project', firebaseProject], {
    output,
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  let dead = false;
  void emulator.exited.then(() => (dead = true));
  const stop = async () => {
    await emulator.stop();
    output.end();
  };
  try {
    await waitForHttp(`http://${host}/`, { timeoutMs: 90_000, isDead: () => dead });
  } catch (error) {
    await stop();
    const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n') : '';
    throw new Error(`The Firebase Auth emulator did not start: ${/** @type {Error} */ (error).message}\n${tail}`);
  }
  log(`Auth emulator ready on ${host} (${((performance.now() - started) / 1000).toFixed(1)} s; log: reports/firebase-emulator.log)`);
  return { host, stop };
}
