// @ts-check
// remotes.json points the shell at each remote's live build. It is replaced in one step (written beside,
// then renamed over), so a reader gets the old file or the new one, never a part.
import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

import { entryFormat, pinEntry } from '../../../tooling/release-pins.cjs';

export { entryBuilds, keepPins, pinEntry, pinnedBuild } from '../../../tooling/release-pins.cjs';

/**
 * @typedef {import('../../../shared-data/src/releases/composition').RemoteRelease} RemoteRelease
 * @typedef {import('../../../shared-data/src/releases/composition').RemotesFileEntry} RemotesFileEntry
 * @typedef {(release: RemoteRelease) => RemoteRelease} EntryChange
 */

export const releaseFormat = {
  get COHORTS() {
    return entryFormat().COHORTS;
  },
  remoteRelease: (/** @type {unknown} */ entry, /** @type {string} */ remote) => entryFormat().remoteRelease(entry, remote),
  remotesFileEntry: (/** @type {RemoteRelease} */ release) => entryFormat().remotesFileEntry(release),
};

/**
 * @param {Record<string, unknown>} remotes
 * @param {string} remote
 * @param {EntryChange} change
 */
export function changedEntry(remotes, remote, change) {
  const before = remotes[remote];
  if (before === undefined) throw new Error(`remotes.json has no entry for ${remote}`);
  const after = releaseFormat.remotesFileEntry(change(releaseFormat.remoteRelease(before, remote)));
  return { before: /** @type {RemotesFileEntry} */ (before), after, remotes: { ...remotes, [remote]: after } };
}

export const describeEntry = (/** @type {unknown} */ entry) =>
  typeof entry === 'string' ? entry : JSON.stringify(entry);

/**
 * @param {string} file
 * @param {unknown} value
 */
export function writeJsonAtomically(file, value) {
  const temporary = join(dirname(file), `.${basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`, { flag: 'wx' });
    renameSync(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
}

/**
 * @param {string} file
 * @param {string} remote
 * @param {EntryChange} change
 * @returns {{ before: RemotesFileEntry, after: RemotesFileEntry }}
 */
export function changeRemote(file, remote, change) {
  const { before, after, remotes } = changedEntry(JSON.parse(readFileSync(file, 'utf8')), remote, change);
  writeJsonAtomically(file, remotes);
  return { before, after };
}

/**
 * @param {string} file  remotes.json
 * @param {string} remote  federation name
 * @param {string} buildId
 * @public read by the release tests in a separate Node process
 */
export function pointRemote(file, remote, buildId) {
  return changeRemote(file, remote, (release) => ({ live: pinEntry(release.live, buildId), candidate: null, share: 0 }));
}
