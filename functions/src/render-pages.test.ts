/**
 * @jest-environment node
 */
import type * as FunctionsModule from './index';
import { pageHandler, type PageService } from './render-pages';

/** A response object recording what the handler sent. */
function recorder() {
  const sent: { status?: number; headers?: Record<string, string>; body?: string } = {};
  const res = {
    status: (code: number) => {
      sent.status = code;
      return {
        set: (headers: Record<string, string>) => {
          sent.headers = headers;
          return { send: (body: string) => void (sent.body = body) };
        },
      };
    },
  };
  return { res, sent };
}

describe('renderPages (the page function behind Hosting)', () => {
  const service: PageService = {
    handle: async ({ method, url }) => ({ status: url === '/gone' ? 404 : 200, headers: { 'Cache-Control': 'public, max-age=0, s-maxage=60', 'X-Method': method }, body: `<p>${url}</p>` }),
  };

  it("answers with the page service's response", async () => {
    const { res, sent } = recorder();
    await pageHandler(async () => service)({ method: 'GET', originalUrl: '/blog/p1?x=1', url: '/ignored' }, res);
    expect(sent).toEqual({ status: 200, headers: { 'Cache-Control': 'public, max-age=0, s-maxage=60', 'X-Method': 'GET' }, body: '<p>/blog/p1?x=1</p>' });
    const notFound = recorder();
    await pageHandler(async () => service)({ method: 'GET', url: '/gone' }, notFound.res);
    expect(notFound.sent.status).toBe(404);
  });

  it('passes the session cookie to the page service', async () => {
    const handle = jest.fn(service.handle);
    const { res } = recorder();
    await pageHandler(async () => ({ handle }))({ method: 'GET', url: '/allblogs', headers: { cookie: '__session=t.s' } }, res);
    expect(handle).toHaveBeenCalledWith({ method: 'GET', url: '/allblogs', cookie: '__session=t.s' });
  });

  it('sends no body to a HEAD request', async () => {
    const { res, sent } = recorder();
    await pageHandler(async () => service)({ method: 'HEAD', url: '/about' }, res);
    expect(sent.body).toBe('');
    expect(sent.status).toBe(200);
  });

  it('answers 503 when the renderer cannot load', async () => {
    const { res, sent } = recorder();
    await pageHandler(() => Promise.reject(new Error('Cannot find module lib/site/render.js')))({ method: 'GET', url: '/' }, res);
    expect(sent.status).toBe(503);
    expect(sent.headers).toMatchObject({ 'Cache-Control': 'no-store', 'Retry-After': '30' });
  });

  it('is an HTTP function sized for the renderer', () => {
    const functions = jest.requireActual<typeof FunctionsModule>('./index');
    const endpoint = (functions.renderPages as unknown as { __endpoint: { httpsTrigger?: object; availableMemoryMb?: number; concurrency?: number; maxInstances?: number; timeoutSeconds?: number } }).__endpoint;
    expect(endpoint.httpsTrigger).toBeDefined();
    expect(endpoint).toMatchObject({ availableMemoryMb: 1024, concurrency: 40, timeoutSeconds: 30 });
    // The preview key is the secret PREVIEW_SIGNING_KEY, bound to the function.
    expect((endpoint as { secretEnvironmentVariables?: { key: string }[] }).secretEnvironmentVariables).toEqual([expect.objectContaining({ key: 'PREVIEW_SIGNING_KEY' })]);
  });

  it('caps its instances to bound flood costs', () => {
    const functions = jest.requireActual<typeof FunctionsModule>('./index');
    expect((functions.renderPages as unknown as { __endpoint: { maxInstances?: number } }).__endpoint.maxInstances).toBe(10);
  });
});
