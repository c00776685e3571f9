// @ts-check
// How remotes.json pins a remote to one kept build: `<remote root>/builds/<id>/mf-manifest.json`. An entry is such a
// URL, or during a gradual release `{ live, candidate, share }` (its format: @seawave/shared-data/releases).
const fs = require('node:fs');
const path = require('node:path');

const pinnedPath = /(^|\/)builds\/([^/]+)\/mf-manifest\.json$/;

/** @typedef {import('../shared-data/src/releases/composition').RemoteRelease} RemoteRelease */
/** @typedef {import('../shared-data/src/releases/composition').RemotesFileEntry} RemotesFileEntry */

/** @type {typeof import('../shared-data/src/releases/composition') | null} */
let format = null;

/** @returns {typeof import('../shared-data/src/releases/composition')} */
function entryFormat() {
  const { createJiti } = require('jiti');
  format ??= createJiti(__filename)(path.join(__dirname, '../shared-data/src/releases/composition.ts'));
  return /** @type {typeof import('../shared-data/src/releases/composition')} */ (format);
}

/**
 * @param {string} entry
 * @returns {string | null}
 */
function pinnedBuild(entry) {
  return pinnedPath.exec(entry.split(/[?#]/)[0] ?? '')?.[2] ?? null;
}

/**
 * None of the builds an entry names may be pruned.
 * @param {unknown} entry
 * @returns {string[]}
 */
function entryBuilds(entry) {
  if (typeof entry === 'string') return [pinnedBuild(entry)].filter((id) => id !== null);
  if (typeof entry !== 'object' || entry === null) return [];
  const { live, candidate } = /** @type {Record<string, unknown>} */ (entry);
  return [live, candidate].flatMap((url) => (typeof url === 'string' ? entryBuilds(url) : []));
}

/**
 * @param {string} entry
 * @param {string} buildId
 */
function pinEntry(entry, buildId) {
  if (!/^[0-9a-z-]+$/i.test(buildId)) throw new Error(`"${buildId}" is not a build id`);
  const url = entry.split(/[?#]/)[0] ?? '';
  if (!pinnedPath.test(url) && !url.endsWith('mf-manifest.json')) throw new Error(`remotes.json entry "${entry}" does not name an mf-manifest.json`);
  const root = pinnedPath.test(url) ? url.replace(pinnedPath, '$1') : url.slice(0, -'mf-manifest.json'.length);
  return `${root}builds/${buildId}/mf-manifest.json`;
}

/**
 * Keeps the deployed pins on the same remote root, so building the shell never undoes a switch.
 * @param {Record<string, RemotesFileEntry>} built
 * @param {Record<string, unknown>} deployed
 * @returns {Record<string, RemotesFileEntry>}
 */
function keepPins(built, deployed) {
  return Object.fromEntries(
    Object.entries(built).map(([remote, entry]) => {
      const live = deployed[remote];
      if (typeof entry !== 'string' || live === undefined) return [remote, entry];
      /** @type {RemoteRelease} */
      let release;
      try {
        release = entryFormat().remoteRelease(live, remote);
      } catch {
        return [remote, entry];
      }
      const samePin = (/** @type {string} */ url) => {
        const buildId = pinnedBuild(url);
        return buildId !== null && pinEntry(entry, buildId) === url;
      };
      const kept = samePin(release.live) && (release.candidate === null || samePin(release.candidate));
      return [remote, kept ? entryFormat().remotesFileEntry(release) : entry];
    }),
  );
}

/**
 * @param {Buffer} content
 * @param {string} dist
 * @returns {Buffer}
 */
function withReleasePins(content, dist) {
  const deployedFile = path.join(dist, 'remotes.json');
  if (!fs.existsSync(deployedFile)) return content;
  const kept = keepPins(JSON.parse(content.toString('utf8')), JSON.parse(fs.readFileSync(deployedFile, 'utf8')));
  return Buffer.from(`${JSON.stringify(kept, null, 2)}\n`);
}

module.exports = { entryBuilds, entryFormat, keepPins, pinEntry, pinnedBuild, withReleasePins };
