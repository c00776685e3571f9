import type { Server } from 'node:http';

/** Types of static-server.mjs, for the TypeScript end-to-end helpers. */
export function serveStatic(options: {
  root: string;
  port: number;
  host?: string;
  spa?: boolean;
  log?: (line: string) => void;
}): Promise<Server>;
