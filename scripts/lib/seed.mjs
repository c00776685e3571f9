// @ts-check
// Writes and clears a project's sample content through the emulators' administrative access
// (`Authorization: Bearer owner`), so no rule is weakened for seeding and past `createdAt` dates are possible.
import { sampleContent } from '@seawave/shared-data/sample-content';

/**
 * @typedef {object} ProjectTarget
 * @property {string} projectId
 * @property {string} firestoreHost
 * @property {string} [authHost]
 * @property {string} storageHost
 * @property {string} [bucket]
 */

const owner = { Authorization: 'Bearer owner' };
const bucketOf = (/** @type {ProjectTarget} */ t) => t.bucket ?? `${t.projectId}.appspot.com`;
const documentsUrl = (/** @type {ProjectTarget} */ t) =>
  `http://${t.firestoreHost}/v1/projects/${t.projectId}/databases/(default)/documents`;

/** @param {unknown} value @returns {object} */
function toValue(value) {
  if (value === null || value === undefined) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'number' && Number.isFinite(value)) return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toValue) } };
  throw new Error(`Unsupported seed value ${JSON.stringify(value)}`);
}

/** @param {Record<string, unknown>} doc */
function toFields(doc) {
  /** @type {Record<string, object>} */
  const fields = {};
  for (const [key, value] of Object.entries(doc)) {
    if (key === 'id') continue;
    if (key === 'createdAt' || key === 'updatedAt') {
      if (typeof value === 'number') fields[key] = { timestampValue: new Date(value).toISOString() };
      // Undated: stored as null, never left out (a document without createdAt is found by no query, so no list would show it).
      else if (value === null) fields[key] = { nullValue: null };
      continue;
    }
    fields[key] = toValue(value);
  }
  return fields;
}

async function check(/** @type {Response} */ response, /** @type {string} */ what) {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
}

export async function isProjectEmpty(/** @type {ProjectTarget} */ target) {
  for (const collection of ['posts', 'jobvacancy', 'quotes', 'applicants', 'rates']) {
    const response = await fetch(`${documentsUrl(target)}/${collection}?pageSize=1`, { headers: owner });
    await check(response, `reading ${collection}`);
    const body = /** @type {{ documents?: unknown[] }} */ (await response.json());
    if (body.documents?.length) return false;
  }
  return true;
}

async function uploadFile(/** @type {ProjectTarget} */ target, /** @type {{ path: string, contentType: string, text: string }} */ file) {
  const boundary = `seed-${Math.random().toString(16).slice(2)}`;
  const metadata = JSON.stringify({ name: file.path, contentType: file.contentType });
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${metadata}\r\n--${boundary}\r\nContent-Type: ${file.contentType}\r\n\r\n`),
    Buffer.from(file.text, 'utf8'),
    Buffer.from(`\r\n--${boundary}--`),
  ]);
  const response = await fetch(`http://${target.storageHost}/v0/b/${bucketOf(target)}/o?name=${encodeURIComponent(file.path)}`, {
    method: 'POST',
    headers: {
      Authorization: 'Bearer owner',
      'Content-Type': `multipart/related; boundary=${boundary}`,
      'X-Goog-Upload-Protocol': 'multipart',
    },
    body,
  });
  await check(response, `uploading ${file.path}`);
}

/**
 * @param {ProjectTarget} target
 * @param {Record<string, Record<string, unknown>[]>} documents
 * @returns {Promise<number>}
 */
export async function writeDocuments(target, documents) {
  const writes = Object.entries(documents).flatMap(([collection, docs]) =>
    docs.map((doc) => ({
      update: { name: `projects/${target.projectId}/databases/(default)/documents/${collection}/${doc.id}`, fields: toFields(doc) },
    })),
  );
  const response = await fetch(`${documentsUrl(target)}:commit`, {
    method: 'POST',
    headers: { ...owner, 'Content-Type': 'application/json' },
    body: JSON.stringify({ writes }),
  });
  await check(response, 'writing documents');
  return writes.length;
}

export async function seedProject(/** @type {ProjectTarget} */ target, now = Date.now()) {
  const { documents, files } = sampleContent(now);
  // Files first, as an applicant's resume is stored before the application: the application's trigger checks its resume at once.
  for (const file of files) await uploadFile(target, file);
  const written = await writeDocuments(target, documents);
  return { documents: written, files: files.length };
}

/**
 * The emulator answers 409 while a function of the last test still holds a transaction lock: try again.
 * @param {ProjectTarget} target
 */
async function clearFirestore(target, attempts = 6) {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(`http://${target.firestoreHost}/emulator/v1/projects/${target.projectId}/databases/(default)/documents`, { method: 'DELETE' });
    if (response.status !== 409 || attempt === attempts) return check(response, 'clearing Firestore');
    await response.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
  }
}

export async function clearProject(/** @type {ProjectTarget} */ target) {
  const tasks = [
    clearFirestore(target),
    fetch(`http://${target.storageHost}/emulator/v1/buckets/${bucketOf(target)}`, { method: 'DELETE', headers: owner }).then((r) =>
      r.status === 404 ? undefined : check(r, 'clearing Storage'),
    ),
  ];
  if (target.authHost) {
    tasks.push(
      fetch(`http://${target.authHost}/emulator/v1/projects/${target.projectId}/accounts`, { method: 'DELETE' }).then((r) =>
        check(r, 'clearing Auth'),
      ),
    );
  }
  await Promise.all(tasks);
}

export async function resetProject(/** @type {ProjectTarget} */ target, now = Date.now()) {
  await clearProject(target);
  return seedProject(target, now);
}
