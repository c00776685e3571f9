/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(__dirname, '..');
const tracked = (...patterns: string[]) =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...patterns], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);

/** Files each tsconfig.json names (its include, less its exclude), as tsc -p reads them. */
function programFiles(): Set<string> {
  const files = new Set<string>();
  for (const config of tracked('tsconfig.json', '*/tsconfig.json')) {
    const parsed = ts.getParsedCommandLineOfConfigFile(join(root, config), {}, {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(`${config}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
      },
    });
    for (const file of parsed?.fileNames ?? []) files.add(resolve(file));
  }
  return files;
}

describe('type-check coverage', () => {
  it('puts every @ts-check file in a program', () => {
    const checked = tracked('*.js', '*.cjs', '*.mjs').filter((file) => /^\s*\/\/ @ts-check\b/m.test(readFileSync(join(root, file), 'utf8').slice(0, 400)));
    expect(checked.length).toBeGreaterThan(50);
    const inPrograms = programFiles();
    expect(checked.filter((file) => !inPrograms.has(join(root, file)))).toEqual([]);
  });
});
