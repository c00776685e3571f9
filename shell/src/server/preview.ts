/** Preview of a candidate build in one browser only; an unsigned, altered or expired token is simply ignored. */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { theme } from '@seawave/shared-ui/theme';

export const PREVIEW_PATH = '/_preview/';
export const PREVIEW_END_PATH = '/_preview/end';
export const MAX_PREVIEW_HOURS = 12;
export const MIN_PREVIEW_KEY_LENGTH = 32;
/** Public by design, so only the local Hosting stand-in accepts it; production uses PREVIEW_SIGNING_KEY. */
export const LOCAL_PREVIEW_KEY = 'seawave-local-preview-key-for-this-machine-only';

export interface PreviewGrant {
  remote: string;
  build: string;
  page: string;
  issuedAt: number;
  expiresAt: number;
}

export type PreviewRefusal = 'disabled' | 'malformed' | 'forged' | 'expired' | 'unknown remote';
export type PreviewCheck = { ok: true; grant: PreviewGrant } | { ok: false; reason: PreviewRefusal };

/** Nothing that could leave the `builds/<id>/` folder. */
const BUILD_ID = /^[0-9a-z][0-9a-z_-]{0,63}$/i;
const REMOTE_NAME = /^[A-Za-z_$][\w$]{0,63}$/;

const usableKey = (key: string | null | undefined): key is string => typeof key === 'string' && key.length >= MIN_PREVIEW_KEY_LENGTH;
const mac = (payload: string, key: string) => createHmac('sha256', key).update(`seawave-preview.${payload}`).digest('base64url');

/** One leading slash (never `//host`), no scheme. */
export function isSitePath(page: string): boolean {
  return /^\/(?![/\\])[^\s]*$/.test(page) && !page.startsWith(PREVIEW_PATH);
}

export function signPreview(grant: PreviewGrant, key: string): string {
  if (!usableKey(key)) throw new Error(`The preview key must be at least ${MIN_PREVIEW_KEY_LENGTH} characters`);
  if (!REMOTE_NAME.test(grant.remote)) throw new Error(`"${grant.remote}" is not a remote's federation name`);
  if (!BUILD_ID.test(grant.build)) throw new Error(`"${grant.build}" is not a build id`);
  if (!isSitePath(grant.page)) throw new Error(`"${grant.page}" is not a path of the site`);
  if (grant.expiresAt <= grant.issuedAt || grant.expiresAt - grant.issuedAt > MAX_PREVIEW_HOURS * 3600) {
    throw new Error(`A preview lasts more than 0 and at most ${MAX_PREVIEW_HOURS} hours`);
  }
  const payload = Buffer.from(JSON.stringify({ r: grant.remote, b: grant.build, p: grant.page, i: grant.issuedAt, e: grant.expiresAt })).toString('base64url');
  return `${payload}.${mac(payload, key)}`;
}

/** `now` is in milliseconds; the token's times are in seconds. */
export function verifyPreview(token: string, key: string | null | undefined, now: number): PreviewCheck {
  if (!usableKey(key)) return { ok: false, reason: 'disabled' };
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(mac(payload, key));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'forged' };
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const { r, b, p, i, e } = (typeof fields === 'object' && fields !== null ? fields : {}) as Record<string, unknown>;
  if (typeof r !== 'string' || !REMOTE_NAME.test(r) || typeof b !== 'string' || !BUILD_ID.test(b) || typeof p !== 'string' || !isSitePath(p)) {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof i !== 'number' || typeof e !== 'number' || e <= i || e - i > MAX_PREVIEW_HOURS * 3600) return { ok: false, reason: 'malformed' };
  if (e * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, grant: { remote: r, build: b, page: p, issuedAt: i, expiresAt: e } };
}

/** A remotes.json entry names either the current mf-manifest.json or one build's (`builds/<id>/mf-manifest.json`). */
function remoteRoot(deployedManifest: string, base: string): URL {
  const url = new URL(deployedManifest, base);
  return /\/builds\/[^/]+\/mf-manifest\.json$/.test(url.pathname) ? new URL('../../', url) : new URL('.', url);
}

export function buildManifestUrl(deployedManifest: string, build: string, base: string): string {
  if (!BUILD_ID.test(build)) throw new Error(`"${build}" is not a build id`);
  return new URL(`builds/${build}/mf-manifest.json`, remoteRoot(deployedManifest, base)).href;
}

/** Only a `builds/<id>/` folder on the remote's own deployed origin is allowed, so the CSP already covers it. */
export function buildOfUrl(deployedManifest: string, candidate: string, base: string): string | null {
  const folder = remoteRoot(deployedManifest, base);
  let url: URL;
  try {
    url = new URL(candidate, folder);
  } catch {
    return null;
  }
  if (url.origin !== folder.origin || url.search || url.hash || !url.pathname.startsWith(folder.pathname)) return null;
  const match = /^builds\/([^/]+)\/(?:mf-manifest\.json)?$/.exec(url.pathname.slice(folder.pathname.length));
  return match?.[1] && BUILD_ID.test(match[1]) ? match[1] : null;
}

/** A token for a remote that was since removed grants nothing. */
export function checkAgainstRemotes(check: PreviewCheck, remotesFile: Readonly<Record<string, unknown>>): PreviewCheck {
  if (!check.ok) return check;
  return Object.hasOwn(remotesFile, check.grant.remote) && !check.grant.remote.startsWith('$') ? check : { ok: false, reason: 'unknown remote' };
}

export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

export const remoteLabel = (remote: string): string => remote.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const previewText = (grant: Pick<PreviewGrant, 'remote' | 'build'>): string => `Previewing ${remoteLabel(grant.remote)} build ${grant.build}`;

/** Outside #root, so hydration never sees it. */
export function previewBanner(grant: PreviewGrant, problem: string | null = null): string {
  const until = new Date(grant.expiresAt * 1000).toISOString().slice(0, 16).replace('T', ' ');
  // Fixed at the bottom, above everything: the site's header is fixed at the top and would cover it there.
  return (
    `<div role="status" data-preview-banner style="position:fixed;left:0;right:0;bottom:0;z-index:2147483647;background:${theme.colors.ink};color:${theme.colors.inverse};padding:.5rem 1rem;font:1rem/1.5 system-ui,sans-serif;text-align:center">` +
    `<strong>${escapeHtml(previewText(grant))}</strong> in this browser only, until ${until} UTC. ` +
    (problem ? `${escapeHtml(problem)} ` : '') +
    `<a href="${PREVIEW_END_PATH}" style="color:${theme.colors.inverseLink}">Stop previewing</a></div>`
  );
}

const refusalText: Record<PreviewRefusal, string> = {
  disabled: 'Preview is not set up on this site (no preview key).',
  malformed: 'This preview link is damaged. Ask for a new one.',
  forged: 'This preview link was not made for this site. Ask for a new one.',
  expired: 'This preview link has expired. Ask for a new one.',
  'unknown remote': 'This preview link names a remote this site does not use.',
};

export function refusedPreviewPage(reason: PreviewRefusal): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Preview not started | SEAWAVE</title><meta name="robots" content="noindex"></head>' +
    '<body style="max-width:40rem;margin:4rem auto;padding:0 1rem;font-family:system-ui,sans-serif;line-height:1.5"><main id="main">' +
    `<h1>Preview not started</h1><p role="alert">${escapeHtml(refusalText[reason])}</p><p><a href="/">Go to the site</a></p>` +
    '</main></body></html>'
  );
}
