import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import type { AppConfig } from '../config';
import { ensureAppCheck } from './app-check';

export function firebaseAppFor(config: AppConfig): FirebaseApp {
  const name = `seawave-${config.firebase.projectId}`;
  const app = getApps().find((existing) => existing.name === name) ?? initializeApp(config.firebase, name);
  ensureAppCheck(app, config);
  return app;
}
