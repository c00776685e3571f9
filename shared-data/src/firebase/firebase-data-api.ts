/**
 * The data interface's one implementation: Firebase (Firestore + Cloud
 * Storage), in production against the Firebase project and locally against
 * the emulators named in app-config.json. Documents keep storage paths;
 * createdAt/updatedAt are serverTimestamp() (the rules require request.time).
 */
import type { AppConfig } from '../config';
import type { DataApi, DataOperation } from '../data-api';
import { createDataApiFromStores } from '../core/create-data-api';
import { firebaseAppFor } from './firebase-app';
import { createFirestoreStore } from './firestore-store';
import { createStorageStore } from './storage-store';

export interface FirebaseOptions {
  shouldFail?: (operation: DataOperation) => boolean;
  /** How `receipt` polls (default every 500 ms for 10 s). */
  receiptPolling?: { intervalMs: number; timeoutMs: number };
}

export function createFirebaseDataApi(config: AppConfig, options: FirebaseOptions = {}): DataApi {
  const app = firebaseAppFor(config);
  return createDataApiFromStores(
    // Firebase Auth loads only when a public form is sent (import()), never to show a page.
    createFirestoreStore(
      app,
      config.emulators.firestore,
      () => import('./anonymous-writer').then(({ currentWriter }) => currentWriter(app, config)),
      () => import('./anonymous-writer').then(({ signedInStaffEmail }) => signedInStaffEmail(app, config)),
    ),
    createStorageStore(app, config.firebase.storageBucket, config.emulators.storage),
    {
      shouldFail: options.shouldFail,
      receiptPolling: options.receiptPolling,
      // Resumes are readable by admins only: the public gets no URL back.
      returnsUrlFor: (folder) => folder === 'images',
    },
  );
}
