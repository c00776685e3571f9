#!/usr/bin/env node
// @ts-check
// Writes the security headers into firebase.json from the shell's remotes.json and app-config.json, so moving a
// remote needs no code change. Usage: node scripts/security-headers.mjs [--from <dir>] [--check]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './lib/containers.mjs';
import { securityHeaders, staleTargets, withSecurityHeaders } from './lib/security-headers.mjs';

const firebaseJson = join(repoRoot, 'firebase.json');

export function defaultSource() {
  const dist = join(repoRoot, 'shell/dist');
  return existsSync(join(dist, 'remotes.json')) && existsSync(join(dist, 'app-config.json')) ? dist : join(repoRoot, 'shell/public');
}

/** @param {string} file */
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read ${relative(repoRoot, file)}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** @param {string} dir */
export function headersFrom(dir) {
  return securityHeaders({ remotes: readJson(join(dir, 'remotes.json')), appConfig: readJson(join(dir, 'app-config.json')) });
}

/**
 * @param {{ from?: string, check?: boolean, log?: (line: string) => void }} [options]
 * @returns {boolean}
 */
export function updateSecurityHeaders({ from = defaultSource(), check = false, log = console.log } = {}) {
  const headers = headersFrom(from);
  const config = readJson(firebaseJson);
  const stale = staleTargets(config, headers);
  const source = relative(repoRoot, from) || '.';
  if (stale.length === 0) {
    log(`firebase.json security headers match ${source}/remotes.json and app-config.json`);
    return true;
  }
  if (check) {
    log(
      `✖ firebase.json's security headers (${stale.join(', ')}) do not match ${source}/remotes.json and app-config.json. ` +
        `Run: node scripts/security-headers.mjs --from ${source}`,
    );
    return false;
  }
  writeFileSync(firebaseJson, `${JSON.stringify(withSecurityHeaders(config, headers), null, 2)}\n`);
  log(`firebase.json: security headers of ${stale.join(', ')} written from ${source}/remotes.json and app-config.json`);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const argv = process.argv.slice(2);
  if (argv.includes('--help')) {
    console.log('Usage: node scripts/security-headers.mjs [--from <folder with remotes.json and app-config.json>] [--check]');
    process.exit(0);
  }
  const fromIndex = argv.indexOf('--from');
  const from = fromIndex >= 0 ? argv[fromIndex + 1] : undefined;
  if (fromIndex >= 0 && !from) {
    console.error('--from needs a folder, e.g. --from shell/dist');
    process.exit(2);
  }
  try {
    const ok = updateSecurityHeaders({ from: from ? resolve(from) : undefined, check: argv.includes('--check') });
    process.exit(ok ? 0 : 1);
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
