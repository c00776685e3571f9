/**
 * @jest-environment node
 */
/**
 * The contract suite against the data interface's one implementation,
 * Firebase, on the emulators: Firestore (with the project's rules), Auth, and
 * Cloud Storage (its emulator where it can run, else the project's stand-in,
 * which speaks the same API). `npm test` starts them and sets the variables;
 * without them the suite fails and says how to run it. It signs in as an
 * allow-listed admin, so the rules allow every operation, in a project of its
 * own (demo-seawave-jest) that is cleared first.
 */
import { deleteApp } from 'firebase/app';
import { createAuthBackend } from '../auth/auth-firebase';
import { defaultAdminEmails, parseAppConfig } from '../config';
import { describeDataApiContract } from '../testing/data-api-contract';
import { testAppConfig } from '../testing/app-config';
import { firebaseAppFor } from './firebase-app';
import { createFirebaseDataApi } from './firebase-data-api';

const projectId = 'demo-seawave-jest';
const firestore = process.env.FIRESTORE_EMULATOR_HOST;
const auth = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const storage = process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? process.env.SEAWAVE_STORAGE_HOST;
const missing = [
  ['FIRESTORE_EMULATOR_HOST', firestore],
  ['FIREBASE_AUTH_EMULATOR_HOST', auth],
  ['FIREBASE_STORAGE_EMULATOR_HOST or SEAWAVE_STORAGE_HOST', storage],
]
  .filter(([, value]) => !value)
  .map(([name]) => name);

jest.setTimeout(30_000);

if (missing.length > 0) {
  describe('DataApi contract: firebase (emulators)', () => {
    it('needs the emulators', () => {
      throw new Error(`${missing.join(', ')} not set. Run the suite with the emulators: npm test, or npm run test:unit (which starts them).`);
    });
  });
} else {
  const config = parseAppConfig(
    testAppConfig({
      firebase: {
        apiKey: 'demo-api-key',
        authDomain: `${projectId}.firebaseapp.com`,
        projectId,
        storageBucket: `${projectId}.appspot.com`,
        messagingSenderId: '000000000000',
        appId: '1:000000000000:web:0000000000000000',
      },
      emulators: { auth: `http://${auth}`, firestore, storage },
    }),
  );
  beforeAll(async () => {
    await fetch(`http://${firestore}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: 'DELETE' });
    await createAuthBackend(config).signInWithEmail(defaultAdminEmails[0]!);
  });
  // The SDK keeps connections and timers open: close the app so jest can exit.
  afterAll(() => deleteApp(firebaseAppFor(config)));
  describeDataApiContract('firebase (emulators)', async (options) => createFirebaseDataApi(config, options));
}
