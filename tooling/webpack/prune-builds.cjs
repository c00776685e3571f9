// @ts-check
const fs = require('node:fs');
const path = require('node:path');
const { entryBuilds } = require('../release-pins.cjs');

const repoRoot = path.resolve(__dirname, '../..');

/**
 * The build ids a release still needs locally: those the shell's remotes.json pins (live or candidate) and those the
 * local release log names (a rollback can go back to any of them).
 * @param {string} [root]
 * @returns {Set<string>}
 */
function releasedBuilds(root = repoRoot) {
  const ids = new Set();
  const read = (/** @type {string} */ file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
  const remotesJson = read(path.join(root, 'shell/dist/remotes.json'));
  for (const entry of Object.values(remotesJson ? JSON.parse(remotesJson) : {})) for (const id of entryBuilds(entry)) ids.add(id);
  for (const line of read(path.join(root, '.releases/local.jsonl')).split('\n')) {
    if (!line.trim()) continue;
    try {
      const release = JSON.parse(line);
      for (const id of [release.buildId, release.previous]) if (typeof id === 'string') ids.add(id);
    } catch {
      // A torn last line of the log names nothing.
    }
  }
  ids.delete('');
  return ids;
}

/**
 * Removes all but the `keep` newest builds in `dir`, never one in `released`, and every source map.
 * @param {string} dir
 * @param {number} keep
 * @param {ReadonlySet<string>} released
 */
function pruneBuilds(dir, keep, released) {
  if (!fs.existsSync(dir)) return;
  const folders = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ name: entry.name, time: fs.statSync(path.join(dir, entry.name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const old of folders.slice(keep)) {
    if (!released.has(old.name)) fs.rmSync(path.join(dir, old.name), { recursive: true, force: true });
  }
  // Older builds still hold source maps, which must not deploy.
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (file.endsWith('.map')) fs.rmSync(path.join(dir, file), { force: true });
  }
}

module.exports = { pruneBuilds, releasedBuilds };
