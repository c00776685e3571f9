import allowList from '../../config/admin-allow-list.json';
import appConfigFile from '../../shell/public/app-config.json';
import { AppConfigError, configureApp, defaultAppConfig, demoFirebaseConfig, getAppConfig, loadAppConfig, parseAppConfig, peekAppConfig, resetAppConfigForTests } from './config';

afterEach(() => resetAppConfigForTests());

const firebase = { ...demoFirebaseConfig };

describe('parseAppConfig', () => {
  it('accepts the shipped app-config.json: the demo project on the local emulators', () => {
    const config = parseAppConfig(appConfigFile);
    expect(config).toEqual(defaultAppConfig());
    expect(config.firebase.projectId).toBe('demo-seawave');
    expect(config.emulators).toEqual({ auth: 'http://127.0.0.1:9099', firestore: '127.0.0.1:8080', storage: '127.0.0.1:9199' });
    expect(config.adminEmails).toEqual(allowList.adminEmails);
    expect(config.simulateFailures).toEqual([]);
  });
  it('fills missing sections other than "firebase" with the local defaults', () => {
    expect(parseAppConfig({ firebase })).toEqual(defaultAppConfig());
    expect(defaultAppConfig().adminEmails).toEqual(['admin@seawave.example.com', 'hr@seawave.example.com']);
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
  it('requires every key of the Firebase web configuration', () => {
    expect(() => parseAppConfig({ firebase: { apiKey: 'k' } })).toThrow(/"firebase.projectId" is required/);
    const ok = parseAppConfig({
      firebase: { apiKey: 'k', authDomain: 'p.firebaseapp.com', projectId: 'p', storageBucket: 'p.appspot.com', messagingSenderId: '1', appId: 'a' },
      emulators: { auth: null, firestore: null, storage: null },
    });
    expect(ok.firebase.projectId).toBe('p');
    expect(ok.emulators).toEqual({ auth: null, firestore: null, storage: null });
  });
  it('lower-cases admin e-mails and rejects a non-array', () => {
    expect(parseAppConfig({ firebase, adminEmails: ['Boss@Example.com'] }).adminEmails).toEqual(['boss@example.com']);
    expect(() => parseAppConfig({ firebase, adminEmails: 'boss@example.com' })).toThrow(/adminEmails/);
  });
  it('rejects a non-object', () => {
    expect(() => parseAppConfig([])).toThrow('app-config.json must contain a JSON object.');
  });
});

describe('configureApp / loadAppConfig / getAppConfig', () => {
  it('configureApp sets the configuration', () => {
    configureApp({ firebase, simulateFailures: ['quotes.list'] });
    expect(peekAppConfig()?.simulateFailures).toEqual(['quotes.list']);
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
  it('getAppConfig does not fall back to anything when /app-config.json is missing', async () => {
    Object.assign(globalThis, { fetch: jest.fn(async () => ({ ok: false, status: 404, json: async () => ({}) })) });
    await expect(getAppConfig()).rejects.toThrow(AppConfigError);
    await expect(getAppConfig()).rejects.toThrow('HTTP 404');
  });
  it('getAppConfig does not hide an invalid /app-config.json', async () => {
    Object.assign(globalThis, { fetch: jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ backend: 'nope' }) })) });
    await expect(getAppConfig()).rejects.toThrow(AppConfigError);
  });
});
