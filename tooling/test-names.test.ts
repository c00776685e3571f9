/**
 * @jest-environment node
 */
import { figures, testNames, testNamesIn } from './test-names.cjs';

const longest = 12;
const median = 7;

test(`no test name is over ${longest} words`, () => {
  const long = testNames().filter((name) => name.words > longest);
  expect(long.map((name) => `${name.file}:${name.line} ${name.title}`)).toEqual([]);
});

test(`the median test name is at most ${median} words`, () => {
  expect(figures(testNames()).median).toBeLessThanOrEqual(median);
});

test('counts test and it titles, not describe titles', () => {
  const text = [
    "describe('a group with a long title of many words', () => {",
    "  it('keeps what was typed', () => {});",
    "  test.skip('waits', () => {});",
    "  it.each([1, 2])('reads page %i', () => {});",
    '  test(`refuses ${bound} bytes`, () => {});',
    '});',
  ].join('\n');
  expect(testNamesIn(text, 'a.test.ts').map(({ title, words }) => [title, words])).toEqual([
    ['keeps what was typed', 4],
    ['waits', 1],
    ['reads page %i', 3],
    ['refuses ${…} bytes', 3],
  ]);
});

test('figures give the median, 90th percentile and longest', () => {
  const names = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((words) => ({ words }));
  expect(figures(names)).toEqual({ tests: 10, median: 5, p90: 9, max: 10 });
});
