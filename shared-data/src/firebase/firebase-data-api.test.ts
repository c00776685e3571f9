/**
 * @jest-environment node
 */
/**
 * The contract suite against the Firebase back end. Needs the Firestore,
 * Storage AND Auth emulators (the suite signs in as an allow-listed admin so
 * the generated rules allow every operation):
 *
 *   npx firebase emulators:exec --only auth,firestore,storage --project demo-seawave 'npx jest shared-data/src/firebase'
 *
 * firebase-tools sets FIRESTORE_EMULATOR_HOST, FIREBASE_STORAGE_EMULATOR_HOST
 * and FIREBASE_AUTH_EMULATOR_HOST for the command. Without them the suite is
 * skipped and says so.
 */
import { parseAppConfig } from '../config';
import { createAuthBackend } from '../auth/auth-firebase';
import { defaultAdminEmails } from '../config';
import { describeDataApiContract } from '../testing/data-api-contract';
import { createFirebaseDataApi } from './firebase-data-api';

const required = ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_STORAGE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST'] as const;
const missing = required.filter((name) => !process.env[name]);

if (missing.length > 0) {
  console.info(
    `SKIPPED: DataApi contract against Firebase, because ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set. ` +
      "Run it with: npx firebase emulators:exec --only auth,firestore,storage --project demo-seawave 'npx jest shared-data/src/firebase'",
  );
  describe.skip(`DataApi contract: firebase (SKIPPED: ${missing.join(', ')} not set)`, () => {
    it('needs the Firestore, Storage and Auth emulators', () => undefined);
  });
} else {
  const config = parseAppConfig({
    backend: 'firebase',
    firebase: {
      apiKey: 'demo-api-key',
      authDomain: 'demo-seawave.firebaseapp.com',
      projectId: process.env.GCLOUD_PROJECT ?? 'demo-seawave',
      storageBucket: `${process.env.GCLOUD_PROJECT ?? 'demo-seawave'}.appspot.com`,
      messagingSenderId: '000000000000',
      appId: '1:000000000000:web:0000000000000000',
    },
    emulators: {
      auth: `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`,
      firestore: process.env.FIRESTORE_EMULATOR_HOST,
      storage: process.env.FIREBASE_STORAGE_EMULATOR_HOST,
    },
  });
  beforeAll(async () => {
    await createAuthBackend(config).signInWithEmail(defaultAdminEmails[0]!);
  }, 30_000);
  jest.setTimeout(30_000);
  describeDataApiContract('firebase (emulators)', async (options) => createFirebaseDataApi(config, options));
}
