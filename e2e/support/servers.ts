import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { serveStatic, type PageMode } from '../../scripts/lib/static-server.mjs';
import { repoRoot, type ContainerDir } from './env';

/** A port on which nothing listens right now (the OS picks it; nothing keeps it reserved). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** URL of a remote's manifest on a port (what remotes.json holds). */
export const manifestUrl = (port: number): string => `http://localhost:${port}/mf-manifest.json`;

export interface ExtraServer {
  dir: ContainerDir;
  port: number;
  /** e.g. http://localhost:41234 */
  origin: string;
  /** e.g. http://localhost:41234/mf-manifest.json, for remotes.json */
  manifestUrl: string;
  /** Whether it is listening now. */
  readonly running: boolean;
  /** Starts listening again on the same port (after stop()). */
  start(): Promise<void>;
  /** Stops listening and drops open connections. Safe to call twice. */
  stop(): Promise<void>;
}

/**
 * Serves one container's production build (its dist, or another build of it
 * in `root`) on an extra port, like `npm start` does, with that container's
 * hosting headers, for tests that move a remote, take it down and bring it
 * back, or deploy another build of it. `listen: false` only reserves the
 * port: call start() later. A shell renders its pages on request (`pages`:
 * with a test project's configuration, see `renderingShell`).
 */
export async function startExtraServer(
  dir: ContainerDir,
  { port, listen = true, root = join(repoRoot, dir, 'dist'), pages }: { port?: number; listen?: boolean; root?: string; pages?: PageMode } = {},
): Promise<ExtraServer> {
  if (!existsSync(root)) throw new Error(`${root} does not exist: run npm run build first`);
  const chosen = port ?? (await freePort());
  let server: Server | null = null;
  const extra: ExtraServer = {
    dir,
    port: chosen,
    origin: `http://localhost:${chosen}`,
    manifestUrl: manifestUrl(chosen),
    get running() {
      return server !== null;
    },
    async start() {
      if (server) return;
      server = await serveStatic({ firebaseJson: join(repoRoot, 'firebase.json'), target: dir, root, port: chosen, pages });
    },
    async stop() {
      const current = server;
      server = null;
      if (!current) return;
      current.closeAllConnections();
      await new Promise<void>((resolve) => current.close(() => resolve()));
    },
  };
  if (listen) await extra.start();
  return extra;
}
