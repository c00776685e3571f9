// Used by index.ts before the async boundary: every shared library is reached only through import().

/**
 * The shared libraries the site starts with (tooling/federation/shared.cjs, less the development-only JSX runtimes),
 * each a separate import() so webpack resolves and requests each one on its own.
 */
export const sharedLibraryLoads: Record<string, () => Promise<unknown>> = {
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  'react-dom': () => import('react-dom'),
  'react-dom/client': () => import('react-dom/client'),
  'react-router-dom': () => import('react-router-dom'),
  '@emotion/react': () => import('@emotion/react'),
  '@emotion/react/jsx-runtime': () => import('@emotion/react/jsx-runtime'),
  zustand: () => import('zustand'),
  '@seawave/shared-ui': () => import('@seawave/shared-ui'),
  '@seawave/shared-data': () => import('@seawave/shared-data'),
};

/**
 * Starts loading each shared library in a task of its own. Resolving a library in the share scope and requesting
 * its scripts costs a few milliseconds each; done all at once when the app's first chunk asks for them, they made
 * one long task that blocked taps. The app's own import then finds them loading or loaded. A failure here is
 * reported by that import.
 */
export function loadSharedLibrariesInTurn(schedule: (task: () => void) => void = (task) => setTimeout(task, 0)): void {
  for (const load of Object.values(sharedLibraryLoads)) {
    schedule(() => {
      load().catch(() => undefined);
    });
  }
}
