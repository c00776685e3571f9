// @ts-check
// Child processes and ports: execa runs, tree-kill stops with everything spawned, wait-on waits.
import { createWriteStream } from 'node:fs';
import { execa } from 'execa';
import treeKill from 'tree-kill';
import waitOn from 'wait-on';
import { repoRoot } from './containers.mjs';

export const bin = (/** @type {string} */ name) => `${repoRoot}/node_modules/.bin/${name}`;

/**
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 */
export async function run(command, args, { cwd = repoRoot, env = process.env } = {}) {
  const result = await execa(command, args, { cwd, env, extendEnv: false, stdio: 'inherit', reject: false });
  if (result.failed && result.exitCode === undefined) console.error(result.shortMessage);
  return result.exitCode ?? 1;
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string }} [options]
 */
export async function capture(command, args, { cwd = repoRoot } = {}) {
  const result = await execa(command, args, { cwd, reject: false, stdin: 'ignore' });
  return result.exitCode === 0 ? String(result.stdout).trim() : null;
}

/**
 * `stop` ends it and everything it spawned (SIGTERM, then SIGKILL after a grace period).
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, logFile: string }} options
 */
export function background(command, args, { env = process.env, logFile }) {
  // A process group of its own: a terminal's Ctrl-C reaches only the script, which stops the child after
  // what must come first (keeping the emulators' data).
  const child = execa(command, args, { cwd: repoRoot, env, extendEnv: false, stdin: 'ignore', all: true, stdout: 'pipe', stderr: 'pipe', reject: false, buffer: false, detached: true });
  child.all?.pipe(createWriteStream(logFile));
  const exited = child.then((result) => result.exitCode ?? null);
  let done = false;
  void exited.then(() => (done = true));
  const kill = (/** @type {NodeJS.Signals} */ signal) => new Promise((resolve) => (child.pid ? treeKill(child.pid, signal, () => resolve(undefined)) : resolve(undefined)));
  return {
    exited,
    isDead: () => done,
    async stop() {
      await kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 8000).unref())]);
      if (!done) await kill('SIGKILL');
    },
  };
}

/**
 * Throws when the time runs out or `exited` settles first (the process behind them stopped).
 * @param {string[]} urls
 * @param {{ timeoutMs?: number, exited?: Promise<unknown> }} [options]
 */
export async function waitForHttp(urls, { timeoutMs = 60_000, exited } = {}) {
  const up = waitOn({ resources: urls.map((url) => url.replace(/^http:/, 'http-get:')), timeout: timeoutMs, interval: 300, validateStatus: () => true });
  const died = exited?.then(() => Promise.reject(new Error(`the process behind ${urls.join(', ')} exited before answering`)));
  await Promise.race([up, ...(died ? [died] : [])]).catch((/** @type {Error} */ error) => {
    throw new Error(/timed out/i.test(error.message) ? `${urls.join(', ')} did not answer within ${Math.round(timeoutMs / 1000)} s` : error.message);
  });
}

export async function portInUse(/** @type {number} */ port) {
  const open = (/** @type {string} */ host) => waitOn({ resources: [`tcp:${host}:${port}`], timeout: 1000, interval: 100 }).then(() => true, () => false);
  return (await Promise.all([open('127.0.0.1'), open('[::1]')])).some(Boolean);
}

/**
 * @param {{ port: number, label: string }[]} wanted
 */
export async function assertPortsFree(wanted) {
  const busy = (await Promise.all(wanted.map(async (w) => ((await portInUse(w.port)) ? w : null)))).filter((w) => w !== null);
  if (busy.length === 0) return;
  throw new Error(
    `Port${busy.length > 1 ? 's' : ''} already in use: ${busy.map((b) => `${b.port} (${b.label})`).join(', ')}.\n` +
      `Stop whatever listens there (see: ss -ltnp | grep -E ':(${busy.map((b) => b.port).join('|')})\\b') and try again.`,
  );
}

export const seconds = (/** @type {number} */ start) => `${((performance.now() - start) / 1000).toFixed(1)} s`;
