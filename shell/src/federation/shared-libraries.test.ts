import { loadSharedLibrariesInTurn, sharedLibraryLoads } from './shared-libraries';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the one list of shared modules is CommonJS build tooling
const { sharedModules } = require('../../../tooling/federation/shared.cjs') as { sharedModules: Record<string, unknown> };

describe('shared libraries loaded at start-up', () => {
  it('are the shared modules but dev runtimes', () => {
    const expected = Object.keys(sharedModules).filter((name) => !name.endsWith('/jsx-dev-runtime'));
    expect(Object.keys(sharedLibraryLoads).sort()).toEqual(expected.sort());
  });

  it('each load in their own task', () => {
    const tasks: (() => void)[] = [];
    loadSharedLibrariesInTurn((task) => tasks.push(task));
    expect(tasks).toHaveLength(Object.keys(sharedLibraryLoads).length);
  });

  it('leave load failures to the app', async () => {
    const failing = jest.fn(() => Promise.reject(new Error('chunk failed')));
    const saved = { ...sharedLibraryLoads };
    for (const name of Object.keys(sharedLibraryLoads)) sharedLibraryLoads[name] = failing;
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      loadSharedLibrariesInTurn((task) => task());
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(failing).toHaveBeenCalledTimes(Object.keys(saved).length);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
      Object.assign(sharedLibraryLoads, saved);
    }
  });
});
