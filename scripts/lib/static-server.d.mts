import type { Server } from 'node:http';

/** Types of static-server.mjs, for the TypeScript end-to-end helpers. */
export function serveStatic(options: {
  /** The path of firebase.json (its hosting headers and rewrites are applied). */
  firebaseJson: string;
  /** The firebase.json hosting target (the container's folder name). */
  target: string;
  /** Defaults to the target's public folder. */
  root?: string;
  port: number;
  host?: string;
  log?: (line: string) => void;
}): Promise<Server>;

/** The hosting entry of a target in firebase.json. */
export function hostingTarget(firebaseJson: string, target: string): { target: string; public: string; headers?: unknown[]; rewrites?: unknown[] };
