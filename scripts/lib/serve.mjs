// @ts-check
/** Serves the production builds (each container's dist) on the ports of tooling/containers.cjs. */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { containers, repoRoot } from './containers.mjs';
import { assertPortsFree } from './proc.mjs';
import { serveStatic } from './static-server.mjs';

export function missingDists() {
  return containers.filter((c) => !existsSync(join(repoRoot, c.dir, 'dist', c.host ? 'app.html' : 'mf-manifest.json')));
}

/**
 * Every route path of the remotes' manifests is the app page.
 * @returns {import('./static-server.mjs').PageMode}
 */
export function pagesInBrowser() {
  const { siteManifests } = createRequire(import.meta.url)('../../tooling/federation/route-manifest.cjs');
  /** @type {string[]} */
  const patterns = siteManifests().flatMap((/** @type {{ manifest: { pages: { routes: { path: string }[] }[] } }} */ { manifest }) =>
    manifest.pages.flatMap((page) => page.routes.map((route) => route.path)),
  );
  return { mode: 'browser', patterns };
}

/**
 * @param {{ log?: (line: string) => void, pages?: import('./static-server.mjs').PageMode }} [options]
 *   pages: how the shell answers its pages (default: rendered on request)
 * @returns {Promise<{ urls: { dir: string, url: string }[], close: () => Promise<void> }>}
 */
export async function serveDists({ log = () => {}, pages } = {}) {
  const missing = missingDists();
  if (missing.length > 0) {
    throw new Error(`No production build of ${missing.map((c) => c.dir).join(', ')}: run \`npm run build\` first.`);
  }
  await assertPortsFree(containers.map((c) => ({ port: c.port, label: c.dir })));
  const servers = await Promise.all(
    containers.map((c) => serveStatic({ firebaseJson: join(repoRoot, 'firebase.json'), target: c.dir, port: c.port, pages, log })),
  );
  return {
    urls: containers.map((c) => ({ dir: c.dir, url: `http://localhost:${c.port}` })),
    close: async () => {
      await Promise.all(
        servers.map(
          (server) =>
            new Promise((resolve) => {
              server.closeAllConnections();
              server.close(() => resolve(undefined));
            }),
        ),
      );
    },
  };
}
