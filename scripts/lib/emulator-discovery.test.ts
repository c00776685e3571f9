/**
 * @jest-environment node
 */
/**
 * Finding the Firestore emulator and a Java that runs it: explicit variables
 * first, then the Google Cloud SDK component, then firebase-tools' own
 * download; one clear message naming what to install when Java 21+ is missing.
 * (scripts/lib/emulator.mjs is an ES module: it is run in a child Node here.)
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const moduleUrl = `file://${join(__dirname, 'emulator.mjs')}`;

interface Machine {
  /** Paths that exist. */
  files: string[];
  /** java binary -> major version */
  javas: Record<string, number>;
  /** /usr/lib/jvm entries */
  jvms: string[];
  dpkgJar: string | null;
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
  it('puts a Java 21+ from /usr/lib/jvm first on PATH when the one on PATH is older', () => {
    const found = discover(base);
    expect(found.env?.PATH?.split(':')[0]).toBe('/usr/lib/jvm/temurin-25-jdk-amd64/bin');
  });

  it('prefers JAVA_HOME when it is 21 or newer', () => {
    const found = discover({ ...base, javas: { ...base.javas, '/opt/jdk21/bin/java': 21 }, env: { PATH: '/usr/bin', JAVA_HOME: '/opt/jdk21' } });
    expect(found.env?.PATH?.split(':')[0]).toBe('/opt/jdk21/bin');
  });

  it('uses FIRESTORE_EMULATOR_BINARY_PATH first, as it is', () => {
    const found = discover({ ...base, files: ['/x/runnable.jar'], env: { PATH: '/usr/bin', FIRESTORE_EMULATOR_BINARY_PATH: '/x/runnable.jar' } });
    expect(found.env?.FIRESTORE_EMULATOR_BINARY_PATH).toBe('/x/runnable.jar');
    expect(found.source).toBe('FIRESTORE_EMULATOR_BINARY_PATH');
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

  it('finds the component at its usual path when dpkg does not know it', () => {
    const found = discover({ ...base, dpkgJar: null, files: [sdkJar] });
    expect(found.source).toContain(sdkJar);
  });

  it('leaves the download to firebase-tools when no emulator is installed', () => {
    const found = discover({ ...base, dpkgJar: null });
    expect(found.env?.FIRESTORE_EMULATOR_BINARY_PATH).toBeUndefined();
    expect(found.source).toContain('firebase-tools');
  });

  it('stops with one message naming what to install when no Java 21+ exists', () => {
    const found = discover({ ...base, javas: { [java17]: 17 }, jvms: ['java-17-openjdk-amd64'] });
    expect(found.error).toMatch(/needs Java 21 or newer/);
    expect(found.error).toMatch(/Install a JDK or JRE 21\+/);
  });

  it('refuses an explicit path that does not exist', () => {
    const found = discover({ ...base, env: { PATH: '/usr/bin', SEAWAVE_FIRESTORE_EMULATOR_JAR: '/missing.jar' } });
    expect(found.error).toBe('SEAWAVE_FIRESTORE_EMULATOR_JAR points at /missing.jar, which does not exist.');
  });
});
