// @ts-check
/**
 * Releasing a remote's build and rolling one back, on a deployed
 * composition (./composition.mjs). Both check the build against what is
 * deployed, then point remotes.json at it in one step and log it; neither
 * builds anything (scripts/release.mjs builds and checks the candidate first).
 */
import { containers } from '../containers.mjs';
import { compatibilityProblems } from './compatibility.mjs';
import { readRemoteBuild } from './composition.mjs';
import { rollbackTarget } from './release-log.mjs';

/** @typedef {import('./composition.mjs').Composition} Composition */

/** A release refused: the message says why. */
export class ReleaseRefused extends Error {}

/**
 * The remote named by its folder (mfe-blog), package (@seawave/mfe-blog) or federation name (mfeBlog).
 * @param {string} name
 */
export function remoteNamed(name) {
  const found = containers.find((c) => !c.host && [c.dir, `@seawave/${c.dir}`, c.name].includes(name));
  if (!found) throw new ReleaseRefused(`"${name}" is not a remote; remotes: ${containers.filter((c) => !c.host).map((c) => c.dir).join(', ')}`);
  return found;
}

/**
 * Refuses (ReleaseRefused) a build of `remote` that cannot join `composition`.
 * @param {Composition} composition
 * @param {string} remote  federation name
 * @param {import('./compatibility.mjs').RemoteBuild} candidate
 */
async function assertCompatible(composition, remote, candidate) {
  const others = Object.keys(await composition.remotesFile()).filter((name) => name !== remote);
  const otherRoutes = await Promise.all(others.map(async (name) => composition.readRoutes(name, await composition.liveBuild(name))));
  const problems = compatibilityProblems({ remote, candidate, shell: await composition.readShell(), otherRoutes });
  if (problems.length > 0) {
    throw new ReleaseRefused(`${remote} cannot join the deployed site (${composition.where}):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/**
 * @typedef {{ commit: string, by: string, now?: () => Date }} Who
 */

/**
 * Releases a built remote: checks it against the deployed composition,
 * uploads its versioned build (kept as it is), points remotes.json at it and logs it.
 * @param {{ composition: Composition, remote: string, buildId: string, buildFolder: string } & Who} options
 *   buildFolder: the candidate's builds/<id>/ folder
 */
export async function releaseBuild({ composition, remote, buildId, buildFolder, commit, by, now = () => new Date() }) {
  await assertCompatible(composition, remote, readRemoteBuild(buildFolder));
  const previous = await composition.liveBuild(remote);
  await composition.upload(remote, buildFolder, buildId);
  const pointed = await composition.point(remote, buildId);
  /** @type {import('./release-log.mjs').Release} */
  const entry = { action: 'release', remote, buildId, previous, commit, at: now().toISOString(), by };
  await composition.log.append(entry);
  return { ...entry, ...pointed };
}

/**
 * Points `remote` back at a kept build (`buildId`, or the one live before the
 * live build was released), after the same check as a release; nothing is built.
 * @param {{ composition: Composition, remote: string, buildId?: string | null } & Who} options
 */
export async function rollback({ composition, remote, buildId = null, commit, by, now = () => new Date() }) {
  const live = await composition.liveBuild(remote);
  const kept = await composition.keptBuilds(remote);
  const target = buildId ?? rollbackTarget(await composition.log.read(), remote, live);
  const choose = `name one of the kept builds: ${kept.filter((id) => id !== live).join(', ') || 'none'}`;
  if (!target) throw new ReleaseRefused(`the release log does not say which build of ${remote} was live before ${live}; ${choose}`);
  if (target === live) throw new ReleaseRefused(`${target} is the live build of ${remote} already`);
  if (!kept.includes(target)) throw new ReleaseRefused(`${remote} has no kept build ${target}; ${choose}`);
  await assertCompatible(composition, remote, await composition.readBuild(remote, target));
  const pointed = await composition.point(remote, target);
  /** @type {import('./release-log.mjs').Release} */
  const entry = { action: 'rollback', remote, buildId: target, previous: live, commit, at: now().toISOString(), by };
  await composition.log.append(entry);
  return { ...entry, ...pointed };
}
