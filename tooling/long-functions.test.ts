/**
 * @jest-environment node
 */
import { isProductSource, longFunctions, longFunctionsIn } from './long-functions.cjs';

const bound = 100;

/** `file` left out: the function is known by its name wherever it lives. */
type Allowed = { file?: string; name: string };

/** Declarative tables and content: long because they list data, not steps. */
const tablesAndContent: Allowed[] = [{ file: 'shared-data/seed/sample-content.mjs', name: 'sampleContent' }];

const allowed = tablesAndContent;
const key = (f: Allowed) => `${f.file ?? '*'} ${f.name}`;
const matches = (a: Allowed, f: { file: string; name: string }) => a.name === f.name && (a.file === undefined || a.file === f.file);

let found: ReturnType<typeof longFunctions> = [];
beforeAll(() => {
  found = longFunctions(bound);
});

test(`no product function is over ${bound} lines`, () => {
  const unexpected = found.filter((f) => !allowed.some((a) => matches(a, f)));
  expect(unexpected.map((f) => `${key(f)} (${f.lines} lines, line ${f.line})`)).toEqual([]);
});

test('every allowed function is still over the bound', () => {
  const stale = allowed.filter((a) => !found.some((f) => matches(a, f)));
  expect(stale.map(key)).toEqual([]);
});

test('blank and comment-only lines are not counted', () => {
  const body = Array.from({ length: 60 }, (_, i) => `  const a${i} = ${i};\n\n  // note ${i}`).join('\n');
  const text = `function spaced() {\n${body}\n}\n`;
  expect(longFunctionsIn(text, 'spaced.ts', 60)).toEqual([{ file: 'spaced.ts', name: 'spaced', line: 1, lines: 62 }]);
  expect(longFunctionsIn(text, 'spaced.ts', 62)).toEqual([]);
});

test('functions are named by what receives them', () => {
  const long = Array.from({ length: 5 }, (_, i) => `  a${i}();`).join('\n');
  const text = [
    `export const useThing = () => {\n${long}\n};`,
    `const store = create((set) => {\n${long}\n});`,
    `const table = { build() {\n${long}\n} };`,
  ].join('\n');
  expect(longFunctionsIn(text, 'named.tsx', 5).map((f) => f.name)).toEqual(['useThing', 'store(…)', 'build']);
});

test('product sources leave out tests and build output', () => {
  expect(isProductSource('scripts/lib/storage-standin.mjs')).toBe(true);
  expect(isProductSource('shared-ui/src/hooks/use-form.ts')).toBe(true);
  expect(isProductSource('shared-ui/src/hooks/use-form.test.ts')).toBe(false);
  expect(isProductSource('functions/lib/index.js')).toBe(false);
  expect(isProductSource('mfe-blog/dist/main.js')).toBe(false);
  expect(isProductSource('e2e/support/index.ts')).toBe(false);
  expect(isProductSource('types/assets.d.ts')).toBe(false);
});
