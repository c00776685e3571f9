import type { Browser, BrowserContext, Page, Request, Route } from '@playwright/test';
import { TEST_REMOTES_HEADER, TEST_RENDER_HEADER } from '../../scripts/lib/static-server.mjs';
import { clearProject, resetProject } from '../../scripts/lib/seed.mjs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { baseURL, emulatorHosts, repoRoot } from './env';
import type { ServerFunctionsState } from './server-functions';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/**
 * The Firebase project of one Playwright worker: its own data in the
 * emulators, never the developer's local data (demo-seawave) nor another
 * worker's. Each test starts from the sample content (`reset`).
 */
export class TestProject {
  /** The Cloud Functions connected to the project (null: none, the project is written by the tests alone). */
  serverFunctions: ServerFunctionsState | null = null;

  constructor(readonly projectId: string) {}

  /** Fails with the reason when the project's Cloud Functions are not connected (a test that needs them calls it first). */
  expectServerFunctions(): void {
    const problem = this.serverFunctions === null ? 'This project runs no Cloud Functions (serverFunctions: false).' : this.serverFunctions.problem;
    if (problem) throw new Error(`The site's Cloud Functions are needed: ${problem}`);
  }

  private get target() {
    return { projectId: this.projectId, firestoreHost: emulatorHosts.firestore, authHost: emulatorHosts.auth, storageHost: emulatorHosts.storage };
  }

  /** Clears the project and writes the sample content. */
  async reset(): Promise<void> {
    await resetProject(this.target);
  }

  /**
   * Gives the project the repository's firestore.rules as they are now. The
   * emulator reloads a changed rules file for its own project only; a test
   * project keeps the rules the emulator started with until told.
   */
  async applyCurrentRules(): Promise<void> {
    const rules = readFileSync(join(repoRoot, 'firestore.rules'), 'utf8');
    if (appliedRules.get(this.projectId) === rules) return;
    const response = await fetch(`http://${emulatorHosts.firestore}/emulator/v1/projects/${this.projectId}:securityRules`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
    });
    if (!response.ok) throw new Error(`Loading firestore.rules into ${this.projectId}: HTTP ${response.status} ${await response.text()}`);
    appliedRules.set(this.projectId, rules);
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

  /**
   * Writes documents as the server (or an import) would, with the emulator's
   * administrative access: the rules do not apply, so tests can put data in
   * place that no visitor could write (server-only fields, past dates).
   * Values: text, numbers (whole numbers as integers), booleans, null, Date
   * (a timestamp), lists and maps. Each document replaces any with its id.
   */
  async write(collection: string, docs: readonly StoredDocument[]): Promise<void> {
    const base = `projects/${this.projectId}/databases/(default)/documents`;
    // A commit takes at most 500 writes.
    for (let start = 0; start < docs.length; start += 400) {
      const writes = docs.slice(start, start + 400).map(({ id, ...fields }) => ({
        update: { name: `${base}/${collection}/${id}`, fields: toRestFields(fields) },
      }));
      const response = await fetch(`http://${emulatorHosts.firestore}/v1/${base}:commit`, {
        method: 'POST',
        headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
        body: JSON.stringify({ writes }),
      });
      if (!response.ok) throw new Error(`Writing ${collection}: HTTP ${response.status} ${await response.text()}`);
    }
  }

  /** One stored document (administrative access), or null when there is none. */
  async document(path: string): Promise<StoredDocument | null> {
    const url = `http://${emulatorHosts.firestore}/v1/projects/${this.projectId}/databases/(default)/documents/${path}`;
    const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`Reading ${path}: HTTP ${response.status}`);
    const doc = (await response.json()) as { name: string; fields?: Record<string, RestValue> };
    return {
      id: doc.name.split('/').pop() ?? '',
      ...Object.fromEntries(Object.entries(doc.fields ?? {}).map(([key, value]) => [key, fromRest(value)])),
    };
  }

  /** Stores a file as the server would (administrative access, no rules). */
  async upload(path: string, contentType: string, bytes: Buffer): Promise<void> {
    const boundary = `e2e-${Math.random().toString(16).slice(2)}`;
    const metadata = JSON.stringify({ name: path, contentType });
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${metadata}\r\n--${boundary}\r\nContent-Type: ${contentType}\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--`),
    ]);
    const url = `http://${emulatorHosts.storage}/v0/b/${this.projectId}.appspot.com/o?name=${encodeURIComponent(path)}`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': `multipart/related; boundary=${boundary}`, 'X-Goog-Upload-Protocol': 'multipart' },
      body,
    });
    if (!response.ok) throw new Error(`Uploading ${path}: HTTP ${response.status} ${await response.text()}`);
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
      // The emulated functions are the emulators' own project's; the page names this project in each call.
      emulators: { auth: `http://${emulatorHosts.auth}`, firestore: emulatorHosts.firestore, storage: emulatorHosts.storage, functions: `http://${emulatorHosts.functions}/demo-seawave/us-central1` },
    };
  }
}

/** The rules text each test project was last given (by project id). */
const appliedRules = new Map<string, string>();

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

function toRest(value: unknown): RestValue {
  if (value === null || value === undefined) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toRest) } };
  if (typeof value === 'object') return { mapValue: { fields: toRestFields(value as Record<string, unknown>) } };
  throw new Error(`Cannot store ${String(value)}`);
}

function toRestFields(fields: Record<string, unknown>): Record<string, RestValue> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, toRest(value)]));
}

export const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

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
  const shell = new URL(baseURL).origin;
  await context.route(
    (url) => url.origin === shell,
    async (route: Route) => {
      const request = route.request();
      await route.fallback(request.resourceType() === 'document' ? { headers: await shellDocumentHeaders(request) } : undefined);
    },
  );
}

/** Per page: the changes a test made to its remotes.json, in order. */
const remotesPatches = new WeakMap<Page, ((remotes: JsonObject) => JsonObject)[]>();

/**
 * Changes the remotes.json the shell renders this page's documents with
 * (the browser's copy is changed by a route, see overrideRemotes).
 */
export function addRemotesPatch(page: Page, patch: (remotes: JsonObject) => JsonObject): () => void {
  const patches = remotesPatches.get(page) ?? [];
  remotesPatches.set(page, patches);
  patches.push(patch);
  return () => {
    const index = patches.indexOf(patch);
    if (index >= 0) patches.splice(index, 1);
  };
}

/** The pages whose documents are the app page, rendered in the browser. */
const renderedInBrowser = new WeakSet<Page>();

/**
 * From now on the shell answers this page's documents with the app page,
 * which the browser renders (what a staff screen, or a page whose render
 * failed, gets), instead of rendering them on request.
 */
export function renderInBrowser(page: Page): void {
  renderedInBrowser.add(page);
}

/**
 * The headers a request for one of the shell's documents is sent with: its
 * own, plus the remotes.json the test gave its page, which the test shell
 * renders the page with (scripts/lib/static-server.mjs), or the request
 * for the app page.
 */
export async function shellDocumentHeaders(request: Request): Promise<Record<string, string>> {
  const page = request.frame().page();
  const headers = renderedInBrowser.has(page) ? { ...request.headers(), [TEST_RENDER_HEADER]: 'browser' } : request.headers();
  const patches = remotesPatches.get(page) ?? [];
  if (patches.length === 0) return headers;
  const response = await fetch(new URL('/remotes.json', baseURL));
  const deployed: unknown = await response.json();
  const remotes = patches.reduce((current, patch) => patch(current), isObject(deployed) ? deployed : {});
  return { ...headers, [TEST_REMOTES_HEADER]: JSON.stringify(remotes) };
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
