/**
 * Previewing a remote's candidate build in the live composed site, in one
 * browser only. A preview link carries a token signed with the site's
 * preview key (HMAC-SHA256): which remote, which of its builds (a
 * `builds/<id>/` folder on the remote's own deployed hosting, so the shell's
 * Content-Security-Policy already allows it), the page to open and an expiry
 * of hours. Opening the link stores the token in an HttpOnly cookie; the page
 * service checks it on every request and renders with the candidate, and the
 * page records the candidate for hydration. Anything else (an unsigned,
 * altered, expired or foreign token) is ignored: the page is the visitors' page.
 *
 * Node only (node:crypto); no shared modules, so the Node build exports it directly.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { theme } from '@seawave/shared-ui/theme';

/** Firebase Hosting passes only this cookie to the page function, and keys its CDN cache on it. */
export const PREVIEW_COOKIE = '__session';
/** `/_preview/<token>` starts a preview, `/_preview/end` ends it. */
export const PREVIEW_PATH = '/_preview/';
export const PREVIEW_END_PATH = '/_preview/end';
/** A preview lasts hours, never days. */
export const MAX_PREVIEW_HOURS = 12;
/** Shorter keys are refused: preview is then off. */
export const MIN_PREVIEW_KEY_LENGTH = 32;
/**
 * The key of the local site (`npm start`, the tests, the emulators): public
 * by design, so it is accepted only by the local Hosting stand-in. Production
 * uses the secret PREVIEW_SIGNING_KEY.
 */
export const LOCAL_PREVIEW_KEY = 'seawave-local-preview-key-for-this-machine-only';

/** What a preview token grants. Times in seconds since the epoch. */
export interface PreviewGrant {
  /** Federation name, as in remotes.json (e.g. mfeBlog). */
  remote: string;
  /** The candidate's build id: `builds/<build>/` beside the remote's deployed mf-manifest.json. */
  build: string;
  /** The page the link opens (a path of the site). */
  page: string;
  issuedAt: number;
  expiresAt: number;
}

export type PreviewRefusal = 'disabled' | 'malformed' | 'forged' | 'expired' | 'unknown remote';
export type PreviewCheck = { ok: true; grant: PreviewGrant } | { ok: false; reason: PreviewRefusal };

/** A build id as the remotes' builds name their folders (a content hash); nothing that could leave the folder. */
const BUILD_ID = /^[0-9a-z][0-9a-z_-]{0,63}$/i;
const REMOTE_NAME = /^[A-Za-z_$][\w$]{0,63}$/;

const usableKey = (key: string | null | undefined): key is string => typeof key === 'string' && key.length >= MIN_PREVIEW_KEY_LENGTH;
const mac = (payload: string, key: string) => createHmac('sha256', key).update(`seawave-preview.${payload}`).digest('base64url');

/** A site path to open: one leading slash (never `//host`), no scheme. */
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

/** Checks a token's signature, contents and expiry (`now` in milliseconds). */
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

/**
 * The folder of a remote's hosting that holds its builds: that of its
 * remotes.json entry, which names the remote's current mf-manifest.json or
 * one build's (`builds/<id>/mf-manifest.json`, as a release writes it).
 */
function remoteRoot(deployedManifest: string, base: string): URL {
  const url = new URL(deployedManifest, base);
  return /\/builds\/[^/]+\/mf-manifest\.json$/.test(url.pathname) ? new URL('../../', url) : new URL('.', url);
}

/** Where a remote's build lives: `builds/<id>/mf-manifest.json` on the remote's deployed hosting (remotes.json's entry). */
export function buildManifestUrl(deployedManifest: string, build: string, base: string): string {
  if (!BUILD_ID.test(build)) throw new Error(`"${build}" is not a build id`);
  return new URL(`builds/${build}/mf-manifest.json`, remoteRoot(deployedManifest, base)).href;
}

/**
 * The build id of a candidate given as a URL: only a `builds/<id>/` folder
 * of the remote's deployed hosting (same origin, same folder) is allowed;
 * any other address is null.
 */
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

/** The grant, if its remote is deployed now (a token for a remote that was removed grants nothing). */
export function checkAgainstRemotes(check: PreviewCheck, remotesFile: Record<string, string>): PreviewCheck {
  if (!check.ok) return check;
  return Object.hasOwn(remotesFile, check.grant.remote) && !check.grant.remote.startsWith('$') ? check : { ok: false, reason: 'unknown remote' };
}

/** The value of one cookie in a Cookie header, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/** The Set-Cookie of a preview: HttpOnly (no script reads it), SameSite=Lax, the whole site, Secure on https. */
export function previewCookie(token: string | null, maxAgeSeconds: number, secure: boolean): string {
  return [`${PREVIEW_COOKIE}=${token ?? ''}`, 'Path=/', `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ');
}

/** mfeBlog -> mfe-blog: the name the teams use for their remote (its folder). */
export const remoteLabel = (remote: string): string => remote.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** "Previewing mfe-blog build <id>": the text that tells the tester what they see. */
export const previewText = (grant: Pick<PreviewGrant, 'remote' | 'build'>): string => `Previewing ${remoteLabel(grant.remote)} build ${grant.build}`;

/**
 * The banner over the page (outside #root, so hydration never sees it):
 * what is previewed, until when, a note when the candidate could not be
 * rendered, and the way out.
 */
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

/** The page a refused preview link gets (nothing is stored in the browser). */
export function refusedPreviewPage(reason: PreviewRefusal): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Preview not started | SEAWAVE</title><meta name="robots" content="noindex"></head>' +
    '<body style="max-width:40rem;margin:4rem auto;padding:0 1rem;font-family:system-ui,sans-serif;line-height:1.5"><main id="main">' +
    `<h1>Preview not started</h1><p role="alert">${escapeHtml(refusalText[reason])}</p><p><a href="/">Go to the site</a></p>` +
    '</main></body></html>'
  );
}
