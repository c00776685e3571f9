#!/usr/bin/env node
// @ts-check
// One remote released alone, safely and reversibly (docs/releasing.md).
import { mkdirSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { builtCandidate, localComposition } from './lib/release/composition.mjs';
import { defaultProject, hostingComposition, HostingError, hostingSites, hostingToken } from './lib/release/hosting.mjs';
import { describeEntry } from './lib/release/pointer.mjs';
import { formatReleases, formatStates } from './lib/release/release-log.mjs';
import { endGradualRelease, releaseBuild, ReleaseRefused, releaseStates, remoteNamed, rollback, uploadBuild } from './lib/release/release.mjs';
import { repoRoot } from './lib/containers.mjs';
import { bin, capture, run, seconds } from './lib/proc.mjs';
import { checkCompanyFacts } from './check-company-facts.mjs';

const usage = `Usage:
  npm run release -- <remote> [--share <per cent>] [--built <dist>] [--hosting <folder> | --production [--project <id>]]
  npm run release -- <remote> --upload-only [--built <dist>] [...]     (kept for a preview, released to nobody)
  npm run promote -- <remote> [...]                                    (the candidate becomes everyone's build)
  npm run abort -- <remote> [...]                                      (everyone back on the live build)
  npm run rollback -- <remote> [build id] [--hosting <folder> | --production [--project <id>]]
  npm run releases [-- <remote>] [--hosting <folder> | --production [--project <id>]]`;
const flags = ['production', 'upload-only'];

/** @param {string[]} argv */
function parseArgs(argv) {
  /** @type {string[]} */
  const positional = [];
  /** @type {Record<string, string>} */
  const options = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (flags.includes(arg.slice(2))) options[arg.slice(2)] = 'yes';
    else if (arg.startsWith('--')) {
      const [key, inline] = arg.slice(2).split('=', 2);
      const value = inline ?? argv[++i];
      if (!key || value === undefined) throw new ReleaseRefused(`${arg} needs a value\n${usage}`);
      options[key] = value;
    } else positional.push(arg);
  }
  const unknown = Object.keys(options).filter((key) => !['built', 'hosting', 'project', 'share', ...flags].includes(key));
  if (unknown.length > 0) throw new ReleaseRefused(`unknown option --${unknown[0]}\n${usage}`);
  return { positional, options };
}

async function who(/** @type {string} */ dir) {
  const head = (await capture('git', ['rev-parse', '--short=12', 'HEAD'])) ?? 'unknown';
  const changed = await capture('git', ['status', '--porcelain', '--', dir, 'shared-ui', 'shared-data', 'tooling']);
  const name = await capture('git', ['config', 'user.name']);
  const email = await capture('git', ['config', 'user.email']);
  const by = process.env.SEAWAVE_RELEASED_BY || [name, email && `<${email}>`].filter(Boolean).join(' ') || userInfo().username;
  return { commit: changed ? `${head}+changes` : head, by };
}

/**
 * Builds into a staging folder: a build in the hosting folder would prune kept builds and change what is served.
 * @param {{ dir: string }} remote
 * @returns {Promise<string>}
 */
async function buildAndCheck(remote) {
  const cwd = join(repoRoot, remote.dir);
  const env = { ...process.env, NODE_ENV: 'production' };
  for (const script of ['lint', 'typecheck', 'test']) {
    const started = performance.now();
    console.log(`▶ ${remote.dir}: npm run ${script}`);
    if ((await run('npm', ['run', script], { cwd, env: process.env })) !== 0) throw new ReleaseRefused(`${remote.dir}: npm run ${script} failed; nothing was released`);
    console.log(`✔ ${script} (${seconds(started)})`);
  }
  const dist = join(repoRoot, 'node_modules/.cache/seawave-release', remote.dir);
  mkdirSync(dist, { recursive: true });
  const started = performance.now();
  if ((await run(process.execPath, [join(repoRoot, 'tooling/static-config.cjs'), '--check'], { env })) !== 0) {
    throw new ReleaseRefused('the generated files are out of date (node tooling/static-config.cjs writes them); nothing was released');
  }
  for (const extra of [[], ['--env', 'server']]) {
    const args = ['--mode', 'production', '--config', 'webpack.config.cjs', '--env', `dist=${dist}`, ...extra];
    if ((await run(bin('webpack'), args, { cwd, env })) !== 0) throw new ReleaseRefused(`${remote.dir}: the build failed; nothing was released`);
  }
  console.log(`✔ built ${remote.dir} (${seconds(started)})`);
  return dist;
}

/**
 * Firebase Hosting with --production (the project: --project, else .firebaserc's default), else the local hosting folders.
 * @param {Record<string, string>} options
 */
async function compositionFor(options) {
  if (!options.production) {
    if (options.project) throw new ReleaseRefused(`--project needs --production\n${usage}`);
    return localComposition({ hosting: options.hosting ? resolve(options.hosting) : null });
  }
  if (options.hosting) throw new ReleaseRefused(`--hosting and --production name two different deployments\n${usage}`);
  const project = options.project ?? defaultProject();
  if (!project) throw new ReleaseRefused(`no Firebase project: name one with --project <id> or set a default in .firebaserc (firebase use)`);
  return hostingComposition({ project, sites: hostingSites(project), token: await hostingToken() });
}

async function main() {
  const [command = '', ...rest] = process.argv.slice(2);
  const { positional, options } = parseArgs(rest);
  if (command === 'release' && options.production && !checkCompanyFacts()) {
    throw new ReleaseRefused('the sample contact facts cannot go to production; nothing was released');
  }
  const composition = await compositionFor(options);
  if (command === 'list') {
    const only = positional[0] ? remoteNamed(positional[0]).name : null;
    const releases = (await composition.log.read()).filter((r) => !only || r.remote === only);
    const states = (await releaseStates(composition)).filter((state) => !only || state.remote === only);
    const live = Object.fromEntries(states.map((state) => [state.remote, state.live]));
    console.log(`${formatStates(states)}\n\n${formatReleases(releases, live)}`);
    return;
  }
  const [name, buildId] = positional;
  if (!name || !['release', 'rollback', 'promote', 'abort'].includes(command)) throw new ReleaseRefused(usage);
  const remote = remoteNamed(name);
  const share = options.share === undefined ? null : Number(options.share);
  if (share !== null && command !== 'release') throw new ReleaseRefused(`--share goes with a release\n${usage}`);
  if (share !== null && !(Number.isInteger(share) && share >= 1 && share <= 99)) throw new ReleaseRefused('--share must be a whole per cent from 1 to 99 (a release to everyone has no --share)');
  if (share !== null && options['upload-only']) throw new ReleaseRefused(`--upload-only releases to nobody: leave out --share\n${usage}`);
  const pruned = (/** @type {{ pruned: string[] }} */ done) => (done.pruned.length > 0 ? `; pruned the kept builds ${done.pruned.join(', ')}` : '');
  const tell = (/** @type {string} */ line) => console.log(`… ${line}`);
  if (command === 'rollback') {
    const done = await rollback({ composition, remote: remote.name, buildId: buildId ?? null, ...(await who(remote.dir)), tell });
    console.log(`✔ ${remote.dir} rolled back to ${done.buildId} (was ${done.previous}) in ${composition.where}: remotes.json now names ${describeEntry(done.after)}${pruned(done)}`);
    return;
  }
  if (command === 'promote' || command === 'abort') {
    const done = await endGradualRelease({ composition, remote: remote.name, action: command, ...(await who(remote.dir)), tell });
    const what = command === 'promote' ? `candidate ${done.buildId} promoted to everyone (was ${done.previous})` : `candidate ${done.previous} aborted: everyone is on ${done.buildId}`;
    console.log(`✔ ${remote.dir} ${what} in ${composition.where}: remotes.json now names ${describeEntry(done.after)}${pruned(done)}`);
    return;
  }
  const dist = options.built ? resolve(options.built) : await buildAndCheck(remote);
  const candidate = builtCandidate(dist);
  const build = { composition, remote: remote.name, buildId: candidate.buildId, buildFolder: candidate.folder, ...(await who(remote.dir)), tell };
  if (options['upload-only']) {
    const done = await uploadBuild(build);
    console.log(`✔ ${remote.dir} build ${done.buildId} uploaded into ${composition.where}, released to nobody (npm run preview -- ${remote.dir} ${done.buildId})${pruned(done)}`);
    return;
  }
  const done = await releaseBuild({ ...build, share });
  const to = share === null ? '' : ` to ${share}% of the visitors`;
  console.log(`✔ ${remote.dir} build ${done.buildId} released${to} into ${composition.where} (was ${done.previous}): remotes.json now names ${describeEntry(done.after)}${pruned(done)}`);
}

try {
  await main();
} catch (error) {
  console.error(`✖ ${error instanceof ReleaseRefused || error instanceof HostingError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
}
