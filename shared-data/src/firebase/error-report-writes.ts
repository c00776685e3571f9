// Loaded only when a remote has thrown: a page without errors downloads none of it.
import { doc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import type { AppConfig } from '../config';
import { ERROR_REPORTS, errorReportId, type ErrorReport } from '../releases/error-reports';
import { firebaseAppFor } from './firebase-app';
import { liteFirestoreFor } from './lite-firestore';

/** Adds a report with the browser's App Check token; the rules check its shape, time and slot. */
export async function addErrorReport(config: AppConfig, report: ErrorReport): Promise<void> {
  const db = liteFirestoreFor(firebaseAppFor(config), config.emulators.firestore);
  await setDoc(doc(db, ERROR_REPORTS, errorReportId(report)), { ...report, at: serverTimestamp() });
}
