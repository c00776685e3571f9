import allowList from '../../config/admin-allow-list.json';
import appConfigFile from '../../shell/public/app-config.json';
import { AppConfigError, configureApp, defaultAppConfig, getAppConfig, loadAppConfig, parseAppConfig, peekAppConfig, resetAppConfigForTests } from './config';

afterEach(() => resetAppConfigForTests());

describe('parseAppConfig', () => {
  it('accepts the shipped app-config.json', () => {
    const config = parseAppConfig(appConfigFile);
    expect(config.backend).toBe('local');
    expect(config.adminEmails).toEqual(allowList.adminEmails);
    expect(config.simulateFailures).toEqual([]);
  });
  it('fills missing sections with the local defaults', () => {
    expect(parseAppConfig({})).toEqual(defaultAppConfig());
    expect(defaultAppConfig().adminEmails).toEqual(['admin@seawave.example.com', 'hr@seawave.example.com']);
    expect(defaultAppConfig().local).toEqual({ databaseName: 'seawave', seed: true });
  });
  it('lists every problem in one clear error', () => {
    let error: unknown;
    try {
      parseAppConfig({ backend: 'cloud', emulators: { auth: 'localhost' }, simulateFailures: ['quotes.create', 'nope'], colour: 1, local: { seed: 'yes' } });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppConfigError);
    const message = (error as Error).message;
    expect(message).toContain('"backend" must be "local" or "firebase", got "cloud"');
    expect(message).toContain('unknown key "colour"');
    expect(message).toContain('"emulators.auth" must be null or a URL');
    expect(message).toContain('unknown operation "nope"');
    expect(message).toContain('"local.seed" must be true or false');
  });
  it('requires the Firebase web configuration with backend firebase', () => {
    expect(() => parseAppConfig({ backend: 'firebase' })).toThrow(/"firebase" \(the web app configuration\) is required/);
    expect(() => parseAppConfig({ backend: 'firebase', firebase: { apiKey: 'k' } })).toThrow(/"firebase.projectId" is required/);
    const ok = parseAppConfig({
      backend: 'firebase',
      firebase: { apiKey: 'k', authDomain: 'p.firebaseapp.com', projectId: 'p', storageBucket: 'p.appspot.com', messagingSenderId: '1', appId: 'a' },
      emulators: { auth: null, firestore: '127.0.0.1:8080', storage: null },
    });
    expect(ok.firebase.projectId).toBe('p');
    expect(ok.emulators.firestore).toBe('127.0.0.1:8080');
  });
  it('lower-cases admin e-mails and rejects a non-array', () => {
    expect(parseAppConfig({ adminEmails: ['Boss@Example.com'] }).adminEmails).toEqual(['boss@example.com']);
    expect(() => parseAppConfig({ adminEmails: 'boss@example.com' })).toThrow(/adminEmails/);
  });
  it('rejects a non-object', () => {
    expect(() => parseAppConfig([])).toThrow('app-config.json must contain a JSON object.');
  });
});

describe('configureApp / loadAppConfig / getAppConfig', () => {
  it('configureApp sets the configuration', () => {
    configureApp({ simulateFailures: ['quotes.list'] });
    expect(peekAppConfig()?.simulateFailures).toEqual(['quotes.list']);
  });
  it('loadAppConfig fetches and validates', async () => {
    const fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ local: { databaseName: 'x' } }) }));
    Object.assign(globalThis, { fetch: fetchMock });
    const config = await loadAppConfig('/custom.json');
    expect(fetchMock).toHaveBeenCalledWith('/custom.json', { cache: 'no-cache' });
    expect(config.local.databaseName).toBe('x');
  });
  it('loadAppConfig reports an HTTP failure', async () => {
    Object.assign(globalThis, { fetch: jest.fn(async () => ({ ok: false, status: 404, json: async () => ({}) })) });
    await expect(loadAppConfig()).rejects.toThrow('Cannot load /app-config.json: HTTP 404');
  });
  it('getAppConfig falls back to the defaults when /app-config.json is missing', async () => {
    Object.assign(globalThis, { fetch: jest.fn(async () => ({ ok: false, status: 404, json: async () => ({}) })) });
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    expect(await getAppConfig()).toEqual(defaultAppConfig());
  });
  it('getAppConfig does not hide an invalid /app-config.json', async () => {
    Object.assign(globalThis, { fetch: jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ backend: 'nope' }) })) });
    await expect(getAppConfig()).rejects.toThrow(AppConfigError);
  });
});
