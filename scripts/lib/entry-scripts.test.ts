/**
 * @jest-environment node
 */
/**
 * `npm start` and `npm test` work on a fresh clone: every npm script that runs
 * a script of this folder goes through scripts/run.mjs, which installs the
 * locked dependencies before it loads anything else. ES modules are all
 * linked before any of them runs, so that entry (and what it imports
 * statically) may use Node's built-ins only; the rest comes with import().
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const root = join(__dirname, '../..');
const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

/** The module specifiers a file imports or re-exports statically (parsed, not pattern-matched). */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  return source.statements.flatMap((statement) =>
    (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
      ? [statement.moduleSpecifier.text]
      : [],
  );
}

/** Every static import reachable from `file` that is not a Node built-in (`node:`), with the file that imports it. */
function nonBuiltins(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  return staticImports(file).flatMap((specifier) => {
    if (specifier.startsWith('node:')) return [];
    if (specifier.startsWith('.')) return nonBuiltins(resolve(dirname(file), specifier), seen);
    return [`${specifier} (imported by ${file.slice(root.length + 1)})`];
  });
}

describe('the entry of the npm scripts', () => {
  const entries = Object.entries(scripts).filter(([, command]) => /\bnode scripts\//.test(command));

  it('npm scripts run scripts/ through scripts/run.mjs', () => {
    expect(entries.map(([name]) => name)).toEqual(expect.arrayContaining(['start', 'test']));
    for (const [name, command] of entries) expect(`${name}: ${command}`).toMatch(new RegExp(`^${name}: node scripts/run\\.mjs \\S+\\.mjs`));
  });

  it('scripts/run.mjs runs before the install: built-ins only', () => {
    expect(nonBuiltins(join(root, 'scripts/run.mjs'))).toEqual([]);
    // The check itself sees a package imported before the install.
    expect(nonBuiltins(join(root, 'scripts/lib/proc.mjs'))).toEqual(expect.arrayContaining([expect.stringMatching(/^execa /)]));
  });

  it('scripts/run.mjs installs, then imports the script', () => {
    const text = readFileSync(join(root, 'scripts/run.mjs'), 'utf8');
    const install = text.indexOf('ensureInstalled();');
    expect(install).toBeGreaterThan(-1);
    expect(text.indexOf('await import(', install)).toBeGreaterThan(install);
  });

  it('CI runs npm test and installs nothing', () => {
    const ci = readFileSync(join(root, '.ci/run'), 'utf8');
    expect(ci).not.toMatch(/\bnpm\s+(ci|install|i)\b/);
    expect(ci).toMatch(/^exec npm test$/m);
  });

  it('the scripts it names exist', () => {
    for (const [, command] of entries) {
      const script = /run\.mjs (\S+)/.exec(command)?.[1] ?? '';
      expect(() => readFileSync(join(root, 'scripts', script))).not.toThrow();
    }
  });
});

type ChromiumState = { path: string; exists: boolean; isRoot: boolean };
type ChromiumAction = { action: 'none' } | { action: 'install'; command: string } | { action: 'stop'; message: string };

/** chromiumAction of chromium.mjs (an ES module: run by Node itself, as npm test runs it). */
function chromiumAction(state: ChromiumState): ChromiumAction {
  const moduleUrl = pathToFileURL(join(__dirname, 'chromium.mjs')).href;
  const script = `const m = await import(${JSON.stringify(moduleUrl)}); console.log(JSON.stringify(m.chromiumAction(${JSON.stringify(state)})));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })) as ChromiumAction;
}
const chromiumInstallCommand = 'apt-get update && apt-get install -y chromium';

describe('Chromium for the end-to-end tests', () => {
  it('does nothing when Chromium is there', () => {
    expect(chromiumAction({ path: '/usr/bin/chromium', exists: true, isRoot: false })).toEqual({ action: 'none' });
  });

  it('installs it with apt-get as root', () => {
    expect(chromiumAction({ path: '/usr/bin/chromium', exists: false, isRoot: true })).toEqual({ action: 'install', command: chromiumInstallCommand });
  });

  it('otherwise stops, naming the command to run', () => {
    const next = chromiumAction({ path: '/nowhere/chromium', exists: false, isRoot: false });
    expect(next.action).toBe('stop');
    const message = next.action === 'stop' ? next.message : '';
    expect(message).not.toContain('\n');
    expect(message).toContain('/nowhere/chromium');
    expect(message).toContain(chromiumInstallCommand);
  });
});
