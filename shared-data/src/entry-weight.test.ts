/**
 * @jest-environment node
 */
/**
 * The package entry must stay light: the Firebase SDK may only be
 * reached through dynamic import(), so the home page downloads none of them.
 * Walks the static import graph from src/index.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const heavy = /^(firebase|@firebase)(\/|$)/;

function staticImports(source: string): string[] {
  const specifiers: string[] = [];
  const pattern = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
  for (const match of source.matchAll(pattern)) specifiers.push(match[1]!);
  return specifiers;
}

function resolveLocal(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && candidate.match(/\.(tsx?|json)$/)) return candidate;
  }
  return null;
}

it('src/index.ts reaches no Firebase code through static imports', () => {
  const seen = new Set<string>();
  const offenders: string[] = [];
  const queue = [join(__dirname, 'index.ts')];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || file.endsWith('.json')) continue;
    seen.add(file);
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      if (heavy.test(specifier)) offenders.push(`${file} imports ${specifier}`);
      else if (specifier.startsWith('.')) {
        const next = resolveLocal(file, specifier);
        if (next) queue.push(next);
      }
    }
  }
  expect(offenders).toEqual([]);
  expect(seen.size).toBeGreaterThan(3);
});
