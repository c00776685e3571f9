#!/usr/bin/env node
// @ts-check
// One remote released alone, safely and reversibly (docs/releasing.md).
import { mkdirSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { builtCandidate, localComposition } from './lib/release/composition.mjs';
import { defaultProject, hostingComposition, HostingError, hostingSites, hostingToken } from './lib/release/hosting.mjs';
import { formatReleases } from './lib/release/release-log.mjs';
import { releaseBuild, ReleaseRefused, remoteNamed, rollback } from './lib/release/release.mjs';
import { repoRoot } from './lib/containers.mjs';
import { bin, capture, run, seconds } from './lib/proc.mjs';
import { checkCompanyFacts } from './check-company-facts.mjs';

const usage = `Usage:
  npm run release -- <remote> [--built <dist>] [--hosting <folder> | --production [--project <id>]]
  npm run rollback -- <remote> [build id] [--hosting <folder> | --production [--project <id>]]
  npm run releases [-- <remote>] [--hosting <folder> | --production [--project <id>]]`;
const flags = ['production'];

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
  const unknown = Object.keys(options).filter((key) => !['built', 'hosting', 'project', ...flags].includes(key));
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
    const releases = (await composition.log.read()).filter((r) => !positional[0] || r.remote === remoteNamed(positional[0]).name);
    const names = Object.keys(await composition.remotesFile());
    const live = Object.fromEntries(await Promise.all(names.map(async (name) => [name, await composition.liveBuild(name)])));
    console.log(formatReleases(releases, live));
    return;
  }
  const [name, buildId] = positional;
  if (!name || !['release', 'rollback'].includes(command)) throw new ReleaseRefused(usage);
  const remote = remoteNamed(name);
  if (command === 'rollback') {
    const done = await rollback({ composition, remote: remote.name, buildId: buildId ?? null, ...(await who(remote.dir)) });
    console.log(`✔ ${remote.dir} rolled back to ${done.buildId} (was ${done.previous}) in ${composition.where}: remotes.json now names ${done.after}`);
    return;
  }
  const dist = options.built ? resolve(options.built) : await buildAndCheck(remote);
  const candidate = builtCandidate(dist);
  const done = await releaseBuild({ composition, remote: remote.name, buildId: candidate.buildId, buildFolder: candidate.folder, ...(await who(remote.dir)) });
  console.log(`✔ ${remote.dir} build ${done.buildId} released into ${composition.where} (was ${done.previous}): remotes.json now names ${done.after}`);
}

try {
  await main();
} catch (error) {
  console.error(`✖ ${error instanceof ReleaseRefused || error instanceof HostingError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
}
