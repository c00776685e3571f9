// @ts-check
// With `persist`, Firestore data and the stand-in's files last in .emulator-data; Auth accounts do not.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './containers.mjs';
import { emulatorHost, startFirebaseEmulators } from './emulator.mjs';
import { isProjectEmpty, seedProject } from './seed.mjs';
import { localSiteOrigins, startStorageStandin } from './storage-standin.mjs';

export const localProject = 'demo-seawave';
export const localDataDir = join(repoRoot, '.emulator-data');
export const testDataDir = join(repoRoot, 'reports/test-emulator-data');

const answers = (/** @type {string} */ host) => fetch(`http://${host}/`, { signal: AbortSignal.timeout(1500) }).then(() => true, () => false);

/**
 * @param {{ persist?: boolean, dataDir?: string, seed?: boolean, reuse?: boolean, portOffset?: number, functions?: boolean, log?: (line: string) => void }} [options]
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

// Tests use projects of their own, so a back end that answers is reused.
export async function startTestBackend() {
  const backend = await startLocalBackend({ reuse: true, seed: false, dataDir: testDataDir, log: (line) => console.log(`[emulators] ${line}`) });
  return { ...backend, env: { ...process.env, ...backendEnv(backend.hosts) } };
}

/**
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
