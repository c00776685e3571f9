/**
 * @jest-environment node
 */
/**
 * Finding the Firestore emulator and a Java that runs it: explicit variables
 * first, then the Google Cloud SDK component, then firebase-tools' own
 * download; one clear message naming what to install when Java 21+ is missing.
 * (emulator-discovery.mjs is an ES module: it is run in a child Node here.)
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const moduleUrl = pathToFileURL(join(__dirname, 'emulator-discovery.mjs')).href;

interface Machine {
  /** Paths that exist. */
  files: string[];
  /** java binary -> major version */
  javas: Record<string, number>;
  /** /usr/lib/jvm entries */
  jvms: string[];
  dpkgJar: string | null;
  /** what `gcloud info` reports as the SDK root (null: gcloud does not run) */
  gcloudRoot?: string | null;
  env: Record<string, string>;
}

/** Runs findFirestoreEmulator against a described machine; returns its result or its error message. */
function discover(machine: Machine): { env?: Record<string, string>; source?: string; error?: string } {
  const script = `
    const m = await import(${JSON.stringify(moduleUrl)});
    const machine = ${JSON.stringify(machine)};
    const probe = {
      exists: (p) => machine.files.includes(p) || p in machine.javas,
      javaVersion: (j) => machine.javas[j] ?? 0,
      list: (dir) => (dir === '/usr/lib/jvm' ? machine.jvms : []),
      dpkgJar: () => machine.dpkgJar,
      gcloudSdkRoot: () => machine.gcloudRoot ?? null,
    };
    try {
      const found = m.findFirestoreEmulator({ env: machine.env, probe, wrapperDir: '/cache', writeWrapper: () => undefined });
      console.log(JSON.stringify(found));
    } catch (error) {
      console.log(JSON.stringify({ error: error.message }));
    }`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
}

const sdkJar = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const java25 = '/usr/lib/jvm/temurin-25-jdk-amd64/bin/java';
const java17 = '/usr/bin/java';
const base: Machine = { files: [], javas: { [java17]: 17, [java25]: 25 }, jvms: ['java-17-openjdk-amd64', 'temurin-25-jdk-amd64'], dpkgJar: sdkJar, env: { PATH: '/usr/bin' } };

describe('finding the Firestore emulator', () => {
  it('puts a /usr/lib/jvm Java 21+ before an older one', () => {
    const found = discover(base);
    expect(found.env?.PATH?.split(':')[0]).toBe('/usr/lib/jvm/temurin-25-jdk-amd64/bin');
  });

  it('prefers JAVA_HOME at 21 or newer', () => {
    const found = discover({ ...base, javas: { ...base.javas, '/opt/jdk21/bin/java': 21 }, env: { PATH: '/usr/bin', JAVA_HOME: '/opt/jdk21' } });
    expect(found.env?.PATH?.split(':')[0]).toBe('/opt/jdk21/bin');
  });

  it('uses FIRESTORE_EMULATOR_BINARY_PATH first, as it is', () => {
    const found = discover({ ...base, files: ['/x/runnable.jar'], env: { PATH: '/usr/bin', FIRESTORE_EMULATOR_BINARY_PATH: '/x/runnable.jar' } });
    expect(found.env?.FIRESTORE_EMULATOR_BINARY_PATH).toBe('/x/runnable.jar');
    expect(found.source).toBe('FIRESTORE_EMULATOR_BINARY_PATH (/x/runnable.jar)');
  });

  it('then SEAWAVE_FIRESTORE_EMULATOR_JAR, wrapped into a runnable JAR', () => {
    const found = discover({ ...base, files: ['/y/emulator.jar'], env: { PATH: '/usr/bin', SEAWAVE_FIRESTORE_EMULATOR_JAR: '/y/emulator.jar' } });
    expect(found.env?.FIRESTORE_EMULATOR_BINARY_PATH).toBe('/cache/firestore-emulator.jar');
    expect(found.source).toContain('/y/emulator.jar');
  });

  it('then the Google Cloud SDK component', () => {
    const found = discover(base);
    expect(found.env?.FIRESTORE_EMULATOR_BINARY_PATH).toBe('/cache/firestore-emulator.jar');
    expect(found.source).toContain('Google Cloud SDK');
    expect(found.source).toContain(sdkJar);
  });

  it('finds the component at its usual path without dpkg', () => {
    const found = discover({ ...base, dpkgJar: null, files: [sdkJar] });
    expect(found.source).toContain(sdkJar);
  });

  it("finds the component below gcloud's SDK root", () => {
    const jar = '/srv/cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
    const found = discover({ ...base, dpkgJar: null, gcloudRoot: '/srv/cloud-sdk', files: [jar] });
    expect(found.env?.FIRESTORE_EMULATOR_BINARY_PATH).toBe('/cache/firestore-emulator.jar');
    expect(found.source).toBe(`the Google Cloud SDK Firestore emulator component (${jar})`);
  });

  it('prefers FIRESTORE_EMULATOR_BINARY_PATH over every other source', () => {
    const found = discover({
      ...base,
      files: ['/x/runnable.jar', '/y/emulator.jar'],
      env: { PATH: '/usr/bin', FIRESTORE_EMULATOR_BINARY_PATH: '/x/runnable.jar', SEAWAVE_FIRESTORE_EMULATOR_JAR: '/y/emulator.jar' },
    });
    expect(found.env?.FIRESTORE_EMULATOR_BINARY_PATH).toBe('/x/runnable.jar');
  });

  it('prefers SEAWAVE_FIRESTORE_EMULATOR_JAR over the SDK component', () => {
    const found = discover({ ...base, files: ['/y/emulator.jar'], env: { PATH: '/usr/bin', SEAWAVE_FIRESTORE_EMULATOR_JAR: '/y/emulator.jar' } });
    expect(found.source).toBe('SEAWAVE_FIRESTORE_EMULATOR_JAR (/y/emulator.jar)');
  });

  it('prefers a Java 21+ on PATH over /usr/lib/jvm', () => {
    const found = discover({ ...base, javas: { ...base.javas, '/opt/java22/bin/java': 22 }, env: { PATH: '/opt/java22/bin:/usr/bin' } });
    expect(found.env?.PATH?.split(':')[0]).toBe('/opt/java22/bin');
  });

  it('skips a JAVA_HOME older than 21', () => {
    const found = discover({ ...base, javas: { ...base.javas, '/opt/jdk17/bin/java': 17 }, env: { PATH: '/usr/bin', JAVA_HOME: '/opt/jdk17' } });
    expect(found.env?.PATH?.split(':')[0]).toBe('/usr/lib/jvm/temurin-25-jdk-amd64/bin');
  });

  it('lets firebase-tools download it when none is installed', () => {
    const found = discover({ ...base, dpkgJar: null, gcloudRoot: '/srv/empty-sdk' });
    expect(found.env?.FIRESTORE_EMULATOR_BINARY_PATH).toBeUndefined();
    expect(found.source).toContain('firebase-tools');
  });

  it('without Java 21+ stops naming what to install', () => {
    const found = discover({ ...base, javas: { [java17]: 17 }, jvms: ['java-17-openjdk-amd64'] });
    expect(found.error).toMatch(/^The Firestore emulator needs Java 21 or newer, and none was found/);
    expect(found.error).toMatch(/apt-get install openjdk-21-jre-headless/);
  });

  it('refuses a missing explicit path', () => {
    const found = discover({ ...base, env: { PATH: '/usr/bin', SEAWAVE_FIRESTORE_EMULATOR_JAR: '/missing.jar' } });
    expect(found.error).toBe('SEAWAVE_FIRESTORE_EMULATOR_JAR points at /missing.jar, which does not exist.');
  });
});

describe('the launcher JAR for the SDK component', () => {
  /** The manifest stored in a ZIP written by writeLauncherJar (one stored entry), with folded lines joined. */
  function manifestOf(jarFile: string): { name: string; lines: string[]; attributes: Record<string, string> } {
    const zip = readFileSync(jarFile);
    expect(zip.readUInt32LE(0)).toBe(0x04034b50);
    expect(zip.readUInt16LE(8)).toBe(0); // stored
    const size = zip.readUInt32LE(18);
    const nameLength = zip.readUInt16LE(26);
    const name = zip.subarray(30, 30 + nameLength).toString('utf8');
    const text = zip.subarray(30 + nameLength + zip.readUInt16LE(28), 30 + nameLength + zip.readUInt16LE(28) + size).toString('utf8');
    const lines = text.split('\r\n');
    const attributes: Record<string, string> = {};
    for (const line of text.replace(/\r\n /g, '').split('\r\n').filter(Boolean)) {
      const [key, ...value] = line.split(': ');
      attributes[key!] = value.join(': ');
    }
    return { name, lines, attributes };
  }

  it('writes a valid manifest naming class and JAR', () => {
    const dir = mkdtempSync(join(tmpdir(), 'launcher-'));
    try {
      const real = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
      const launcher = join(dir, 'firestore-emulator.jar');
      execFileSync(process.execPath, ['--input-type=module', '-e', `(await import(${JSON.stringify(moduleUrl)})).writeLauncherJar(${JSON.stringify(real)}, ${JSON.stringify(launcher)})`]);
      const manifest = manifestOf(launcher);
      expect(manifest.name).toBe('META-INF/MANIFEST.MF');
      expect(manifest.attributes['Main-Class']).toBe('com.google.cloud.datastore.emulator.firestore.CloudFirestore');
      expect(manifest.attributes['Class-Path']).toBe(`file://${real}`);
      for (const line of manifest.lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(72);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the launcher JAR the emulators run', () => {
  it('is written outside node_modules', () => {
    const emulatorUrl = pathToFileURL(join(__dirname, 'emulator.mjs')).href;
    const dir = execFileSync(process.execPath, ['--input-type=module', '-e', `console.log((await import(${JSON.stringify(emulatorUrl)})).emulatorCacheDir)`], { encoding: 'utf8' }).trim();
    expect(dir).toBe(join(__dirname, '../..', '.cache/seawave-emulators'));
    expect(dir.split('/')).not.toContain('node_modules');
  });
});
