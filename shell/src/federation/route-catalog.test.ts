import type { PublishedRouteManifest } from '@seawave/shared-ui';
import { catalogOf, publishedSiteManifests, settled } from '../testing/site-catalog';
import { remoteLoadPolicy } from './retry-policy';
import { createRouteCatalog, linkTable, manifestRouteTable, parseRouteManifest, routeManifestUrl, routeMatching, siteRouteTable, unclaimed } from './route-catalog';

const blog: PublishedRouteManifest = {
  remote: 'mfeBlog',
  area: 'blog',
  pages: [{ expose: './NewsPage', routes: [{ name: 'news', path: '/news', title: 'News | SEAWAVE', description: 'The news.' }] }],
};

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('parseRouteManifest', () => {
  it('gives each route its remote and module', () => {
    expect(parseRouteManifest(blog, 'mfeBlog')).toEqual([
      { name: 'news', path: '/news', title: 'News | SEAWAVE', description: 'The news.', adminOnly: false, remote: 'mfeBlog', module: './NewsPage', area: 'blog', staff: false },
    ]);
  });

  it('keeps the query parameters a route declares', () => {
    const paged = { ...blog, pages: [{ expose: './NewsPage', routes: [{ name: 'news', path: '/news', title: 'News | SEAWAVE', description: 'The news.', query: ['page'] }] }] };
    expect(parseRouteManifest(paged, 'mfeBlog')[0]?.query).toEqual(['page']);
  });

  it("reads every remote's published manifest", () => {
    for (const manifest of publishedSiteManifests()) expect(parseRouteManifest(manifest, manifest.remote).length).toBeGreaterThan(0);
  });

  it.each([
    [null, 'is not a JSON object'],
    [{ ...blog, remote: 'mfeShop' }, 'names the remote "mfeShop"'],
    [{ ...blog, area: '' }, 'has no "area"'],
    [{ remote: 'mfeBlog', area: 'blog' }, 'has no "pages"'],
    [{ ...blog, pages: [{ routes: [] }] }, 'has an invalid page (#1)'],
    [{ ...blog, pages: [{ expose: './P', routes: [{ name: 'p', path: 'news', title: 'T', description: 'D' }] }] }, 'has an invalid route in ./P'],
    [{ ...blog, pages: [{ expose: './P', routes: [{ path: '/news', title: 'T', description: 'D' }] }] }, 'has an invalid route in ./P'],
    [{ ...blog, pages: [{ expose: './P', routes: [{ name: 'p', path: '/news', title: 'T', description: 'D', query: 'page' }] }] }, 'has an invalid "query" in ./P'],
  ])('refuses %j: the manifest of mfeBlog %s', (data, problem) => {
    expect(() => parseRouteManifest(data, 'mfeBlog')).toThrow(`The route manifest of mfeBlog ${problem}`);
  });
});

describe('the routes by name, for links across remotes', () => {
  it('names every route once, with its pattern', async () => {
    const { catalog } = catalogOf();
    await settled(catalog);
    const table = siteRouteTable(catalog.getSnapshot().routes);
    expect(table).toEqual(manifestRouteTable(publishedSiteManifests()));
    expect(table).toMatchObject({ home: '/', privacy: '/privacy', jobDetails: '/jobdetails/:jobId', blog: '/blog/:postId', signIn: '/signin' });
    expect(Object.keys(table)).toHaveLength(publishedSiteManifests().flatMap((m) => m.pages.flatMap((p) => p.routes)).length);
  });

  it('follows live manifests, skipping unreachable remotes', async () => {
    const { catalog } = catalogOf([...publishedSiteManifests().filter((m) => m.remote !== 'mfeBlog'), blog], new Set(['mfeCareers']));
    await settled(catalog);
    const table = siteRouteTable(catalog.getSnapshot().routes);
    expect(table.news).toBe('/news');
    expect(table.jobDetails).toBeUndefined();
  });

  it("links a down remote's routes as built", async () => {
    const { catalog } = catalogOf([...publishedSiteManifests().filter((m) => m.remote !== 'mfeBlog'), blog], new Set(['mfeCareers']));
    await settled(catalog);
    const atBuild = { mfeCareers: { careers: '/careers', jobDetails: '/jobdetails/:jobId' }, mfeBlog: { allBlogs: '/old-blogs', gone: '/gone' } };
    const table = linkTable(catalog.getSnapshot(), atBuild);
    expect(table).toMatchObject({ careers: '/careers', jobDetails: '/jobdetails/:jobId', news: '/news' });
    expect(table.gone).toBeUndefined();
    expect(table.allBlogs).toBeUndefined();
  });

  it('links routes as built while remotes.json loads', () => {
    const atBuild = { mfeCareers: { careers: '/careers' }, mfeBlog: { allBlogs: '/allblogs' } };
    expect(linkTable({ remotesFile: 'loading', remotes: [], routes: [] }, atBuild)).toEqual({ careers: '/careers', allBlogs: '/allblogs' });
  });
});

describe('routeManifestUrl', () => {
  it('is routes.json beside mf-manifest.json', () => {
    expect(routeManifestUrl('https://cdn.example.com/blog/v2/mf-manifest.json')).toBe('https://cdn.example.com/blog/v2/routes.json');
  });
});

describe('the route catalog', () => {
  it('fetches every manifest in parallel', async () => {
    const { catalog, fetchJson } = catalogOf();
    await settled(catalog);
    expect(fetchJson).toHaveBeenCalledTimes(publishedSiteManifests().length);
    const snapshot = catalog.getSnapshot();
    expect(unclaimed(snapshot)).toBe('not-found');
    expect(routeMatching(snapshot.routes, '/jobdetails/j1')).toMatchObject({ remote: 'mfeCareers', module: './JobDetailsPage', title: 'Job Details | SEAWAVE' });
    // The router would match these; no route owns them.
    for (const path of ['//about', '/jobdetails/..', '/jobdetails/%2e']) expect(routeMatching(snapshot.routes, path)).toBeNull();
  });

  it('claims a path as its manifest arrives', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const fetchJson = jest.fn((url: string) => (url.includes('public') ? Promise.resolve(publishedSiteManifests()[0]) : new Promise((resolve) => (answer = resolve))));
    const catalog = createRouteCatalog(
      () => Promise.resolve([
        { name: 'mfePublic', entry: 'https://public.test/mf-manifest.json' },
        { name: 'mfeBlog', entry: 'https://blog.test/mf-manifest.json' },
      ]),
      fetchJson,
    );
    await expect(catalog.routeFor('/about')).resolves.toMatchObject({ remote: 'mfePublic', module: './AboutPage' });
    expect(unclaimed(catalog.getSnapshot())).toBe('loading');
    answer(blog);
    await expect(catalog.routeFor('/news')).resolves.toMatchObject({ remote: 'mfeBlog' });
  });

  it('loses and retries only an unfetchable manifest', async () => {
    const down = new Set(['mfeCareers']);
    const { catalog, fetchJson } = catalogOf(undefined, down);
    await settled(catalog);
    const snapshot = catalog.getSnapshot();
    expect(routeMatching(snapshot.routes, '/careers')).toBeNull();
    expect(routeMatching(snapshot.routes, '/allblogs')).toMatchObject({ remote: 'mfeBlog' });
    expect(unclaimed(snapshot)).toBe('unavailable');
    const careersCalls = () => fetchJson.mock.calls.filter(([url]) => url.includes('mfecareers'));
    expect(careersCalls()).toHaveLength(remoteLoadPolicy.attempts);

    down.clear();
    fetchJson.mockClear();
    catalog.retryFailed();
    await expect(catalog.routeFor('/careers')).resolves.toMatchObject({ remote: 'mfeCareers', module: './CareersPage' });
    expect(fetchJson.mock.calls.map(([url]) => url)).toEqual(['https://mfecareers.test/routes.json']);
    expect(unclaimed(catalog.getSnapshot())).toBe('not-found');
  });

  it('is unavailable without remotes.json until retried', async () => {
    const loadRemotes = jest.fn().mockRejectedValueOnce(new Error('/remotes.json answered 503')).mockResolvedValue([{ name: 'mfeBlog', entry: 'https://blog.test/mf-manifest.json' }]);
    const catalog = createRouteCatalog(loadRemotes, async () => blog);
    await expect(catalog.routeFor('/news')).resolves.toBeNull();
    expect(unclaimed(catalog.getSnapshot())).toBe('unavailable');
    catalog.retryFailed();
    await expect(catalog.routeFor('/news')).resolves.toMatchObject({ remote: 'mfeBlog' });
  });

  it('notifies subscribers when routes arrive', async () => {
    const { catalog } = catalogOf();
    const listener = jest.fn();
    catalog.subscribe(listener);
    await settled(catalog);
    expect(listener).toHaveBeenCalled();
  });
});
