// @ts-check
// Prints a signed link that shows the live site with a kept build of one remote, in that browser only
// (docs/preview.md). Production signs with the page function's secret PREVIEW_SIGNING_KEY.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const root = resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
/** @type {{ containers: { dir: string, name: string, host?: boolean }[] }} */
const { containers } = require('../tooling/containers.cjs');

/** @param {string} message */
function fail(message) {
  console.error(message);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { page: { type: 'string' }, hours: { type: 'string', default: '4' }, site: { type: 'string' } },
});
const [remoteArg, candidateArg] = positionals;
if (!remoteArg || !candidateArg) fail('Usage: npm run preview -- <remote, e.g. mfe-blog> <build id or URL of its builds/<id>/mf-manifest.json> [--page /path] [--hours 4] [--site https://...]');

const remote = containers.find((c) => !c.host && (c.dir === remoteArg || c.name === remoteArg));
if (!remote) fail(`"${remoteArg}" is not a remote. Remotes: ${containers.filter((c) => !c.host).map((c) => c.dir).join(', ')}`);
const name = /** @type {{ name: string }} */ (remote).name;

const renderer = join(root, 'shell/dist/server/render.js');
if (!existsSync(renderer)) fail(`${renderer} is missing: build the shell first (npm run build)`);
/** @type {{ signPreview: (grant: object, key: string) => string, buildOfUrl: (deployed: string, candidate: string, base: string) => string | null, buildManifestUrl: (deployed: string, build: string, base: string) => string, LOCAL_PREVIEW_KEY: string, MAX_PREVIEW_HOURS: number, PREVIEW_PATH: string }} */
const shell = require(renderer);

const site = (values.site ?? JSON.parse(readFileSync(join(root, 'config/site.json'), 'utf8')).siteOrigin).replace(/\/$/, '');
const local = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(site);

/** @param {string} url */
async function json(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return response.json();
}

async function remotesFile() {
  try {
    return await json(`${site}/remotes.json`);
  } catch (error) {
    if (local) return JSON.parse(readFileSync(join(root, 'shell/dist/remotes.json'), 'utf8'));
    throw error;
  }
}

const entry = (await remotesFile())[name];
// During a gradual release the entry names the live build and a candidate: the builds folder is the same.
const deployed = typeof entry === 'object' && entry !== null ? entry.live : entry;
if (typeof deployed !== 'string') fail(`${site}/remotes.json has no entry for ${name}`);
const deployedManifest = /** @type {string} */ (deployed);

const build = /[/:]/.test(candidateArg ?? '') ? shell.buildOfUrl(deployedManifest, candidateArg ?? '', `${site}/`) : candidateArg ?? null;
const buildsFolder = new URL('../', shell.buildManifestUrl(deployedManifest, 'id', `${site}/`)).href;
if (!build) fail(`${candidateArg} is not a build of ${remote?.dir}: only a build under ${buildsFolder} can be previewed (the site's security policy allows that address).`);
const candidateManifest = shell.buildManifestUrl(deployedManifest, /** @type {string} */ (build), `${site}/`);

/** @type {{ metaData?: { buildId?: string } }} */
const manifest = await json(candidateManifest).catch((/** @type {Error} */ error) => fail(`The build is not deployed at ${candidateManifest}: ${error.message}`));
if (manifest.metaData?.buildId !== build) fail(`${candidateManifest} is not the build ${build}`);
/** @type {{ pages: { routes: { path: string }[] }[] }} */
const routes = await json(new URL('routes.json', candidateManifest).href).catch(() => ({ pages: [] }));
const page = values.page ?? routes.pages.flatMap((p) => p.routes).find((r) => !r.path.includes(':'))?.path ?? '/';

const hours = Number(values.hours);
if (!(hours > 0 && hours <= shell.MAX_PREVIEW_HOURS)) fail(`--hours must be more than 0 and at most ${shell.MAX_PREVIEW_HOURS}`);
const key = process.env.PREVIEW_SIGNING_KEY || (local ? shell.LOCAL_PREVIEW_KEY : '');
if (!key) fail('Set PREVIEW_SIGNING_KEY to the site\'s preview key: PREVIEW_SIGNING_KEY="$(firebase functions:secrets:access PREVIEW_SIGNING_KEY)" npm run preview -- ...');

const issuedAt = Math.floor(Date.now() / 1000);
const expiresAt = issuedAt + Math.round(hours * 3600);
const token = shell.signPreview({ remote: name, build, page, issuedAt, expiresAt }, key);
console.log(`Preview of ${remote?.dir} build ${build}, in the browser that opens this link only, until ${new Date(expiresAt * 1000).toISOString()}:`);
console.log(`  ${site}${shell.PREVIEW_PATH}${token}`);
console.log(`Stop previewing: ${site}${shell.PREVIEW_PATH}end`);
