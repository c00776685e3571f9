/**
 * @jest-environment-options {"url": "https://www.seawave.example.com/"}
 */
/**
 * Start-up of the shell, served here from a public address: the site starts
 * only with a production configuration; a missing or invalid app-config.json,
 * or one for local testing, is a full-page message and nothing more.
 */
import { act, screen } from '@testing-library/react';
import { authStore, peekAppConfig } from '@seawave/shared-data';
import { resetAppConfigForTests } from '@seawave/shared-data/testing';
import shippedAppConfig from '../public/app-config.json';
import { start } from './bootstrap';
import { catalogOf } from './testing/site-catalog';

jest.mock('./app/app', () => ({ App: () => 'The site is running' }));

const productionConfig = {
  firebase: { apiKey: 'k', authDomain: 'seawave-prod.firebaseapp.com', projectId: 'seawave-prod', storageBucket: 'seawave-prod.appspot.com', messagingSenderId: '1', appId: 'a' },
  emulators: { auth: null, firestore: null, storage: null, functions: null },
  appCheck: { recaptchaEnterpriseSiteKey: 'site-key' },
  simulateFailures: [],
};

let init: jest.SpyInstance;

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
  resetAppConfigForTests();
  init = jest.spyOn(authStore.getState(), 'init').mockResolvedValue(undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

async function startWith(appConfigFile: Promise<unknown>): Promise<void> {
  await act(() => start({ catalog: catalogOf().catalog, appConfigFile, prerenderedData: null }));
}

it('refuses the testing configuration on public hosts', async () => {
  expect(window.location.hostname).toBe('www.seawave.example.com');
  await startWith(Promise.resolve(shippedAppConfig));
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('The site cannot start');
  expect(alert).toHaveTextContent('is for testing on a developer machine');
  expect(alert).toHaveTextContent('Nothing was read or written.');
  expect(alert).toHaveTextContent('"emulators.firestore" is "127.0.0.1:8080"');
  expect(screen.queryByText('The site is running')).not.toBeInTheDocument();
  expect(peekAppConfig()).toBeNull();
  expect(init).not.toHaveBeenCalled();
});

it('shows an error page without app-config.json', async () => {
  await startWith(Promise.reject(new Error('/app-config.json answered 404')));
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('The site cannot start');
  expect(alert).toHaveTextContent('Its configuration (app-config.json) is missing or invalid');
  expect(alert).toHaveTextContent('/app-config.json answered 404');
  expect(peekAppConfig()).toBeNull();
  expect(init).not.toHaveBeenCalled();
});

it('names the problem of an invalid app-config.json', async () => {
  await startWith(Promise.resolve({ ...productionConfig, backend: 'local' }));
  expect(screen.getByRole('alert')).toHaveTextContent('unknown key "backend"');
  expect(init).not.toHaveBeenCalled();
});

it('the production configuration starts the site', async () => {
  await startWith(Promise.resolve(productionConfig));
  expect(screen.getByText('The site is running')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(peekAppConfig()?.firebase.projectId).toBe('seawave-prod');
  expect(init).toHaveBeenCalledTimes(1);
});
