/**
 * @jest-environment node
 */
/**
 * Counts the docs state are checked against the code they describe, so a
 * changed count fails here instead of drifting. A claim reworded away fails
 * too: update its entry below.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { containers } from './containers.cjs';

const repoRoot = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

const numberWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** The number a claim states, as a digit or a word. */
function stated(text: string, claim: RegExp): number {
  const found = claim.exec(text.replace(/\s+/g, ' '))?.[1];
  if (found === undefined) throw new Error(`claim ${claim} not found`);
  const word = numberWords.indexOf(found.toLowerCase());
  return word >= 0 ? word : Number(found);
}

const functionsIndex = () => read('functions/src/index.ts');

/** A number constant of a source file, as `name = <digits>` or `name: <digits>`. */
function constant(file: string, name: string): number {
  const found = new RegExp(`\\b${name}\\s*[=:]\\s*(\\d+)\\b`).exec(read(file))?.[1];
  if (found === undefined) throw new Error(`${name} not found in ${file}`);
  return Number(found);
}

let seeded: Record<string, Record<string, unknown>[]> | undefined;

/** The sample content of a new local site, read once in a child Node process (the seed is an ES module script). */
function sampleDocuments(): Record<string, Record<string, unknown>[]> {
  if (seeded) return seeded;
  const seed = JSON.stringify(path.join(repoRoot, 'shared-data/seed/sample-content.mjs'));
  const script = `import { sampleContent } from ${seed}; process.stdout.write(JSON.stringify(sampleContent(0).documents));`;
  seeded = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })) as Record<string, Record<string, unknown>[]>;
  return seeded;
}

const claims: [file: string, claim: RegExp, actual: () => number][] = [
  ['docs/development.md', /production builds of all (\w+) containers/, () => containers.length],
  ['docs/development.md', /the public forms' (\w+) callable functions/, () => functionsIndex().match(/\bonCall\(/g)?.length ?? 0],
  ['docs/operations.md', /(\w+) Cloud Scheduler jobs come with it/, () => functionsIndex().match(/\bonSchedule\(/g)?.length ?? 0],
  ['docs/security.md', /split over (\w+) shards/, () => constant('functions/src/public-forms/allowance.ts', 'SHARDS')],
  ['docs/architecture.md', /A route manifest is tried (\w+) times/, () => constant('shell/src/federation/retry-policy.ts', 'attempts')],
  ['docs/releasing.md', /keeps its newest (\w+) builds/, () => constant('tooling/webpack/create-config.cjs', 'keptBuilds')],
  ['docs/development.md', /It holds (\d+) blog posts/, () => sampleDocuments().posts?.length ?? 0],
  ['docs/development.md', /(\d+) vacancies of which/, () => sampleDocuments().jobvacancy?.length ?? 0],
  ['docs/development.md', /vacancies of which (\d+) is blocked/, () => (sampleDocuments().jobvacancy ?? []).filter((v) => v.isBlocked).length],
  ['docs/development.md', /(\d+) quotes of which one has no date/, () => sampleDocuments().quotes?.length ?? 0],
  ['docs/development.md', /and (\d+) applicants with PDF resumes/, () => sampleDocuments().applicants?.length ?? 0],
];

test.each(claims)('%s states %s as the code has it', (file, claim, actual) => {
  expect(stated(read(file), claim)).toBe(actual());
});

test('stated counts read as digits or words', () => {
  expect(stated('all five  containers', /all (\w+) containers/)).toBe(5);
  expect(stated('It holds 3 posts', /holds (\d+) posts/)).toBe(3);
  expect(() => stated('nothing here', /holds (\d+) posts/)).toThrow('not found');
});
