/**
 * @jest-environment node
 */
/**
 * The prerender's site index against the Firestore emulator: the documents
 * read over REST, then sitemap.xml lists every public route without
 * parameters, each post and each open vacancy with its last change, and
 * nothing else (no staff screen, no blocked or closed vacancy); robots.txt
 * names the sitemap. (The module is an ES module: it runs in its own Node
 * process, as the prerender command runs it.)
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const repoRoot = join(__dirname, '../..');
const projectId = 'demo-seawave-site-index';
const firestore = process.env.FIRESTORE_EMULATOR_HOST;
const { siteOrigin } = JSON.parse(readFileSync(join(repoRoot, 'config/site.json'), 'utf8')) as { siteOrigin: string };
const { siteManifests } = jest.requireActual<{
  siteManifests: () => { manifest: { staff?: boolean; pages: { routes: { path: string; adminOnly?: boolean }[] }[] } }[];
}>('../../tooling/federation/route-manifest.cjs');

jest.setTimeout(60_000);

const today = new Date().toISOString().slice(0, 10);
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const timestamp = (iso: string) => ({ timestampValue: iso });

/** The stored documents (only the fields the index reads, plus a title to tell them apart). */
const documents = {
  posts: {
    'post-edited': { topic: { stringValue: 'Edited' }, createdAt: timestamp('2026-09-01T10:00:00Z'), updatedAt: timestamp('2026-09-15T10:00:00Z') },
    'post-new': { topic: { stringValue: 'New' }, createdAt: timestamp('2026-10-01T10:00:00Z'), updatedAt: { nullValue: null } },
  },
  jobvacancy: {
    'job-open': { position: { stringValue: 'Open' }, isBlocked: { booleanValue: false }, createdAt: timestamp('2026-10-02T10:00:00Z') },
    'job-last-day': { position: { stringValue: 'Last day' }, isBlocked: { booleanValue: false }, closingDate: { stringValue: today }, createdAt: timestamp('2026-10-03T10:00:00Z') },
    'job-blocked': { position: { stringValue: 'Blocked' }, isBlocked: { booleanValue: true }, createdAt: timestamp('2026-10-04T10:00:00Z') },
    'job-closed': { position: { stringValue: 'Closed' }, isBlocked: { booleanValue: false }, closingDate: { stringValue: yesterday }, createdAt: timestamp('2026-10-05T10:00:00Z') },
  },
};

if (!firestore) {
  describe('the site index the prerender writes', () => {
    it('needs the Firestore emulator', () => {
      throw new Error('FIRESTORE_EMULATOR_HOST not set. Run the suite with the emulators: npm test, or npm run test:unit (which starts them).');
    });
  });
} else {
  let out = '';
  let output = '';

  beforeAll(async () => {
    const base = `http://${firestore}/v1/projects/${projectId}/databases/(default)/documents`;
    await fetch(`http://${firestore}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: 'DELETE' });
    const writes = Object.entries(documents).flatMap(([collection, docs]) =>
      Object.entries(docs).map(([id, fields]) => ({ update: { name: `projects/${projectId}/databases/(default)/documents/${collection}/${id}`, fields } })),
    );
    const response = await fetch(`${base}:commit`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ writes }),
    });
    if (!response.ok) throw new Error(`writing the test documents: HTTP ${response.status} ${await response.text()}`);
    out = mkdtempSync(join(tmpdir(), 'seawave-site-index-'));
    const script = [
      `import { firestoreSource, readSiteDocuments, writeSiteIndex } from ${JSON.stringify(join(repoRoot, 'scripts/lib/site-index.mjs'))};`,
      `import { createRequire } from 'node:module';`,
      `const { siteManifests } = createRequire(import.meta.url)(${JSON.stringify(join(repoRoot, 'tooling/federation/route-manifest.cjs'))});`,
      `const source = firestoreSource({ projectId: ${JSON.stringify(projectId)}, emulatorHost: process.env.FIRESTORE_EMULATOR_HOST });`,
      `const { posts, vacancies } = await readSiteDocuments(source);`,
      `const result = await writeSiteIndex({ out: ${JSON.stringify(out)}, manifests: siteManifests().map((m) => m.manifest), posts, vacancies });`,
      'console.log(`${result.posts} posts, ${result.openJobs} open jobs; ${result.leftOut} blocked or closed left out`);',
    ].join('\n');
    output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      env: { ...process.env, FIRESTORE_EMULATOR_HOST: firestore },
    });
  });

  afterAll(() => {
    if (out) rmSync(out, { recursive: true, force: true });
  });

  const sitemap = () => readFileSync(join(out, 'sitemap.xml'), 'utf8');
  const locs = () => [...sitemap().matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  describe('the site index the prerender writes', () => {
    it('lists every public route without parameters, each post and each open job, and nothing else', () => {
      const publicRoutes = siteManifests()
        .filter(({ manifest }) => !manifest.staff)
        .flatMap(({ manifest }) => manifest.pages.flatMap((p) => p.routes))
        .filter((route) => !route.adminOnly && !route.path.includes(':'))
        .map((route) => `${siteOrigin}${route.path}`);
      expect(publicRoutes).toEqual(expect.arrayContaining([`${siteOrigin}/`, `${siteOrigin}/careers`, `${siteOrigin}/allblogs`, `${siteOrigin}/customclearance`]));
      expect(locs()).toEqual([
        ...publicRoutes,
        `${siteOrigin}/blog/post-edited`,
        `${siteOrigin}/blog/post-new`,
        `${siteOrigin}/jobdetails/job-last-day`,
        `${siteOrigin}/jobdetails/job-open`,
      ]);
      expect(output).toContain('2 posts, 2 open jobs; 2 blocked or closed left out');
    });

    it('gives posts and jobs their last change (updatedAt, else createdAt) and static pages none', () => {
      const xml = sitemap();
      expect(xml).toContain(`<loc>${siteOrigin}/blog/post-edited</loc><lastmod>2026-09-15T10:00:00.000Z</lastmod>`);
      expect(xml).toContain(`<loc>${siteOrigin}/blog/post-new</loc><lastmod>2026-10-01T10:00:00.000Z</lastmod>`);
      expect(xml).toContain(`<loc>${siteOrigin}/jobdetails/job-open</loc><lastmod>2026-10-02T10:00:00.000Z</lastmod>`);
      expect(xml).toContain(`<loc>${siteOrigin}/careers</loc></url>`);
    });

    it('leaves out blocked and closed jobs and every staff screen', () => {
      expect(sitemap()).not.toMatch(/job-blocked|job-closed|\/admin|\/signin|quoteDetails/);
    });

    it('writes robots.txt naming the sitemap', () => {
      const robots = readFileSync(join(out, 'robots.txt'), 'utf8');
      expect(robots).toContain(`Sitemap: ${siteOrigin}/sitemap.xml`);
      expect(robots).toContain('Disallow: /admin\n');
    });
  });
}
