// @ts-check
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { containers, repoRoot } from '../containers.mjs';
import { fileLock } from './lock.mjs';
import { changeRemote, pinnedBuild, releaseFormat } from './pointer.mjs';
import { appendRelease, readReleases } from './release-log.mjs';

/**
 * @typedef {import('./compatibility.mjs').RemoteBuild} RemoteBuild
 * @typedef {import('./compatibility.mjs').ShellBuild} ShellBuild
 * @typedef {import('./release-log.mjs').Release} Release
 * @typedef {{
 *   where: string,
 *   remotesFile: () => Promise<Record<string, unknown>>,
 *   liveBuild: (remote: string) => Promise<string>,
 *   keptBuilds: (remote: string) => Promise<string[]>,
 *   keptSince: (remote: string) => Promise<Record<string, string>>,
 *   removeBuilds: (remote: string, buildIds: readonly string[]) => Promise<void>,
 *   readBuild: (remote: string, buildId: string) => Promise<RemoteBuild>,
 *   readRoutes: (remote: string, buildId: string) => Promise<import('./compatibility.mjs').RouteManifest>,
 *   readShell: () => Promise<ShellBuild>,
 *   upload: (remote: string, buildFolder: string, buildId: string) => Promise<void>,
 *   setEntry: (remote: string, change: import('./pointer.mjs').EntryChange) => Promise<{ before: RemotesFileEntry, after: RemotesFileEntry }>,
 *   lock: import('./lock.mjs').ReleaseLock,
 *   log: { append: (release: Release) => Promise<void>, read: () => Promise<Release[]> },
 * }} Composition
 * @typedef {import('./pointer.mjs').RemotesFileEntry} RemotesFileEntry
 */

/** @param {string} file */
const readJson = (file) => {
  if (!existsSync(file)) throw new Error(`${file} is missing: is that container built and deployed there?`);
  return JSON.parse(readFileSync(file, 'utf8'));
};

/** @param {string} remote */
export const folderOf = (remote) => {
  const found = containers.find((c) => c.name === remote && !c.host);
  if (!found) throw new Error(`unknown remote ${remote}`);
  return found.dir;
};

/**
 * @param {{ hosting?: string | null }} [options]
 *   The log lives beside the hosting folders, never in a served folder.
 * @returns {Composition}
 */
export function localComposition({ hosting = null } = {}) {
  const folder = (/** @type {string} */ dir) => (hosting ? join(hosting, dir) : join(repoRoot, dir, 'dist'));
  const shellDir = containers.find((c) => c.host)?.dir ?? 'shell';
  const remotesJson = join(folder(shellDir), 'remotes.json');
  const logFile = hosting ? join(hosting, 'releases.jsonl') : join(repoRoot, '.releases', 'local.jsonl');
  const buildsOf = (/** @type {string} */ remote) => join(folder(folderOf(remote)), 'builds');

  /** @type {Composition} */
  const composition = {
    where: hosting ? `the hosting folders in ${hosting}` : 'the local hosting folders (each container\'s dist)',
    remotesFile: async () => readJson(remotesJson),
    async liveBuild(remote) {
      const entry = (await composition.remotesFile())[remote];
      if (!entry) throw new Error(`remotes.json has no entry for ${remote}`);
      const pinned = pinnedBuild(releaseFormat.remoteRelease(entry, remote).live);
      if (pinned) return pinned;
      const buildId = readJson(join(folder(folderOf(remote)), 'mf-manifest.json')).metaData?.buildId;
      if (typeof buildId !== 'string') throw new Error(`the deployed ${remote} names no build id`);
      return buildId;
    },
    async keptBuilds(remote) {
      const builds = buildsOf(remote);
      if (!existsSync(builds)) return [];
      return readdirSync(builds, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && /^[0-9a-z-]+$/i.test(entry.name) && existsSync(join(builds, entry.name, 'mf-manifest.json')))
        .map((entry) => ({ id: entry.name, time: statSync(join(builds, entry.name, 'mf-manifest.json')).mtime }))
        .sort((a, b) => b.time.getTime() - a.time.getTime())
        .map((build) => build.id);
    },
    async keptSince(remote) {
      const builds = buildsOf(remote);
      const kept = await composition.keptBuilds(remote);
      return Object.fromEntries(kept.map((id) => [id, statSync(join(builds, id, 'mf-manifest.json')).mtime.toISOString()]));
    },
    async removeBuilds(remote, buildIds) {
      for (const id of buildIds) {
        // Renamed first, so no half-removed build is ever under its id.
        const gone = join(buildsOf(remote), `${id}.removing`);
        renameSync(join(buildsOf(remote), id), gone);
        rmSync(gone, { recursive: true, force: true });
      }
    },
    async readBuild(remote, buildId) {
      const build = join(buildsOf(remote), buildId);
      if (!existsSync(build)) throw new Error(`${remote} has no kept build ${buildId} in ${composition.where}`);
      return readRemoteBuild(build);
    },
    async readRoutes(remote, buildId) {
      return readJson(join(buildsOf(remote), buildId, 'routes.json'));
    },
    async readShell() {
      const shell = folder(shellDir);
      return { manifest: readJson(join(shell, 'mf-manifest.json')), contract: readJson(join(shell, 'shared-contract.json')) };
    },
    async upload(remote, buildFolder, buildId) {
      const target = join(buildsOf(remote), buildId);
      // Immutable: a build id is its content's hash, so a build already there is this one.
      if (existsSync(target)) return;
      mkdirSync(buildsOf(remote), { recursive: true });
      // Copied under another name, then renamed: a half-copied build is never under its id.
      const partial = `${target}.uploading`;
      rmSync(partial, { recursive: true, force: true });
      cpSync(buildFolder, partial, { recursive: true });
      renameSync(partial, target);
    },
    setEntry: async (remote, change) => changeRemote(remotesJson, remote, change),
    lock: fileLock(join(dirname(logFile), 'release.lock')),
    log: { append: async (release) => appendRelease(logFile, release), read: async () => readReleases(logFile) },
  };
  return composition;
}

/**
 * @param {string} build
 * @returns {RemoteBuild}
 */
export function readRemoteBuild(build) {
  return {
    manifest: readJson(join(build, 'mf-manifest.json')),
    contract: readJson(join(build, 'shared-contract.json')),
    routes: readJson(join(build, 'routes.json')),
  };
}

/**
 * @param {string} dist
 */
export function builtCandidate(dist) {
  const buildId = readJson(join(dist, 'mf-manifest.json')).metaData?.buildId;
  if (typeof buildId !== 'string') throw new Error(`${dist}/mf-manifest.json names no build id`);
  return { buildId, folder: join(dist, 'builds', buildId) };
}
