/**
 * @jest-environment node
 */
import packageJson from '../package.json';

// A deploy installs this package's dependencies and devDependencies from the public registry, where no
// @seawave package exists; the bundle carries shared-data, so the package names it as an optional peer.
describe('the functions package', () => {
  it('has shared-data as optional peer, not dependency', () => {
    const { dependencies, devDependencies, peerDependencies, peerDependenciesMeta } = packageJson as {
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
      peerDependencies?: Record<string, string>;
      peerDependenciesMeta?: Record<string, { optional?: boolean }>;
    };
    expect(peerDependencies?.['@seawave/shared-data']).toBe('0.1.0');
    expect(peerDependenciesMeta?.['@seawave/shared-data']).toEqual({ optional: true });
    const installed = Object.keys({ ...dependencies, ...devDependencies });
    expect(installed.filter((name) => name.startsWith('@seawave/'))).toEqual([]);
  });
});
