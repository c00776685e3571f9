/**
 * @jest-environment node
 */
/**
 * The contract suite against the data interface's one implementation,
 * Firebase, on the emulators: Firestore (with the project's rules), Auth, the
 * public forms' Cloud Functions, and Cloud Storage (its emulator where it can run, else the project's stand-in,
 * which speaks the same API). `npm test` starts them and sets the variables;
 * without them the suite fails and says how to run it. It signs in as an
 * allow-listed admin, so the rules allow every operation, in a project of its
 * own (demo-seawave-jest) that is cleared first.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deleteApp } from 'firebase/app';
import { createAuthBackend } from '../auth/auth-firebase';
import allowList from '../../../config/admin-allow-list.json';
import { parseAppConfig } from '../config';
import { describeDataApiContract } from '../testing/data-api-contract';
import { testAppConfig } from '../testing/app-config';
import { firebaseAppFor } from './firebase-app';
import { createFirebaseDataApi } from './firebase-data-api';

const projectId = 'demo-seawave-jest';
const firestore = process.env.FIRESTORE_EMULATOR_HOST;
const auth = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const storage = process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? process.env.SEAWAVE_STORAGE_HOST;
const functions = process.env.SEAWAVE_FUNCTIONS_HOST;
const missing = [
  ['SEAWAVE_FUNCTIONS_HOST (the Functions emulator: the public forms)', functions],
  ['FIRESTORE_EMULATOR_HOST', firestore],
  ['FIREBASE_AUTH_EMULATOR_HOST', auth],
  ['FIREBASE_STORAGE_EMULATOR_HOST or SEAWAVE_STORAGE_HOST', storage],
]
  .filter(([, value]) => !value)
  .map(([name]) => name);

jest.setTimeout(30_000);

if (missing.length > 0) {
  describe('DataApi contract: firebase (emulators)', () => {
    it('needs the emulators', () => {
      throw new Error(`${missing.join(', ')} not set. Run the suite with the emulators: npm test, or npm run test:unit (which starts them).`);
    });
  });
} else {
  const config = parseAppConfig(
    testAppConfig({
      firebase: {
        apiKey: 'demo-api-key',
        authDomain: `${projectId}.firebaseapp.com`,
        projectId,
        storageBucket: `${projectId}.appspot.com`,
        messagingSenderId: '000000000000',
        appId: '1:000000000000:web:0000000000000000',
      },
      emulators: { auth: `http://${auth}`, firestore, storage, functions: `http://${functions}/demo-seawave/us-central1` },
    }),
  );
  beforeAll(async () => {
    await fetch(`http://${firestore}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: 'DELETE' });
    // The project's current rules (an emulator started earlier keeps the rules it started with for projects other than its own).
    const rules = await fetch(`http://${firestore}/emulator/v1/projects/${projectId}:securityRules`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: readFileSync(join(__dirname, '../../../firestore.rules'), 'utf8') }] } }),
    });
    if (!rules.ok) throw new Error(`Loading firestore.rules into the emulator failed: ${rules.status} ${await rules.text()}`);
    await createAuthBackend(config).signInWithEmail(allowList.staff[0]!.email);
  });
  // The SDK keeps connections and timers open: close the app so jest can exit.
  afterAll(() => deleteApp(firebaseAppFor(config)));
  /** A value in the Firestore REST encoding. */
  const encode = (value: unknown): Record<string, unknown> => {
    if (value === null) return { nullValue: null };
    if (typeof value === 'boolean') return { booleanValue: value };
    if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
    if (typeof value === 'string') return { stringValue: value };
    if (Array.isArray(value)) return { arrayValue: { values: value.map(encode) } };
    return { mapValue: { fields: Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([key, entry]) => [key, encode(entry)])) } };
  };
  /** Writes fields as the server does (the emulator's owner token passes the rules, as the Admin SDK does). */
  const serverWrite = async (path: string, fields: Record<string, unknown>) => {
    const mask = Object.keys(fields)
      .map((key) => `updateMask.fieldPaths=${encodeURIComponent(key)}`)
      .join('&');
    const response = await fetch(`http://${firestore}/v1/projects/${projectId}/databases/(default)/documents/${path}?${mask}`, {
      method: 'PATCH',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields: Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, encode(value)])) }),
    });
    if (!response.ok) throw new Error(`The server write of ${path} failed: ${response.status} ${await response.text()}`);
  };
  describeDataApiContract('firebase (emulators)', async (options) => createFirebaseDataApi(config, options), {
    staffEmail: allowList.staff[0]!.email,
    write: (_api, collection, id, fields) => serverWrite(`${collection}/${id}`, fields),
  });
}
