// @ts-check
/**
 * The Firebase Emulator Suite (firebase-tools), as configured in
 * firebase.json: started in its own process group, output in
 * reports/firebase-emulator.log.
 *
 * The Firestore emulator needs Java 21 or newer and the emulator itself.
 * Both are found automatically (findFirestoreEmulator):
 *   1. FIRESTORE_EMULATOR_BINARY_PATH (a runnable JAR) or SEAWAVE_FIRESTORE_EMULATOR_JAR
 *      (the emulator's JAR) when set;
 *   2. the Google Cloud SDK's Firestore emulator component when installed
 *      (Debian package google-cloud-cli-firestore-emulator, or `gcloud components
 *      install cloud-firestore-emulator`);
 *   3. otherwise firebase-tools downloads it (online machines only).
 * Java: JAVA_HOME, then `java` on PATH, then the JDKs under /usr/lib/jvm.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join, relative } from 'node:path';
import { repoRoot } from './containers.mjs';
import { assertPortsFree, background, bin, waitForHttp } from './proc.mjs';

export const firebaseProject = 'demo-seawave';
const firestoreMainClass = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const sdkJarPaths = [
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
  '/usr/share/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
  '/opt/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
];

/** A prerequisite of the emulators is missing: the message names what to install. */
export class EmulatorPrerequisiteError extends Error {
  name = 'EmulatorPrerequisiteError';
}

/** The "emulators" section of firebase.json. */
export function emulatorConfig() {
  return JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')).emulators ?? {};
}

/** host:port of an emulator of firebase.json (its port plus `offset`). */
export const emulatorHost = (/** @type {'auth' | 'firestore' | 'storage'} */ name, offset = 0) => {
  const entry = emulatorConfig()[name] ?? {};
  return `${entry.host ?? '127.0.0.1'}:${Number(entry.port) + offset}`;
};

/**
 * firebase.json with every emulator port moved by `offset` (a second local
 * back end beside the usual one, e.g. for the restart test), written under
 * reports/; null for offset 0 (firebase.json itself).
 */
function configWithOffset(/** @type {number} */ offset) {
  if (!offset) return null;
  const config = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8'));
  for (const entry of Object.values(config.emulators ?? {})) {
    if (entry && typeof entry === 'object') {
      for (const key of ['port', 'websocketPort']) if (typeof entry[key] === 'number') entry[key] += offset;
    }
  }
  for (const key of ['rules', 'indexes']) if (config.firestore?.[key]) config.firestore[key] = join(repoRoot, config.firestore[key]);
  delete config.hosting;
  const file = join(repoRoot, 'reports', `firebase.offset-${offset}.json`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

/** host:port for FIREBASE_AUTH_EMULATOR_HOST. */
export const authEmulatorHost = () => emulatorHost('auth');

/**
 * The major version of a java binary, or 0 when it does not run.
 * @param {string} java
 */
export function javaMajorVersion(java) {
  // `java -version` prints on stderr.
  const result = spawnSync(java, ['-version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return result.error ? 0 : parseJavaVersion(`${result.stdout}${result.stderr}`);
}

/** @param {string} text the output of `java -version` */
export function parseJavaVersion(text) {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(text);
  if (!match) return 0;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2] ?? 0) : major;
}

/**
 * @typedef {object} Probe  what the discovery may look at (replaced in tests)
 * @property {(path: string) => boolean} exists
 * @property {(java: string) => number} javaVersion
 * @property {(dir: string) => string[]} list
 * @property {() => string | null} dpkgJar  the JAR of the Debian package, if installed
 */

/** @type {Probe} */
const machine = {
  exists: existsSync,
  javaVersion: javaMajorVersion,
  list: (dir) => (existsSync(dir) ? readdirSync(dir) : []),
  dpkgJar: () => {
    try {
      const files = execFileSync('dpkg', ['-L', 'google-cloud-cli-firestore-emulator'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
      return files.split('\n').find((line) => line.endsWith('.jar')) ?? null;
    } catch {
      return null;
    }
  },
};

/**
 * A Java of version 21 or newer: JAVA_HOME, `java` on PATH, then /usr/lib/jvm/*.
 * @param {NodeJS.ProcessEnv} env
 * @param {Probe} probe
 * @returns {string | null} the java binary
 */
export function findJava21(env = process.env, probe = machine) {
  const candidates = [];
  if (env.JAVA_HOME) candidates.push(join(env.JAVA_HOME, 'bin', 'java'));
  for (const dir of (env.PATH ?? '').split(delimiter).filter(Boolean)) candidates.push(join(dir, 'java'));
  for (const jdk of probe.list('/usr/lib/jvm').sort().reverse()) candidates.push(join('/usr/lib/jvm', jdk, 'bin', 'java'));
  return candidates.find((java) => probe.exists(java) && probe.javaVersion(java) >= 21) ?? null;
}

/**
 * What firebase-tools needs to run the Firestore emulator here: the
 * environment to add (PATH with Java 21+ first; FIRESTORE_EMULATOR_BINARY_PATH),
 * or {} when firebase-tools should download the emulator itself.
 * @param {{ env?: NodeJS.ProcessEnv, probe?: Probe, wrapperDir?: string, writeWrapper?: (jar: string, wrapper: string) => void }} [options]
 * @returns {{ env: Record<string, string>, source: string }}
 */
export function findFirestoreEmulator({ env = process.env, probe = machine, wrapperDir = join(repoRoot, 'node_modules/.cache/seawave-emulators'), writeWrapper = buildWrapperJar } = {}) {
  const java = findJava21(env, probe);
  if (!java) {
    throw new EmulatorPrerequisiteError(
      'The Firestore emulator needs Java 21 or newer, and none was found (JAVA_HOME, PATH, /usr/lib/jvm). ' +
        'Install a JDK or JRE 21+ (for example Eclipse Temurin 21 from adoptium.net, or `apt-get install openjdk-21-jre-headless` where your release has it) or set JAVA_HOME to one.',
    );
  }
  const path = `${dirname(java)}${delimiter}${env.PATH ?? ''}`;
  if (env.FIRESTORE_EMULATOR_BINARY_PATH) {
    if (!probe.exists(env.FIRESTORE_EMULATOR_BINARY_PATH)) throw new EmulatorPrerequisiteError(`FIRESTORE_EMULATOR_BINARY_PATH points at ${env.FIRESTORE_EMULATOR_BINARY_PATH}, which does not exist.`);
    return { env: { PATH: path, FIRESTORE_EMULATOR_BINARY_PATH: env.FIRESTORE_EMULATOR_BINARY_PATH }, source: 'FIRESTORE_EMULATOR_BINARY_PATH' };
  }
  let jar = env.SEAWAVE_FIRESTORE_EMULATOR_JAR ?? null;
  let source = 'SEAWAVE_FIRESTORE_EMULATOR_JAR';
  if (jar && !probe.exists(jar)) throw new EmulatorPrerequisiteError(`SEAWAVE_FIRESTORE_EMULATOR_JAR points at ${jar}, which does not exist.`);
  if (!jar) {
    jar = probe.dpkgJar() ?? sdkJarPaths.find((candidate) => probe.exists(candidate)) ?? null;
    source = 'the Google Cloud SDK Firestore emulator component';
  }
  if (!jar) return { env: { PATH: path }, source: 'firebase-tools (downloads the emulator; needs a network connection)' };
  // firebase-tools runs `java -jar <binary>`: the SDK's JAR has no Main-Class, so wrap it.
  const wrapper = join(wrapperDir, 'firestore-emulator.jar');
  writeWrapper(jar, wrapper);
  return { env: { PATH: path, FIRESTORE_EMULATOR_BINARY_PATH: wrapper }, source: `${source} (${jar})` };
}

/** Writes a JAR whose manifest runs the Firestore emulator of `jar` (built once per JAR path). */
function buildWrapperJar(/** @type {string} */ jar, /** @type {string} */ wrapper) {
  const stamp = `${wrapper}.source`;
  if (existsSync(wrapper) && existsSync(stamp) && readFileSync(stamp, 'utf8') === jar) return;
  mkdirSync(dirname(wrapper), { recursive: true });
  const manifest = join(dirname(wrapper), 'manifest.txt');
  writeFileSync(manifest, `Main-Class: ${firestoreMainClass}\nClass-Path: ${jar}\n`);
  // The wrapper is a ZIP; `jar` comes with every JDK, Node has no ZIP writer: use the JDK's tool next to java when there is one.
  const jarTool = ['jar', ...readdirSync('/usr/lib/jvm', { withFileTypes: true }).map((d) => join('/usr/lib/jvm', d.name, 'bin', 'jar'))].find((tool) => {
    try {
      execFileSync(tool, ['--version'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  });
  if (!jarTool) throw new EmulatorPrerequisiteError('Building the Firestore emulator launcher needs the `jar` tool of a JDK: install a JDK (not only a JRE).');
  execFileSync(jarTool, ['--create', '--file', wrapper, '--manifest', manifest]);
  writeFileSync(stamp, jar);
}

/**
 * Exports the project's Firestore data into `dir` (replacing what was there)
 * in the layout `firebase emulators:start --import` reads. The emulator's own
 * export is used directly: `--export-on-exit` of firebase-tools writes an
 * empty export with the emulator version of the Cloud SDK component (1.19).
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

/** Whether an emulator answers on host:port. */
async function answers(/** @type {string} */ host) {
  try {
    await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1500) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts emulators of firebase.json with firebase-tools and waits until each answers.
 * @param {{ only?: ('auth' | 'firestore')[], importDir?: string, exportOnExit?: string, projectId?: string, reuse?: boolean, portOffset?: number, log?: (line: string) => void }} [options]
 *   importDir: Firestore data to import at start; exportOnExit: where to export it on stop (data that lasts)
 *   portOffset: run on firebase.json's ports plus this (a second back end beside the usual one)
 *   reuse: use emulators that already answer on their ports instead of refusing
 * @returns {Promise<{ hosts: { auth: string, firestore: string }, stop: () => Promise<void> }>}
 */
export async function startFirebaseEmulators({ only = ['auth', 'firestore'], importDir, exportOnExit, projectId = firebaseProject, reuse = false, portOffset = 0, log = console.log } = {}) {
  const hosts = { auth: emulatorHost('auth', portOffset), firestore: emulatorHost('firestore', portOffset) };
  if (reuse && (await Promise.all(only.map((name) => answers(hosts[name])))).every(Boolean)) {
    log(`Emulators already running (${only.map((name) => `${name} ${hosts[name]}`).join(', ')}); using them.`);
    return { hosts, stop: async () => {} };
  }
  const config = emulatorConfig();
  await assertPortsFree([
    ...only.map((name) => ({ port: Number(config[name]?.port) + portOffset, label: `Firebase ${name} emulator` })),
    { port: Number(config.hub?.port ?? 4400) + portOffset, label: 'Firebase emulator hub' },
  ]);
  const found = only.includes('firestore') ? findFirestoreEmulator() : { env: {}, source: '' };
  if (found.source) log(`Firestore emulator: ${found.source}`);
  mkdirSync(join(repoRoot, 'reports'), { recursive: true });
  const logFile = join(repoRoot, portOffset ? `reports/firebase-emulator.offset-${portOffset}.log` : 'reports/firebase-emulator.log');
  const output = createWriteStream(logFile);
  const args = ['emulators:start', '--only', only.join(','), '--project', projectId];
  const offsetConfig = configWithOffset(portOffset);
  if (offsetConfig) args.push('--config', offsetConfig);
  if (importDir && existsSync(join(importDir, 'firebase-export-metadata.json'))) args.push('--import', importDir);
  const started = performance.now();
  const emulators = background(bin('firebase'), args, { output, env: { ...process.env, ...found.env, FORCE_COLOR: '0' } });
  let dead = false;
  void emulators.exited.then(() => (dead = true));
  const stop = async () => {
    if (exportOnExit && !dead) {
      try {
        await exportFirestore(hosts.firestore, projectId, exportOnExit);
      } catch (error) {
        log(`✖ Could not keep the Firestore data: ${/** @type {Error} */ (error).message}`);
      }
    }
    await emulators.stop();
    output.end();
  };
  try {
    for (const name of only) await waitForHttp(`http://${hosts[name]}/`, { timeoutMs: 120_000, isDead: () => dead });
  } catch (error) {
    await stop();
    const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-25).join('\n') : '';
    throw new Error(`The Firebase emulators did not start: ${/** @type {Error} */ (error).message}\n${tail}`);
  }
  log(`Emulators ready: ${only.map((name) => `${name} ${hosts[name]}`).join(', ')} (${((performance.now() - started) / 1000).toFixed(1)} s; log: ${relative(repoRoot, logFile)})`);
  return { hosts, stop };
}
