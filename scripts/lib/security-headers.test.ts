/**
 * @jest-environment node
 */
/**
 * The security headers of every container, generated from the shell's
 * remotes.json and app-config.json into firebase.json. (security-headers.mjs
 * is an ES module: it runs in a child Node here.)
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const repoRoot = join(__dirname, '../..');
const moduleUrl = pathToFileURL(join(__dirname, 'security-headers.mjs')).href;

/** Calls an export of security-headers.mjs with JSON arguments and returns its JSON result. */
function call<T>(name: string, ...args: unknown[]): T {
  const script = `import * as m from ${JSON.stringify(moduleUrl)};
    const out = m[${JSON.stringify(name)}](...JSON.parse(process.argv[1]));
    process.stdout.write(JSON.stringify(out));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(args)], { encoding: 'utf8' });
  return JSON.parse(output) as T;
}

/** A call expected to throw: its message. */
function failure(name: string, ...args: unknown[]): string {
  const script = `import * as m from ${JSON.stringify(moduleUrl)};
    try { m[${JSON.stringify(name)}](...JSON.parse(process.argv[1])); } catch (e) { process.stdout.write(e.message); process.exit(3); }`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(args)], { encoding: 'utf8' });
  expect(result.status).toBe(3);
  return result.stdout;
}

type Header = { key: string; value: string };
type Directives = [string, string[]][];

const readJson = (path: string): Record<string, unknown> => JSON.parse(readFileSync(join(repoRoot, path), 'utf8')) as Record<string, unknown>;
const localFiles = { remotes: readJson('shell/public/remotes.json'), appConfig: readJson('shell/public/app-config.json') };

const production = {
  remotes: {
    mfePublic: 'https://public.seawave.example.com/mf-manifest.json',
    mfeCareers: 'https://careers.seawave.example.com/mf-manifest.json',
    mfeBlog: '/remotes/blog/mf-manifest.json',
    mfeAdmin: 'https://admin.seawave.example.com/mf-manifest.json',
  },
  appConfig: {
    firebase: { apiKey: 'k', authDomain: 'seawave-prod.firebaseapp.com', projectId: 'seawave-prod', storageBucket: 'seawave-prod.appspot.com', messagingSenderId: '1', appId: 'a' },
    emulators: { auth: null, firestore: null, storage: null },
    appCheck: { recaptchaEnterpriseSiteKey: 'site-key' },
    simulateFailures: [],
  },
};

const directive = (directives: Directives, name: string): string[] => {
  const found = directives.find(([key]) => key === name);
  if (!found) throw new Error(`no ${name} directive`);
  return found[1];
};

describe('Content-Security-Policy of the local site (shell/public)', () => {
  const directives = call<Directives>('cspDirectives', localFiles);

  it('runs only own and remote scripts, nothing inline', () => {
    expect(directive(directives, 'script-src')).toEqual([
      "'self'",
      'http://localhost:3001',
      'http://localhost:3002',
      'http://localhost:3003',
      'http://localhost:3004',
    ]);
  });

  it('connects only to itself, the remotes and the emulators', () => {
    expect(directive(directives, 'connect-src')).toEqual([
      "'self'",
      'http://localhost:3001',
      'http://localhost:3002',
      'http://localhost:3003',
      'http://localhost:3004',
      'http://127.0.0.1:8080',
      'http://127.0.0.1:9199',
      'http://127.0.0.1:9099',
      'http://127.0.0.1:5001',
    ]);
  });

  it('refuses framing, plugins and a foreign <base>', () => {
    expect(directive(directives, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(directives, 'object-src')).toEqual(["'none'"]);
    expect(directive(directives, 'base-uri')).toEqual(["'self'"]);
  });

  it('allows inline styles but nothing else inline', () => {
    expect(directive(directives, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    for (const [name, sources] of directives.filter(([key]) => key !== 'style-src')) {
      expect({ name, inline: sources.some((s) => s.includes('unsafe')) }).toEqual({ name, inline: false });
    }
  });
});

describe('Content-Security-Policy in production', () => {
  const directives = call<Directives>('cspDirectives', production);

  it('names the remote origins, Google sign-in and reCAPTCHA', () => {
    expect(directive(directives, 'script-src')).toEqual([
      "'self'",
      'https://public.seawave.example.com',
      'https://careers.seawave.example.com',
      'https://admin.seawave.example.com',
      'https://apis.google.com',
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
  });

  it('names both builds’ origins in a gradual release', () => {
    const gradual = { mfeBlog: { live: 'https://blog.example/builds/b1/mf-manifest.json', candidate: 'https://blog-next.example/builds/b2/mf-manifest.json', share: 10 }, mfePublic: '/public/mf-manifest.json' };
    expect(call<string[]>('remoteOrigins', gradual)).toEqual(['https://blog.example', 'https://blog-next.example']);
  });

  it('connects only to Firebase and App Check', () => {
    const connect = directive(directives, 'connect-src');
    for (const endpoint of [
      'https://firestore.googleapis.com',
      'https://firebasestorage.googleapis.com',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://content-firebaseappcheck.googleapis.com',
      'https://us-central1-seawave-prod.cloudfunctions.net',
    ]) {
      expect(connect).toContain(endpoint);
    }
    expect(connect.filter((source) => source.startsWith('http:'))).toEqual([]);
    expect(directive(directives, 'img-src')).toContain('https://firebasestorage.googleapis.com');
  });

  it('frames only the map, sign-in and reCAPTCHA', () => {
    expect(directive(directives, 'frame-src')).toEqual([
      'https://www.openstreetmap.org',
      'https://seawave-prod.firebaseapp.com',
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
  });

  it('leaves reCAPTCHA out without App Check', () => {
    const { appCheck: _appCheck, ...withoutAppCheck } = production.appConfig;
    const csp = call<string>('contentSecurityPolicy', { ...production, appConfig: withoutAppCheck });
    expect(csp).not.toContain('recaptcha');
    expect(csp).not.toContain('content-firebaseappcheck');
  });
});

describe('moving a remote is an edit of remotes.json', () => {
  it('the policy follows the new address', () => {
    const moved = { ...localFiles.remotes, mfeBlog: 'https://blog.example.org/seawave/mf-manifest.json' };
    const scripts = directive(call<Directives>('cspDirectives', { ...localFiles, remotes: moved }), 'script-src');
    expect(scripts).toContain('https://blog.example.org');
    expect(scripts).not.toContain('http://localhost:3003');
  });

  it('refuses a remote URL that is not http(s)', () => {
    expect(failure('remoteOrigins', { mfeBlog: 'javascript:alert(1)' })).toContain('"mfeBlog" must be an http(s) URL');
    expect(failure('remoteOrigins', { mfeBlog: 42 })).toContain('"mfeBlog" must be the URL of its mf-manifest.json');
    expect(failure('remoteOrigins', { mfeBlog: { live: 'https://blog.example/builds/b1/mf-manifest.json', candidate: 42, share: 5 } })).toContain('"mfeBlog" must be the URL of its mf-manifest.json');
  });
});

describe('the other security headers', () => {
  const headers = call<Header[]>('securityHeaders', localFiles);
  const value = (key: string) => headers.find((h) => h.key === key)?.value;

  it('no sniffing, a referrer policy, no framing', () => {
    expect(value('X-Content-Type-Options')).toBe('nosniff');
    expect(value('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(value('X-Frame-Options')).toBe('DENY');
  });

  it('HSTS for two years, subdomains included', () => {
    expect(value('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
  });

  it('Permissions-Policy denies every unused feature', () => {
    const policy = value('Permissions-Policy') ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(policy).toContain(`${feature}=()`);
  });
});

describe('firebase.json (on a mismatch, run node scripts/security-headers.mjs)', () => {
  const firebase = readJson('firebase.json') as { hosting: { target: string; headers: { source: string; headers: Header[] }[] }[] };
  const expected = call<Header[]>('securityHeaders', localFiles);

  it('every container sends the generated headers', () => {
    expect(firebase.hosting.map((h) => h.target)).toEqual(['shell', 'mfe-public', 'mfe-careers', 'mfe-blog', 'mfe-admin']);
    for (const target of firebase.hosting) {
      expect({ target: target.target, rule: target.headers[0] }).toEqual({ target: target.target, rule: { source: '**', headers: expected } });
    }
    const check = spawnSync(process.execPath, ['scripts/security-headers.mjs', '--check', '--from', 'shell/public'], { cwd: repoRoot, encoding: 'utf8' });
    expect(check.stdout).toContain('match');
    expect(check.status).toBe(0);
  });

  it('remotes still allow the shell cross-origin loads', () => {
    for (const target of firebase.hosting.filter((h) => h.target !== 'shell')) {
      const cors = target.headers.find((rule) => rule.headers.some((h) => h.key === 'Access-Control-Allow-Origin'));
      expect({ target: target.target, cors: cors?.headers }).toEqual({ target: target.target, cors: [{ key: 'Access-Control-Allow-Origin', value: '*' }] });
    }
  });

  it('rewriting the headers keeps every other rule', () => {
    const other = call<Header[]>('securityHeaders', production);
    const once = call<typeof firebase>('withSecurityHeaders', firebase, other);
    const twice = call<typeof firebase>('withSecurityHeaders', once, other);
    expect(twice).toEqual(once);
    expect(call<string[]>('staleTargets', twice, other)).toEqual([]);
    expect(call<string[]>('staleTargets', firebase, other)).toHaveLength(5);
    for (const [index, target] of twice.hosting.entries()) {
      expect(target.headers.slice(1)).toEqual(firebase.hosting[index]?.headers.slice(1));
    }
  });
});
