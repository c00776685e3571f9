// @ts-check
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
/** @type {{ containers: { dir: string, name: string, port: number, title: string, host?: boolean }[], testShellPorts: number[] }} */
const { containers, testShellPorts } = require('../../tooling/containers.cjs');
export { containers, testShellPorts };
