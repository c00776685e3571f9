#!/usr/bin/env node
// @ts-check
/**
 * Production build of every container, one after another (serial is faster
 * than parallel on a 2-core machine), with webpack's CLI in each container's
 * folder. Stops at the first failure and names the container.
 *
 *   node scripts/build.mjs                 every container of tooling/containers.cjs
 *   node scripts/build.mjs --only mfe-blog one container (for an independent deploy)
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { containers, repoRoot } from './lib/containers.mjs';
import { bin, run, seconds } from './lib/proc.mjs';
import { updateSecurityHeaders } from './security-headers.mjs';

/**
 * @param {{ only?: string[] }} [options]
 * @returns {Promise<boolean>} true when every build succeeded
 */
export async function build({ only } = {}) {
  const unknown = (only ?? []).filter((dir) => !containers.some((c) => c.dir === dir));
  if (unknown.length > 0) {
    console.error(`Unknown container ${unknown.join(', ')}; known: ${containers.map((c) => c.dir).join(', ')}`);
    return false;
  }
  const selected = only?.length ? containers.filter((c) => only.includes(c.dir)) : containers;
  const started = performance.now();
  for (const c of selected) {
    const t = performance.now();
    console.log(`▶ building ${c.dir} (production)`);
    const code = await run(bin('webpack'), ['--mode', 'production', '--config', 'webpack.config.cjs'], {
      cwd: join(repoRoot, c.dir),
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (code !== 0) {
      console.error(`✖ build of ${c.dir} failed (exit code ${code}) after ${seconds(t)}`);
      return false;
    }
    console.log(`✔ ${c.dir} built in ${seconds(t)} → ${c.dir}/dist`);
    // The security headers follow the remotes.json and app-config.json just copied into the shell's dist.
    if (c.host) {
      try {
        updateSecurityHeaders({ from: join(repoRoot, c.dir, 'dist') });
      } catch (error) {
        console.error(`✖ security headers: ${error instanceof Error ? error.message : String(error)}`);
        return false;
      }
    }
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
