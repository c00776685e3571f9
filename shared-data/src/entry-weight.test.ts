/**
 * @jest-environment node
 */
/**
 * What each way into the package downloads, read from the import graph:
 * - the package entry stays light: the Firebase SDK is reached only through
 *   import(), so the home page downloads none of it, and the data hooks and
 *   the entities' values are entries of their own (`/react`, `/entities`);
 * - the read path (what `getDataApi()` loads before a page can show a post or
 *   a vacancy) carries neither the input pipelines of the forms with their
 *   cargo checks, nor the writes, nor the staff's inbox operations and
 *   Firestore's query, cursor and count code: those modules are reached only
 *   through import(), on their first call;
 * - Firestore Lite itself loads on the first read, so a page showing what
 *   the server read for it, or only following a live list, loads none of it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const heavy = /^(firebase|@firebase)(\/|$)/;

function staticImports(source: string): string[] {
  const specifiers: string[] = [];
  const pattern = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
  for (const match of source.matchAll(pattern)) specifiers.push(match[1]!);
  return specifiers;
}

function dynamicImports(source: string): string[] {
  return [...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1]!);
}

/** The names a module imports as values from `specifier` (`import { a, b as c, type T } from ...`). */
function namesImported(source: string, specifier: string): string[] {
  const pattern = new RegExp(`^\\s*import\\s+(?!type\\b)\\{([^}]*)\\}\\s*from\\s*['"]${specifier.replace(/\//g, '\\/')}['"]`, 'gm');
  return [...source.matchAll(pattern)].flatMap((match) =>
    match[1]!
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '' && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0]!),
  );
}

function resolveLocal(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && candidate.match(/\.(tsx?|json)$/)) return candidate;
  }
  return null;
}

/** The package's modules reached from `entry` (paths relative to src/), and the bare specifiers they import; through import() too when `dynamic`. */
function graph(entry: string, { dynamic }: { dynamic: boolean }) {
  const seen = new Set<string>();
  const packages: { file: string; specifier: string }[] = [];
  const queue = [join(__dirname, entry)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || file.endsWith('.json')) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const specifier of [...staticImports(source), ...(dynamic ? dynamicImports(source) : [])]) {
      if (specifier.startsWith('.')) {
        const next = resolveLocal(file, specifier);
        if (next) queue.push(next);
      } else packages.push({ file: relative(__dirname, file), specifier });
    }
  }
  return { modules: new Set([...seen].map((file) => relative(__dirname, file))), packages };
}

it('src/index.ts statically imports no Firebase code', () => {
  const { modules, packages } = graph('index.ts', { dynamic: false });
  expect(packages.filter(({ specifier }) => heavy.test(specifier)).map(({ file, specifier }) => `${file} imports ${specifier}`)).toEqual([]);
  expect(modules.size).toBeGreaterThan(3);
});

it('src/index.ts leaves out hooks and entity values', () => {
  const pageOnly = ['entities.ts', 'react/use-page-query.ts', 'react/use-live-query.ts'];
  expect([...graph('index.ts', { dynamic: false }).modules].filter((module) => pageOnly.includes(module))).toEqual([]);
  expect([...graph('entities-entry.ts', { dynamic: false }).modules]).toContain('entities.ts');
  expect([...graph('react/index.ts', { dynamic: false }).modules]).toEqual(expect.arrayContaining(['react/use-page-query.ts', 'react/use-live-query.ts']));
});

/** The module getDataApi() imports before the first read. */
const readPathEntry = 'firebase/firebase-data-api.ts';

/** Modules that only writes, forms or staff need: each must load on its first call, never with the read path. */
const loadedOnFirstUse = [
  'schemas/field-inputs.ts',
  'schemas/input-schemas.ts',
  'schemas/check.ts',
  'schemas/file-content.ts',
  'freight/cargo.ts',
  'core/operations/write-operations.ts',
  'submission-errors.ts',
  'firebase/public-forms.ts',
  'core/operations/inbox-operations.ts',
  'core/page-filters.ts',
  'search/search-terms.ts',
  'firebase/firestore-writes.ts',
  'firebase/firestore-queries.ts',
  'firebase/storage-writes.ts',
];

describe('the read path of the data interface', () => {
  const { modules, packages } = graph(readPathEntry, { dynamic: false });

  const firstRead = graph('firebase/firestore-reads.ts', { dynamic: false });

  it('maps with stored schemas, loading Firestore Lite lazily', () => {
    for (const module of ['core/create-data-api.ts', 'core/mapping.ts', 'schemas/entity-schemas.ts', 'schemas/field-helpers.ts', 'firebase/firestore-store.ts']) {
      expect([module, modules.has(module)]).toEqual([module, true]);
    }
    expect(packages.filter(({ specifier }) => specifier.startsWith('firebase/firestore') || specifier === 'firebase/functions')).toEqual([]);
    expect(firstRead.packages.map(({ specifier }) => specifier)).toContain('firebase/firestore/lite');
    expect(firstRead.packages.filter(({ specifier }) => specifier === 'firebase/firestore')).toEqual([]);
    expect(graph(readPathEntry, { dynamic: true }).modules).toContain('firebase/firestore-reads.ts');
  });

  it('carries no form checks, writes or inbox', () => {
    expect(loadedOnFirstUse.filter((module) => modules.has(module))).toEqual([]);
  });

  it('uses no query, cursor, count or batch', () => {
    const used = [...modules, ...firstRead.modules].flatMap((module) => namesImported(readFileSync(join(__dirname, module), 'utf8'), 'firebase/firestore/lite'));
    expect(used).toEqual(expect.arrayContaining(['getDoc', 'getDocs', 'collection']));
    const inboxAndWrites = ['query', 'where', 'orderBy', 'limit', 'startAfter', 'getCount', 'documentId', 'writeBatch', 'addDoc', 'setDoc', 'updateDoc', 'deleteDoc'];
    expect(used.filter((name) => inboxAndWrites.includes(name))).toEqual([]);
  });

  it('reaches lazy modules only through import()', () => {
    const withLazy = graph(readPathEntry, { dynamic: true }).modules;
    expect(loadedOnFirstUse.filter((module) => !withLazy.has(module))).toEqual([]);
  });
});
