/** Types of backend.mjs, for the TypeScript end-to-end helpers. */
export const localProject: string;
export const localDataDir: string;
export function emulatorPorts(offset?: number): { auth: number; firestore: number; storage: number; functions: number };
export function startLocalBackend(options?: {
  persist?: boolean;
  dataDir?: string;
  seed?: boolean;
  reuse?: boolean;
  portOffset?: number;
  /** Run the Cloud Functions in the Functions emulator too (default true). */
  functions?: boolean;
  log?: (line: string) => void;
}): Promise<{ hosts: { auth: string; firestore: string; storage: string; functions: string | null }; storageKind: 'emulator' | 'stand-in'; stop: () => Promise<void> }>;
