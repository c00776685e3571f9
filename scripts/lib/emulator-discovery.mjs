// @ts-check
// Finds the Firestore emulator JAR and a Java 21+ without downloads. The SDK's JAR has no Main-Class,
// so a launcher JAR naming it is written. A missing prerequisite throws; nothing falls back.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { crc32 } from 'node:zlib';

export const firestoreMainClass = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
export const jvmDir = '/usr/lib/jvm';
const componentJar = 'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
export const sdkRoots = ['/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk', '/opt/google-cloud-sdk', `${process.env.HOME ?? '/root'}/google-cloud-sdk`];

export const installJava =
  'The Firestore emulator needs Java 21 or newer, and none was found (JAVA_HOME, java on PATH, /usr/lib/jvm). ' +
  'Install a JDK or JRE 21+, for example `apt-get install openjdk-21-jre-headless` where your release has it, or Eclipse Temurin 21 from adoptium.net ' +
  '(unpacked under /usr/lib/jvm, or point JAVA_HOME at it).';

export class EmulatorPrerequisiteError extends Error {
  /** @override */
  name = 'EmulatorPrerequisiteError';
}

/**
 * @param {string} java
 */
export function javaMajorVersion(java) {
  // `java -version` prints on stderr.
  const result = spawnSync(java, ['-version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 15_000 });
  return result.error ? 0 : parseJavaVersion(`${result.stdout}${result.stderr}`);
}

/** @param {string} text */
export function parseJavaVersion(text) {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(text);
  if (!match) return 0;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2] ?? 0) : major;
}

/**
 * @typedef {object} Probe
 * @property {(path: string) => boolean} exists
 * @property {(java: string) => number} javaVersion
 * @property {(dir: string) => string[]} list
 * @property {() => string | null} dpkgJar
 * @property {() => string | null} gcloudSdkRoot
 */

/** @type {Probe} */
export const machine = {
  exists: existsSync,
  javaVersion: javaMajorVersion,
  list: (dir) => {
    try {
      return readdirSync(dir);
    } catch {
      return [];
    }
  },
  dpkgJar: () => {
    try {
      const files = execFileSync('dpkg', ['-L', 'google-cloud-cli-firestore-emulator'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 15_000 });
      return files.split('\n').find((line) => line.endsWith('.jar') && existsSync(line)) ?? null;
    } catch {
      return null;
    }
  },
  gcloudSdkRoot: () => {
    try {
      const root = execFileSync('gcloud', ['info', '--format=value(installation.sdk_root)'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 30_000 }).trim();
      return root || null;
    } catch {
      return null;
    }
  },
};

/**
 * @param {NodeJS.ProcessEnv} env
 * @param {Probe} probe
 * @returns {string | null}
 */
export function findJava21(env = process.env, probe = machine) {
  const candidates = [];
  if (env.JAVA_HOME) candidates.push(join(env.JAVA_HOME, 'bin', 'java'));
  for (const dir of (env.PATH ?? '').split(delimiter).filter(Boolean)) candidates.push(join(dir, 'java'));
  for (const jdk of probe.list(jvmDir).sort().reverse()) candidates.push(join(jvmDir, jdk, 'bin', 'java'));
  return candidates.find((java) => probe.exists(java) && probe.javaVersion(java) >= 21) ?? null;
}

/**
 * @param {Probe} probe
 */
export function findSdkComponentJar(probe = machine) {
  const fromDpkg = probe.dpkgJar();
  if (fromDpkg) return fromDpkg;
  const usual = sdkRoots.map((root) => join(root, componentJar)).find((jar) => probe.exists(jar));
  if (usual) return usual;
  const root = probe.gcloudSdkRoot();
  const reported = root ? join(root, componentJar) : null;
  return reported && probe.exists(reported) ? reported : null;
}

/**
 * @param {{ env?: NodeJS.ProcessEnv, probe?: Probe, wrapperDir: string, writeWrapper?: (jar: string, wrapper: string) => void }} options
 * @returns {{ env: Record<string, string>, source: string }}
 */
export function findFirestoreEmulator({ env = process.env, probe = machine, wrapperDir, writeWrapper = writeLauncherJar }) {
  const java = findJava21(env, probe);
  if (!java) throw new EmulatorPrerequisiteError(installJava);
  const path = `${dirname(java)}${delimiter}${env.PATH ?? ''}`;

  const binary = env.FIRESTORE_EMULATOR_BINARY_PATH;
  if (binary) {
    if (!probe.exists(binary)) throw new EmulatorPrerequisiteError(`FIRESTORE_EMULATOR_BINARY_PATH points at ${binary}, which does not exist.`);
    return { env: { PATH: path, FIRESTORE_EMULATOR_BINARY_PATH: binary }, source: `FIRESTORE_EMULATOR_BINARY_PATH (${binary})` };
  }
  let jar = env.SEAWAVE_FIRESTORE_EMULATOR_JAR;
  let source = 'SEAWAVE_FIRESTORE_EMULATOR_JAR';
  if (jar) {
    if (!probe.exists(jar)) throw new EmulatorPrerequisiteError(`SEAWAVE_FIRESTORE_EMULATOR_JAR points at ${jar}, which does not exist.`);
  } else {
    jar = findSdkComponentJar(probe) ?? undefined;
    source = 'the Google Cloud SDK Firestore emulator component';
  }
  if (!jar) {
    return {
      env: { PATH: path },
      source:
        'firebase-tools downloads it (needs internet access; offline, install the Google Cloud SDK component ' +
        '`google-cloud-cli-firestore-emulator` or set SEAWAVE_FIRESTORE_EMULATOR_JAR)',
    };
  }
  const wrapper = join(wrapperDir, 'firestore-emulator.jar');
  writeWrapper(jar, wrapper);
  return { env: { PATH: path, FIRESTORE_EMULATOR_BINARY_PATH: wrapper }, source: `${source} (${jar})` };
}

/**
 * Manifest lines fold at 72 bytes, as JARs require.
 * @param {string} jar
 */
export function launcherManifest(jar) {
  const fold = (/** @type {string} */ line) => {
    const bytes = Buffer.from(line, 'utf8');
    const parts = [bytes.subarray(0, 72).toString('utf8')];
    for (let at = 72; at < bytes.length; at += 71) parts.push(` ${bytes.subarray(at, at + 71).toString('utf8')}`);
    return parts.join('\r\n');
  };
  return ['Manifest-Version: 1.0', `Main-Class: ${firestoreMainClass}`, `Class-Path: ${pathToFileURL(jar).href}`].map(fold).join('\r\n') + '\r\n\r\n';
}

/**
 * @param {{ name: string, data: Buffer }[]} files
 */
export function storedZip(files) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const { name, data } of files) {
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0); // local file header
    local.writeUInt16LE(10, 4); // version needed: 1.0
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(0, 10); // time
    local.writeUInt16LE(0x21, 12); // date: 1980-01-01
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0); // central directory header
    central.writeUInt16LE(20, 4); // made by
    central.writeUInt16LE(10, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); // end of central directory
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * Rewritten only when the JAR it points at changes.
 * @param {string} jar
 * @param {string} wrapper
 */
export function writeLauncherJar(jar, wrapper) {
  const manifest = launcherManifest(jar);
  const stamp = `${wrapper}.manifest`;
  if (existsSync(wrapper) && existsSync(stamp) && readFileSync(stamp, 'utf8') === manifest) return;
  mkdirSync(dirname(wrapper), { recursive: true });
  const next = `${wrapper}.${process.pid}.tmp`;
  writeFileSync(next, storedZip([{ name: 'META-INF/MANIFEST.MF', data: Buffer.from(manifest, 'utf8') }]));
  renameSync(next, wrapper); // atomic: a concurrent start never sees half a JAR
  writeFileSync(stamp, manifest);
}
