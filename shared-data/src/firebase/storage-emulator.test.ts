/**
 * @jest-environment node
 */
/**
 * Cloud Storage through the real Storage emulator, where it can run (it needs
 * firebase-tools' rules-runtime download, so not on offline machines):
 *
 *   npx firebase emulators:exec --only auth,storage --project demo-seawave-storage 'npx jest shared-data/src/firebase/storage-emulator'
 *
 * Elsewhere it is skipped and says so; the same upload, read and delete path
 * of the data interface then runs against the project's stand-in in the
 * Firebase contract suite (firebase-data-api.test.ts).
 */
import { deleteApp } from 'firebase/app';
import { createAuthBackend } from '../auth/auth-firebase';
import allowList from '../../../config/admin-allow-list.json';
import { parseAppConfig } from '../config';
import { testAppConfig } from '../testing/app-config';
import { connectFirebase, firebaseAppFor } from './firebase-app';
import { createStorageStore } from './storage-store';

const emulator = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
const auth = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const png = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'));

if (!emulator || !auth) {
  console.info('SKIPPED: Cloud Storage against the real Storage emulator, because FIREBASE_STORAGE_EMULATOR_HOST is not set (the Storage emulator cannot run offline here; the stand-in covers this path).');
  describe('Cloud Storage on the real Storage emulator', () => {
    it.skip('SKIPPED: no Storage emulator; the stand-in covers it', () => undefined);
  });
} else {
  describe('Cloud Storage on the real Storage emulator', () => {
    it('an admin stores, reads and deletes pictures', async () => {
      const projectId = 'demo-seawave-storage';
      const config = parseAppConfig(
        testAppConfig({
          firebase: { apiKey: 'demo', authDomain: `${projectId}.firebaseapp.com`, projectId, storageBucket: `${projectId}.appspot.com`, messagingSenderId: '0', appId: '1:0:web:0' },
          emulators: { auth: `http://${auth}`, firestore: null, storage: emulator },
        }),
      );
      await createAuthBackend(config).signInWithEmail(allowList.staff[0]!.email);
      const files = createStorageStore(connectFirebase(config));
      const path = `images/${Date.now()}-test.png`;
      await files.put(path, new Blob([png], { type: 'image/png' }), 'image/png');
      expect(await files.url(path)).toEqual(expect.any(String));
      await files.remove(path);
      expect(await files.url(path)).toBeNull();
      await deleteApp(firebaseAppFor(config));
    });
  });
}
