import { createRequire } from 'node:module';
import { join } from 'node:path';

/** Root of the repository. */
export const repoRoot = join(__dirname, '../..');

const load = createRequire(__filename);

export interface ContainerInfo {
  dir: string;
  name: string;
  port: number;
  title: string;
  host?: boolean;
}

const containerList = load(join(repoRoot, 'tooling/containers.cjs')) as { containers: ContainerInfo[]; testShellPorts: number[] };

/** The containers of tooling/containers.cjs (folder, federation name, port). */
export const containers: ContainerInfo[] = containerList.containers;

/** The port of the shell a Playwright worker renders its pages on (tooling/containers.cjs). */
export function testShellPort(workerIndex: number): number {
  const port = containerList.testShellPorts[workerIndex];
  if (port === undefined) throw new Error(`No test shell port for worker ${workerIndex}: tooling/containers.cjs lists ${containerList.testShellPorts.length} (E2E_WORKERS at most that).`);
  return port;
}

/** A container's folder, one of tooling/containers.cjs (container() refuses any other). */
export type ContainerDir = string;

export function container(dir: ContainerDir): ContainerInfo {
  const found = containers.find((c) => c.dir === dir || c.name === dir);
  if (!found) throw new Error(`Unknown container ${dir}`);
  return found;
}

/** Origin of a container served by the test servers, e.g. http://localhost:3001. */
export const originOf = (dir: ContainerDir): string => `http://localhost:${container(dir).port}`;

/**
 * The shell, as the tests open it. In a Playwright worker that is the
 * worker's own shell, rendering every page on request from the worker's
 * test project as the production function does (the `renderedSite`
 * fixture starts it); elsewhere the shell `npm start` serves.
 */
export const baseURL =
  process.env.TEST_PARALLEL_INDEX === undefined ? originOf('shell') : `http://localhost:${testShellPort(Number(process.env.TEST_PARALLEL_INDEX))}`;

/** Chromium: the system one (never downloaded; CHROME_PATH overrides it) and its launch flags. */
import { chromiumProblem } from '../../scripts/lib/chromium.mjs';
export { chromePath, chromeFlags as chromeArgs } from '../../scripts/lib/chromium.mjs';

export function assertChromium(): void {
  const problem = chromiumProblem();
  if (problem) throw new Error(problem);
}

/** Emulator addresses the tests and the pages use (the same as app-config.json; `npm test` may set them). */
export const emulatorHosts = {
  auth: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
  firestore: process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080',
  storage: process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? process.env.SEAWAVE_STORAGE_HOST ?? '127.0.0.1:9199',
  functions: process.env.SEAWAVE_FUNCTIONS_HOST ?? '127.0.0.1:5001',
};
