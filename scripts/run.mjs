#!/usr/bin/env node
// @ts-check
// The entry of every npm script: installs the locked dependencies when out of date, then runs the script.
// Static imports are linked before any code runs, so only built-ins are; the script is loaded after the install.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureInstalled } from './lib/install.mjs';

const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error('Usage: node scripts/run.mjs <script.mjs> [arguments]');
  process.exit(2);
}
ensureInstalled();
const file = resolve(import.meta.dirname, script);
process.argv = [process.argv[0] ?? 'node', file, ...args];
await import(pathToFileURL(file).href);
