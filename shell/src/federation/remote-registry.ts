import { registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteModules, type RemoteName } from '@seawave/shared-ui';

/**
 * remotes.json: federation name of each remote -> URL of its mf-manifest.json
 * (absolute, or relative to the shell's page).
 */
export type RemotesFile = Partial<Record<RemoteName, string>>;

const known = new Set<string>(Object.keys(remoteModules));

/** Checks and normalises the contents of remotes.json. Unknown names are reported and ignored. */
export function parseRemotesFile(data: unknown, base: string): { name: RemoteName; entry: string }[] {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new Error('remotes.json must be an object of remote name -> manifest URL');
  }
  const remotes: { name: RemoteName; entry: string }[] = [];
  for (const [name, entry] of Object.entries(data)) {
    if (!known.has(name)) {
      console.warn(`remotes.json names an unknown remote "${name}"; it is ignored`);
      continue;
    }
    if (typeof entry !== 'string' || entry.length === 0) {
      throw new Error(`remotes.json: the entry of "${name}" must be a URL string`);
    }
    remotes.push({ name: name as RemoteName, entry: new URL(entry, base).href });
  }
  return remotes;
}

/** Registers the remotes of remotes.json with the federation runtime. Nothing is fetched until a route needs it. */
export function registerRemotesFromData(data: unknown): void {
  registerRemotes(parseRemotesFile(data, window.location.href));
}
