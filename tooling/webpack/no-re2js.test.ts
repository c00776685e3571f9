/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { clientResolve } from './create-config.cjs';
import { RE2JS } from './no-re2js.cjs';

const firestoreDist = path.join(path.dirname(require.resolve('@firebase/firestore/package.json')), 'dist');

/** The class declared last before `index`. */
function enclosingClass(source: string, index: number): string {
  return /^class\s+([\w$]+)/.exec(source.slice(source.lastIndexOf('class ', index)))?.[1] ?? '(none)';
}

describe('re2js, left out of the builds', () => {
  it('is replaced in the browser and Node builds by a stand-in whose compile fails with a plain reason', () => {
    for (const production of [true, false]) expect(clientResolve(production).alias['re2js$']).toBe(path.join(__dirname, 'no-re2js.cjs'));
    expect(() => RE2JS.compile('^a$')).toThrow('re2js is left out of this build: the site uses no Firestore pipelines');
  });

  it("is used by Firestore's browser SDK only in the classes evaluating pipelines' LIKE and regex functions", () => {
    const bundles = readdirSync(firestoreDist).filter((file) => /\.esm\.js$/.test(file) && /from ['"]re2js['"]/.test(readFileSync(path.join(firestoreDist, file), 'utf8')));
    expect(bundles.length).toBeGreaterThan(0);
    for (const file of bundles) {
      const source = readFileSync(path.join(firestoreDist, file), 'utf8');
      const uses = [...source.matchAll(/RE2JS\.compile\(/g)].map((match) => enclosingClass(source, match.index ?? 0));
      expect(uses.length).toBeGreaterThan(0);
      expect([...new Set(uses)].sort()).toEqual(['__PRIVATE_CoreLike', '__PRIVATE_CoreRegexContains', '__PRIVATE_CoreRegexMatch']);
    }
  });
});
