// @ts-check
// Pure: scripts/security-headers.mjs reads the files and writes firebase.json.

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

/** Features the site never uses (only names every engine knows: an unknown one logs an error). */
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
 * @property {unknown} remotes
 * @property {unknown} appConfig
 */

/** @param {unknown} value */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A relative URL is the shell's own origin; anything but http(s) throws, so a typo cannot open the policy.
 * @param {unknown} remotes
 * @returns {string[]}
 */
export function remoteOrigins(remotes) {
  if (!isObject(remotes)) throw new Error('remotes.json must be an object: federation name -> URL of its mf-manifest.json');
  /** @type {string[]} */
  const origins = [];
  for (const [name, entry] of Object.entries(/** @type {Record<string, unknown>} */ (remotes))) {
    if (name.startsWith('$')) continue;
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
  /** @param {unknown} value */
  const origin = (value) => {
    if (typeof value !== 'string' || value === '') return null;
    return new URL(/^https?:\/\//.test(value) ? value : `http://${value}`).origin;
  };
  const appCheck = isObject(config.appCheck) ? /** @type {Record<string, unknown>} */ (config.appCheck) : {};
  return {
    emulators: { auth: origin(emulators.auth), firestore: origin(emulators.firestore), storage: origin(emulators.storage), functions: origin(emulators.functions) },
    functions: typeof firebase.projectId === 'string' && firebase.projectId !== '' ? `https://us-central1-${firebase.projectId}.cloudfunctions.net` : null,
    authDomain: typeof firebase.authDomain === 'string' && firebase.authDomain !== '' ? `https://${firebase.authDomain}` : null,
    recaptchaEnterprise: typeof appCheck.recaptchaEnterpriseSiteKey === 'string' && appCheck.recaptchaEnterpriseSiteKey !== '',
  };
}

/** @param {string[]} list */
const unique = (list) => [...new Set(list)];

/**
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
  const storageOrigin = onFirebase.storage ? firebaseEndpoints.storage : [/** @type {string} */ (emulators.storage)];
  return [
    ['default-src', ["'self'"]],
    ['script-src', unique(["'self'", ...remote, ...(onFirebase.auth ? googleSignInScripts : []), ...(recaptchaEnterprise ? recaptcha.scripts : [])])],
    // emotion writes <style> elements as the page renders; a static host cannot nonce them. Scripts never are inline.
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
 * @param {RuntimeFiles} files
 */
export function contentSecurityPolicy(files) {
  return cspDirectives(files)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * @param {RuntimeFiles} files
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders(files) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(files) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: deniedFeatures.map((feature) => `${feature}=()`).join(', ') },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  ];
}

/** @param {{ source?: unknown, headers?: unknown }} rule */
const isSecurityRule = (rule) =>
  rule.source === '**' && Array.isArray(rule.headers) && rule.headers.some((h) => isObject(h) && h.key === 'Content-Security-Policy');

/**
 * @template {Record<string, unknown>} T
 * @param {T} firebaseConfig
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
