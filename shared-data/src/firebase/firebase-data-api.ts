// The data interface over Firebase: Firestore and Cloud Storage behind the stores, the public forms' functions behind
// the forms. Each SDK loads with the first call that needs it.
import type { AppConfig } from '../config';
import type { DataApi } from '../data-api';
import { createDataApiFromStores } from '../core/create-data-api';
import { operationsOnUse } from '../core/lazy-operations';
import type { CoreOptions, PublicForms } from '../core/stores';
import { connectFirebase } from './firebase-app';
import { createFirestoreStore } from './firestore-store';
import { createStorageStore } from './storage-store';

export function createFirebaseDataApi(config: AppConfig, options: { shouldFail?: CoreOptions['shouldFail'] } = {}): DataApi {
  const firebase = connectFirebase(config);
  // The Functions SDK loads with the first form sent, never with a page.
  const forms = operationsOnUse<PublicForms>(
    { forms: ['submitQuote', 'startResumeUpload', 'submitApplication', 'acceptQuote', 'askAboutQuote'] },
    { forms: () => import('./public-forms').then(({ createPublicForms }) => createPublicForms(firebase)) },
  );
  return createDataApiFromStores(createFirestoreStore(firebase), createStorageStore(firebase), forms, {
    shouldFail: options.shouldFail,
    returnsUrlFor: (folder) => folder === 'images', // resumes are for admins only: no URL
  });
}
