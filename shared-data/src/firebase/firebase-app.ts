/**
 * The Firebase app of the active configuration (heavy: imported only behind
 * dynamic import()). One app per project id, shared by data and auth.
 */
import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import type { AppConfig } from '../config';

export function firebaseAppFor(config: AppConfig): FirebaseApp {
  const name = `seawave-${config.firebase.projectId}`;
  return getApps().find((app) => app.name === name) ?? initializeApp(config.firebase, name);
}
