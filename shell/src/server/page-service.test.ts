/**
 * @jest-environment node
 */
import { hydrationJson, prerenderKeys } from '@seawave/shared-data';
import { createPageService, FORM_WITHOUT_SCRIPTS_TEXT, PAGE_CACHE_CONTROL, type PageServiceOptions } from './page-service';
import type { RenderedPage, RenderRequest } from './render';

const origin = 'https://www.seawave.example';
const template =
  '<!doctype html><html lang="en"><head><meta name="description" content="default"><title>SEAWAVE</title></head>' +
  '<body><noscript>SEAWAVE needs JavaScript to show this page.</noscript><div id="root"></div><script defer src="/main.1a2b.js"></script></body></html>';

const blogManifest = {
  remote: 'mfeBlog',
  area: 'blog',
  pages: [
    { expose: './AllBlogsPage', routes: [{ name: 'allBlogs', path: '/allblogs', title: 'Blog | SEAWAVE', description: 'All posts.' }] },
    { expose: './BlogPage', routes: [{ name: 'blog', path: '/blog/:postId', title: 'Blog | SEAWAVE', description: 'A post.' }] },
  ],
};
const careersManifest = {
  remote: 'mfeCareers',
  area: 'careers pages',
  pages: [{ expose: './JobDetailsPage', routes: [{ name: 'jobDetails', path: '/jobdetails/:jobId', title: 'Job | SEAWAVE', description: 'A job.' }] }],
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
    const known = ['/allblogs', '/admin'].includes(path) || /^\/(blog|jobdetails)\/[^/]+$/.test(path);
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
  it('answers a page of a route with 200, the page in #root, its own title, head tags and the data for hydration, cached by the CDN for at most a minute', async () => {
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

  it('renders with the remotes as deployed now: each Node build from its manifest, a remote without one left to the browser', async () => {
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

  it('renders a remote whose remotes.json entry is pinned to one kept build (a release or rollback) with that build, browser and Node', async () => {
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

  it('answers a staff screen with the app page the browser renders (nothing shows before sign-in), 200, kept out of search engines', async () => {
    const render = fakeRender({});
    const answer = await get('/admin', { render });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(template);
    expect(answer.headers['X-Robots-Tag']).toBe('noindex');
    expect(render).not.toHaveBeenCalled();
  });

  it('answers 404 with the not-found page, marked noindex, for a path no route serves', async () => {
    const answer = await get('/no-such-page');
    expect(answer.status).toBe(404);
    expect(answer.body).toContain('<h1>Not found</h1>');
    expect(answer.body).toContain('<meta name="robots" content="noindex">');
    expect(answer.body).not.toContain('rel="canonical"');
    expect(answer.headers['Cache-Control']).toBe(PAGE_CACHE_CONTROL);
  });

  it('answers 404 for a post that does not exist (or was deleted), without BlogPosting', async () => {
    const answer = await get('/blog/gone');
    expect(answer.status).toBe(404);
    expect(jsonLdTypes(answer.body)).toEqual([]);
  });

  it('answers an open vacancy with 200 and JobPosting, and a blocked, closed or missing one with 404 and no JobPosting', async () => {
    const open = await get('/jobdetails/j1');
    expect(open.status).toBe(200);
    expect(jsonLdTypes(open.body)).toEqual(['JobPosting']);
    expect(open.body).toContain('<title>Fleet Coordinator | SEAWAVE</title>');
    for (const id of ['blocked', 'closed', 'missing']) {
      const answer = await get(`/jobdetails/${id}`);
      expect({ id, status: answer.status, jsonLd: jsonLdTypes(answer.body) }).toEqual({ id, status: 404, jsonLd: [] });
    }
  });

  it('answers sitemap.xml with the public routes, each post and each open vacancy (never a blocked or closed one, never a staff screen)', async () => {
    const answer = await get('/sitemap.xml');
    expect(answer.status).toBe(200);
    expect(answer.headers['Content-Type']).toBe('application/xml; charset=utf-8');
    expect(answer.headers['Cache-Control']).toBe(PAGE_CACHE_CONTROL);
    const locs = [...answer.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([`${origin}/allblogs`, `${origin}/blog/p1`, `${origin}/jobdetails/j1`]);
  });

  it('answers robots.txt letting crawlers read every page (staff screens send noindex instead; no list of them) and naming the sitemap', async () => {
    const answer = await get('/robots.txt');
    expect(answer.status).toBe(200);
    expect(answer.headers['Content-Type']).toBe('text/plain; charset=utf-8');
    expect(answer.body).toContain('User-agent: *\nDisallow:\n');
    expect(answer.body).not.toContain('admin');
    expect(answer.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it('answers 503 with the app page (rendered by the browser), never cached and never a blank 200, when a remote fails in Node', async () => {
    const render = jest.fn(async () => {
      throw new Error('Cannot render /allblogs: the module ./AllBlogsPage of the remote mfeBlog failed to load in Node (window is not defined).');
    });
    const answer = await get('/allblogs', { render });
    expect(answer.status).toBe(503);
    expect(answer.headers['Cache-Control']).toBe('no-store');
    expect(answer.headers['Retry-After']).toBe('30');
    expect(answer.body).toBe(template);
  });

  it("answers 503 when a remote's manifest cannot be fetched, and when the render hangs past its time limit", async () => {
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

  it('answers a form posted without scripts with a plain message, stores nothing and echoes nothing typed', async () => {
    const render = fakeRender({});
    const answer = await service({ render }).handle({ method: 'POST', url: '/getafreequote' });
    expect(answer.status).toBe(405);
    expect(answer.headers['Cache-Control']).toBe('no-store');
    expect(answer.body).toContain(FORM_WITHOUT_SCRIPTS_TEXT);
    expect(answer.body).toContain('<h1>Nothing was sent</h1>');
    expect(answer.body).toContain('<a href="/getafreequote">back to the form</a>');
    expect(render).not.toHaveBeenCalled();
  });

  it('embeds the hydration data escaped, so no stored text can end the script', async () => {
    const values = { [prerenderKeys.post('p1')]: { ...post, topic: '</script><script>alert(1)</script>' } };
    const answer = await get('/blog/p1', { render: fakeRender({ '/blog/p1': { values } }) });
    expect(answer.body).not.toContain('</script><script>alert(1)');
    expect(answer.body).toContain(hydrationJson({ data: values }).slice(1, 40));
  });
});
