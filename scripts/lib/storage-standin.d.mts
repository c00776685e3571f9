/** Types of storage-standin.mjs (the local Cloud Storage stand-in), for TypeScript callers such as e2e helpers. */

export interface FileLimit {
  maxBytes: number;
  contentTypes: string[];
}

export interface FileLimits {
  image: FileLimit;
  resume: FileLimit;
}

/** The decoded ID-token payload of a caller, or null for a visitor. */
export type Identity = Record<string, unknown> | null;

export type Operation = 'get' | 'list' | 'create' | 'update' | 'delete';

export interface StorageStandinOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 9199; 0 picks a free port (read it back from `port`). */
  port?: number;
  /** Objects go to `{dataDir}/{bucket}/{path}`, metadata to `{dataDir}/.metadata/{bucket}/{path}.json`. */
  dataDir: string;
  /** Admin e-mails; default config/admin-allow-list.json. */
  allowList?: string[];
  /** File limits; default the `files` of shared-data/src/limits.json. */
  limits?: FileLimits;
  /** When true a download token no longer bypasses the rules (resume URLs then need an admin identity). */
  tokensFollowRules?: boolean;
  /** Larger request bodies are answered 413. Default 64 MiB. */
  maxBodyBytes?: number;
  /** One line per refused request, and "Storage stand-in ready on host:port". Default: silent. */
  log?: (line: string) => void;
}

export interface StorageStandin {
  /** "127.0.0.1:9199", the value for connectStorageEmulator / app-config `emulators.storage`. */
  host: string;
  port: number;
  /** "http://127.0.0.1:9199" */
  origin: string;
  dataDir: string;
  /** Deletes every object of one bucket (as `DELETE /emulator/v1/buckets/{bucket}`). */
  clearBucket(bucket: string): void;
  /** Deletes every object of every bucket (as `POST /internal/reset`). */
  clearAll(): void;
  stop(): Promise<void>;
}

export function startStorageStandin(options: StorageStandinOptions): Promise<StorageStandin>;

/**
 * The rules of storage.rules as a function: may `identity` do `operation` on
 * `path`, with `incoming` the new file of a create and `exists` whether a file
 * is stored there already (no rule grants an overwrite)?
 */
export function createRules(options: {
  allowList: string[];
  limits: FileLimits;
}): (operation: Operation, path: string, identity: Identity, incoming?: { size: number; contentType: string }, exists?: boolean) => boolean;

export function identityFromHeader(header: string | undefined): Identity;

export function parseMultipartUpload(
  contentType: string,
  body: Buffer,
): { metadata: Record<string, unknown>; data: Buffer; partType: string | undefined };

export function defaultAllowList(): string[];

export function defaultLimits(): FileLimits;
