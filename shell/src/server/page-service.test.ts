/**
 * @jest-environment node
 */
import { hydrationJson, PAGE_FRESH_SECONDS, parseHydrationJson, prerenderKeys } from '@seawave/shared-data';
import { createPageService, FORM_WITHOUT_SCRIPTS_TEXT, PAGE_CACHE_CONTROL, PREVIEW_CACHE_CONTROL, type PageServiceOptions } from './page-service';
import { signPreview, type PreviewGrant } from './preview';
import type { RenderedPage, RenderRequest } from './render';
import { blogManifest, shellTemplate as template } from '../testing/page-service-fixtures';

const origin = 'https://www.seawave.example';

const careersManifest = {
  remote: 'mfeCareers',
  area: 'careers pages',
  pages: [
    { expose: './JobDetailsPage', routes: [{ name: 'jobDetails', path: '/jobdetails/:jobId', title: 'Job | SEAWAVE', description: 'A job.' }] },
    { expose: './ApplicationPage', routes: [{ name: 'careerInputField', path: '/careerinputfield', title: 'Apply | SEAWAVE', description: 'Apply.', query: ['vacancy'] }] },
  ],
};
const adminManifest = {
  remote: 'mfeAdmin',
  area: 'staff screens',
  staff: true,
  pages: [{ expose: './AdminPage', routes: [{ name: 'admin', path: '/admin', title: 'Admin | SEAWAVE', description: 'Staff.', adminOnly: true }] }],
};

const deployed: Record<string, unknown> = {
  'https://blog.example/mf-manifest.json': { metaData: { buildId: 'b1', ssrRemoteEntry: { path: 'builds/b1/server', name: 'remoteEntry.js' } } },
  'https://blog.example/builds/b1/routes.json': blogManifest,
  'https://careers.example/mf-manifest.json': { metaData: { buildId: 'c1', ssrRemoteEntry: { path: 'builds/c1/server', name: 'remoteEntry.js' } } },
  'https://careers.example/builds/c1/routes.json': careersManifest,
  'https://admin.example/mf-manifest.json': { metaData: { buildId: 'a1' } },
  'https://admin.example/builds/a1/routes.json': adminManifest,
  // A candidate build of the blog, deployed beside the current one but not released.
  'https://blog.example/builds/b2/mf-manifest.json': { metaData: { buildId: 'b2', ssrRemoteEntry: { path: 'builds/b2/server', name: 'remoteEntry.js' } } },
  'https://blog.example/builds/b2/routes.json': blogManifest,
  'https://admin.example/builds/a2/mf-manifest.json': { metaData: { buildId: 'a2' } },
  'https://admin.example/builds/a2/routes.json': adminManifest,
};
const remotesFile = {
  mfeBlog: 'https://blog.example/mf-manifest.json',
  mfeCareers: 'https://careers.example/mf-manifest.json',
  mfeAdmin: 'https://admin.example/mf-manifest.json',
};

const now = new Date('2026-11-26T12:00:00Z');
const post = { id: 'p1', topic: 'Direct Port Delivery', content: 'Text', mainPhoto: 'https://img.example/p1.jpg', authorName: 'Asha', createdAt: new Date('2026-11-01T00:00:00Z'), updatedAt: null };
const openJob = { id: 'j1', position: 'Fleet Coordinator', isBlocked: false, closingDate: null, location: 'Mumbai', createdAt: new Date('2026-11-02T00:00:00Z') };

/** A renderer standing in for the shell's: a route's page with the data the page would have read. */
function fakeRender(data: Record<string, Record<string, unknown>>) {
  return jest.fn(async (request: RenderRequest): Promise<RenderedPage> => {
    const path = new URL(request.url, 'http://x.invalid').pathname;
    const known = ['/allblogs', '/admin', '/careerinputfield'].includes(path) || /^\/(blog|jobdetails)\/[^/]+$/.test(path);
    return {
      status: known ? 200 : 404,
      html: `<main><h1>${known ? path : 'Not found'}</h1></main>`,
      styles: '<style data-emotion="css abc">.css-abc{color:red}</style>',
      meta: { title: data[path]?.title as string ?? (known ? 'Blog | SEAWAVE' : 'Page not found | SEAWAVE'), description: 'About this page.' },
      data: (data[path]?.values as Record<string, unknown>) ?? {},
    };
  });
}

function service(overrides: Partial<PageServiceOptions> = {}) {
  return createPageService({
    origin,
    template: async () => template,
    appConfig: async () => ({ firebase: { projectId: 'demo-test' } }),
    remotesFile: async () => remotesFile,
    siteDocuments: async () => ({
      posts: [{ id: 'p1', createdAt: post.createdAt, updatedAt: null }],
      vacancies: [
        { id: 'j1', createdAt: openJob.createdAt, isBlocked: false, closingDate: null },
        { id: 'blocked', createdAt: openJob.createdAt, isBlocked: true, closingDate: null },
        { id: 'closed', createdAt: openJob.createdAt, isBlocked: false, closingDate: '2026-11-01' },
      ],
    }),
    fetchJson: async (url) => {
      if (!(url in deployed)) throw new Error(`${url} answered HTTP 404`);
      return deployed[url];
    },
    render: fakeRender({
      '/blog/p1': { title: 'Direct Port Delivery | SEAWAVE', values: { [prerenderKeys.post('p1')]: post } },
      '/blog/gone': { values: { [prerenderKeys.post('gone')]: null } },
      '/jobdetails/j1': { title: 'Fleet Coordinator | SEAWAVE', values: { [prerenderKeys.vacancy('j1')]: openJob } },
      '/jobdetails/blocked': { values: { [prerenderKeys.vacancy('blocked')]: { ...openJob, id: 'blocked', isBlocked: true } } },
      '/jobdetails/closed': { values: { [prerenderKeys.vacancy('closed')]: { ...openJob, id: 'closed', closingDate: '2026-11-01' } } },
      '/jobdetails/missing': { values: { [prerenderKeys.vacancy('missing')]: null } },
    }),
    now: () => now,
    log: () => {},
    ...overrides,
  });
}

const get = (url: string, options: Partial<PageServiceOptions> = {}) => service(options).handle({ method: 'GET', url });
const jsonLdTypes = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => (JSON.parse(m[1] ?? '{}') as { '@type': string })['@type']);

describe('the page service (pages rendered on request)', () => {
  it("serves a route's full page, briefly cached", async () => {
    const answer = await get('/blog/p1');
    expect(answer.status).toBe(200);
    expect(answer.headers['Cache-Control']).toBe(PAGE_CACHE_CONTROL);
    expect(answer.headers['Cache-Control']).toMatch(/s-maxage=([1-5]?\d|60)\b/);
    expect(answer.headers['Content-Type']).toBe('text/html; charset=utf-8');
    expect(answer.body).toContain('<div id="root"><main><h1>/blog/p1</h1></main></div>');
    expect(answer.body).toContain('<title>Direct Port Delivery | SEAWAVE</title>');
    expect(answer.body).toContain('<meta property="og:title" content="Direct Port Delivery | SEAWAVE">');
    expect(answer.body).toContain(`<link rel="canonical" href="${origin}/blog/p1">`);
    expect(jsonLdTypes(answer.body)).toEqual(['BlogPosting']);
    expect(answer.body).toContain('<style data-emotion="css abc">');
    expect(answer.body).not.toContain('<noscript>');
    // Hydration uses exactly the builds the page was rendered with.
    expect(answer.body).toContain('https://blog.example/builds/b1/mf-manifest.json');
    expect(answer.body).toContain('<link rel="preload" as="script" href="/main.1a2b.js" data-after-paint>');
  });

  it('defers the app script on start-on-use pages', async () => {
    const [jobPage, applicationPage] = careersManifest.pages;
    const onUse = { ...careersManifest, pages: [jobPage, { ...applicationPage, routes: applicationPage?.routes.map((route) => ({ ...route, scripts: 'on-use' })) }] };
    const fetchJson = async (url: string) => (url === 'https://careers.example/builds/c1/routes.json' ? onUse : deployed[url]);
    const answer = await get('/careerinputfield', { fetchJson });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<script type="text/plain" data-after-paint="on-use" data-src="/main.1a2b.js"></script><script defer src="/after-paint.js"></script>');
    expect(answer.body).not.toContain('rel="preload" as="script"');
  });

  it('renders with the currently deployed remotes', async () => {
    const render = fakeRender({});
    await get('/allblogs', { render });
    const request = render.mock.calls[0]?.[0];
    expect(request?.serverEntries).toEqual([
      { name: 'mfeBlog', entry: 'https://blog.example/builds/b1/server/remoteEntry.js' },
      { name: 'mfeCareers', entry: 'https://careers.example/builds/c1/server/remoteEntry.js' },
    ]);
    expect(request?.known.remotes.map((r) => r.entry)).toEqual([
      'https://blog.example/builds/b1/mf-manifest.json',
      'https://careers.example/builds/c1/mf-manifest.json',
      'https://admin.example/builds/a1/mf-manifest.json',
    ]);
    expect(request?.appConfig).toEqual({ firebase: { projectId: 'demo-test' } });
  });

  it('renders a pinned remote with that build', async () => {
    const render = fakeRender({});
    const pinned: Record<string, unknown> = {
      ...deployed,
      'https://blog.example/builds/b0/mf-manifest.json': { metaData: { buildId: 'b0', ssrRemoteEntry: { path: 'builds/b0/server', name: 'remoteEntry.js' } } },
      'https://blog.example/builds/b0/routes.json': blogManifest,
    };
    await get('/allblogs', {
      render,
      remotesFile: async () => ({ ...remotesFile, mfeBlog: 'https://blog.example/builds/b0/mf-manifest.json' }),
      fetchJson: async (url) => pinned[url],
    });
    const request = render.mock.calls[0]?.[0];
    expect(request?.serverEntries[0]).toEqual({ name: 'mfeBlog', entry: 'https://blog.example/builds/b0/server/remoteEntry.js' });
    expect(request?.known.remotes[0]?.entry).toBe('https://blog.example/builds/b0/mf-manifest.json');
  });

  it('answers staff screens with the unindexed app page', async () => {
    const render = fakeRender({});
    const answer = await get('/admin', { render });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(template);
    expect(answer.headers['X-Robots-Tag']).toBe('noindex');
    expect(render).not.toHaveBeenCalled();
  });

  it('answers an unknown path with noindex 404', async () => {
    const answer = await get('/no-such-page');
    expect(answer.status).toBe(404);
    expect(answer.body).toContain('<h1>Not found</h1>');
    expect(answer.body).toContain('<meta name="robots" content="noindex">');
    expect(answer.body).not.toContain('rel="canonical"');
    expect(answer.headers['Cache-Control']).toBe(PAGE_CACHE_CONTROL);
  });

  it('answers 404 for a missing post', async () => {
    const answer = await get('/blog/gone');
    expect(answer.status).toBe(404);
    expect(jsonLdTypes(answer.body)).toEqual([]);
  });

  it('answers only open vacancies, with JobPosting', async () => {
    const open = await get('/jobdetails/j1');
    expect(open.status).toBe(200);
    expect(jsonLdTypes(open.body)).toEqual(['JobPosting']);
    expect(open.body).toContain('<title>Fleet Coordinator | SEAWAVE</title>');
    for (const id of ['blocked', 'closed', 'missing']) {
      const answer = await get(`/jobdetails/${id}`);
      expect({ id, status: answer.status, jsonLd: jsonLdTypes(answer.body) }).toEqual({ id, status: 404, jsonLd: [] });
    }
  });

  it('answers sitemap.xml with every public page', async () => {
    const answer = await get('/sitemap.xml');
    expect(answer.status).toBe(200);
    expect(answer.headers['Content-Type']).toBe('application/xml; charset=utf-8');
    expect(answer.headers['Cache-Control']).toBe(PAGE_CACHE_CONTROL);
    const locs = [...answer.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([`${origin}/allblogs`, `${origin}/careerinputfield`, `${origin}/blog/p1`, `${origin}/jobdetails/j1`]);
  });

  it('answers robots.txt naming the sitemap', async () => {
    const answer = await get('/robots.txt');
    expect(answer.status).toBe(200);
    expect(answer.headers['Content-Type']).toBe('text/plain; charset=utf-8');
    expect(answer.body).toContain('User-agent: *\nDisallow:\n');
    expect(answer.body).not.toContain('admin');
    expect(answer.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it('answers 503 when a remote fails', async () => {
    const render = jest.fn(async () => {
      throw new Error('Cannot render /allblogs: the module ./AllBlogsPage of the remote mfeBlog failed to load in Node (window is not defined).');
    });
    const answer = await get('/allblogs', { render });
    expect(answer.status).toBe(503);
    expect(answer.headers['Cache-Control']).toBe('no-store');
    expect(answer.headers['Retry-After']).toBe('30');
    expect(answer.body).toBe(template);
  });

  it('answers 503 on manifest failure or timeout', async () => {
    const down = await get('/allblogs', {
      fetchJson: async (url) => {
        if (url.startsWith('https://careers.example')) throw new Error('connect ECONNREFUSED');
        return deployed[url];
      },
    });
    expect(down.status).toBe(503);
    const hung = await get('/allblogs', { render: () => new Promise<RenderedPage>(() => {}), renderTimeoutMs: 50 });
    expect(hung.status).toBe(503);
    expect(hung.headers['Cache-Control']).toBe('no-store');
  });

  it('answers a scriptless form post, storing nothing', async () => {
    const render = fakeRender({});
    const answer = await service({ render }).handle({ method: 'POST', url: '/getafreequote' });
    expect(answer.status).toBe(405);
    expect(answer.headers['Cache-Control']).toBe('no-store');
    expect(answer.body).toContain(FORM_WITHOUT_SCRIPTS_TEXT);
    expect(answer.body).toContain('<h1>Nothing was sent</h1>');
    expect(answer.body).toContain('<a href="/getafreequote">back to the form</a>');
    expect(render).not.toHaveBeenCalled();
  });

  it('escapes the embedded hydration data', async () => {
    const values = { [prerenderKeys.post('p1')]: { ...post, topic: '</script><script>alert(1)</script>' } };
    const answer = await get('/blog/p1', { render: fakeRender({ '/blog/p1': { values } }) });
    expect(answer.body).not.toContain('</script><script>alert(1)');
    expect(answer.body).toContain(hydrationJson({ data: values }).slice(1, 40));
  });

  it('stamps hydration data with its read time', async () => {
    const answer = await get('/blog/p1');
    const embedded = /<script[^>]*id="seawave-prerender"[^>]*>([\s\S]*?)<\/script>/.exec(answer.body)?.[1];
    expect(parseHydrationJson(embedded ?? '{}').renderedAt).toBe(now.getTime());
    expect(PAGE_CACHE_CONTROL).toContain(`s-maxage=${PAGE_FRESH_SECONDS}`);
  });
});

describe('the data address of a data page', () => {
  const readData = jest.fn(async (key: string) => (key === prerenderKeys.vacancy('j1') ? { ...openJob, isBlocked: true } : null));

  it('answers the read as cacheable JSON', async () => {
    const answer = await get(`/_data/${encodeURIComponent(prerenderKeys.vacancy('j1'))}`, { readData });
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({ 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': PAGE_CACHE_CONTROL, 'X-Robots-Tag': 'noindex' });
    expect(parseHydrationJson(answer.body)).toEqual({ data: { ...openJob, isBlocked: true } });
    expect(readData).toHaveBeenCalledWith('vacancy:j1', expect.anything());
  });

  it('answers 404 for an unknown key', async () => {
    readData.mockClear();
    for (const path of ['/_data/quotes%3Aall', '/_data/', '/_data/%E0%A4%A']) expect((await get(path, { readData })).status).toBe(404);
    expect(readData).not.toHaveBeenCalled();
  });

  it('redirects away its query', async () => {
    const answer = await get('/_data/vacancies%3Alatest?x=1', { readData });
    expect(answer.status).toBe(301);
    expect(answer.headers.Location).toBe('/_data/vacancies%3Alatest');
  });

  it('answers 503 when the read fails', async () => {
    const answer = await get('/_data/posts%3Alatest', { readData: () => Promise.reject(new Error('offline')), log: () => undefined });
    expect(answer.status).toBe(503);
    expect(answer.headers['Cache-Control']).toBe('no-store');
  });
});

describe('one address per page (anything else would be a render past the CDN cache)', () => {
  it('redirects an unknown query away without rendering', async () => {
    const render = fakeRender({});
    const answer = await get('/allblogs?x=1&utm_source=mail', { render });
    expect(answer).toEqual({ status: 301, headers: { Location: '/allblogs', 'Cache-Control': PAGE_CACHE_CONTROL }, body: '' });
    expect(render).not.toHaveBeenCalled();
  });

  it('renders with the parameters its route declares', async () => {
    expect((await get('/careerinputfield?x=1&vacancy=j1')).headers.Location).toBe('/careerinputfield?vacancy=j1');
    const render = fakeRender({});
    const answer = await get('/careerinputfield?vacancy=j1', { render });
    expect(answer.status).toBe(200);
    expect(render.mock.calls[0]?.[0].url).toBe('/careerinputfield?vacancy=j1');
    // Another route's parameter is not this page's.
    expect((await get('/allblogs?vacancy=j1')).headers.Location).toBe('/allblogs');
  });

  it("redirects other spellings to the route's path", async () => {
    expect((await get('/AllBlogs/')).headers.Location).toBe('/allblogs');
    expect((await get('/jobdetails/j1/?x')).headers.Location).toBe('/jobdetails/j1');
  });

  it('drops queries on sitemap.xml and robots.txt', async () => {
    for (const file of ['/sitemap.xml', '/robots.txt']) {
      expect(await get(`${file}?x=1`)).toEqual({ status: 301, headers: { Location: file, 'Cache-Control': PAGE_CACHE_CONTROL }, body: '' });
    }
  });

  it('answers unclean paths 404, never redirecting', async () => {
    for (const url of ['//anything', '//allblogs', '//evil.example/allblogs?x=1', '/allblogs//p1', '/blog/..', '/blog/%2e']) {
      const render = fakeRender({});
      const answer = await get(url, { render });
      expect({ url, status: answer.status, location: answer.headers.Location }).toEqual({ url, status: 404, location: undefined });
      expect(answer.body).toContain('<meta name="robots" content="noindex">');
      expect(answer.body).not.toContain('rel="canonical"');
      expect(render.mock.calls[0]?.[0].url).toBe(url.split('?')[0]);
    }
  });

  it('links a form posted there back home', async () => {
    const answer = await service().handle({ method: 'POST', url: '//evil.example/x' });
    expect(answer.body).toContain('<a href="/">back to the form</a>');
  });
});

describe('a preview (a candidate build in the live site, for the browser holding a signed preview cookie)', () => {
  const previewKey = 'p'.repeat(40);
  const seconds = now.getTime() / 1000;
  const grant: PreviewGrant = { remote: 'mfeBlog', build: 'b2', page: '/allblogs', issuedAt: seconds - 60, expiresAt: seconds + 3600 };
  const token = signPreview(grant, previewKey);
  const withKey: Partial<PageServiceOptions> = { previewKey: () => previewKey };
  const getWith = (url: string, cookie: string | undefined, options: Partial<PageServiceOptions> = {}) =>
    service({ ...withKey, ...options }).handle({ method: 'GET', url, ...(cookie === undefined ? {} : { cookie }) });

  it('the link sets a secure cookie', async () => {
    const answer = await getWith(`/_preview/${token}`, undefined);
    expect(answer.status).toBe(303);
    expect(answer.headers.Location).toBe('/allblogs');
    expect(answer.headers['Set-Cookie']).toBe(`__session=preview=${token}; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax; Secure`);
    expect(answer.headers['Cache-Control']).toBe('no-store');
    expect(answer.headers['Referrer-Policy']).toBe('no-referrer');
  });

  it('renders the candidate with a banner, privately', async () => {
    const render = fakeRender({});
    const answer = await getWith('/allblogs', `theme=dark; __session=${token}`, { render });
    expect(answer.status).toBe(200);
    expect(render.mock.calls[0]?.[0].serverEntries).toContainEqual({ name: 'mfeBlog', entry: 'https://blog.example/builds/b2/server/remoteEntry.js' });
    expect(answer.body).toContain('https://blog.example/builds/b2/mf-manifest.json');
    expect(answer.body).not.toContain('https://blog.example/builds/b1/');
    expect(answer.body).toMatch(/<body><div role="status" data-preview-banner[^>]*><strong>Previewing mfe-blog build b2<\/strong>/);
    expect(answer.headers['Cache-Control']).toBe(PREVIEW_CACHE_CONTROL);
    expect(answer.headers.Vary).toBe('Cookie');
  });

  it('leaves other browsers on the deployed builds', async () => {
    const render = fakeRender({});
    const answer = await getWith('/allblogs', 'theme=dark', { render });
    expect(render.mock.calls[0]?.[0].serverEntries).toContainEqual({ name: 'mfeBlog', entry: 'https://blog.example/builds/b1/server/remoteEntry.js' });
    expect(answer.body).not.toContain('builds/b2');
    expect(answer.body).not.toContain('data-preview-banner');
    expect(answer.headers['Cache-Control']).toBe(PAGE_CACHE_CONTROL);
  });

  it('ignores an expired, forged or foreign cookie', async () => {
    const expired = signPreview({ ...grant, issuedAt: seconds - 7200, expiresAt: seconds - 1 }, previewKey);
    const forged = signPreview(grant, 'f'.repeat(40));
    const unknownRemote = signPreview({ ...grant, remote: 'mfeShop' }, previewKey);
    for (const cookie of [expired, forged, unknownRemote, `${token}x`, 'garbage'].map((value) => `__session=${value}`)) {
      const render = fakeRender({});
      const answer = await getWith('/allblogs', cookie, { render });
      expect(render.mock.calls[0]?.[0].serverEntries[0]).toEqual({ name: 'mfeBlog', entry: 'https://blog.example/builds/b1/server/remoteEntry.js' });
      expect({ cookie, banner: answer.body.includes('data-preview-banner'), cache: answer.headers['Cache-Control'] }).toEqual({ cookie, banner: false, cache: PAGE_CACHE_CONTROL });
    }
    // A site with no preview key ignores even a well-signed cookie.
    const render = fakeRender({});
    await getWith('/allblogs', `__session=${token}`, { render, previewKey: () => null });
    expect(render.mock.calls[0]?.[0].serverEntries[0]?.entry).toBe('https://blog.example/builds/b1/server/remoteEntry.js');
  });

  it('refuses an expired or forged link, saying why', async () => {
    const expired = signPreview({ ...grant, issuedAt: seconds - 7200, expiresAt: seconds - 1 }, previewKey);
    const answer = await getWith(`/_preview/${expired}`, undefined);
    expect(answer.status).toBe(400);
    expect(answer.headers['Set-Cookie']).toBeUndefined();
    expect(answer.headers['Cache-Control']).toBe('no-store');
    expect(answer.body).toContain('<p role="alert">This preview link has expired. Ask for a new one.</p>');
    const forged = await getWith(`/_preview/${signPreview(grant, 'f'.repeat(40))}`, undefined);
    expect(forged.status).toBe(400);
    expect(forged.headers['Set-Cookie']).toBeUndefined();
    expect(forged.body).toContain('This preview link was not made for this site.');
  });

  it('redirects an unknown query, privately', async () => {
    const answer = await getWith('/allblogs?x=1', `__session=${token}`);
    expect(answer).toEqual({ status: 301, headers: { Location: '/allblogs', 'Cache-Control': PREVIEW_CACHE_CONTROL, Vary: 'Cookie' }, body: '' });
  });

  it('/_preview/end clears the cookie', async () => {
    const answer = await getWith('/_preview/end', `__session=${token}`);
    expect(answer.status).toBe(303);
    expect(answer.headers.Location).toBe('/');
    expect(answer.headers['Set-Cookie']).toBe('__session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure');
  });

  it('names the candidates for a staff screen', async () => {
    const adminToken = signPreview({ ...grant, remote: 'mfeAdmin', build: 'a2', page: '/admin' }, previewKey);
    const answer = await getWith('/admin', `__session=${adminToken}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['Cache-Control']).toBe(PREVIEW_CACHE_CONTROL);
    expect(answer.body).toContain('Previewing mfe-admin build a2');
    const inline = /<script type="application\/json" id="seawave-remotes">([^<]*)<\/script><\/head>/.exec(answer.body)?.[1];
    expect(JSON.parse(inline ?? '{}')).toMatchObject({ mfeAdmin: 'https://admin.example/builds/a2/mf-manifest.json', mfeBlog: 'https://blog.example/builds/b1/mf-manifest.json' });
  });

  it('answers 503 for a failing candidate; sitemap unaffected', async () => {
    const missing = signPreview({ ...grant, build: 'b9' }, previewKey);
    const answer = await getWith('/allblogs', `__session=${missing}`);
    expect(answer.status).toBe(503);
    expect(answer.headers['Cache-Control']).toBe('no-store');
    expect(answer.body).toContain('Previewing mfe-blog build b9');
    expect(answer.body).toContain('The server could not render this page with it');
    const sitemap = await getWith('/sitemap.xml', `__session=${token}`);
    expect(sitemap.headers['Cache-Control']).toBe(PAGE_CACHE_CONTROL);
  });
});

describe('a gradual release (a candidate build for a share of the visitors, by the cohort in their cookie)', () => {
  const live = 'https://blog.example/builds/b1/mf-manifest.json';
  const candidate = 'https://blog.example/builds/b2/mf-manifest.json';
  const fetchJson = async (url: string) => {
    const known: Record<string, unknown> = { ...deployed, [live]: deployed['https://blog.example/mf-manifest.json'] };
    if (!(url in known)) throw new Error(`${url} answered HTTP 404`);
    return known[url];
  };
  const gradual = (share: number, options: Partial<PageServiceOptions> = {}) =>
    service({ remotesFile: async () => ({ ...remotesFile, mfeBlog: { live, candidate, share } }), fetchJson, ...options });
  const prerendered = (html: string) => JSON.parse(/id="seawave-prerender">([^<]*)</.exec(html)?.[1] ?? '{}') as { remotes: Record<string, string> };

  it("serves a new visitor a drawn cohort's builds", async () => {
    const render = fakeRender({});
    const answer = await gradual(50, { render }).handle({ method: 'GET', url: '/allblogs' });
    expect(answer.status).toBe(200);
    const cohort = Number(/^__session=cohort=(\d+); Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure$/.exec(answer.headers['Set-Cookie'] ?? '')?.[1]);
    expect(cohort).toBeGreaterThanOrEqual(0);
    expect(answer.headers['Cache-Control']).toBe(PREVIEW_CACHE_CONTROL);
    const expected = cohort < 50 ? candidate : live;
    expect(prerendered(answer.body).remotes.mfeBlog).toBe(expected);
    expect(render.mock.calls[0]?.[0].serverEntries).toContainEqual({ name: 'mfeBlog', entry: `https://blog.example/builds/${cohort < 50 ? 'b2' : 'b1'}/server/remoteEntry.js` });
  });

  it('keeps a returning visitor in their cohort', async () => {
    for (const [cohort, expected] of [[9, candidate], [10, live], [99, live], [0, candidate]] as const) {
      const answer = await gradual(10).handle({ method: 'GET', url: '/allblogs', cookie: `theme=dark; __session=cohort=${cohort}` });
      expect([cohort, prerendered(answer.body).remotes.mfeBlog]).toEqual([cohort, expected]);
      expect(answer.headers['Set-Cookie']).toBeUndefined();
      expect(answer.headers['Cache-Control']).toBe(PAGE_CACHE_CONTROL);
      expect(answer.headers.Vary).toBe('Cookie');
    }
  });

  it('gives the candidate to the drawn share', async () => {
    const seen = await Promise.all(Array.from({ length: 100 }, () => gradual(30).handle({ method: 'GET', url: '/allblogs' })));
    for (const answer of seen) {
      const cohort = Number(/cohort=(\d+)/.exec(answer.headers['Set-Cookie'] ?? '')?.[1]);
      expect(prerendered(answer.body).remotes.mfeBlog).toBe(cohort < 30 ? candidate : live);
    }
    const onCandidate = seen.filter((answer) => prerendered(answer.body).remotes.mfeBlog === candidate).length;
    expect(onCandidate).toBeGreaterThan(10);
    expect(onCandidate).toBeLessThan(55);
  });

  it("names the cohort's builds for a staff screen", async () => {
    const answer = await gradual(50).handle({ method: 'GET', url: '/admin', cookie: '__session=cohort=3' });
    const inline = /<script type="application\/json" id="seawave-remotes">([^<]*)<\/script><\/head>/.exec(answer.body)?.[1];
    expect(JSON.parse(inline ?? '{}')).toMatchObject({ mfeBlog: candidate, mfeAdmin: 'https://admin.example/builds/a1/mf-manifest.json' });
  });

  it("honours a stopped candidate's release guard", async () => {
    const guarded = (abortedBuild: string) => gradual(50, { releaseGuards: async () => ({ mfeBlog: abortedBuild }) }).handle({ method: 'GET', url: '/allblogs', cookie: '__session=cohort=1' });
    expect(prerendered((await guarded('b2')).body).remotes.mfeBlog).toBe(live);
    expect(prerendered((await guarded('b7')).body).remotes.mfeBlog).toBe(candidate);
    const lines: string[] = [];
    const unreadable = await gradual(50, { releaseGuards: async () => Promise.reject(new Error('HTTP 503')), log: (line) => lines.push(line) }).handle({ method: 'GET', url: '/allblogs', cookie: '__session=cohort=1' });
    expect(prerendered(unreadable.body).remotes.mfeBlog).toBe(candidate);
    expect(lines).toEqual(['release guards unreadable, serving remotes.json as it is: HTTP 503']);
  });

  it('does nothing without a gradual release', async () => {
    const releaseGuards = jest.fn(async () => ({}));
    const answer = await service({ releaseGuards }).handle({ method: 'GET', url: '/allblogs' });
    expect(answer.headers['Set-Cookie']).toBeUndefined();
    expect(answer.headers.Vary).toBeUndefined();
    expect(answer.headers['Cache-Control']).toBe(PAGE_CACHE_CONTROL);
    expect(releaseGuards).not.toHaveBeenCalled();
  });

  it('keeps the cohort through a preview', async () => {
    const previewKey = 'p'.repeat(40);
    const seconds = now.getTime() / 1000;
    const token = signPreview({ remote: 'mfeAdmin', build: 'a2', page: '/admin', issuedAt: seconds - 60, expiresAt: seconds + 3600 }, previewKey);
    const started = await gradual(50, { previewKey: () => previewKey }).handle({ method: 'GET', url: `/_preview/${token}`, cookie: '__session=cohort=7' });
    expect(started.headers['Set-Cookie']).toBe(`__session=cohort=7&preview=${token}; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure`);
    const during = await gradual(50, { previewKey: () => previewKey }).handle({ method: 'GET', url: '/allblogs', cookie: `__session=cohort=7&preview=${token}` });
    expect(prerendered(during.body).remotes).toMatchObject({ mfeBlog: candidate, mfeAdmin: 'https://admin.example/builds/a2/mf-manifest.json' });
    const ended = await gradual(50).handle({ method: 'GET', url: '/_preview/end', cookie: `__session=cohort=7&preview=${token}` });
    expect(ended.headers['Set-Cookie']).toBe('__session=cohort=7; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure');
  });
});

describe("a quote's status page (private: opened with the key from the shipper's link)", () => {
  const publicManifest = {
    remote: 'mfePublic',
    area: 'public pages',
    pages: [{ expose: './QuoteStatusPage', routes: [{ name: 'quoteStatus', path: '/quote-status/:reference', title: 'Your quote | SEAWAVE', description: 'Status.', query: ['key'], private: true }] }],
  };
  const withPublic: Record<string, unknown> = {
    ...deployed,
    'https://public.example/mf-manifest.json': { metaData: { buildId: 'p1', ssrRemoteEntry: { path: 'builds/p1/server', name: 'remoteEntry.js' } } },
    'https://public.example/builds/p1/routes.json': publicManifest,
  };
  const view = { reference: 'Q-2026-000042', status: 'new' };
  const quoteStatus = jest.fn(async (reference: string, key: string | null) => (reference === 'Q-2026-000042' && key === 'right-key' ? view : null));
  const render = jest.fn(async (request: RenderRequest): Promise<RenderedPage> => ({
    status: 200,
    html: '<main><h1>Status</h1></main>',
    styles: '',
    meta: { title: 'Your quote | SEAWAVE', description: 'Status.' },
    data: request.data ?? {},
  }));
  const open = (url: string) =>
    get(url, {
      remotesFile: async () => ({ ...remotesFile, mfePublic: 'https://public.example/mf-manifest.json' }),
      fetchJson: async (address) => {
        if (!(address in withPublic)) throw new Error(`${address} answered HTTP 404`);
        return withPublic[address];
      },
      render,
      quoteStatus,
    });

  it('shows the status for the right key', async () => {
    const answer = await open('/quote-status/Q-2026-000042?key=right-key');
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer' });
    expect(answer.body).toContain('<meta name="robots" content="noindex">');
    expect(answer.body).not.toContain('rel="canonical"');
    expect(quoteStatus).toHaveBeenCalledWith('Q-2026-000042', 'right-key');
    const hydration = parseHydrationJson(/<script[^>]*id="seawave-prerender"[^>]*>([\s\S]*?)<\/script>/.exec(answer.body)?.[1] ?? '{}') as { data?: Record<string, unknown> };
    expect(hydration.data?.[prerenderKeys.quoteStatus('Q-2026-000042')]).toEqual(view);
  });

  it('answers every bad key alike with 404', async () => {
    const answers = await Promise.all(['/quote-status/Q-2026-000042?key=wrong-key', '/quote-status/Q-2026-000042', '/quote-status/Q-2026-999999?key=right-key'].map((url) => open(url)));
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.headers['Cache-Control']).toBe('private, no-store');
    }
    const page = (body: string) => body.replace(/Q-2026-\d{6}/g, 'Q');
    expect(new Set(answers.map((answer) => page(answer.body))).size).toBe(1);
  });
});
