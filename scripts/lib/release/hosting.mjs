// @ts-check
// A site changes only by releasing a clone of its live version with files added, so kept builds stay served.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { containers, repoRoot } from '../containers.mjs';
import { folderOf } from './composition.mjs';
import { firestoreLock } from './lock.mjs';
import { changedEntry, pinnedBuild, releaseFormat } from './pointer.mjs';

const hostingApi = 'https://firebasehosting.googleapis.com/v1beta1';
const firestoreApi = 'https://firestore.googleapis.com/v1';
const shellDir = containers.find((c) => c.host)?.dir ?? 'shell';
const keptManifest = /^\/builds\/([^/]+)\/mf-manifest\.json$/;

export class HostingError extends Error {}

/**
 * @param {string} project
 * @param {string} [firebaserc]
 * @returns {Record<string, string>}
 */
export function hostingSites(project, firebaserc = join(repoRoot, '.firebaserc')) {
  /** @type {{ targets?: Record<string, { hosting?: Record<string, string[]> }> }} */
  const config = JSON.parse(readFileSync(firebaserc, 'utf8'));
  const targets = config.targets?.[project]?.hosting;
  if (!targets) throw new HostingError(`.firebaserc has no hosting targets for project ${project} (node tooling/static-config.cjs writes them)`);
  return Object.fromEntries(containers.map((c) => [c.dir, targets[c.dir]?.[0] ?? '']).filter(([, site]) => site));
}

export function defaultProject(firebaserc = join(repoRoot, '.firebaserc')) {
  return /** @type {{ projects?: { default?: string } }} */ (JSON.parse(readFileSync(firebaserc, 'utf8'))).projects?.default ?? null;
}

export async function hostingToken() {
  if (process.env.SEAWAVE_HOSTING_TOKEN) return process.env.SEAWAVE_HOSTING_TOKEN;
  const { GoogleAuth } = await import('google-auth-library');
  try {
    const client = await new GoogleAuth({ scopes: ['https://www.googleapis.com/auth/cloud-platform'] }).getClient();
    const { token } = await client.getAccessToken();
    if (token) return token;
  } catch {
    // Reported below with what to do.
  }
  throw new HostingError(
    'no credential for Firebase Hosting: set SEAWAVE_HOSTING_TOKEN (e.g. `gcloud auth print-access-token`), or sign in with `gcloud auth application-default login` (in CI: GOOGLE_APPLICATION_CREDENTIALS naming a service account key)',
  );
}

/** @param {string} folder @returns {string[]} every file under it, relative, with / */
const filesUnder = (folder) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'));

/** @typedef {import('./release-log.mjs').Release} Release */
const releaseFields = /** @type {const} */ (['action', 'remote', 'buildId', 'previous', 'commit', 'at', 'by']);
const escapeRegExp = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * @param {{ token: string, fetch: typeof globalThis.fetch }} options
 */
function hostingClient({ token, fetch }) {
  /**
   * @param {string} what
   * @param {string} method
   * @param {string} url
   * @param {{ body?: string | Uint8Array<ArrayBuffer>, type?: string }} [content]
   */
  async function call(what, method, url, { body, type = 'application/json' } = {}) {
    const headers = { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': type }) };
    const response = await fetch(url, { method, headers, body });
    if (!response.ok) throw new HostingError(`${what} failed: ${method} ${url} answered ${response.status} ${(await response.text()).slice(0, 500)}`);
    return response;
  }
  /** @param {string} what @param {string} method @param {string} path @param {unknown} [body] @returns {Promise<any>} Hosting's JSON, read field by field */
  const api = async (what, method, path, body) => (await call(what, method, `${hostingApi}/${path}`, { body: body === undefined ? undefined : JSON.stringify(body) })).json();

  /** @param {string} site @param {string} path @returns {Promise<any>} the served JSON file */
  async function served(site, path) {
    const url = `https://${site}.web.app/${path}`;
    const response = await fetch(url, { headers: { 'cache-control': 'no-cache' } });
    if (!response.ok) throw new HostingError(`${url} answered ${response.status}: is it deployed?`);
    return response.json();
  }

  /** @param {string} site @returns {Promise<string>} sites/<site>/versions/<id> */
  async function liveVersion(site) {
    const { releases = [] } = await api(`reading the live release of ${site}`, 'GET', `sites/${site}/releases?pageSize=1`);
    const version = releases[0]?.version?.name;
    if (typeof version !== 'string') throw new HostingError(`${site} has no live release`);
    return version;
  }

  /**
   * A failure before the release leaves the live release as it was.
   * @param {string} site
   * @param {Map<string, Buffer>} files
   * @param {string[]} [exclude]
   */
  async function releaseWith(site, files, exclude = []) {
    const sourceVersion = await liveVersion(site);
    const clone = { sourceVersion, finalize: false, ...(exclude.length > 0 ? { exclude: { regexes: exclude } } : {}) };
    let operation = await api(`cloning ${sourceVersion}`, 'POST', `sites/${site}/versions:clone`, clone);
    for (let wait = 100; !operation.done; wait = Math.min(wait * 2, 2000)) {
      await new Promise((resolve) => setTimeout(resolve, wait));
      operation = await api(`cloning ${sourceVersion}`, 'GET', operation.name);
    }
    if (operation.error) throw new HostingError(`cloning ${sourceVersion} failed: ${JSON.stringify(operation.error)}`);
    /** @type {string} */
    const version = operation.response.name;
    // Hosting stores files gzipped, named by the SHA-256 of the gzipped bytes.
    const gzipped = [...files].map(([path, content]) => {
      const gz = gzipSync(content);
      return { path: `/${path}`, gz, hash: createHash('sha256').update(gz).digest('hex') };
    });
    const byHash = new Map(gzipped.map((file) => [file.hash, file]));
    const body = { files: Object.fromEntries(gzipped.map((file) => [file.path, file.hash])) };
    const populated = files.size === 0 ? {} : await api(`adding ${files.size} files to ${version}`, 'POST', `${version}:populateFiles`, body);
    for (const hash of populated.uploadRequiredHashes ?? []) {
      const file = byHash.get(hash);
      if (!file) throw new HostingError(`Hosting asked for a file this release does not add (${hash})`);
      await call(`uploading ${file.path} to ${version}`, 'POST', `${populated.uploadUrl}/${hash}`, { body: new Uint8Array(file.gz), type: 'application/octet-stream' });
    }
    await api(`finalizing ${version}`, 'PATCH', `${version}?updateMask=status`, { status: 'FINALIZED' });
    await api(`releasing ${version} on ${site}`, 'POST', `sites/${site}/releases?versionName=${encodeURIComponent(version)}`, {});
  }

  /** @param {string} site @returns {Promise<string[]>} the build ids the site keeps under builds/ */
  async function keptBuildsOf(site) {
    const version = await liveVersion(site);
    /** @type {string[]} */
    const kept = [];
    let pageToken = '';
    do {
      const page = await api(`listing the files of ${version}`, 'GET', `${version}/files?pageSize=1000${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`);
      for (const file of page.files ?? []) {
        const id = keptManifest.exec(file.path)?.[1];
        if (id) kept.push(id);
      }
      pageToken = page.nextPageToken ?? '';
    } while (pageToken);
    return kept;
  }

  return { call, served, releaseWith, keptBuildsOf };
}

/**
 * @param {string} project @param {ReturnType<typeof hostingClient>['call']} call
 * @returns {import('./composition.mjs').Composition['log']}
 */
function firestoreReleaseLog(project, call) {
  const logUrl = `${firestoreApi}/projects/${project}/databases/(default)/documents/releases`;
  return {
    async append(release) {
      const fields = Object.fromEntries(releaseFields.map((key) => [key, release[key] === null ? { nullValue: null } : { stringValue: release[key] }]));
      const share = release.share ? { share: { integerValue: String(release.share) } } : {};
      await call('writing the release log', 'POST', logUrl, { body: JSON.stringify({ fields: { ...fields, ...share } }) });
    },
    async read() {
      /** @type {Release[]} */
      const releases = [];
      let pageToken = '';
      do {
        const page = await (await call('reading the release log', 'GET', `${logUrl}?pageSize=300${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`)).json();
        for (const document of page.documents ?? []) {
          const share = Number(document.fields?.share?.integerValue ?? 0);
          releases.push(/** @type {Release} */ ({ ...Object.fromEntries(releaseFields.map((key) => [key, document.fields?.[key]?.stringValue ?? null])), ...(share ? { share } : {}) }));
        }
        pageToken = page.nextPageToken ?? '';
      } while (pageToken);
      return releases.sort((a, b) => a.at.localeCompare(b.at));
    },
  };
}

/**
 * @param {{ project: string, sites: Record<string, string>, token: string, fetch?: typeof globalThis.fetch }} options
 * @returns {import('./composition.mjs').Composition}
 */
export function hostingComposition({ project, sites, token, fetch = globalThis.fetch }) {
  const siteOf = (/** @type {string} */ dir) => {
    const site = sites[dir];
    if (!site) throw new HostingError(`no Hosting site for ${dir} in project ${project}`);
    return site;
  };
  const shellSite = siteOf(shellDir);
  const remoteSite = (/** @type {string} */ remote) => siteOf(folderOf(remote));
  const { call, served, releaseWith, keptBuildsOf } = hostingClient({ token, fetch });

  /** @type {import('./composition.mjs').Composition} */
  const composition = {
    where: `Firebase Hosting (project ${project})`,
    remotesFile: () => served(shellSite, 'remotes.json'),
    async liveBuild(remote) {
      const entry = (await composition.remotesFile())[remote];
      if (!entry) throw new HostingError(`remotes.json has no entry for ${remote}`);
      const buildId = pinnedBuild(releaseFormat.remoteRelease(entry, remote).live) ?? (await served(remoteSite(remote), 'mf-manifest.json')).metaData?.buildId;
      if (typeof buildId !== 'string') throw new HostingError(`the deployed ${remote} names no build id`);
      return buildId;
    },
    keptBuilds: (remote) => keptBuildsOf(remoteSite(remote)),
    // Hosting lists no upload times: the log's upload entries date the builds uploaded for a preview.
    keptSince: async () => ({}),
    async removeBuilds(remote, buildIds) {
      await releaseWith(remoteSite(remote), new Map(), buildIds.map((id) => `^/builds/${escapeRegExp(id)}/`));
    },
    async readBuild(remote, buildId) {
      const site = remoteSite(remote);
      const [manifest, contract, routes] = await Promise.all(['mf-manifest.json', 'shared-contract.json', 'routes.json'].map((file) => served(site, `builds/${buildId}/${file}`)));
      return { manifest, contract, routes };
    },
    readRoutes: (remote, buildId) => served(remoteSite(remote), `builds/${buildId}/routes.json`),
    async readShell() {
      const [manifest, contract] = await Promise.all([served(shellSite, 'mf-manifest.json'), served(shellSite, 'shared-contract.json')]);
      return { manifest, contract };
    },
    async upload(remote, buildFolder, buildId) {
      // Immutable: a build id is its content's hash, so a build already kept is this one.
      if ((await composition.keptBuilds(remote)).includes(buildId)) return;
      const files = new Map(filesUnder(buildFolder).map((file) => [`builds/${buildId}/${file}`, readFileSync(join(buildFolder, file))]));
      await releaseWith(remoteSite(remote), files);
    },
    async setEntry(remote, change) {
      const { before, after, remotes } = changedEntry(await composition.remotesFile(), remote, change);
      await releaseWith(shellSite, new Map([['remotes.json', Buffer.from(`${JSON.stringify(remotes, null, 2)}\n`)]]));
      return { before, after };
    },
    lock: firestoreLock({ project, call }),
    log: firestoreReleaseLog(project, call),
  };
  return composition;
}
