import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Route } from '@playwright/test';
import { contentSecurityPolicy } from '../../scripts/lib/security-headers.mjs';
import { addAppConfigPatch, addRemotesPatch, deepMerge, isObject, shellDocumentHeaders, type JsonObject } from './backend';
import { baseURL, repoRoot } from './env';

async function originalJson(route: Route): Promise<JsonObject> {
  try {
    const response = await route.fetch();
    if (!response.ok()) return {};
    const data: unknown = await response.json();
    return isObject(data) ? data : {};
  } catch {
    return {};
  }
}

/**
 * Serves a changed copy of one of the shell's runtime JSON files for this page
 * only: `patch` is deep-merged into the file the server has (or into {} when
 * it has none); a function gets the original and returns the new contents.
 * Call before page.goto. Returns a function that removes the override.
 */
export async function overrideShellJson(
  page: Page,
  file: string,
  patch: JsonObject | ((original: JsonObject) => JsonObject),
): Promise<() => Promise<void>> {
  const target = new URL(file.startsWith('/') ? file : `/${file}`, baseURL);
  const matcher = (url: URL) => url.origin === target.origin && url.pathname === target.pathname;
  const handler = async (route: Route) => {
    const original = await originalJson(route);
    const body = typeof patch === 'function' ? patch(original) : deepMerge(original, patch);
    await route.fulfill({
      status: 200,
      contentType: 'application/json; charset=utf-8',
      headers: { 'Cache-Control': 'no-cache' },
      body: JSON.stringify(body),
    });
  };
  await page.route(matcher, handler);
  // The shell renders the page's documents with the same remotes.json as the browser gets.
  const removeRendering = target.pathname === '/remotes.json' ? addRemotesPatch(page, (original) => (typeof patch === 'function' ? patch(original) : deepMerge(original, patch))) : () => {};
  return async () => {
    removeRendering();
    await page.unroute(matcher, handler);
  };
}

/** Federation name of a remote, as used in remotes.json (the `name` of one of tooling/containers.cjs). */
export type RemoteName = string;

/** One of the runtime JSON files of the built shell. */
function builtShellJson(file: string): JsonObject {
  return JSON.parse(readFileSync(join(repoRoot, 'shell/dist', file), 'utf8')) as JsonObject;
}

/**
 * Serves this page's shell documents with the Content-Security-Policy that
 * `node scripts/security-headers.mjs` writes for the given remotes.json (and
 * the built app-config.json): what a deployment does after a remote moves.
 */
async function serveShellWithPolicyFor(
  page: Page,
  remotes: JsonObject = builtShellJson('remotes.json'),
  appConfig: JsonObject = builtShellJson('app-config.json'),
): Promise<() => Promise<void>> {
  const policy = contentSecurityPolicy({ remotes, appConfig });
  const shell = new URL(baseURL).origin;
  const matcher = (url: URL) => url.origin === shell;
  const handler = async (route: Route) => {
    if (route.request().resourceType() !== 'document') {
      await route.fallback();
      return;
    }
    const response = await route.fetch({ headers: await shellDocumentHeaders(route.request()) });
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } });
  };
  await page.route(matcher, handler);
  // A document answered by the test (route.fulfill) has no address, so Chromium treats it as a public site and
  // refuses its requests to this machine (Local Network Access); the real shell is on localhost and may make them.
  await page.context().grantPermissions(['local-network-access'], { origin: shell });
  return () => page.unroute(matcher, handler);
}

/**
 * Overrides entries of /remotes.json (remote name -> manifest URL) for this
 * page. `null` removes a remote from the file. The shell's pages get the
 * security policy regenerated for the new addresses, as a deployment does
 * (`csp: false` keeps the built one, to show a remote it does not name is refused).
 *
 *   await overrideRemotes(page, { mfePublic: manifestUrl(41234) });
 */
export async function overrideRemotes(
  page: Page,
  remotes: Partial<Record<RemoteName, string | null>>,
  { csp = true }: { csp?: boolean } = {},
): Promise<() => Promise<void>> {
  const apply = (original: JsonObject): JsonObject => {
    const out: JsonObject = { ...original };
    for (const [name, url] of Object.entries(remotes)) {
      if (url === null) delete out[name];
      else if (url !== undefined) out[name] = url;
    }
    return out;
  };
  const removeFile = await overrideShellJson(page, '/remotes.json', apply);
  if (!csp) return removeFile;
  const removePolicy = await serveShellWithPolicyFor(page, apply(builtShellJson('remotes.json')));
  return async () => {
    await removeFile();
    await removePolicy();
  };
}

/**
 * Adds fields to /app-config.json (the runtime configuration) for the pages
 * of this test's browser context, deep-merged over the test project's
 * settings. A patch that moves the emulators also serves the shell's pages
 * with the security policy regenerated for the new addresses, as a
 * deployment of that configuration does. Returns a function that removes
 * the patch again.
 *
 *   await overrideAppConfig(page, { simulateFailures: ['quotes.create'] });
 */
export async function overrideAppConfig(page: Page, patch: JsonObject): Promise<() => Promise<void>> {
  const remove = addAppConfigPatch(page.context(), patch);
  const removePolicy = isObject(patch.emulators)
    ? await serveShellWithPolicyFor(page, undefined, deepMerge(builtShellJson('app-config.json'), patch))
    : null;
  return async () => {
    remove();
    await removePolicy?.();
  };
}
