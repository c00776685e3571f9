/** Types of security-headers.mjs, for the TypeScript end-to-end helpers. */
export interface RuntimeFiles {
  /** Parsed remotes.json (federation name -> manifest URL). */
  remotes: unknown;
  /** Parsed app-config.json. */
  appConfig: unknown;
}
export const firebaseEndpoints: Record<'firestore' | 'storage' | 'auth' | 'appCheck', string[]>;
export const deniedFeatures: string[];
export function remoteOrigins(remotes: unknown): string[];
export function cspDirectives(files: RuntimeFiles): [string, string[]][];
export function contentSecurityPolicy(files: RuntimeFiles): string;
export function securityHeaders(files: RuntimeFiles): { key: string; value: string }[];
export function withSecurityHeaders<T extends Record<string, unknown>>(firebaseConfig: T, headers: { key: string; value: string }[]): T;
export function staleTargets(firebaseConfig: Record<string, unknown>, headers: { key: string; value: string }[]): string[];
