// @ts-check
/**
 * remotes.json, the one pointer from the shell to each remote's live build.
 * A release or rollback pins a remote's entry to one kept build
 * (`<remote root>/builds/<id>/mf-manifest.json`) and replaces the file in one
 * step: written beside it under another name, then renamed over it, so a
 * reader (the page service, a browser) gets the old file or the new one,
 * never a part of either.
 */
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

/** The one parser of remotes.json entries (@seawave/shared-data/releases), loaded when first used. */
export const releaseFormat = {
  get COHORTS() {
    return entryFormat().COHORTS;
  },
  remoteRelease: (/** @type {unknown} */ entry, /** @type {string} */ remote) => entryFormat().remoteRelease(entry, remote),
  remotesFileEntry: (/** @type {RemoteRelease} */ release) => entryFormat().remotesFileEntry(release),
};

/**
 * `remote`'s entry of a remotes.json, changed by `change`, and the file with it.
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

/** An entry in a message: the URL, or the live and candidate URLs with the share. */
export const describeEntry = (/** @type {unknown} */ entry) =>
  typeof entry === 'string' ? entry : JSON.stringify(entry);

/**
 * Replaces a JSON file in one step (write a temporary file in its folder, then rename it over the file).
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
 * Changes `remote`'s entry of the remotes.json at `file` in one step.
 * @param {string} file  remotes.json
 * @param {string} remote  federation name
 * @param {EntryChange} change
 * @returns {{ before: RemotesFileEntry, after: RemotesFileEntry }} the entry before and after
 */
export function changeRemote(file, remote, change) {
  const { before, after, remotes } = changedEntry(JSON.parse(readFileSync(file, 'utf8')), remote, change);
  writeJsonAtomically(file, remotes);
  return { before, after };
}

/**
 * Points `remote`'s entry of the remotes.json at `file` to `buildId`, for everyone.
 * @param {string} file  remotes.json
 * @param {string} remote  federation name
 * @param {string} buildId
 * @public read by the release tests in a separate Node process
 */
export function pointRemote(file, remote, buildId) {
  return changeRemote(file, remote, (release) => ({ live: pinEntry(release.live, buildId), candidate: null, share: 0 }));
}
