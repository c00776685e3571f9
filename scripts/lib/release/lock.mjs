// @ts-check
// A lock older than LOCK_EXPIRY_MINUTES belongs to a command that died, and is taken over.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Longer than any switch takes (seconds); short enough that a crashed command blocks nobody for long. */
export const LOCK_EXPIRY_MINUTES = 15;

/**
 * @typedef {{ remote: string, action: string, by: string, since: string, token: string, host?: string, pid?: number }} LockHolder
 * @typedef {{ acquire: (holder: LockHolder) => Promise<LockHolder | null>, release: (holder: LockHolder) => Promise<void> }} ReleaseLock
 */

/**
 * @param {{ remote: string, action: string, by: string }} what
 * @param {Date} now
 * @returns {LockHolder}
 */
export function lockHolder({ remote, action, by }, now) {
  return { remote, action, by, since: now.toISOString(), token: randomBytes(9).toString('hex'), host: hostname(), pid: process.pid };
}

/**
 * @param {LockHolder} holder
 * @param {Date} now
 */
export function isStale(holder, now) {
  const since = Date.parse(holder.since);
  if (!Number.isFinite(since) || now.getTime() - since > LOCK_EXPIRY_MINUTES * 60_000) return true;
  if (holder.host !== hostname() || typeof holder.pid !== 'number') return false;
  try {
    process.kill(holder.pid, 0);
    return false;
  } catch (error) {
    // EPERM: the process lives under another user.
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'ESRCH';
  }
}

export const describeHolder = (/** @type {LockHolder} */ holder) => `${holder.by} (${holder.action} of ${holder.remote}, since ${holder.since})`;

/**
 * Created only if absent (O_EXCL), so of two commands exactly one creates it.
 * @param {string} file
 * @param {() => Date} [now]
 * @returns {ReleaseLock}
 */
export function fileLock(file, now = () => new Date()) {
  const read = () => {
    try {
      return /** @type {LockHolder} */ (JSON.parse(readFileSync(file, 'utf8')));
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return null;
      // Being written this instant: held.
      return { remote: '?', action: 'a command', by: 'another command', since: now().toISOString(), token: '' };
    }
  };
  return {
    async acquire(holder) {
      mkdirSync(dirname(file), { recursive: true });
      for (let attempt = 0; attempt < 3; attempt += 1) {
        try {
          writeFileSync(file, `${JSON.stringify(holder)}\n`, { flag: 'wx' });
          return null;
        } catch (error) {
          if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
        }
        const current = read();
        if (current === null) continue;
        if (!isStale(current, now())) return current;
        // Moved away under a name of its own: of two commands taking over, one moves it, the other finds it gone.
        const moved = `${file}.${holder.token}.stale`;
        try {
          renameSync(file, moved);
          rmSync(moved, { force: true });
        } catch {
          // Taken over by another command meanwhile.
        }
      }
      return read() ?? { remote: '?', action: 'a command', by: 'another command', since: now().toISOString(), token: '' };
    },
    async release(holder) {
      if (read()?.token === holder.token) rmSync(file, { force: true });
    },
  };
}

const lockFields = /** @type {const} */ (['remote', 'action', 'by', 'since', 'token', 'host']);

/**
 * `releaseLocks/composition`, read and written in one transaction: a commit fails when another wrote it after our read.
 * @param {{ project: string, call: (what: string, method: string, url: string, content?: { body?: string }) => Promise<Response>, now?: () => Date }} options
 * @returns {ReleaseLock}
 */
export function firestoreLock({ project, call, now = () => new Date() }) {
  const database = `projects/${project}/databases/(default)`;
  const api = `https://firestore.googleapis.com/v1/${database}/documents`;
  const name = `${database}/documents/releaseLocks/composition`;
  /** @param {string} what @param {string} url @param {unknown} body @returns {Promise<any>} */
  const post = async (what, url, body) => (await call(what, 'POST', url, { body: JSON.stringify(body) })).json();

  /** @returns {Promise<{ transaction: string, holder: LockHolder | null }>} */
  async function readInTransaction() {
    const { transaction } = await post('starting a transaction on the release lock', `${api}:beginTransaction`, {});
    // batchGet answers a list, one item per document: `found` or `missing`.
    /** @type {{ found?: { fields?: Record<string, any> } }[]} */
    const answers = await post('reading the release lock', `${api}:batchGet`, { documents: [name], transaction });
    const fields = answers.find((answer) => answer.found)?.found?.fields;
    const holder = fields ? /** @type {LockHolder} */ (Object.fromEntries(lockFields.map((key) => [key, fields[key]?.stringValue ?? '']))) : null;
    return { transaction, holder };
  }
  /** @param {string} transaction @param {unknown} write @returns {Promise<boolean>} false when another command changed the lock meanwhile */
  async function commit(transaction, write) {
    try {
      await post('writing the release lock', `${api}:commit`, { transaction, writes: [write] });
      return true;
    } catch (error) {
      if (error instanceof Error && / answered 409 /.test(error.message)) return false;
      throw error;
    }
  }
  return {
    async acquire(holder) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const { transaction, holder: current } = await readInTransaction();
        // A stale lock of another machine is known by its age only.
        if (current && !(now().getTime() - Date.parse(current.since) > LOCK_EXPIRY_MINUTES * 60_000)) return current;
        const fields = Object.fromEntries(lockFields.map((key) => [key, { stringValue: String(holder[key] ?? '') }]));
        if (await commit(transaction, { update: { name, fields } })) return null;
      }
      return (await readInTransaction()).holder ?? { remote: '?', action: 'a command', by: 'another command', since: now().toISOString(), token: '' };
    },
    async release(holder) {
      const { transaction, holder: current } = await readInTransaction();
      if (current?.token === holder.token) await commit(transaction, { delete: name });
    },
  };
}
