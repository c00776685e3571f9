// @ts-check
/**
 * The security headers every container (the shell and each remote) is served
 * with, derived from the shell's two runtime files:
 *
 * - remotes.json: the origins the shell loads remote code, manifests, pictures
 *   and videos from (moving a remote is an edit of this file, then
 *   `node scripts/security-headers.mjs`, which rewrites firebase.json);
 * - app-config.json: which back end the pages talk to: Firebase's own
 *   endpoints in production, or the emulator addresses it names locally; and
 *   whether App Check loads reCAPTCHA Enterprise.
 *
 * The result is written into firebase.json's hosting headers (see
 * `withSecurityHeaders`), which Firebase Hosting sends in production and the
 * local static servers (hosting.mjs) send locally, so the end-to-end tests run
 * under the same policy. Pure functions only: reading and writing files is
 * scripts/security-headers.mjs's job.
 */

/** The Firebase endpoints the SDKs call in production, per service. */
export const firebaseEndpoints = {
  firestore: ['https://firestore.googleapis.com'],
  storage: ['https://firebasestorage.googleapis.com'],
  auth: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
  appCheck: ['https://content-firebaseappcheck.googleapis.com'],
};

/** Google sign-in with a popup loads Google's iframe helper and frames the project's auth domain. */
const googleSignInScripts = ['https://apis.google.com'];

/** reCAPTCHA Enterprise (App Check's production provider): its script, its frames and its calls. */
const recaptcha = {
  scripts: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frames: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connect: ['https://www.google.com/recaptcha/'],
};

/** The contact page's interactive map (loaded only after "Show interactive map"). */
const mapFrames = ['https://www.openstreetmap.org'];

/**
 * Features the site never uses, denied to the page and to every frame it
 * holds (only names Chromium, Firefox and Safari know: an unknown name is
 * reported as an error in the console).
 */
export const deniedFeatures = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/**
 * @typedef {object} RuntimeFiles
 * @property {unknown} remotes    parsed remotes.json (federation name -> manifest URL)
 * @property {unknown} appConfig  parsed app-config.json
 */

/** @param {unknown} value */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The origins named in remotes.json. A relative URL (a remote beside the
 * shell) is the shell's own origin and adds nothing. Throws on a URL that is
 * not http(s), so a typo cannot open the policy.
 * @param {unknown} remotes
 * @returns {string[]}
 */
export function remoteOrigins(remotes) {
  if (!isObject(remotes)) throw new Error('remotes.json must be an object: federation name -> URL of its mf-manifest.json');
  /** @type {string[]} */
  const origins = [];
  for (const [name, entry] of Object.entries(/** @type {Record<string, unknown>} */ (remotes))) {
    if (name.startsWith('$')) continue;
    // During a gradual release an entry names the live build and a candidate: both are loaded.
    const release = isObject(entry) ? /** @type {{ live?: unknown, candidate?: unknown }} */ (entry) : null;
    const values = release ? [release.live, ...(release.candidate === undefined ? [] : [release.candidate])] : [entry];
    for (const value of values) {
      if (typeof value !== 'string' || value === '') throw new Error(`remotes.json: "${name}" must be the URL of its mf-manifest.json`);
      if (!/^[a-z][a-z0-9+.-]*:/i.test(value) && !value.startsWith('//')) continue; // relative: the shell's origin
      const url = new URL(value, 'https://relative.invalid');
      if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`remotes.json: "${name}" must be an http(s) URL, got ${value}`);
      if (!origins.includes(url.origin)) origins.push(url.origin);
    }
  }
  return origins;
}

/**
 * What the policy needs to know from app-config.json: the emulator origins
 * (null for a service on Firebase itself), the auth domain and whether App
 * Check's reCAPTCHA Enterprise provider is configured.
 * @param {unknown} appConfig
 */
export function backendOf(appConfig) {
  if (!isObject(appConfig)) throw new Error('app-config.json must be an object');
  const config = /** @type {Record<string, unknown>} */ (appConfig);
  const firebase = isObject(config.firebase) ? /** @type {Record<string, unknown>} */ (config.firebase) : {};
  // A missing "emulators" section means the local emulators (the site's own default), so the policy allows them too.
  const emulators = isObject(config.emulators)
    ? /** @type {Record<string, unknown>} */ (config.emulators)
    : { auth: 'http://127.0.0.1:9099', firestore: '127.0.0.1:8080', storage: '127.0.0.1:9199', functions: 'http://127.0.0.1:5001' };
  /** @param {unknown} value  a URL or host:port */
  const origin = (value) => {
    if (typeof value !== 'string' || value === '') return null;
    return new URL(/^https?:\/\//.test(value) ? value : `http://${value}`).origin;
  };
  const appCheck = isObject(config.appCheck) ? /** @type {Record<string, unknown>} */ (config.appCheck) : {};
  return {
    emulators: { auth: origin(emulators.auth), firestore: origin(emulators.firestore), storage: origin(emulators.storage), functions: origin(emulators.functions) },
    // The public forms' callable functions, in the functions' default region.
    functions: typeof firebase.projectId === 'string' && firebase.projectId !== '' ? `https://us-central1-${firebase.projectId}.cloudfunctions.net` : null,
    authDomain: typeof firebase.authDomain === 'string' && firebase.authDomain !== '' ? `https://${firebase.authDomain}` : null,
    recaptchaEnterprise: typeof appCheck.recaptchaEnterpriseSiteKey === 'string' && appCheck.recaptchaEnterpriseSiteKey !== '',
  };
}

/** @param {string[]} list */
const unique = (list) => [...new Set(list)];

/**
 * The Content-Security-Policy, as directive name -> sources.
 * @param {RuntimeFiles} files
 * @returns {[string, string[]][]}
 */
export function cspDirectives({ remotes, appConfig }) {
  const remote = remoteOrigins(remotes);
  const { emulators, authDomain, recaptchaEnterprise, functions } = backendOf(appConfig);
  const onFirebase = {
    auth: emulators.auth === null,
    firestore: emulators.firestore === null,
    storage: emulators.storage === null,
  };
  const connect = [
    ...(onFirebase.firestore ? firebaseEndpoints.firestore : [/** @type {string} */ (emulators.firestore)]),
    ...(onFirebase.storage ? firebaseEndpoints.storage : [/** @type {string} */ (emulators.storage)]),
    ...(onFirebase.auth ? firebaseEndpoints.auth : [/** @type {string} */ (emulators.auth)]),
    ...(emulators.functions ? [emulators.functions] : functions ? [functions] : []),
    // App Check exchanges a reCAPTCHA answer for its token against Firebase (with the emulators it makes no call).
    ...(recaptchaEnterprise ? [...firebaseEndpoints.appCheck, ...recaptcha.connect] : []),
  ];
  // Pictures: the site's own, the remotes' (their assets are served beside their code), data: for the
  // pictures embedded in a chunk, blob: for a picture chosen in a form, and the storage bucket's downloads.
  const storageOrigin = onFirebase.storage ? firebaseEndpoints.storage : [/** @type {string} */ (emulators.storage)];
  return [
    ['default-src', ["'self'"]],
    ['script-src', unique(["'self'", ...remote, ...(onFirebase.auth ? googleSignInScripts : []), ...(recaptchaEnterprise ? recaptcha.scripts : [])])],
    // The emotion runtime writes each component's styles into <style> elements it creates as the
    // page renders; a static host cannot give them a per-response nonce, so inline styles stay allowed.
    // Scripts never are.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', unique(["'self'", 'data:', 'blob:', ...remote, ...storageOrigin])],
    ['media-src', unique(["'self'", ...remote])],
    ['font-src', unique(["'self'", ...remote])],
    ['connect-src', unique(["'self'", ...remote, ...connect])],
    ['frame-src', unique([...mapFrames, ...(onFirebase.auth && authDomain ? [authDomain] : []), ...(recaptchaEnterprise ? recaptcha.frames : [])])],
    ['worker-src', ["'none'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
}

/**
 * The Content-Security-Policy header value.
 * @param {RuntimeFiles} files
 */
export function contentSecurityPolicy(files) {
  return cspDirectives(files)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Every security header, as firebase.json lists headers.
 * @param {RuntimeFiles} files
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders(files) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(files) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: deniedFeatures.map((feature) => `${feature}=()`).join(', ') },
    // For browsers that predate frame-ancestors.
    { key: 'X-Frame-Options', value: 'DENY' },
    // HTTPS only, for two years, on every subdomain too (browsers ignore it over plain http, as locally).
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  ];
}

/** The rule `withSecurityHeaders` writes: recognised by its source and its Content-Security-Policy header. */
/** @param {{ source?: unknown, headers?: unknown }} rule */
const isSecurityRule = (rule) =>
  rule.source === '**' && Array.isArray(rule.headers) && rule.headers.some((h) => isObject(h) && h.key === 'Content-Security-Policy');

/**
 * firebase.json with the security headers as the first header rule of every
 * hosting target (replacing the one an earlier run wrote; every other rule,
 * such as the remotes' Access-Control-Allow-Origin, stays as it is).
 * @template {Record<string, unknown>} T
 * @param {T} firebaseConfig  parsed firebase.json
 * @param {{ key: string, value: string }[]} headers
 * @returns {T}
 */
export function withSecurityHeaders(firebaseConfig, headers) {
  const hosting = firebaseConfig.hosting;
  const targets = Array.isArray(hosting) ? hosting : [hosting];
  const rule = { source: '**', headers };
  const updated = targets.map((target) => {
    const rules = Array.isArray(target.headers) ? target.headers.filter((/** @type {{ source?: unknown, headers?: unknown }} */ r) => !isSecurityRule(r)) : [];
    return { ...target, headers: [rule, ...rules] };
  });
  return { ...firebaseConfig, hosting: Array.isArray(hosting) ? updated : updated[0] };
}

/**
 * The hosting targets whose security headers differ from `headers` (empty
 * when firebase.json is up to date).
 * @param {Record<string, unknown>} firebaseConfig
 * @param {{ key: string, value: string }[]} headers
 * @returns {string[]}
 */
export function staleTargets(firebaseConfig, headers) {
  const hosting = firebaseConfig.hosting;
  const targets = Array.isArray(hosting) ? hosting : [hosting];
  return targets
    .filter((target) => {
      const rules = Array.isArray(target.headers) ? target.headers : [];
      const current = rules.find(isSecurityRule);
      return JSON.stringify(current?.headers) !== JSON.stringify(headers) || rules[0] !== current;
    })
    .map((target) => String(target.target ?? target.site ?? 'hosting'));
}
