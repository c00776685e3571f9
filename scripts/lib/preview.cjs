// @ts-check
// The link `npm run preview` prints (docs/preview.md). The signing and the build addresses are the page
// service's own (shell/src/server/preview.ts), passed in as the shell's Node build exports them.

/**
 * @typedef {{ remote: string, build: string, page: string, issuedAt: number, expiresAt: number }} PreviewGrant
 * @typedef {object} PreviewShell
 * @property {(grant: PreviewGrant, key: string) => string} signPreview
 * @property {(deployed: string, candidate: string, base: string) => string | null} buildOfUrl
 * @property {(deployed: string, build: string, base: string) => string} buildManifestUrl
 * @property {string} LOCAL_PREVIEW_KEY
 * @property {number} MAX_PREVIEW_HOURS
 * @property {string} PREVIEW_PATH
 * @typedef {object} PreviewRequest
 * @property {string | undefined} remote
 * @property {string | undefined} candidate a build id, or the URL of its folder or its mf-manifest.json
 * @property {string} [page]
 * @property {string} [hours]
 * @property {string} site
 * @typedef {object} PreviewContext
 * @property {PreviewShell} shell
 * @property {{ dir: string, name: string, host?: boolean }[]} containers
 * @property {string | undefined} key
 * @property {number} now
 * @property {() => unknown} localRemotes the local shell build's remotes.json, read when the local site does not answer
 */

class PreviewRefused extends Error {}

const USAGE =
  'Usage: npm run preview -- <remote, e.g. mfe-blog> <build id or URL of its builds/<id>/mf-manifest.json> [--page /path] [--hours 4] [--site https://...]';

/** @param {string} url */
async function json(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return response.json();
}

/** The live build's manifest URL: an entry is that URL, or `{ live, candidate, share }` during a gradual release. */
function liveManifest(/** @type {unknown} */ entry) {
  if (typeof entry === 'string') return entry;
  const live = typeof entry === 'object' && entry !== null ? /** @type {{ live?: unknown }} */ (entry).live : undefined;
  return typeof live === 'string' ? live : null;
}

/**
 * @param {PreviewRequest} request
 * @param {PreviewContext} context
 * @returns {Promise<string[]>}
 */
async function previewLink(request, { shell, containers, key, now, localRemotes }) {
  const refuse = (/** @type {string} */ message) => {
    throw new PreviewRefused(message);
  };
  const { remote: remoteArg, candidate } = request;
  if (!remoteArg || !candidate) return refuse(USAGE);
  const remotes = containers.filter((c) => !c.host);
  const remote = remotes.find((c) => c.dir === remoteArg || c.name === remoteArg);
  if (!remote) return refuse(`"${remoteArg}" is not a remote. Remotes: ${remotes.map((c) => c.dir).join(', ')}`);

  const site = request.site.replace(/\/$/, '');
  const local = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(site);
  const remotesFile = await json(`${site}/remotes.json`).catch((error) => {
    if (local) return localRemotes();
    throw error;
  });
  const deployed = liveManifest(/** @type {Record<string, unknown>} */ (remotesFile)[remote.name]);
  if (!deployed) return refuse(`${site}/remotes.json has no entry for ${remote.name}`);

  const build = /[/:]/.test(candidate) ? shell.buildOfUrl(deployed, candidate, `${site}/`) : candidate;
  const buildsFolder = new URL('../', shell.buildManifestUrl(deployed, 'id', `${site}/`)).href;
  if (!build) return refuse(`${candidate} is not a build of ${remote.dir}: only a build under ${buildsFolder} can be previewed (the site's security policy allows that address).`);
  let candidateManifest;
  try {
    candidateManifest = shell.buildManifestUrl(deployed, build, `${site}/`);
  } catch (error) {
    return refuse(/** @type {Error} */ (error).message);
  }

  /** @type {{ metaData?: { buildId?: string } }} */
  const manifest = await json(candidateManifest).catch((/** @type {Error} */ error) => refuse(`The build is not deployed at ${candidateManifest}: ${error.message}`));
  if (manifest.metaData?.buildId !== build) return refuse(`${candidateManifest} is not the build ${build}`);
  /** @type {{ pages: { routes: { path: string }[] }[] }} */
  const routes = await json(new URL('routes.json', candidateManifest).href).catch(() => ({ pages: [] }));
  const page = request.page ?? routes.pages.flatMap((p) => p.routes).find((r) => !r.path.includes(':'))?.path ?? '/';

  const hours = Number(request.hours ?? '4');
  if (!(hours > 0 && hours <= shell.MAX_PREVIEW_HOURS)) return refuse(`--hours must be more than 0 and at most ${shell.MAX_PREVIEW_HOURS}`);
  const signingKey = key || (local ? shell.LOCAL_PREVIEW_KEY : '');
  if (!signingKey) return refuse('Set PREVIEW_SIGNING_KEY to the site\'s preview key: PREVIEW_SIGNING_KEY="$(firebase functions:secrets:access PREVIEW_SIGNING_KEY)" npm run preview -- ...');

  const issuedAt = Math.floor(now / 1000);
  const expiresAt = issuedAt + Math.round(hours * 3600);
  let token;
  try {
    token = shell.signPreview({ remote: remote.name, build, page, issuedAt, expiresAt }, signingKey);
  } catch (error) {
    return refuse(/** @type {Error} */ (error).message);
  }
  return [
    `Preview of ${remote.dir} build ${build}, in the browser that opens this link only, until ${new Date(expiresAt * 1000).toISOString()}:`,
    `  ${site}${shell.PREVIEW_PATH}${token}`,
    `Stop previewing: ${site}${shell.PREVIEW_PATH}end`,
  ];
}

module.exports = { previewLink, PreviewRefused };
