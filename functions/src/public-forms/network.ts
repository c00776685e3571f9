// Limits count per network, not per address: one home or office gets a whole IPv6 /56 or /48 and can rotate
// addresses inside it for free, while many honest people may share one IPv4 address.
import { isIP } from 'node:net';

function ipv6Groups(address: string): number[] | null {
  if (isIP(address) !== 6) return null;
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, null];
  const part = (value: string | null | undefined) => (value ? value.split(':').map((group) => parseInt(group, 16)) : []);
  const first = part(head);
  const last = part(tail);
  return tail === null ? first : [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}

const hex = (groups: number[]) => groups.map((group) => group.toString(16)).join(':');

export interface Networks {
  /** An IPv4 address, or an IPv6 /56. */
  network: string;
  /** The IPv6 /48 around it; null for IPv4. */
  network48: string | null;
}

/** Without an address, requests count together under `unknown`, so a missing address never escapes the limits. */
export function networksOf(ipAddress: string | null | undefined): Networks {
  const address = (ipAddress ?? '').trim().replace(/^\[|\]$/g, '');
  if (isIP(address) === 4) return { network: `v4:${address}`, network48: null };
  const groups = ipv6Groups(address);
  if (!groups) return { network: 'unknown', network48: null };
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return { network: `v4:${groups[6]! >> 8}.${groups[6]! & 0xff}.${groups[7]! >> 8}.${groups[7]! & 0xff}`, network48: null };
  return { network: `v6:${hex([...groups.slice(0, 3), groups[3]! & 0xff00])}::/56`, network48: `v6:${hex(groups.slice(0, 3))}::/48` };
}

/**
 * The caller's address: Google's front end appends the address it saw to `X-Forwarded-For`, so only the last entry
 * is trusted (a client can write the others). Without the header (the Functions emulator) the socket's address.
 */
export function callerAddress(request: { headers: Record<string, string | string[] | undefined>; socket?: { remoteAddress?: string | undefined } | null }): string | null {
  const header = request.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return forwarded.at(-1) ?? request.socket?.remoteAddress ?? null;
}
