// @ts-check
/** Serves the production builds (each container's dist) on the ports of tooling/containers.cjs. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { containers, repoRoot } from './containers.mjs';
import { assertPortsFree } from './proc.mjs';
import { serveStatic } from './static-server.mjs';

/** Containers whose dist (index.html / mf-manifest.json) is missing. */
export function missingDists() {
  return containers.filter((c) => !existsSync(join(repoRoot, c.dir, 'dist', c.host ? 'index.html' : 'mf-manifest.json')));
}

/**
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Promise<{ urls: { dir: string, url: string }[], close: () => Promise<void> }>}
 */
export async function serveDists({ log = () => {} } = {}) {
  const missing = missingDists();
  if (missing.length > 0) {
    throw new Error(`No production build of ${missing.map((c) => c.dir).join(', ')}: run \`npm run build\` first.`);
  }
  await assertPortsFree(containers.map((c) => ({ port: c.port, label: c.dir })));
  const servers = await Promise.all(
    containers.map((c) => serveStatic({ firebaseJson: join(repoRoot, 'firebase.json'), target: c.dir, port: c.port, log })),
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
