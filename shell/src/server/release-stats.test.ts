/**
 * @jest-environment node
 */
import { createPageService } from './page-service';
import { releaseStatsWriter, type ServedPage } from './release-stats';
import type { RenderedPage, RenderRequest } from './render';
import { blogManifest, shellTemplate } from '../testing/page-service-fixtures';


const deployed: Record<string, unknown> = {
  'https://blog.example/builds/b2/mf-manifest.json': { metaData: { buildId: 'b2', ssrRemoteEntry: { path: 'builds/b2/server', name: 'remoteEntry.js' } } },
  'https://blog.example/builds/b2/routes.json': blogManifest,
};

function observed(render: (request: RenderRequest) => Promise<RenderedPage>, template = async () => shellTemplate) {
  const seen: { views: ServedPage[]; errors: [ServedPage, unknown][] } = { views: [], errors: [] };
  const service = createPageService({
    origin: 'https://www.seawave.example',
    template,
    appConfig: async () => ({ firebase: { projectId: 'demo-test' } }),
    remotesFile: async () => ({ mfeBlog: 'https://blog.example/builds/b2/mf-manifest.json' }),
    siteDocuments: async () => ({ posts: [], vacancies: [] }),
    fetchJson: async (url) => deployed[url],
    render,
    observe: { view: (page) => seen.views.push(page), error: (page, error) => seen.errors.push([page, error]) },
  });
  return { service, seen };
}

const page = (status: RenderedPage['status']): RenderedPage => ({ status, html: '<main>x</main>', styles: '', meta: { title: 'Blog | SEAWAVE', description: 'x' }, data: {} });

describe('what the page service tells of the builds it serves', () => {
  it('counts a view of the serving build', async () => {
    const { service, seen } = observed(async () => page(200));
    expect((await service.handle({ method: 'GET', url: '/allblogs' })).status).toBe(200);
    expect(seen.views).toEqual([{ remote: 'mfeBlog', build: 'b2', route: 'allBlogs' }]);
    expect(seen.errors).toEqual([]);
  });

  it('counts no view of an unrouted page', async () => {
    const { service, seen } = observed(async () => page(404));
    expect((await service.handle({ method: 'GET', url: '/nothing-here' })).status).toBe(404);
    expect(seen.views).toEqual([]);
  });

  it('counts a failed render as view and error', async () => {
    const failure = new TypeError('Cannot read properties of undefined');
    const { service, seen } = observed(async () => {
      throw failure;
    });
    expect((await service.handle({ method: 'GET', url: '/blog/p1' })).status).toBe(503);
    expect(seen.errors).toEqual([[{ remote: 'mfeBlog', build: 'b2', route: 'blog' }, failure]]);
    expect(seen.views).toEqual([{ remote: 'mfeBlog', build: 'b2', route: 'blog' }]);
  });

  it('names no remote when the shell itself fails', async () => {
    const { service, seen } = observed(async () => page(200), async () => '<!doctype html><title>no description</title>');
    expect((await service.handle({ method: 'GET', url: '/allblogs' })).status).toBe(503);
    expect(seen).toEqual({ views: [], errors: [] });
  });
});

describe('writing page views and errors', () => {
  const documentsUrl = 'http://127.0.0.1:8080/v1/projects/demo-test/databases/(default)/documents';
  const source = { documentsUrl, authorization: async () => 'Bearer owner' };
  let bodies: { writes: Record<string, unknown>[] }[];

  beforeEach(() => {
    bodies = [];
    jest.spyOn(global, 'fetch').mockImplementation(async (_url, init) => {
      bodies.push(JSON.parse(String(init?.body)) as { writes: Record<string, unknown>[] });
      return new Response('{}', { status: 200 });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it("writes each build's views as one increment", async () => {
    const writer = releaseStatsWriter(source, { flushMs: 60_000 });
    for (let i = 0; i < 3; i++) writer.view({ remote: 'mfeBlog', build: 'b2', route: 'blog' });
    writer.view({ remote: 'mfeCareers', build: 'c1', route: 'careers' });
    await writer.flush();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.writes).toEqual([
      {
        update: { name: 'projects/demo-test/databases/(default)/documents/releaseStats/mfeBlog-b2', fields: { remote: { stringValue: 'mfeBlog' }, build: { stringValue: 'b2' } } },
        updateMask: { fieldPaths: ['remote', 'build'] },
        updateTransforms: [
          { fieldPath: 'views', increment: { integerValue: '3' } },
          { fieldPath: 'updatedAt', setToServerValue: 'REQUEST_TIME' },
        ],
      },
      expect.objectContaining({ update: expect.objectContaining({ name: 'projects/demo-test/databases/(default)/documents/releaseStats/mfeCareers-c1' }) }),
    ]);
    await writer.flush();
    expect(bodies).toHaveLength(1);
  });

  it('reports an error per minute, without message', async () => {
    let millis = 29_000_000 * 60_000;
    const writer = releaseStatsWriter(source, { flushMs: 60_000, now: () => millis, random: () => 0.5 });
    const served = { remote: 'mfeBlog', build: 'b2', route: 'blog' };
    writer.error(served, new TypeError('Cannot read "meera@example.com"'));
    writer.error(served, new TypeError('Cannot read "ravi@example.com"'));
    await writer.flush();
    writer.error(served, new TypeError('Cannot read "asha@example.com"'));
    await writer.flush();
    expect(bodies).toHaveLength(1);
    const [write] = bodies[0]!.writes as { update: { name: string; fields: Record<string, unknown> }; currentDocument: unknown }[];
    expect(write!.update.name).toMatch(/\/remoteErrors\/b2-[0-9a-f]{16}-29000000-2$/);
    expect(write!.update.fields).toMatchObject({ remote: { stringValue: 'mfeBlog' }, phase: { stringValue: 'server' }, errorName: { stringValue: 'TypeError' }, count: { integerValue: '2' }, route: { stringValue: 'blog' } });
    expect(JSON.stringify(bodies)).not.toContain('example.com');
    expect(write!.currentDocument).toEqual({ exists: false });
    millis += 60_000;
    await writer.flush();
    expect(bodies).toHaveLength(2);
    expect((bodies[1]!.writes[0] as { update: { fields: { count: unknown } } }).update.fields.count).toEqual({ integerValue: '1' });
  });
});
