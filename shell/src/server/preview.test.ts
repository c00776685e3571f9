/**
 * @jest-environment node
 */
import {
  buildManifestUrl,
  buildOfUrl,
  checkAgainstRemotes,
  cookieValue,
  previewBanner,
  signPreview,
  verifyPreview,
  type PreviewGrant,
} from './preview';

const key = 'k'.repeat(40);
const otherKey = 'o'.repeat(40);
const issuedAt = Date.UTC(2026, 10, 27, 9, 0, 0) / 1000;
const grant: PreviewGrant = { remote: 'mfeBlog', build: 'c4ad1da7e0b1f2a3', page: '/allblogs', issuedAt, expiresAt: issuedAt + 4 * 3600 };
const remotesFile = { mfeBlog: 'https://blog.seawave.example/mf-manifest.json', mfePublic: 'https://www.seawave.example/public/mf-manifest.json' };
const during = (issuedAt + 60) * 1000;

/** The token with its payload replaced (the signature kept). */
function withPayload(token: string, fields: Record<string, unknown>): string {
  const [, signature] = token.split('.');
  return `${Buffer.from(JSON.stringify(fields)).toString('base64url')}.${signature}`;
}

describe('preview tokens', () => {
  it('a signed token grants until it expires', () => {
    const token = signPreview(grant, key);
    expect(verifyPreview(token, key, during)).toEqual({ ok: true, grant });
    expect(checkAgainstRemotes(verifyPreview(token, key, during), remotesFile)).toEqual({ ok: true, grant });
  });

  it('an expired token grants nothing', () => {
    const token = signPreview(grant, key);
    expect(verifyPreview(token, key, grant.expiresAt * 1000)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyPreview(token, key, (grant.expiresAt + 3600) * 1000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('a foreign or altered token is refused', () => {
    expect(verifyPreview(signPreview(grant, otherKey), key, during)).toEqual({ ok: false, reason: 'forged' });
    const token = signPreview(grant, key);
    const altered = withPayload(token, { r: 'mfeBlog', b: 'e0e0e0e0e0e0e0e0', p: '/allblogs', i: grant.issuedAt, e: grant.expiresAt });
    expect(verifyPreview(altered, key, during)).toEqual({ ok: false, reason: 'forged' });
    const longer = withPayload(token, { r: 'mfeBlog', b: grant.build, p: '/allblogs', i: grant.issuedAt, e: grant.expiresAt + 86_400 });
    expect(verifyPreview(longer, key, during)).toEqual({ ok: false, reason: 'forged' });
    expect(verifyPreview(`${token.split('.')[0]}.`, key, during)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyPreview('not-a-token', key, during)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('without a strong key, tokens are refused', () => {
    const token = signPreview(grant, key);
    expect(verifyPreview(token, null, during)).toEqual({ ok: false, reason: 'disabled' });
    expect(verifyPreview(token, 'short', during)).toEqual({ ok: false, reason: 'disabled' });
    expect(() => signPreview(grant, 'short')).toThrow('at least 32 characters');
  });

  it('a token for an unused remote grants nothing', () => {
    const token = signPreview({ ...grant, remote: 'mfeShop' }, key);
    expect(checkAgainstRemotes(verifyPreview(token, key, during), remotesFile)).toEqual({ ok: false, reason: 'unknown remote' });
    expect(checkAgainstRemotes(verifyPreview(signPreview({ ...grant, remote: 'toString' }, key), key, during), remotesFile)).toEqual({ ok: false, reason: 'unknown remote' });
  });

  it("a token's lifetime, folder and site are limited", () => {
    expect(() => signPreview({ ...grant, expiresAt: issuedAt + 13 * 3600 }, key)).toThrow('at most 12 hours');
    expect(() => signPreview({ ...grant, build: '../../evil' }, key)).toThrow('not a build id');
    expect(() => signPreview({ ...grant, page: '//evil.example/' }, key)).toThrow('not a path of the site');
    expect(() => signPreview({ ...grant, page: 'https://evil.example/' }, key)).toThrow('not a path of the site');
  });
});

describe('the candidate build a preview may use', () => {
  const deployed = remotesFile.mfeBlog;

  it('is a builds folder beside the deployed manifest', () => {
    expect(buildManifestUrl(deployed, 'c4ad1da7e0b1f2a3', 'https://www.seawave.example/')).toBe('https://blog.seawave.example/builds/c4ad1da7e0b1f2a3/mf-manifest.json');
    expect(buildOfUrl(deployed, 'https://blog.seawave.example/builds/c4ad1da7e0b1f2a3/mf-manifest.json', 'https://www.seawave.example/')).toBe('c4ad1da7e0b1f2a3');
    expect(buildOfUrl(deployed, 'https://blog.seawave.example/builds/c4ad1da7e0b1f2a3/', 'https://www.seawave.example/')).toBe('c4ad1da7e0b1f2a3');
    expect(buildOfUrl(remotesFile.mfePublic, '/public/builds/abc123/mf-manifest.json', 'https://www.seawave.example/')).toBe('abc123');
  });

  it('is found likewise for a pinned remote', () => {
    const pinned = 'https://blog.seawave.example/builds/0ld0ld0ld0ld0ld0/mf-manifest.json';
    expect(buildManifestUrl(pinned, 'c4ad1da7e0b1f2a3', 'https://www.seawave.example/')).toBe('https://blog.seawave.example/builds/c4ad1da7e0b1f2a3/mf-manifest.json');
    expect(buildOfUrl(pinned, 'https://blog.seawave.example/builds/c4ad1da7e0b1f2a3/mf-manifest.json', 'https://www.seawave.example/')).toBe('c4ad1da7e0b1f2a3');
  });

  it("is never outside the remote's builds", () => {
    const base = 'https://www.seawave.example/';
    for (const disallowed of [
      'https://evil.example/builds/c4ad1da7e0b1f2a3/mf-manifest.json',
      'https://blog.seawave.example.evil.example/builds/c4ad1da7e0b1f2a3/mf-manifest.json',
      'http://blog.seawave.example/builds/c4ad1da7e0b1f2a3/mf-manifest.json',
      'https://seawave-blog--pr7-a1b2c3.web.app/mf-manifest.json',
      'https://blog.seawave.example/mf-manifest.json',
      'https://blog.seawave.example/other/builds/c4ad1da7e0b1f2a3/mf-manifest.json',
      'https://blog.seawave.example/builds/c4ad1da7e0b1f2a3/remoteEntry.js',
      'https://blog.seawave.example/builds/c4ad1da7e0b1f2a3/mf-manifest.json?x=1',
      'https://www.seawave.example/public/builds/c4ad1da7e0b1f2a3/mf-manifest.json',
      'javascript:alert(1)',
    ]) {
      expect([disallowed, buildOfUrl(deployed, disallowed, base)]).toEqual([disallowed, null]);
    }
    expect(() => buildManifestUrl(deployed, '../x', base)).toThrow('not a build id');
  });
});

describe('the preview cookie and banner', () => {
  it('is read by its exact name', () => {
    expect(cookieValue('a=1; __session=t.s; b=2', '__session')).toBe('t.s');
    expect(cookieValue('x__session=t.s', '__session')).toBeNull();
    expect(cookieValue(undefined, '__session')).toBeNull();
  });

  it('names the build, expiry and how to stop', () => {
    const banner = previewBanner(grant);
    expect(banner).toContain('role="status"');
    expect(banner).toContain('Previewing mfe-blog build c4ad1da7e0b1f2a3</strong> in this browser only, until 2026-11-27 13:00 UTC.');
    expect(banner).toContain('<a href="/_preview/end"');
    expect(previewBanner(grant, 'It failed <here>.')).toContain('It failed &lt;here&gt;.');
  });
});
