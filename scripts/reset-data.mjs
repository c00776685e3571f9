#!/usr/bin/env node
// @ts-check
// Restores the local site's data to the sample content; it only ever touches the emulators.
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
