/**
 * @jest-environment node
 */
/**
 * The scripts and tooling depend on each other one way, like the sources.
 * ESLint's import-x/no-cycle checks the .mjs files' imports, but it cannot
 * follow CommonJS `require()` through the files it reaches, so this test
 * walks the relative `require()`s and imports of every .cjs and .mjs file.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..');
const skipped = new Set(['node_modules', 'dist', 'lib', 'coverage', 'reports', 'test-results', 'playwright-report', '.git', '.emulator-data']);

function scriptFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (skipped.has(name) || name.startsWith('.')) return [];
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return scriptFiles(file);
    return /\.(cjs|mjs)$/.test(name) ? [file] : [];
  });
}

/** The script files `file` loads with a relative require(), import or import(). */
function dependencies(file: string, known: Set<string>): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:require\(|import\(|\bfrom\s+|^import\s+)\s*['"](\.{1,2}\/[^'"]+)['"]/gm)].map((match) => match[1] ?? '');
  return specifiers.map((specifier) => path.resolve(path.dirname(file), specifier)).filter((target) => known.has(target));
}

/** Each cycle found, as the files on it (depth-first search over the graph). */
function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

describe('the scripts and tooling (.cjs, .mjs)', () => {
  it('load each other without a cycle', () => {
    const files = scriptFiles(repoRoot);
    expect(files.length).toBeGreaterThan(10);
    const known = new Set(files);
    const graph = new Map(files.map((file) => [file, dependencies(file, known)]));
    expect(cyclesOf(graph).map((cycle) => cycle.map((file) => path.relative(repoRoot, file)))).toEqual([]);
  });

  it('a cycle through require() is found', () => {
    const graph = new Map([
      ['a.cjs', ['b.cjs']],
      ['b.cjs', ['c.mjs']],
      ['c.mjs', ['a.cjs']],
      ['d.cjs', ['a.cjs']],
    ]);
    expect(cyclesOf(graph)).toEqual([['a.cjs', 'b.cjs', 'c.mjs', 'a.cjs']]);
  });
});
