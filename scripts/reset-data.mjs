#!/usr/bin/env node
// @ts-check
/**
 * `npm run reset-data`: restores the local site's data to the sample content.
 * With the local back end running (npm start / npm run dev) it clears the
 * emulators' demo project and writes the sample content again at once;
 * otherwise it deletes .emulator-data/ so the next start begins from the
 * sample content. It only ever touches the emulators, never a Firebase project.
 */
import { rmSync } from 'node:fs';
import { localDataDir, localProject } from './lib/backend.mjs';
import { emulatorHost } from './lib/emulator.mjs';
import { resetProject } from './lib/seed.mjs';

// The usual emulators of firebase.json, or those the standard variables name.
const hosts = {
  firestore: process.env.FIRESTORE_EMULATOR_HOST ?? emulatorHost('firestore'),
  auth: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? emulatorHost('auth'),
  storage: process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? emulatorHost('storage'),
};
const running = await fetch(`http://${hosts.firestore}/`, { signal: AbortSignal.timeout(1500) }).then(
  () => true,
  () => false,
);
if (running) {
  const written = await resetProject({ projectId: localProject, firestoreHost: hosts.firestore, authHost: hosts.auth, storageHost: hosts.storage });
  console.log(`Local data reset: ${written.documents} documents and ${written.files} files of sample content in ${localProject}.`);
} else {
  rmSync(localDataDir, { recursive: true, force: true });
  console.log('Local data deleted (.emulator-data/): the next npm start begins from the sample content.');
}
