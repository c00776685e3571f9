/**
 * @jest-environment node
 */
import { codeTokens, commentShare, countLines, isProductCode, leftOutBy } from './comment-share.cjs';

/** Comments say why, briefly: prose comment lines stay under this share of the product code's non-blank lines. */
const bound = 0.08;

test(`prose comments are under ${bound * 100} % of product lines`, () => {
  const { share, files } = commentShare();
  expect(files.length).toBeGreaterThan(200);
  expect(share).toBeLessThan(bound);
});

test('product code is hand-written sources without tests', () => {
  expect(isProductCode('shared-data/src/entities.ts')).toBe(true);
  expect(isProductCode('mfe-admin/src/pages/quote-detail-page.tsx')).toBe(true);
  expect(isProductCode('scripts/bench.mjs')).toBe(true);
  expect(isProductCode('tooling/containers.cjs')).toBe(true);
  expect(isProductCode('shared-data/src/entities.test.ts')).toBe(false);
  expect(isProductCode('functions/src/testing/emulators.ts')).toBe(false);
  expect(isProductCode('shared-data/rules/tests/quotes.test.ts')).toBe(false);
  expect(isProductCode('e2e/support/index.ts')).toBe(false);
  expect(isProductCode('types/assets.d.ts')).toBe(false);
  expect(isProductCode('mfe-blog/src/exposes.generated.ts')).toBe(false);
  expect(isProductCode('README.md')).toBe(false);
});

test('lib folders count; build output does not', () => {
  expect(isProductCode('scripts/lib/emulator.mjs')).toBe(true);
  expect(isProductCode('scripts/lib/release/release.mjs')).toBe(true);
  expect(leftOutBy('functions/lib/index.js')).toBe('build output');
  expect(leftOutBy('shell/dist/main.js')).toBe('build output');
  expect(leftOutBy('node_modules/react/index.js')).toBe('build output');
});

test('a line of prose comment alone counts', () => {
  const source = [
    '// Why: the emulator answers late on a cold start.',
    'const a = 1; // a trailing note is on a line of code',
    '/**',
    ' * Two lines of',
    ' * documentation.',
    ' */',
    'const url = "http://example.com"; const re = /\\/\\//;',
    '',
    '   ',
  ].join('\n');
  expect(countLines(source, 'example.ts')).toEqual({ nonBlank: 7, comment: 5 });
});

test('tool-read comments are not prose', () => {
  const source = [
    '// @ts-check',
    '/* global document */',
    '// eslint-disable-next-line no-console -- printed for the operator',
    '/** @type {import("jest").Config} */',
    '/**',
    ' * @param {string} file',
    ' * @returns {number}',
    ' */',
    'const x = import(/* webpackChunkName: "quote" */ "./quote");',
  ].join('\n');
  expect(countLines(source, 'example.mjs')).toEqual({ nonBlank: 9, comment: 0 });
});

test('a JSDoc type over several lines is code', () => {
  const source = ['/**', ' * @typedef {{', ' *   handle: (url: string) => Promise<string>,', ' * }} Service', ' */', '/**', ' * Says why.', ' * @param {{', ' *   a: string,', ' * }} options', ' */', 'const x = 1;'].join('\n');
  expect(countLines(source, 'example.mjs')).toEqual({ nonBlank: 12, comment: 3 });
});

test('JSX text links are text; JSX comments count', () => {
  const source = ['const page = (', '  <p>', '    See https://seawave.example//path', '    {/* the address is shown, not linked */}', '  </p>', ');'].join('\n');
  expect(countLines(source, 'page.tsx')).toEqual({ nonBlank: 6, comment: 1 });
});

test('a file’s code ignores comments, not tokens', () => {
  const before = ['// Explains.', '/** Documents a. */', 'export const a = 1; /* note */', 'const p = <p>{/* gone */}Hello   world</p>;'].join('\n');
  const after = ['export const a = 1;', 'const p = <p>Hello   world</p>;'].join('\n');
  expect(codeTokens(before, 'x.tsx')).toEqual(codeTokens(after, 'x.tsx'));
  expect(codeTokens('export const a = 2;', 'x.tsx')).not.toEqual(codeTokens('export const a = 1;', 'x.tsx'));
  expect(codeTokens('const s = "// not a comment";', 'x.ts')).not.toEqual(codeTokens('const s = "";', 'x.ts'));
});
