// @ts-check
// How remotes.json pins a remote to one kept build: `<remote root>/builds/<id>/mf-manifest.json`.
const fs = require('node:fs');
const path = require('node:path');

const pinnedPath = /(^|\/)builds\/([^/]+)\/mf-manifest\.json$/;

/**
 * The build an entry of remotes.json is pinned to, or null (an entry naming the remote's current manifest).
 * @param {string} entry  a manifest URL, absolute or relative
 * @returns {string | null}
 */
function pinnedBuild(entry) {
  return pinnedPath.exec(entry.split(/[?#]/)[0] ?? '')?.[2] ?? null;
}

/**
 * The entry pinned to `buildId` on the same remote root (same origin and folder) as `entry`.
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
 * A freshly built remotes.json with the pins of the deployed one kept where they pin the same
 * remote root, so building or deploying the shell never undoes a release or a rollback.
 * @param {Record<string, string>} built
 * @param {Record<string, unknown>} deployed
 * @returns {Record<string, string>}
 */
function keepPins(built, deployed) {
  return Object.fromEntries(
    Object.entries(built).map(([remote, entry]) => {
      const live = deployed[remote];
      const buildId = typeof live === 'string' ? pinnedBuild(live) : null;
      return [remote, buildId && pinEntry(entry, buildId) === live ? live : entry];
    }),
  );
}

/**
 * The shell's remotes.json as built, with the pins of the one already in `dist` kept.
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

module.exports = { keepPins, pinEntry, pinnedBuild, withReleasePins };
