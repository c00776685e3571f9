/**
 * The local back end (default): IndexedDB through Dexie, one database per
 * origin (so the shell and every remote share it), seeded with sample content
 * when created. Files are stored as bytes under unique paths in the `files`
 * table and read back as object URLs (cached per path). Vacancy subscriptions
 * use Dexie's liveQuery, which also reacts to changes made in other tabs
 * (Dexie propagates them through BroadcastChannel).
 */
import { Dexie, liveQuery, type Table, type Transaction } from 'dexie';
import type { AppConfig } from '../config';
import type { DataApi, DataOperation } from '../data-api';
import { randomId, type CollectionName } from '../entities';
import { createDataApiFromStores, type DocFields, type DocumentStore, type FileStore } from '../core/create-data-api';
import type { RawDoc } from '../core/mapping';
import { seedDatabase } from './seed';

/** A stored document: `id` plus fields; timestamps as epoch milliseconds. */
export type LocalRecord = { id: string } & Record<string, unknown>;

/** A stored file. */
export interface LocalFile {
  path: string;
  contentType: string;
  size: number;
  bytes: ArrayBuffer;
  createdAt: number;
}

export class SeawaveDatabase extends Dexie {
  posts!: Table<LocalRecord, string>;
  jobvacancy!: Table<LocalRecord, string>;
  applicants!: Table<LocalRecord, string>;
  quotes!: Table<LocalRecord, string>;
  files!: Table<LocalFile, string>;

  constructor(name: string, seed: boolean) {
    super(name);
    this.version(1).stores({ posts: 'id', jobvacancy: 'id', applicants: 'id', quotes: 'id', files: 'path' });
    // 'populate' runs once, inside the version-change transaction that creates
    // the database: IndexedDB lets only one tab do that, so seeding is atomic
    // and idempotent even when two tabs open at the same time.
    if (seed) this.on('populate', (tx: Transaction) => seedDatabase(tx));
  }
}

const databases = new Map<string, SeawaveDatabase>();
const objectUrls = new Map<string, string>();

function databaseFor(config: AppConfig): SeawaveDatabase {
  const { databaseName, seed } = config.local;
  let db = databases.get(databaseName);
  if (!db) {
    db = new SeawaveDatabase(databaseName, seed);
    databases.set(databaseName, db);
  }
  return db;
}

function forgetUrl(path: string): void {
  const url = objectUrls.get(path);
  if (url) {
    objectUrls.delete(path);
    try {
      URL.revokeObjectURL(url);
    } catch {
      // not all environments can revoke
    }
  }
}

/** Reads a Blob's bytes (jsdom's Blob has no arrayBuffer(); FileReader is the fallback). */
export function readBytes(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('Cannot read the file.'));
    reader.readAsArrayBuffer(blob);
  });
}

function toRaw(record: LocalRecord): RawDoc {
  const { id, ...data } = record;
  return { id, data };
}

/** Deletes a local database (closing this page's connection first) and its cached object URLs. */
export async function deleteLocalDatabase(name: string): Promise<void> {
  const db = databases.get(name);
  databases.delete(name);
  db?.close();
  for (const path of [...objectUrls.keys()]) forgetUrl(path);
  await Dexie.delete(name);
}

export interface LocalOptions {
  shouldFail?: (operation: DataOperation) => boolean;
}

export function createLocalDataApi(config: AppConfig, options: LocalOptions = {}): DataApi {
  const db = () => databaseFor(config);
  const table = (collection: CollectionName) => db().table<LocalRecord, string>(collection);

  const docs: DocumentStore = {
    async list(collection) {
      return (await table(collection).toArray()).map(toRaw);
    },
    async get(collection, id) {
      if (typeof id !== 'string' || id === '') return null;
      const record = await table(collection).get(id);
      return record ? toRaw(record) : null;
    },
    async add(collection, fields: DocFields, timestamps) {
      const now = Date.now();
      const id = randomId();
      const record: LocalRecord = { ...fields, id };
      for (const field of timestamps) record[field] = now;
      await table(collection).add(record);
      return id;
    },
    async update(collection, id, fields, timestamps) {
      const now = Date.now();
      const changes: Record<string, unknown> = { ...fields };
      for (const field of timestamps) changes[field] = now;
      const count = await table(collection).update(id, changes);
      if (count === 0 && !(await table(collection).get(id))) throw new Error(`${collection}/${id} does not exist.`);
    },
    async remove(collection, id) {
      await table(collection).delete(id);
    },
    subscribe(collection, onChange, onError) {
      const subscription = liveQuery(() => table(collection).toArray()).subscribe({
        next: (records) => onChange(records.map(toRaw)),
        error: (error: unknown) => onError(error instanceof Error ? error : new Error(String(error))),
      });
      return () => subscription.unsubscribe();
    },
  };

  const files: FileStore = {
    async put(path, file, contentType) {
      const bytes = await readBytes(file);
      await db().files.put({ path, contentType, size: bytes.byteLength, bytes, createdAt: Date.now() });
      forgetUrl(path);
    },
    async url(path) {
      const cached = objectUrls.get(path);
      if (cached) return cached;
      const record = await db().files.get(path);
      if (!record) return null;
      const url = URL.createObjectURL(new Blob([record.bytes], { type: record.contentType }));
      objectUrls.set(path, url);
      return url;
    },
    async remove(path) {
      await db().files.delete(path);
      forgetUrl(path);
    },
  };

  return createDataApiFromStores('local', docs, files, { shouldFail: options.shouldFail });
}
