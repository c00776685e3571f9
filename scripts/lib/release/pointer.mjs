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

import { pinEntry } from '../../../tooling/release-pins.cjs';

export { keepPins, pinEntry, pinnedBuild } from '../../../tooling/release-pins.cjs';

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
 * Points `remote`'s entry of the remotes.json at `file` to `buildId`.
 * @param {string} file  remotes.json
 * @param {string} remote  federation name
 * @param {string} buildId
 * @returns {{ before: string, after: string }} the entry before and after
 */
export function pointRemote(file, remote, buildId) {
  /** @type {Record<string, string>} */
  const remotes = JSON.parse(readFileSync(file, 'utf8'));
  const before = remotes[remote];
  if (typeof before !== 'string') throw new Error(`${file} has no entry for ${remote}`);
  const after = pinEntry(before, buildId);
  writeJsonAtomically(file, { ...remotes, [remote]: after });
  return { before, after };
}
