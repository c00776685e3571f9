// @ts-check
/**
 * Child-process helpers shared by the scripts: run a command to completion,
 * start a long-running one in its own process group (so that stopping it
 * also stops everything it spawned), and port checks.
 */
import { spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { repoRoot } from './containers.mjs';

/** Local binary of a package (faster and more predictable than npx). */
export const bin = (/** @type {string} */ name) => `${repoRoot}/node_modules/.bin/${name}`;

/**
 * Runs a command, inheriting stdio, and resolves with its exit code.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<number>}
 */
export function run(command, args, { cwd = repoRoot, env = process.env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    /** @type {NodeJS.SignalsListener} */
    const forward = (signal) => {
      child.kill(signal);
    };
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    const done = (/** @type {number} */ code) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code);
    };
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      done(127);
    });
    child.on('exit', (code, signal) => done(code ?? (signal ? 128 : 1)));
  });
}

/**
 * @typedef {object} Background
 * @property {import('node:child_process').ChildProcess} child
 * @property {Promise<number | null>} exited  resolves with the exit code when the process group leader exits
 * @property {() => Promise<void>} stop       SIGTERM to the whole group, SIGKILL after a grace period
 */

/**
 * Starts a long-running command in its own process group.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, prefix?: string, output?: import('node:stream').Writable }} [options]
 *   prefix: label each output line; output: where the lines go (default: this process's stdout)
 * @returns {Background}
 */
export function background(command, args, { cwd = repoRoot, env = process.env, prefix, output = process.stdout } = {}) {
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.on('data', (/** @type {Buffer} */ data) => {
      const lines = (rest + data.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) output.write(prefix ? `${prefix} ${line}\n` : `${line}\n`);
    });
  }
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => {
    child.on('exit', (code) => resolve(code));
    child.on('error', (error) => {
      output.write(`${prefix ?? ''} could not start ${command}: ${error.message}\n`);
      resolve(127);
    });
  });
  let exitedFlag = false;
  void exited.then(() => (exitedFlag = true));
  const signalGroup = (/** @type {NodeJS.Signals} */ signal) => {
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // the group is already gone
    }
  };
  return {
    child,
    exited,
    async stop() {
      signalGroup('SIGTERM');
      const timeout = new Promise((resolve) => setTimeout(resolve, 8000).unref());
      await Promise.race([exited, timeout]);
      // Grandchildren may outlive the leader: make sure the whole group is gone.
      signalGroup('SIGKILL');
      if (!exitedFlag) await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
    },
  };
}

/**
 * Whether something accepts connections on the port (IPv4 or IPv6 loopback).
 * @param {number} port
 */
export async function portInUse(port) {
  const tryHost = (/** @type {string} */ host) =>
    new Promise((resolve) => {
      const socket = createConnection({ port, host });
      socket.setTimeout(1000);
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('timeout', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', () => resolve(false));
    });
  const results = await Promise.all([tryHost('127.0.0.1'), tryHost('::1')]);
  return results.some(Boolean);
}

/**
 * Refuses (throws a readable error) if any of the ports is taken.
 * @param {{ port: number, label: string }[]} wanted
 */
export async function assertPortsFree(wanted) {
  const busy = [];
  for (const { port, label } of wanted) if (await portInUse(port)) busy.push(`${port} (${label})`);
  if (busy.length > 0) {
    throw new Error(
      `Port${busy.length > 1 ? 's' : ''} already in use: ${busy.join(', ')}.\n` +
        `Stop whatever listens there (see: ss -ltnp | grep -E ':(${busy.map((b) => b.split(' ')[0]).join('|')})\\b') and try again.`,
    );
  }
}

/**
 * Polls a URL until it answers (any HTTP status) or the time runs out.
 * @param {string} url
 * @param {{ timeoutMs?: number, isDead?: () => boolean }} [options]
 */
export async function waitForHttp(url, { timeoutMs = 60_000, isDead = () => false } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (isDead()) throw new Error(`the process behind ${url} exited before answering`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
}

/** Seconds since `start` (from performance.now()), formatted. */
export const seconds = (/** @type {number} */ start) => `${((performance.now() - start) / 1000).toFixed(1)} s`;
