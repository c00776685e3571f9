import type { AppConfig } from '../config';
import type { DataApi, DataOperation } from '../data-api';
import { createDataApiFromStores, type PublicForms } from '../core/create-data-api';
import { lazyOperations, loadOnce } from '../core/lazy-operations';
import { firebaseAppFor } from './firebase-app';
import { createFirestoreStore } from './firestore-store';
import { createStorageStore } from './storage-store';

export interface FirebaseOptions {
  shouldFail?: (operation: DataOperation) => boolean;
}

export function createFirebaseDataApi(config: AppConfig, options: FirebaseOptions = {}): DataApi {
  const app = firebaseAppFor(config);
  // The Functions SDK loads with the first form sent, never with a page.
  const forms = loadOnce(() => import('./public-forms').then(({ createPublicForms }) => createPublicForms(app, config)));
  return createDataApiFromStores(
    createFirestoreStore(app, config.emulators.firestore, () => import('./staff-email').then(({ signedInStaffEmail }) => signedInStaffEmail(app, config))),
    createStorageStore(app, config.firebase.storageBucket, config.emulators.storage),
    lazyOperations<PublicForms, keyof PublicForms>(forms, ['submitQuote', 'startResumeUpload', 'submitApplication', 'acceptQuote', 'askAboutQuote']),
    {
      shouldFail: options.shouldFail,
      returnsUrlFor: (folder) => folder === 'images', // resumes are for admins only: no URL
    },
  );
}
