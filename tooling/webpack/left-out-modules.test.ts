/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { clientResolve } from './create-config.cjs';
import hoistNonReactStatics from './no-hoist-statics.cjs';
import { RE2JS } from './no-re2js.cjs';

const distOf = (pkg: string) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'dist');

/** The browser ES builds of a package that import `specifier`, with their source. */
function importersOf(dist: string, specifier: string): { file: string; source: string }[] {
  return readdirSync(dist)
    .filter((file) => /browser\.esm\.js$|^index\.esm\.js$|^common-[\w-]+\.esm\.js$/.test(file))
    .map((file) => ({ file, source: readFileSync(path.join(dist, file), 'utf8') }))
    .filter(({ source }) => source.includes(`from '${specifier}'`) || source.includes(`from "${specifier}"`));
}

/** The top-level class or function (declared at a line's start) last declared before `index`. */
function enclosing(source: string, index: number, keyword: 'class' | 'function'): string {
  return new RegExp(`^\\n${keyword}\\s+([\\w$]+)`).exec(source.slice(source.lastIndexOf(`\n${keyword} `, index)))?.[1] ?? '(none)';
}

describe('modules the builds leave out, each used only by a feature the site does not use', () => {
  it('are replaced by stand-ins that fail plainly', () => {
    for (const production of [true, false]) {
      expect(clientResolve(production).alias['re2js$']).toBe(path.join(__dirname, 'no-re2js.cjs'));
      expect(clientResolve(production).alias['hoist-non-react-statics$']).toBe(path.join(__dirname, 'no-hoist-statics.cjs'));
    }
    expect(() => RE2JS.compile('^a$')).toThrow('re2js is left out of this build: the site uses no Firestore pipelines');
    expect(() => hoistNonReactStatics()).toThrow('hoist-non-react-statics is left out of this build: the site uses no emotion withTheme');
  });

  it("re2js: used only for Firestore pipelines' regex", () => {
    const bundles = importersOf(distOf('@firebase/firestore'), 're2js');
    expect(bundles.length).toBeGreaterThan(0);
    for (const { source } of bundles) {
      const users = [...source.matchAll(/RE2JS\.compile\(/g)].map((match) => enclosing(source, match.index ?? 0, 'class'));
      expect([...new Set(users)].sort()).toEqual(['__PRIVATE_CoreLike', '__PRIVATE_CoreRegexContains', '__PRIVATE_CoreRegexMatch']);
    }
  });

  it("hoist-non-react-statics: used only in emotion's withTheme", () => {
    const dist = distOf('@emotion/react');
    expect(importersOf(path.join(dist, '../_isolated-hnrs/dist'), 'hoist-non-react-statics').length).toBe(1);
    const users = readdirSync(dist)
      .filter((file) => /browser\.esm\.js$/.test(file) && !file.includes('development'))
      .flatMap((file) => {
        const source = readFileSync(path.join(dist, file), 'utf8');
        return [...source.matchAll(/hoistNonReactStatics\(/g)].map((match) => enclosing(source, match.index ?? 0, 'function'));
      });
    expect([...new Set(users)]).toEqual(['withTheme']);
  });
});
