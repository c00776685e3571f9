/**
 * @jest-environment node
 */
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import shippedAppConfig from '../../public/app-config.json';
import { renderPage, type RenderRequest } from './render';

jest.mock('@module-federation/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const mockedLoadRemote = jest.mocked(loadRemote);
const mockedRegisterRemotes = jest.mocked(registerRemotes);

const manifest = {
  remote: 'mfePublic',
  area: 'company pages',
  pages: [
    {
      expose: './CsrPage',
      routes: [
        { name: 'csr', path: '/csr', title: 'CSR | SEAWAVE', description: 'Our CSR work.' },
        { name: 'csrPart', path: '/csr/:part', title: 'CSR | SEAWAVE', description: 'Part of our CSR work.' },
      ],
    },
    { expose: './HomePage', routes: [{ name: 'home', path: '/', title: 'SEAWAVE', description: 'Home.' }] },
  ],
};

const request = (url: string, build = 'abc'): RenderRequest => ({
  url,
  serverEntries: [{ name: 'mfePublic', entry: `http://localhost:3001/builds/${build}/server/remoteEntry.js` }],
  known: { remotes: [{ name: 'mfePublic', entry: 'http://localhost:3001/builds/abc/mf-manifest.json' }], manifests: { mfePublic: manifest } },
  appConfig: shippedAppConfig,
});

describe('renderPage (the shell rendering a route in Node)', () => {
  it('fails loudly when a module touches window', async () => {
    mockedLoadRemote.mockImplementation(async () => import('./fixtures/touches-window-page'));
    await expect(renderPage(request('/csr'))).rejects.toThrow(
      'Cannot render /csr: the module ./CsrPage of the remote mfePublic failed to load in Node (window is not defined).',
    );
  });

  it('renders a page with layout, head and CSS', async () => {
    mockedLoadRemote.mockImplementation(async () => import('./fixtures/csr-page'));
    const page = await renderPage(request('/csr'));
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1 class="css-');
    expect(page.html).toContain('Corporate Social Responsibility</h1>');
    expect(page.html).toContain('Skip to main content');
    expect(page.html).not.toMatch(/<script|<template/);
    expect(page.meta).toEqual({ title: 'Our CSR | SEAWAVE', description: 'What we give back.' });
    expect(page.styles).toMatch(/^<style data-emotion="css[^"]*">/);
    expect(page.styles).toContain('letter-spacing:0.12em');
  });

  it('renders an unknown path as a 404', async () => {
    const page = await renderPage(request('/no-such-page'));
    expect(page.status).toBe(404);
    expect(page.html).toContain("Looks like you&#x27;ve found the doorway to the great nothing");
    expect(page.meta.title).toBe('Page not found | SEAWAVE');
  });

  it('renders unclean paths as a 404', async () => {
    mockedLoadRemote.mockImplementation(async () => import('./fixtures/csr-page'));
    for (const url of ['//anything', '//csr', '/csr/..', '/csr//x']) {
      const page = await renderPage(request(url));
      expect({ url, status: page.status, title: page.meta.title }).toEqual({ url, status: 404, title: 'Page not found | SEAWAVE' });
      expect(page.html).toContain('doorway to the great nothing');
      expect(page.html).not.toContain('Corporate Social Responsibility');
    }
  });

  it('retries a failed remote on the next request', async () => {
    const csrPage = () => import('./fixtures/csr-page');
    // The module loads for the check before rendering, then fails while the page renders (every retry too).
    mockedLoadRemote.mockImplementationOnce(csrPage).mockRejectedValue(new Error('connect ECONNREFUSED'));
    await expect(renderPage(request('/csr'))).rejects.toThrow('connect ECONNREFUSED');
    mockedLoadRemote.mockReset().mockImplementation(csrPage);
    const page = await renderPage(request('/csr'));
    expect(page.status).toBe(200);
    expect(page.html).toContain('Corporate Social Responsibility</h1>');
  }, 15_000);

  it('never mixes builds of a remote', async () => {
    const csrPage = () => import('./fixtures/csr-page');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    mockedLoadRemote.mockReset().mockImplementation(async () => {
      if (first) {
        first = false;
        await held;
      }
      return csrPage();
    });
    mockedRegisterRemotes.mockClear();
    const registered = () => mockedRegisterRemotes.mock.calls.map(([remotes]) => (remotes[0] && 'entry' in remotes[0] ? remotes[0].entry : null));
    const visitor = renderPage(request('/csr', 'abc'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    const tester = renderPage(request('/csr', 'candidate'));
    const nextVisitor = renderPage(request('/csr', 'abc'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The visitor's render is still loading its page: the candidate is not registered meanwhile.
    expect(registered()).not.toContain('http://localhost:3001/builds/candidate/server/remoteEntry.js');
    release();
    const pages = await Promise.all([visitor, tester, nextVisitor]);
    expect(pages.map((page) => page.status)).toEqual([200, 200, 200]);
    // First come, first served: the tester's render ran before the visitor who came after it.
    expect(registered().slice(-2)).toEqual(['http://localhost:3001/builds/candidate/server/remoteEntry.js', 'http://localhost:3001/builds/abc/server/remoteEntry.js']);
  }, 15_000);
});
