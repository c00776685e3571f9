// @ts-check
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { repoRoot } from './containers.mjs';
import { findFirestoreEmulator as discover } from './emulator-discovery.mjs';
import { assertPortsFree, background, bin, run, waitForHttp } from './proc.mjs';

export const firebaseProject = 'demo-seawave';

export function emulatorConfig() {
  return JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')).emulators ?? {};
}

export const emulatorHost = (/** @type {'auth' | 'firestore' | 'storage' | 'functions'} */ name, offset = 0) => {
  const entry = emulatorConfig()[name] ?? {};
  return `${entry.host ?? '127.0.0.1'}:${Number(entry.port) + offset}`;
};

function configWithOffset(/** @type {number} */ offset) {
  if (!offset) return null;
  const config = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8'));
  for (const entry of Object.values(config.emulators ?? {})) {
    if (entry && typeof entry === 'object') {
      for (const key of ['port', 'websocketPort']) if (typeof entry[key] === 'number') entry[key] += offset;
    }
  }
  for (const key of ['rules', 'indexes']) if (config.firestore?.[key]) config.firestore[key] = join(repoRoot, config.firestore[key]);
  for (const codebase of [config.functions ?? []].flat()) if (codebase?.source) codebase.source = relative(join(repoRoot, 'reports'), join(repoRoot, codebase.source));
  delete config.hosting;
  const file = join(repoRoot, 'reports', `firebase.offset-${offset}.json`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

/** Outside node_modules: an install must not remove it from running emulators (Functions reopens it). */
export const emulatorCacheDir = join(repoRoot, '.cache/seawave-emulators');

/**
 * @param {NodeJS.ProcessEnv} [env]
 */
export function findFirestoreEmulator(env = process.env) {
  return discover({ env, wrapperDir: emulatorCacheDir });
}

/**
 * The emulator's own export: firebase-tools' `--export-on-exit` writes an empty one with the SDK's emulator 1.19.
 */
export async function exportFirestore(/** @type {string} */ host, /** @type {string} */ projectId, /** @type {string} */ dir) {
  const next = `${dir}.next`;
  rmSync(next, { recursive: true, force: true });
  mkdirSync(next, { recursive: true });
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}:export`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ database: `projects/${projectId}/databases/(default)`, export_directory: next }),
  });
  if (!response.ok) throw new Error(`export: HTTP ${response.status} ${await response.text()}`);
  const folder = readdirSync(next).find((name) => name.startsWith('firestore_export'));
  if (!folder) throw new Error('export: the emulator wrote nothing');
  writeFileSync(
    join(next, 'firebase-export-metadata.json'),
    `${JSON.stringify({ version: 'seawave', firestore: { path: folder, metadata_file: `${folder}/${folder}.overall_export_metadata` } }, null, 2)}\n`,
  );
  rmSync(dir, { recursive: true, force: true });
  renameSync(next, dir);
}

export const functionsDir = join(repoRoot, 'functions');

function newestChange(/** @type {string} */ path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of /** @type {string[]} */ (readdirSync(path, { recursive: true, encoding: 'utf8' }))) {
    newest = Math.max(newest, statSync(join(path, entry)).mtimeMs);
  }
  return newest;
}

const functionsInputs = () => [join(functionsDir, 'src'), join(functionsDir, 'webpack.config.cjs'), join(functionsDir, 'package.json'), join(repoRoot, 'shared-data/src')];

/**
 * Skipped while lib/ is newer than every input; a running Functions emulator reloads a new lib/index.js.
 * @param {(line: string) => void} [log]
 */
export async function buildFunctions(log = console.log) {
  const main = join(functionsDir, 'lib/index.js');
  const sources = Math.max(...functionsInputs().map(newestChange));
  if (existsSync(main) && statSync(main).mtimeMs >= sources) return;
  const started = performance.now();
  const code = await run(bin('webpack'), ['--config', join(functionsDir, 'webpack.config.cjs')], { cwd: repoRoot });
  if (code !== 0) throw new Error('The Cloud Functions did not build (npm run build -w functions).');
  log(`Cloud Functions bundled into functions/lib (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

/**
 * The emulator lists scheduled functions first and the others ~2 s later: wait for one not scheduled.
 * @param {string} host
 * @param {{ timeoutMs: number, isDead: () => boolean }} options
 */
async function waitForFunctions(host, { timeoutMs, isDead }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !isDead()) {
    try {
      const response = await fetch(`http://${host}/backends`, { signal: AbortSignal.timeout(1500) });
      const { backends = [] } = response.ok ? /** @type {{ backends?: { functionTriggers?: { schedule?: unknown }[] }[] }} */ (await response.json()) : {};
      if (backends.some((backend) => (backend.functionTriggers ?? []).some((trigger) => trigger.schedule === undefined))) return;
    } catch {
      // not up yet
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
  throw new Error(isDead() ? 'the emulators stopped' : `the Functions emulator on ${host} loaded no function within ${timeoutMs / 1000} s`);
}

/**
 * @param {{ only?: ('auth' | 'firestore' | 'functions')[], importDir?: string, exportOnExit?: string, projectId?: string, portOffset?: number, env?: Record<string, string>, log?: (line: string) => void }} [options]
 * @returns {Promise<{ hosts: { auth: string, firestore: string, functions: string }, stop: () => Promise<void> }>}
 */
export async function startFirebaseEmulators({ only = ['auth', 'firestore'], importDir, exportOnExit, projectId = firebaseProject, portOffset = 0, env = {}, log = console.log } = {}) {
  const hosts = { auth: emulatorHost('auth', portOffset), firestore: emulatorHost('firestore', portOffset), functions: emulatorHost('functions', portOffset) };
  const config = emulatorConfig();
  await assertPortsFree([
    ...only.map((name) => ({ port: Number(config[name]?.port) + portOffset, label: `Firebase ${name} emulator` })),
    { port: Number(config.hub?.port ?? 4400) + portOffset, label: 'Firebase emulator hub' },
  ]);
  const found = only.includes('firestore') ? findFirestoreEmulator() : { env: {}, source: '' };
  /** @type {Record<string, string>} */
  const functionsEnv = {};
  if (only.includes('functions')) {
    await buildFunctions(log);
    // A manifest file, not a server on a random port 8000-8999 (which could take Firestore's).
    const discovery = join(repoRoot, 'reports', portOffset ? `functions-discovery.offset-${portOffset}` : 'functions-discovery');
    mkdirSync(discovery, { recursive: true });
    functionsEnv.FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH = discovery;
  }
  if (found.source) log(`Firestore emulator: ${found.source}`);
  mkdirSync(join(repoRoot, 'reports'), { recursive: true });
  const logFile = join(repoRoot, portOffset ? `reports/firebase-emulator.offset-${portOffset}.log` : 'reports/firebase-emulator.log');
  const args = ['emulators:start', '--only', only.join(','), '--project', projectId];
  const offsetConfig = configWithOffset(portOffset);
  if (offsetConfig) args.push('--config', offsetConfig);
  if (importDir && existsSync(join(importDir, 'firebase-export-metadata.json'))) args.push('--import', importDir);
  const started = performance.now();
  const emulators = background(bin('firebase'), args, { logFile, env: { ...process.env, ...found.env, ...functionsEnv, ...env, FORCE_COLOR: '0' } });
  const stop = async () => {
    if (exportOnExit && !emulators.isDead()) {
      try {
        await exportFirestore(hosts.firestore, projectId, exportOnExit);
      } catch (error) {
        log(`✖ Could not keep the Firestore data: ${/** @type {Error} */ (error).message}`);
      }
    }
    await emulators.stop();
  };
  try {
    const others = only.filter((name) => name !== 'functions');
    await waitForHttp(others.map((name) => `http://${hosts[name]}/`), { timeoutMs: 120_000, exited: emulators.exited });
    if (only.includes('functions')) await waitForFunctions(hosts.functions, { timeoutMs: 120_000, isDead: emulators.isDead });
  } catch (error) {
    await stop();
    const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-25).join('\n') : '';
    throw new Error(`The Firebase emulators did not start: ${/** @type {Error} */ (error).message}\n${tail}`);
  }
  log(`Emulators ready: ${only.map((name) => `${name} ${hosts[name]}`).join(', ')} (${((performance.now() - started) / 1000).toFixed(1)} s; log: ${relative(repoRoot, logFile)})`);
  return { hosts, stop };
}
