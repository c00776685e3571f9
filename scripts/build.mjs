#!/usr/bin/env node
// @ts-check
// Builds every container (or --only <dir>), one at a time: serial is faster than parallel on 2 cores.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import companyFacts from './lib/company-facts.cjs';
import { containers, repoRoot } from './lib/containers.mjs';
import { bin, run, seconds } from './lib/proc.mjs';

/**
 * A build is for production when asked (--production) or when the site's origin is not this machine: what it
 * renders then names the company to the public.
 * @param {{ flag: boolean, siteOrigin: string }} options
 */
export function isProductionBuild({ flag, siteOrigin }) {
  if (flag) return true;
  try {
    return !['localhost', '127.0.0.1', '[::1]'].includes(new URL(siteOrigin).hostname);
  } catch {
    return true;
  }
}

export function configuredSiteOrigin() {
  return String(JSON.parse(readFileSync(join(repoRoot, 'config/site.json'), 'utf8')).siteOrigin);
}

/**
 * @param {{ only?: string[], production?: boolean }} [options]
 * @returns {Promise<boolean>}
 */
export async function build({ only, production = false } = {}) {
  const problems = companyFacts.checkCompanyFile({ production: isProductionBuild({ flag: production, siteOrigin: configuredSiteOrigin() }) });
  if (problems.length > 0) {
    for (const problem of problems) console.error(`✖ ${problem}`);
    console.error(`✖ nothing was built: set the company's contact facts in ${companyFacts.companyFile} (docs/operations.md)`);
    return false;
  }
  const unknown = (only ?? []).filter((dir) => !containers.some((c) => c.dir === dir));
  if (unknown.length > 0) {
    console.error(`Unknown container ${unknown.join(', ')}; known: ${containers.map((c) => c.dir).join(', ')}`);
    return false;
  }
  const selected = only?.length ? containers.filter((c) => only.includes(c.dir)) : containers;
  const started = performance.now();
  const scopes = selected.flatMap((c) => ['--scope', `@seawave/${c.dir}`]);
  const code = await run(bin('lerna'), ['run', 'build', '--concurrency', '1', '--stream', ...scopes], {
    env: { ...process.env, NODE_ENV: 'production', NX_DAEMON: 'false' },
  });
  if (code !== 0) {
    console.error(`✖ the build failed (lerna exit code ${code}) after ${seconds(started)}; the output above names the package`);
    return false;
  }
  console.log(`Built ${selected.map((c) => c.dir).join(', ')} in ${seconds(started)}`);
  return true;
}

/** @param {string[]} argv */
export function parseOnly(argv) {
  /** @type {string[]} */
  const only = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--only') only.push(...(argv[++i] ?? '').split(',').filter(Boolean));
    else if (arg.startsWith('--only=')) only.push(...arg.slice('--only='.length).split(',').filter(Boolean));
  }
  return only;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const argv = process.argv.slice(2);
  if (argv.includes('--help')) {
    console.log('Usage: node scripts/build.mjs [--only <container>[,<container>]] [--production]');
    process.exit(0);
  }
  if (argv.includes('--only') && parseOnly(argv).length === 0) {
    console.error('--only needs a container folder, e.g. --only mfe-blog');
    process.exit(2);
  }
  process.exit((await build({ only: parseOnly(argv), production: argv.includes('--production') })) ? 0 : 1);
}
