#!/usr/bin/env node
// @ts-check
// Builds every container (or --only <dir>), one at a time: serial is faster than parallel on 2 cores.
import { pathToFileURL } from 'node:url';
import { containers } from './lib/containers.mjs';
import { bin, run, seconds } from './lib/proc.mjs';

/**
 * @param {{ only?: string[] }} [options]
 * @returns {Promise<boolean>}
 */
export async function build({ only } = {}) {
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
    console.log('Usage: node scripts/build.mjs [--only <container>[,<container>]]');
    process.exit(0);
  }
  if (argv.includes('--only') && parseOnly(argv).length === 0) {
    console.error('--only needs a container folder, e.g. --only mfe-blog');
    process.exit(2);
  }
  process.exit((await build({ only: parseOnly(argv) })) ? 0 : 1);
}
