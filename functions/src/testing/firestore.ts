/**
 * Test helpers: the Admin SDK on a test project of the Firestore emulator,
 * and waiting for what a trigger writes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deleteApp, getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type DocumentData, type Firestore } from 'firebase-admin/firestore';

/** The Admin SDK's Firestore of `projectId` in the emulator (FIRESTORE_EMULATOR_HOST). */
export function adminFirestore(projectId: string): { db: Firestore; close: () => Promise<void> } {
  const app = getApps().find((candidate) => candidate.name === projectId) ?? initializeApp({ projectId }, projectId);
  return { db: getFirestore(app), close: () => deleteApp(app) };
}

/** Deletes every document of `projectId` in the Firestore emulator. */
export async function clearProject(firestoreHost: string, projectId: string): Promise<void> {
  const response = await fetch(`http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Clearing ${projectId}: HTTP ${response.status}`);
}

/** Calls `read` until `ready` accepts what it gives; fails after `timeoutMs`, naming `what` and the last value. */
export async function waitUntil<T>(what: string, read: () => Promise<T>, ready: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value: T | undefined;
  while (Date.now() < deadline) {
    value = await read();
    if (ready(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${what} did not become ready within ${timeoutMs / 1000} s; last seen: ${JSON.stringify(value)}`);
}

/** Reads `path` until `ready` accepts its data (a missing document reads as undefined); fails after `timeoutMs`. */
export function waitForDocument(db: Firestore, path: string, ready: (data: DocumentData | undefined) => boolean, timeoutMs = 20_000): Promise<DocumentData | undefined> {
  return waitUntil(path, async () => (await db.doc(path).get()).data(), ready, timeoutMs);
}

/** The settings the Functions emulator runs with (functions/.env.local). */
export function emulatorSettings(): Record<string, string> {
  const text = readFileSync(join(__dirname, '../../.env.local'), 'utf8');
  return Object.fromEntries(
    text
      .split('\n')
      .map((line) => /^([A-Z0-9_]+)=(.*)$/.exec(line.trim()))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1] ?? '', match[2] ?? '']),
  );
}
