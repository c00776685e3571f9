import allowList from '../../config/admin-allow-list.json';
import appConfigFile from '@seawave/shell/app-config.json';
import {
  APP_CHECK_REQUIRED_TEXT,
  AppConfigError,
  configureApp,
  defaultAppConfig,
  demoFirebaseConfig,
  getAppConfig,
  isLoopbackHost,
  loadAppConfig,
  onAppConfigChange,
  parseAppConfig,
  parseAppConfigFor,
  peekAppConfig,
  resetAppConfigForTests,
} from './config';

afterEach(() => resetAppConfigForTests());

const firebase = { ...demoFirebaseConfig };

describe('parseAppConfig', () => {
  it('accepts the shipped local configuration', () => {
    const config = parseAppConfig(appConfigFile);
    expect(config).toEqual(defaultAppConfig());
    expect(config.firebase.projectId).toBe('demo-seawave');
    expect(config.emulators).toEqual({ auth: 'http://127.0.0.1:9099', firestore: '127.0.0.1:8080', storage: '127.0.0.1:9199', functions: 'http://127.0.0.1:5001/demo-seawave/us-central1' });
    expect(config.simulateFailures).toEqual([]);
  });
  it('fills missing sections except firebase with defaults', () => {
    expect(parseAppConfig({ firebase })).toEqual(defaultAppConfig());
  });
  it('lists every problem in one clear error', () => {
    let error: unknown;
    try {
      parseAppConfig({ backend: 'local', emulators: { auth: 'localhost' }, simulateFailures: ['quotes.create', 'nope'], colour: 1, local: { seed: true } });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppConfigError);
    const message = (error as Error).message;
    expect(message).toContain('unknown key "backend"');
    expect(message).toContain('unknown key "local"');
    expect(message).toContain('unknown key "colour"');
    expect(message).toContain('"firebase" (the web app configuration) is required');
    expect(message).toContain('"emulators.auth" must be null or a URL');
    expect(message).toContain('unknown operation "nope"');
  });
  it('requires every Firebase web configuration key', () => {
    expect(() => parseAppConfig({ firebase: { apiKey: 'k' } })).toThrow(/"firebase.projectId" is required/);
    const ok = parseAppConfig({
      firebase: { apiKey: 'k', authDomain: 'p.firebaseapp.com', projectId: 'p', storageBucket: 'p.appspot.com', messagingSenderId: '1', appId: 'a' },
      emulators: { auth: null, firestore: null, storage: null, functions: null },
    });
    expect(ok.firebase.projectId).toBe('p');
    expect(ok.emulators).toEqual({ auth: null, firestore: null, storage: null, functions: null });
  });
  it('names no staff and refuses staff addresses', () => {
    const emails = allowList.staff.map((account) => account.email);
    for (const email of emails) {
      expect(JSON.stringify(appConfigFile)).not.toContain(email);
      expect(JSON.stringify(defaultAppConfig())).not.toContain(email);
    }
    expect(() => parseAppConfig({ firebase, adminEmails: emails })).toThrow(/"adminEmails" must be removed: app-config.json is public/);
  });
  it('rejects a non-object', () => {
    expect(() => parseAppConfig([])).toThrow('app-config.json must contain a JSON object.');
  });
});

describe('configureApp / loadAppConfig / getAppConfig', () => {
  it('configureApp sets the configuration', () => {
    configureApp({ firebase, simulateFailures: ['quotes.page'] });
    expect(peekAppConfig()?.simulateFailures).toEqual(['quotes.page']);
  });
  it('loadAppConfig fetches and validates', async () => {
    const fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ firebase: { ...firebase, projectId: 'x' } }) }));
    Object.assign(globalThis, { fetch: fetchMock });
    const config = await loadAppConfig('/custom.json');
    expect(fetchMock).toHaveBeenCalledWith('/custom.json', { cache: 'no-cache' });
    expect(config.firebase.projectId).toBe('x');
  });
  it('loadAppConfig reports an HTTP failure', async () => {
    Object.assign(globalThis, { fetch: jest.fn(async () => ({ ok: false, status: 404, json: async () => ({}) })) });
    await expect(loadAppConfig()).rejects.toThrow('Cannot load /app-config.json: HTTP 404');
  });
  it('getAppConfig fails without /app-config.json', async () => {
    Object.assign(globalThis, { fetch: jest.fn(async () => ({ ok: false, status: 404, json: async () => ({}) })) });
    await expect(getAppConfig()).rejects.toThrow(AppConfigError);
    await expect(getAppConfig()).rejects.toThrow('HTTP 404');
  });
  it('getAppConfig does not hide an invalid /app-config.json', async () => {
    Object.assign(globalThis, { fetch: jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ backend: 'nope' }) })) });
    await expect(getAppConfig()).rejects.toThrow(AppConfigError);
  });
});

describe('appCheck', () => {
  it('takes a site key or null', () => {
    expect(parseAppConfig(appConfigFile).appCheck).toEqual({ recaptchaEnterpriseSiteKey: null });
    expect(parseAppConfig({ firebase, appCheck: { recaptchaEnterpriseSiteKey: '6Lc_abc-123' } }).appCheck).toEqual({ recaptchaEnterpriseSiteKey: '6Lc_abc-123' });
  });
  it('rejects malformed App Check settings', () => {
    expect(() => parseAppConfig({ firebase, appCheck: { recaptchaEnterpriseSiteKey: 42 } })).toThrow('"appCheck.recaptchaEnterpriseSiteKey" must be null or a reCAPTCHA Enterprise site key');
    expect(() => parseAppConfig({ firebase, appCheck: { debugToken: 'x' } })).toThrow('unknown key "appCheck.debugToken"');
    expect(() => parseAppConfig({ firebase, appCheck: 'key' })).toThrow('"appCheck" must be an object');
  });
});

describe('the site refuses to start on a public origin unless the configuration is the production one', () => {
  const publicHost = 'www.seawave.example.com';
  const productionFirebase = { apiKey: 'k', authDomain: 'seawave-prod.firebaseapp.com', projectId: 'seawave-prod', storageBucket: 'seawave-prod.appspot.com', messagingSenderId: '1', appId: 'a' };
  const noEmulators = { auth: null, firestore: null, storage: null, functions: null };
  const safe = { firebase: productionFirebase, emulators: noEmulators, appCheck: { recaptchaEnterpriseSiteKey: 'site-key' }, simulateFailures: [] };

  /** The error configureApp throws for `input` on the public origin (and proof it set nothing). */
  function refusal(input: unknown): AppConfigError {
    const listener = jest.fn();
    const unsubscribe = onAppConfigChange(listener);
    try {
      configureApp(input, publicHost);
    } catch (error) {
      expect(error).toBeInstanceOf(AppConfigError);
      expect(peekAppConfig()).toBeNull();
      expect(listener).not.toHaveBeenCalled();
      return error as AppConfigError;
    } finally {
      unsubscribe();
    }
    throw new Error('configureApp accepted the configuration');
  }

  it('accepts the production back end', () => {
    expect(configureApp(safe, publicHost).firebase.projectId).toBe('seawave-prod');
    expect(peekAppConfig()?.emulators).toEqual(noEmulators);
  });

  it('refuses the local configuration, naming each problem', () => {
    const error = refusal(appConfigFile);
    expect(error.kind).toBe('unsafe');
    expect(error.message).toContain(`This site is served from ${publicHost}, but app-config.json is for local testing only`);
    expect(error.message).toContain('"firebase.projectId" is "demo-seawave", the local demo project');
    expect(error.message).toContain('"emulators.auth" is "http://127.0.0.1:9099": set it to null');
    expect(error.message).toContain('"emulators.firestore" is "127.0.0.1:8080"');
    expect(error.message).toContain('"emulators.storage" is "127.0.0.1:9199"');
    expect(error.message).toContain('"emulators.functions" is "http://127.0.0.1:5001/demo-seawave/us-central1"');
    expect(error.message).toContain(APP_CHECK_REQUIRED_TEXT);
  });

  it('refuses a single emulator address', () => {
    for (const service of ['auth', 'firestore', 'storage', 'functions'] as const) {
      const address = service === 'auth' ? 'http://10.0.0.5:9099' : service === 'functions' ? 'http://10.0.0.5:5001/demo-seawave/us-central1' : '10.0.0.5:8080';
      const error = refusal({ ...safe, emulators: { ...noEmulators, [service]: address } });
      expect(error.message).toContain(`"emulators.${service}" is "${address}"`);
    }
  });

  it('refuses a configuration without "emulators"', () => {
    const { emulators: _emulators, ...withoutEmulators } = safe;
    expect(refusal(withoutEmulators).message).toContain('a missing address means the local emulator');
  });

  it('refuses simulated failures', () => {
    const error = refusal({ ...safe, simulateFailures: ['quotes.create'] });
    expect(error.kind).toBe('unsafe');
    expect(error.message).toContain('"simulateFailures" lists quotes.create: it must be [] outside this machine');
  });

  it('refuses a missing Firebase configuration as invalid', () => {
    const { firebase: _firebase, ...withoutFirebase } = safe;
    const error = refusal(withoutFirebase);
    expect(error.kind).toBe('invalid');
    expect(error.message).toContain('"firebase" (the web app configuration) is required');
  });

  it('refuses a missing App Check site key', () => {
    for (const appCheck of [{ recaptchaEnterpriseSiteKey: null }, {}, undefined]) {
      const error = refusal({ ...safe, appCheck });
      expect(error.kind).toBe('unsafe');
      expect(error.message).toBe(`This site is served from ${publicHost}, but app-config.json is for local testing only:\n- ${APP_CHECK_REQUIRED_TEXT}`);
    }
    expect(APP_CHECK_REQUIRED_TEXT).toContain('"appCheck.recaptchaEnterpriseSiteKey" is missing: a public site must send App Check tokens');
  });

  it('refuses a demo- project without emulators', () => {
    expect(refusal({ ...safe, firebase: { ...productionFirebase, projectId: 'demo-seawave' } }).message).toContain('the local demo project');
  });

  it('allows emulators and test switches locally', () => {
    for (const host of ['localhost', '127.0.0.1', '[::1]']) {
      expect(isLoopbackHost(host)).toBe(true);
      expect(parseAppConfigFor({ ...(appConfigFile as object), simulateFailures: ['quotes.create'] }, host).emulators.firestore).toBe('127.0.0.1:8080');
    }
    for (const host of ['seawave.example.com', 'localhost.example.com', '127.0.0.1.nip.io', '192.168.1.10']) expect(isLoopbackHost(host)).toBe(false);
  });

  it("checks the page's own host by default", () => {
    expect(window.location.hostname).toBe('localhost');
    expect(configureApp(appConfigFile).emulators.auth).toBe('http://127.0.0.1:9099');
  });
});
