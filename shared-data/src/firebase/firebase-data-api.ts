import type { AppConfig } from '../config';
import type { DataApi, DataOperation } from '../data-api';
import { createDataApiFromStores } from '../core/create-data-api';
import { firebaseAppFor } from './firebase-app';
import { createFirestoreStore } from './firestore-store';
import { createStorageStore } from './storage-store';

export interface FirebaseOptions {
  shouldFail?: (operation: DataOperation) => boolean;
  receiptPolling?: { intervalMs: number; timeoutMs: number };
}

export function createFirebaseDataApi(config: AppConfig, options: FirebaseOptions = {}): DataApi {
  const app = firebaseAppFor(config);
  return createDataApiFromStores(
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
      returnsUrlFor: (folder) => folder === 'images', // resumes are for admins only: no URL
    },
  );
}
