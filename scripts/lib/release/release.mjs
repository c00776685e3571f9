// @ts-check
// Each command holds the release lock from reading remotes.json to logging and switches the entry in one step.
import { setTimeout as sleep } from 'node:timers/promises';
import { containers } from '../containers.mjs';
import { compatibilityProblems } from './compatibility.mjs';
import { readRemoteBuild } from './composition.mjs';
import { describeHolder, lockHolder } from './lock.mjs';
import { entryBuilds, pinEntry, pinnedBuild, releaseFormat } from './pointer.mjs';
import { prunableBuilds } from './prune.mjs';
import { rollbackTarget } from './release-log.mjs';

/**
 * @typedef {import('./composition.mjs').Composition} Composition
 * @typedef {import('./pointer.mjs').RemoteRelease} RemoteRelease
 * @typedef {import('./release-log.mjs').Release} Release
 */

export class ReleaseRefused extends Error {}

export const LOCK_WAIT_MS = 120_000;

/**
 * @param {string} name
 */
export function remoteNamed(name) {
  const found = containers.find((c) => !c.host && [c.dir, `@seawave/${c.dir}`, c.name].includes(name));
  if (!found) throw new ReleaseRefused(`"${name}" is not a remote; remotes: ${containers.filter((c) => !c.host).map((c) => c.dir).join(', ')}`);
  return found;
}

/**
 * @param {Composition} composition
 * @param {string} remote
 * @returns {Promise<RemoteRelease>}
 */
export async function releaseOf(composition, remote) {
  const entry = (await composition.remotesFile())[remote];
  if (entry === undefined) throw new ReleaseRefused(`remotes.json has no entry for ${remote}`);
  return releaseFormat.remoteRelease(entry, remote);
}

/**
 * @param {Composition} composition
 * @returns {Promise<{ remote: string, live: string, candidate: string | null, share: number }[]>}
 */
export async function releaseStates(composition) {
  const file = await composition.remotesFile();
  return Promise.all(
    Object.entries(file).map(async ([remote, entry]) => {
      const release = releaseFormat.remoteRelease(entry, remote);
      return { remote, live: await composition.liveBuild(remote), candidate: release.candidate && pinnedBuild(release.candidate), share: release.share };
    }),
  );
}

/**
 * Other remotes' live builds and candidates are what visitors get.
 * @param {Composition} composition
 * @param {string} remote
 * @param {import('./compatibility.mjs').RemoteBuild} candidate
 */
async function assertCompatible(composition, remote, candidate) {
  const file = await composition.remotesFile();
  const others = Object.keys(file).filter((name) => name !== remote);
  const otherRoutes = (
    await Promise.all(
      others.map(async (name) => {
        const candidateBuild = releaseFormat.remoteRelease(file[name], name).candidate;
        const builds = [await composition.liveBuild(name), ...(candidateBuild ? [pinnedBuild(candidateBuild)] : [])].filter((id) => id !== null);
        return Promise.all(builds.map((id) => composition.readRoutes(name, id)));
      }),
    )
  ).flat();
  const problems = compatibilityProblems({ remote, candidate, shell: await composition.readShell(), otherRoutes });
  if (problems.length > 0) {
    throw new ReleaseRefused(`${remote} cannot join the deployed site (${composition.where}):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/**
 * @typedef {{ commit: string, by: string, now?: () => Date, lockWaitMs?: number, tell?: (line: string) => void }} Who
 */

/**
 * A switch of the same remote is refused at once: it is about to change the state.
 * @template T
 * @param {Composition} composition
 * @param {{ remote: string, action: string } & Who} what
 * @param {() => Promise<T>} work
 * @returns {Promise<T>}
 */
export async function underLock(composition, { remote, action, by, now = () => new Date(), lockWaitMs = LOCK_WAIT_MS, tell = () => {} }, work) {
  const holder = lockHolder({ remote, action, by }, now());
  const started = Date.now();
  let waited = false;
  for (;;) {
    const current = await composition.lock.acquire(holder);
    if (current === null) break;
    if (current.remote === remote) {
      throw new ReleaseRefused(`${remote} is being changed by ${describeHolder(current)}; nothing was done: try again when it is done`);
    }
    if (Date.now() - started >= lockWaitMs) {
      throw new ReleaseRefused(`the release lock of ${composition.where} is still held by ${describeHolder(current)} after ${Math.round(lockWaitMs / 1000)} s; nothing was done`);
    }
    if (!waited) tell(`waiting for the release lock, held by ${describeHolder(current)}`);
    waited = true;
    await sleep(200);
  }
  try {
    return await work();
  } finally {
    await composition.lock.release(holder);
  }
}

/**
 * @param {Composition} composition
 * @param {Release} entry
 * @param {() => Date} now
 */
async function logAndPrune(composition, entry, now, tell = (/** @type {string} */ _line) => {}) {
  await composition.log.append(entry);
  const remote = entry.remote;
  try {
    const release = await releaseOf(composition, remote);
    const prune = prunableBuilds({
      kept: await composition.keptBuilds(remote),
      keptSince: await composition.keptSince(remote),
      needed: [await composition.liveBuild(remote), ...entryBuilds(releaseFormat.remotesFileEntry(release))],
      log: (await composition.log.read()).filter((r) => r.remote === remote),
      now: now(),
    });
    if (prune.length > 0) await composition.removeBuilds(remote, prune);
    return prune;
  } catch (error) {
    // The switch is made and logged: a prune that failed is tried again by the next switch.
    tell(`the old kept builds of ${remote} were not pruned: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  }
}

/**
 * @param {{ composition: Composition, remote: string, buildId: string, buildFolder: string, share?: number | null } & Who} options
 */
export async function releaseBuild(options) {
  const { composition, remote, buildId, buildFolder, share = null, commit, by, now = () => new Date() } = options;
  if (share !== null && !(Number.isInteger(share) && share >= 1 && share < releaseFormat.COHORTS)) {
    throw new ReleaseRefused(`--share must be a whole per cent from 1 to ${releaseFormat.COHORTS - 1} (--share 100 is a release to everyone: leave it out)`);
  }
  return underLock(composition, { ...options, action: 'release' }, async () => {
    await assertCompatible(composition, remote, readRemoteBuild(buildFolder));
    const previous = await composition.liveBuild(remote);
    await composition.upload(remote, buildFolder, buildId);
    const pointed = await composition.setEntry(remote, (release) =>
      share === null
        ? { live: pinEntry(release.live, buildId), candidate: null, share: 0 }
        : { live: pinEntry(release.live, previous), candidate: pinEntry(release.live, buildId), share },
    );
    /** @type {Release} */
    const entry = { action: 'release', remote, buildId, previous, commit, at: now().toISOString(), by, ...(share === null ? {} : { share }) };
    const pruned = await logAndPrune(composition, entry, now, options.tell);
    return { ...entry, ...pointed, pruned };
  });
}

/**
 * @param {{ composition: Composition, remote: string, buildId: string, buildFolder: string } & Who} options
 */
export async function uploadBuild(options) {
  const { composition, remote, buildId, buildFolder, commit, by, now = () => new Date() } = options;
  return underLock(composition, { ...options, action: 'upload' }, async () => {
    await assertCompatible(composition, remote, readRemoteBuild(buildFolder));
    const previous = await composition.liveBuild(remote);
    await composition.upload(remote, buildFolder, buildId);
    /** @type {Release} */
    const entry = { action: 'upload', remote, buildId, previous, commit, at: now().toISOString(), by };
    const pruned = await logAndPrune(composition, entry, now, options.tell);
    return { ...entry, pruned };
  });
}

/**
 * Either action also ends the candidate's release guard, since the entry no longer names one.
 * @param {{ composition: Composition, remote: string, action: 'promote' | 'abort' } & Who} options
 */
export async function endGradualRelease(options) {
  const { composition, remote, action, commit, by, now = () => new Date() } = options;
  return underLock(composition, options, async () => {
    const current = await releaseOf(composition, remote);
    const live = await composition.liveBuild(remote);
    const candidate = current.candidate && pinnedBuild(current.candidate);
    if (!current.candidate || !candidate) throw new ReleaseRefused(`${remote} has no candidate to ${action}: ${live} is everyone's build`);
    if (action === 'promote') await assertCompatible(composition, remote, await composition.readBuild(remote, candidate));
    const pointed = await composition.setEntry(remote, (release) => ({ live: action === 'promote' && release.candidate ? release.candidate : release.live, candidate: null, share: 0 }));
    /** @type {Release} */
    const entry = { action, remote, buildId: action === 'promote' ? candidate : live, previous: action === 'promote' ? live : candidate, commit, at: now().toISOString(), by };
    const pruned = await logAndPrune(composition, entry, now, options.tell);
    return { ...entry, ...pointed, pruned };
  });
}

/**
 * @param {{ composition: Composition, remote: string, buildId?: string | null } & Who} options
 */
export async function rollback(options) {
  const { composition, remote, buildId = null, commit, by, now = () => new Date() } = options;
  return underLock(composition, { ...options, action: 'rollback' }, async () => {
    const live = await composition.liveBuild(remote);
    const kept = await composition.keptBuilds(remote);
    const target = buildId ?? rollbackTarget(await composition.log.read(), remote, live);
    const choose = `name one of the kept builds: ${kept.filter((id) => id !== live).join(', ') || 'none'}`;
    if (!target) throw new ReleaseRefused(`the release log does not say which build of ${remote} was live before ${live}; ${choose}`);
    if (target === live) throw new ReleaseRefused(`${target} is the live build of ${remote} already`);
    if (!kept.includes(target)) throw new ReleaseRefused(`${remote} has no kept build ${target}; ${choose}`);
    await assertCompatible(composition, remote, await composition.readBuild(remote, target));
    const pointed = await composition.setEntry(remote, (release) => ({ live: pinEntry(release.live, target), candidate: null, share: 0 }));
    /** @type {Release} */
    const entry = { action: 'rollback', remote, buildId: target, previous: live, commit, at: now().toISOString(), by };
    const pruned = await logAndPrune(composition, entry, now, options.tell);
    return { ...entry, ...pointed, pruned };
  });
}
