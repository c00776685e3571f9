/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { docsFiles, figuresOf, proseBlocks, proseFigures, sentences } from './docs-prose.cjs';

/** Docs in short plain sentences: the median sentence of docs/ stays at or under this many words. */
const maxMedianWords = 14;

test(`docs median sentence is at most ${maxMedianWords} words`, () => {
  const files = docsFiles();
  expect(files).toEqual(expect.arrayContaining(['docs/architecture.md', 'docs/testing.md']));
  expect(figuresOf(files).medianWords).toBeLessThanOrEqual(maxMedianWords);
});

test('every docs page opens with what you do', () => {
  const openings = docsFiles().map((file) => [file, proseBlocks(readFileSync(path.join(__dirname, '..', file), 'utf8'))[0] ?? '']);
  expect(openings.filter(([, opening]) => !/^(Here you|Read this)\b/.test(opening ?? '')).map(([file]) => file)).toEqual([]);
});

test(`README median sentence is at most ${maxMedianWords} words`, () => {
  expect(figuresOf(['README.md']).medianWords).toBeLessThanOrEqual(maxMedianWords);
});

const packageReadmes = ['shared-data/README.md', 'shared-ui/README.md', 'functions/README.md'];

test.each(packageReadmes)(`%s median sentence is at most ${maxMedianWords} words`, (file) => {
  expect(figuresOf([file]).medianWords).toBeLessThanOrEqual(maxMedianWords);
});

test('code blocks, headings and tables are not prose', () => {
  const text = ['# Title here', '', 'One short line.', '```sh', 'npm run this is code.', '```', '| a | b |', '|---|---|', '- An item', '  goes on.'].join('\n');
  expect(proseBlocks(text)).toEqual(['One short line.', 'An item goes on.']);
});

test('sentences end at a stop before a capital', () => {
  expect(sentences('Run `npm test` now. It builds, e.g. the shell. Then 3 specs run! Done?')).toEqual([
    'Run code now.',
    'It builds, e.g the shell.',
    'Then 3 specs run!',
    'Done?',
  ]);
});

test('figures give median and colons per 100 words', () => {
  const figures = proseFigures(['One two three four.\n\nFive six: seven eight nine ten.']);
  expect(figures).toMatchObject({ sentences: 2, words: 10, medianWords: 5, colonsPer100Words: 10 });
});
