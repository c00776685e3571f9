// @ts-check
/**
 * The local back end that `npm start`, `npm run dev`, `npm test` and the
 * benchmark run: the Firebase Emulator Suite as configured in firebase.json
 * (Auth and Firestore with the project's rules, and the Cloud Functions of
 * functions/ in the Functions emulator), and Cloud Storage: its
 * emulator where firebase-tools can run it, else the project's stand-in for
 * it (scripts/lib/storage-standin.mjs), which speaks the same API.
 *
 * Data lasts: with `persist`, the Firestore data is imported from
 * `.emulator-data/firebase` at start and exported into it on stop, and the
 * stand-in keeps its files in `.emulator-data/storage`. (Auth accounts are
 * not kept: staff sign in again after a restart.) A local project with no
 * data gets the sample content.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './containers.mjs';
import { emulatorHost, startFirebaseEmulators } from './emulator.mjs';
import { isProjectEmpty, seedProject } from './seed.mjs';
import { localSiteOrigins, startStorageStandin } from './storage-standin.mjs';

export const localProject = 'demo-seawave';
export const localDataDir = join(repoRoot, '.emulator-data');
/** Where the tests' back end keeps its data (never the local site's). */
export const testDataDir = join(repoRoot, 'reports/test-emulator-data');

/** Whether something answers HTTP on host:port. */
const answers = (/** @type {string} */ host) => fetch(`http://${host}/`, { signal: AbortSignal.timeout(1500) }).then(() => true, () => false);

/**
 * @param {{ persist?: boolean, dataDir?: string, seed?: boolean, reuse?: boolean, portOffset?: number, functions?: boolean, log?: (line: string) => void }} [options]
 *   portOffset: run on firebase.json's ports plus this (a second back end beside the usual one)
 *   reuse: when the whole back end already answers on its ports (another npm start, the tests'), use it
 *   persist: keep the data across restarts (npm start, npm run dev); tests and the benchmark do not
 *   dataDir: where the data is kept (default .emulator-data; tests use a folder of their own)
 *   seed: write the sample content into the local project when it has no data (default true; a reused back end too)
 *   functions: run the Cloud Functions in the Functions emulator too (default true; they are
 *     compiled first when out of date, and the emulated functions reach the Storage stand-in)
 */
export async function startLocalBackend({ persist = false, dataDir = localDataDir, seed = true, reuse = false, portOffset = 0, functions = true, log = console.log } = {}) {
  const host = (/** @type {'auth' | 'firestore' | 'storage' | 'functions'} */ name) => emulatorHost(name, portOffset);
  const running = { auth: host('auth'), firestore: host('firestore'), storage: host('storage') };
  const backend =
    reuse && (await Promise.all(Object.values(running).map(answers))).every(Boolean)
      ? await (async () => {
          // A back end started without the Functions emulator is still reused; the tests that need the functions then say so.
          const functionsHost = functions && (await answers(host('functions'))) ? host('functions') : null;
          log(`The local back end is already running (${Object.entries({ ...running, functions: functionsHost ?? 'not running' }).map(([k, v]) => `${k} ${v}`).join(', ')}); using it.`);
          return { hosts: { ...running, functions: functionsHost }, storageKind: /** @type {const} */ ('stand-in'), reused: true, stop: async () => {} };
        })()
      : await startBackend({ persist, dataDir, portOffset, functions, log, storagePort: Number(host('storage').split(':')[1]) });
  if (seed) {
    const target = { projectId: localProject, firestoreHost: backend.hosts.firestore, authHost: backend.hosts.auth, storageHost: backend.hosts.storage };
    if (await isProjectEmpty(target)) {
      const written = await seedProject(target);
      log(`Wrote the sample content (${written.documents} documents, ${written.files} files) into ${localProject}`);
    }
  }
  return backend;
}

/**
 * Starts the Storage stand-in, then the Firebase emulators.
 * @param {{ persist: boolean, dataDir: string, portOffset: number, functions: boolean, log: (line: string) => void, storagePort: number }} options
 */
async function startBackend({ persist, dataDir, portOffset, functions, log, storagePort }) {
  const firebaseData = join(dataDir, 'firebase');
  const storageData = join(dataDir, 'storage');
  mkdirSync(storageData, { recursive: true });
  // A back end on offset ports serves a site on the containers' ports plus the same offset.
  const allowedOrigins = portOffset ? localSiteOrigins(portOffset) : [];
  // Resume uploads need a ticket, which the stand-in reads from the Firestore emulator started below.
  const standin = await startStorageStandin({ host: '127.0.0.1', port: storagePort, dataDir: storageData, allowedOrigins, firestoreHost: emulatorHost('firestore', portOffset), log: () => undefined });
  log(`Storage stand-in ready on ${standin.host} (the Storage emulator cannot run offline; same API, same rules)`);
  let emulators;
  try {
    emulators = await startFirebaseEmulators({
      only: functions ? ['auth', 'firestore', 'functions'] : ['auth', 'firestore'],
      // The emulated functions reach Cloud Storage through the stand-in.
      env: { SEAWAVE_STORAGE_HOST: standin.host },
      importDir: persist ? firebaseData : undefined,
      exportOnExit: persist ? firebaseData : undefined,
      portOffset,
      log,
    });
  } catch (error) {
    await standin.stop();
    throw error;
  }
  return {
    hosts: { auth: emulators.hosts.auth, firestore: emulators.hosts.firestore, storage: standin.host, functions: functions ? emulators.hosts.functions : null },
    storageKind: /** @type {const} */ ('stand-in'),
    reused: false,
    stop: async () => {
      await emulators.stop();
      await standin.stop();
    },
  };
}

/**
 * The back end of jest and Playwright: reused when one already answers (tests
 * use projects of their own, never the local site's data), else started with
 * no data kept and no sample content; output lines prefixed "[emulators]".
 * `env`: this process's environment plus the variables that point at it.
 */
export async function startTestBackend() {
  const backend = await startLocalBackend({ reuse: true, seed: false, dataDir: testDataDir, log: (line) => console.log(`[emulators] ${line}`) });
  return { ...backend, env: { ...process.env, ...backendEnv(backend.hosts) } };
}

/**
 * The environment variables that point the Firebase SDKs, the rules tests and
 * the end-to-end helpers at the local back end.
 * @param {{ auth: string, firestore: string, storage: string, functions?: string | null }} hosts
 */
function backendEnv(hosts) {
  return {
    FIREBASE_AUTH_EMULATOR_HOST: hosts.auth,
    FIRESTORE_EMULATOR_HOST: hosts.firestore,
    SEAWAVE_STORAGE_HOST: hosts.storage,
    ...(hosts.functions ? { SEAWAVE_FUNCTIONS_HOST: hosts.functions } : {}),
  };
}
