#!/usr/bin/env node
// @ts-check
/**
 * The entry of every npm script (`npm start`, `npm test`, …):
 * `node scripts/run.mjs <script> [args]` installs the locked dependencies
 * when node_modules is missing or out of date, then runs scripts/<script>.
 * ES modules are linked before any of them runs, so only Node built-ins (and
 * lib/install.mjs, which uses only built-ins) are imported statically here;
 * the script is loaded with import() after the install. A test keeps it so.
 */
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
// The script sees itself as the program, with its own arguments.
process.argv = [process.argv[0] ?? 'node', file, ...args];
await import(pathToFileURL(file).href);
