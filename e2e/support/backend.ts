import type { Browser, BrowserContext, Page, Route } from '@playwright/test';
import { clearProject, resetProject } from '../../scripts/lib/seed.mjs';
import { baseURL } from './env';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** Emulator addresses the tests and the pages use (the same as app-config.json; `npm test` may set them). */
export const emulatorHosts = {
  auth: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
  firestore: process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080',
  storage: process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? process.env.SEAWAVE_STORAGE_HOST ?? '127.0.0.1:9199',
};

/**
 * The Firebase project of one Playwright worker: its own data in the
 * emulators, never the developer's local data (demo-seawave) nor another
 * worker's. Each test starts from the sample content (`reset`).
 */
export class TestProject {
  constructor(readonly projectId: string) {}

  private get target() {
    return { projectId: this.projectId, firestoreHost: emulatorHosts.firestore, authHost: emulatorHosts.auth, storageHost: emulatorHosts.storage };
  }

  /** Clears the project and writes the sample content. */
  async reset(): Promise<void> {
    await resetProject(this.target);
  }

  /** Clears the project and leaves it empty. */
  async clear(): Promise<void> {
    await clearProject(this.target);
  }

  /**
   * The stored documents of a collection (what the back end really holds),
   * read with the emulator's administrative access: fields as plain values,
   * timestamps as Date.
   */
  async documents(collection: string): Promise<StoredDocument[]> {
    const url = `http://${emulatorHosts.firestore}/v1/projects/${this.projectId}/databases/(default)/documents/${collection}?pageSize=1000`;
    const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
    if (!response.ok) throw new Error(`Reading ${collection}: HTTP ${response.status}`);
    const body = (await response.json()) as { documents?: { name: string; fields?: Record<string, RestValue> }[] };
    return (body.documents ?? []).map((doc) => ({
      id: doc.name.split('/').pop() ?? '',
      ...Object.fromEntries(Object.entries(doc.fields ?? {}).map(([key, value]) => [key, fromRest(value)])),
    }));
  }

  /** The names of the stored files under `prefix` (e.g. 'resume/'). */
  async files(prefix = ''): Promise<string[]> {
    const url = `http://${emulatorHosts.storage}/v0/b/${this.projectId}.appspot.com/o?prefix=${encodeURIComponent(prefix)}`;
    const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
    if (!response.ok) throw new Error(`Listing ${prefix}: HTTP ${response.status}`);
    const body = (await response.json()) as { items?: { name: string }[] };
    return (body.items ?? []).map((item) => item.name);
  }

  /** The app-config.json fields that point a page at this project. */
  appConfig(): JsonObject {
    const id = this.projectId;
    return {
      firebase: { projectId: id, authDomain: `${id}.firebaseapp.com`, storageBucket: `${id}.appspot.com` },
      emulators: { auth: `http://${emulatorHosts.auth}`, firestore: emulatorHosts.firestore, storage: emulatorHosts.storage },
    };
  }
}

export type StoredDocument = { id: string } & Record<string, unknown>;

interface RestValue {
  stringValue?: string;
  booleanValue?: boolean;
  integerValue?: string;
  doubleValue?: number;
  timestampValue?: string;
  nullValue?: null;
  arrayValue?: { values?: RestValue[] };
  mapValue?: { fields?: Record<string, RestValue> };
}

function fromRest(value: RestValue): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return value.doubleValue;
  if ('timestampValue' in value) return new Date(value.timestampValue ?? '');
  if ('arrayValue' in value) return (value.arrayValue?.values ?? []).map(fromRest);
  if ('mapValue' in value) return Object.fromEntries(Object.entries(value.mapValue?.fields ?? {}).map(([k, v]) => [k, fromRest(v)]));
  return null;
}

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

export function deepMerge(base: JsonObject, patch: JsonObject): JsonObject {
  const out: JsonObject = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    const current = out[key];
    out[key] = isObject(current) && isObject(value) ? deepMerge(current, value) : value;
  }
  return out;
}

/** Per browser context: the patches of app-config.json it is served with (the project first). */
const appConfigPatches = new WeakMap<BrowserContext, JsonObject[]>();
const projects = new WeakMap<BrowserContext, TestProject>();

/** The test project a page's browser context uses (to read what the back end really stored). */
export function projectOf(page: Page): TestProject {
  const project = projects.get(page.context());
  if (!project) throw new Error('This page was not opened through the test fixtures (no test project).');
  return project;
}

/**
 * Serves every page of `context` an app-config.json pointed at `project`,
 * plus any later `addAppConfigPatch` (e.g. the simulateFailures switch).
 */
export async function pointAtProject(context: BrowserContext, project: TestProject): Promise<void> {
  const patches: JsonObject[] = [project.appConfig()];
  appConfigPatches.set(context, patches);
  projects.set(context, project);
  const file = new URL('/app-config.json', baseURL);
  await context.route(
    (url) => url.origin === file.origin && url.pathname === file.pathname,
    async (route: Route) => {
      const response = await route.fetch();
      const original: unknown = await response.json();
      const body = patches.reduce(deepMerge, isObject(original) ? original : {});
      await route.fulfill({ response, body: JSON.stringify(body), headers: { ...response.headers(), 'content-type': 'application/json; charset=utf-8' } });
    },
  );
}

/** Adds fields to the app-config.json of every page of the context (pages opened from now on). */
export function addAppConfigPatch(context: BrowserContext, patch: JsonObject): () => void {
  const patches = appConfigPatches.get(context);
  if (!patches) throw new Error('This browser context was not opened through the test fixtures (no test project).');
  patches.push(patch);
  return () => {
    const index = patches.indexOf(patch);
    if (index >= 0) patches.splice(index, 1);
  };
}

/** A second, separate browser (its own storage and session) on the same test project. */
export async function newContextOn(browser: Browser, project: TestProject): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  await pointAtProject(context, project);
  return context;
}
