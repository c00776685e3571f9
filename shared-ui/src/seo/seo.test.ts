/**
 * @jest-environment node
 *
 * The search-engine builders run in Node (the prerender uses them) as in
 * the browser: no browser API.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { company } from '../content/company';
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  defaultShareImage,
  headTags,
  headTagsHtml,
  indexableRoutes,
  jobPostingJsonLd,
  jsonLdScript,
  logoPath,
  pageStructuredData,
  type PageStructuredDataInput,
  organizationJsonLd,
  parseSiteOrigin,
  robotsTxt,
  serviceBreadcrumbJsonLd,
  siteIndexEntries,
  siteOrigin,
  sitemapXml,
  type JobPostingSource,
  type ManifestRoutes,
} from './index';

const origin = 'https://www.seawave.example';
/** The site's routes by name, as the route catalog gives them to the page service. */
const routes = {
  home: '/',
  heroContact: '/herocontact',
  services: '/services',
  customclearance: '/customclearance',
  warehousing: '/warehousing',
  blog: '/blog/:postId',
  jobDetails: '/jobdetails/:jobId',
};
const now = new Date('2026-11-25T12:00:00Z');
/** The head office as config/company.json gives it: street, area, then 'Navi Mumbai, Maharashtra PIN, India'. */
const [street = '', area = '', townLine = ''] = company.address.lines;

const vacancy: JobPostingSource = {
  id: 'job-1',
  position: 'Fleet Coordinator',
  department: 'Transportation',
  overview: 'Plan trailer movements.',
  experience: '1-3 years',
  responsibilities: 'Plan daily trips\nTrack vehicles',
  prerequisite: 'Road transport experience',
  isBlocked: false,
  createdAt: new Date('2026-11-01T09:30:00Z'),
};

const manifests: ManifestRoutes[] = [
  {
    pages: [
      { routes: [{ name: 'home', path: '/', title: 'SEAWAVE', description: 'Home.' }] },
      { routes: [{ name: 'careers', path: '/careers', title: 'Careers | SEAWAVE', description: 'Jobs.' }] },
      { routes: [{ name: 'jobDetails', path: '/jobdetails/:jobId', title: 'Job Details | SEAWAVE', description: 'A job.' }] },
      { routes: [{ name: 'secret', path: '/publicbutstaff', title: 'Staff | SEAWAVE', description: 'Staff only.', adminOnly: true }] },
    ],
  },
  {
    staff: true,
    pages: [
      { routes: [{ name: 'signIn', path: '/signin', title: 'Sign In', description: 'Staff.' }] },
      { routes: [{ name: 'admin', path: '/admin', title: 'Dashboard', description: 'Staff.' }] },
      { routes: [{ name: 'quoteDetails', path: '/quoteDetails/:id', title: 'Quote', description: 'Staff.' }] },
    ],
  },
];

describe('site origin', () => {
  it('accepts https or local http, without a trailing slash', () => {
    expect(parseSiteOrigin('https://www.seawave.example/')).toBe('https://www.seawave.example');
    expect(parseSiteOrigin('http://localhost:3000')).toBe('http://localhost:3000');
  });

  it('refuses public http, paths, queries and non-text', () => {
    for (const bad of ['http://www.seawave.example', 'https://www.seawave.example/site', 'https://x.example?a=1', 'javascript:alert(1)', 'www.seawave.example', 42, null]) {
      expect(() => parseSiteOrigin(bad)).toThrow('"siteOrigin" must be an https:// origin');
    }
  });

  it('is read from config/site.json', () => {
    expect(siteOrigin()).toBe('http://localhost:3000');
  });
});

describe('robots.txt', () => {
  it('allows every page and names the sitemap', () => {
    expect(robotsTxt(origin)).toBe('User-agent: *\nDisallow:\n\nSitemap: https://www.seawave.example/sitemap.xml\n');
  });
});

describe('sitemap.xml', () => {
  it('lists each URL and last change, escaped', () => {
    const xml = sitemapXml([
      { loc: `${origin}/` },
      { loc: `${origin}/careerinputfield?vacancy=a&b=<c>`, lastmod: new Date('2026-11-02T10:00:00Z') },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://www.seawave.example/</loc></url>',
        '  <url><loc>https://www.seawave.example/careerinputfield?vacancy=a&#38;b=&#60;c&#62;</loc><lastmod>2026-11-02T10:00:00.000Z</lastmod></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('leaves out an unknown lastmod', () => {
    expect(sitemapXml([{ loc: `${origin}/a`, lastmod: null }, { loc: `${origin}/b`, lastmod: new Date('nonsense') }])).not.toContain('lastmod');
  });
});

describe('what the site index lists', () => {
  it('takes public routes without parameters', () => {
    expect(indexableRoutes(manifests).map((r) => r.path)).toEqual(['/', '/careers']);
  });

  it('adds posts and open vacancies with their last change', () => {
    const entries = siteIndexEntries({
      origin,
      manifests,
      now,
      routes,
      posts: [
        { id: 'p1', createdAt: new Date('2026-10-01T00:00:00Z'), updatedAt: new Date('2026-10-05T00:00:00Z') },
        { id: 'p 2', createdAt: new Date('2026-10-02T00:00:00Z'), updatedAt: null },
        { id: 'p3', createdAt: null },
      ],
      vacancies: [
        { id: 'open', isBlocked: false, createdAt: new Date('2026-11-01T00:00:00Z') },
        { id: 'lastday', isBlocked: false, closingDate: '2026-11-25', createdAt: new Date('2026-11-02T00:00:00Z') },
        { id: 'blocked', isBlocked: true, createdAt: new Date('2026-11-03T00:00:00Z') },
        { id: 'closed', isBlocked: false, closingDate: '2026-11-24', createdAt: new Date('2026-11-04T00:00:00Z') },
      ],
    });
    expect(entries).toEqual([
      { loc: `${origin}/` },
      { loc: `${origin}/careers` },
      { loc: `${origin}/blog/p1`, lastmod: new Date('2026-10-05T00:00:00Z') },
      { loc: `${origin}/blog/p%202`, lastmod: new Date('2026-10-02T00:00:00Z') },
      { loc: `${origin}/blog/p3`, lastmod: null },
      { loc: `${origin}/jobdetails/open`, lastmod: new Date('2026-11-01T00:00:00Z') },
      { loc: `${origin}/jobdetails/lastday`, lastmod: new Date('2026-11-02T00:00:00Z') },
    ]);
  });
});

describe('JobPosting', () => {
  it('has the properties search engines need', () => {
    expect(jobPostingJsonLd({ ...vacancy, closingDate: '2026-12-31' }, origin, now, routes)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Fleet Coordinator',
      description:
        'Plan trailer movements.\n\nDepartment: Transportation\n\nExperience: 1-3 years\n\nResponsibilities:\nPlan daily trips\nTrack vehicles\n\nPrerequisite:\nRoad transport experience',
      datePosted: '2026-11-01T09:30:00.000Z',
      validThrough: '2026-12-31T23:59:59Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        '@id': `${origin}/#organization`,
        name: 'SEAWAVE',
        url: `${origin}/`,
        logo: `${origin}/share/seawave-logo.png`,
      },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: `${street}, ${area}`,
          addressLocality: 'Navi Mumbai',
          addressRegion: 'Maharashtra',
          postalCode: /\b\d{6}\b/.exec(townLine)?.[0],
          addressCountry: 'IN',
        },
      },
      directApply: true,
      url: `${origin}/jobdetails/job-1`,
      identifier: { '@type': 'PropertyValue', name: 'SEAWAVE', value: 'job-1' },
    });
  });

  it('has no validThrough without a closing date', () => {
    expect(jobPostingJsonLd(vacancy, origin, now, routes)).not.toHaveProperty('validThrough');
    expect(jobPostingJsonLd({ ...vacancy, closingDate: null }, origin, now, routes)).not.toHaveProperty('validThrough');
  });

  it('is still given on the closing day', () => {
    expect(jobPostingJsonLd({ ...vacancy, closingDate: '2026-11-25' }, origin, now, routes)).not.toBeNull();
  });

  it('is null when blocked or expired', () => {
    expect(jobPostingJsonLd({ ...vacancy, isBlocked: true }, origin, now, routes)).toBeNull();
    expect(jobPostingJsonLd({ ...vacancy, closingDate: '2026-11-24' }, origin, now, routes)).toBeNull();
  });
});

describe('BlogPosting', () => {
  const post = {
    id: 'dpd',
    topic: 'Direct Port Delivery',
    description: 'How DPD saves days.',
    name: 'Asha Rao',
    mainPhoto: 'https://storage.example/images/dpd.png',
    createdAt: new Date('2026-10-01T08:00:00Z'),
    updatedAt: new Date('2026-10-03T08:00:00Z'),
  };

  it('has headline, image, datePublished, dateModified and author', () => {
    expect(blogPostingJsonLd(post, origin, routes)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Direct Port Delivery',
      description: 'How DPD saves days.',
      image: ['https://storage.example/images/dpd.png'],
      datePublished: '2026-10-01T08:00:00.000Z',
      dateModified: '2026-10-03T08:00:00.000Z',
      author: { '@type': 'Person', name: 'Asha Rao' },
      publisher: { '@type': 'Organization', name: 'SEAWAVE' },
      url: `${origin}/blog/dpd`,
    });
  });

  it('defaults dateModified and omits a missing image', () => {
    const data = blogPostingJsonLd({ ...post, updatedAt: null, mainPhoto: null }, origin, routes);
    expect(data?.dateModified).toBe('2026-10-01T08:00:00.000Z');
    expect(data).not.toHaveProperty('image');
  });

  it('is null without a known post page', () => {
    expect(blogPostingJsonLd(post, origin, { home: '/' })).toBeNull();
  });
});

describe('Organization and LocalBusiness', () => {
  it('describes the company and every branch', () => {
    const data = organizationJsonLd(origin, routes);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'SEAWAVE',
      legalName: company.legalName,
      url: `${origin}/`,
      logo: `${origin}/share/seawave-logo.png`,
      foundingDate: '2005',
      email: company.emails.info,
      telephone: company.phones[0]?.tel,
      address: { '@type': 'PostalAddress', streetAddress: `${street}, ${area}`, addressLocality: 'Navi Mumbai', addressCountry: 'IN' },
      sameAs: Object.values(company.social),
    });
    const departments = data.department as { '@type': string; name: string; address: { addressLocality: string } }[];
    expect(departments.map((d) => [d['@type'], d.name, d.address.addressLocality])).toEqual([
      ['LocalBusiness', 'SEAWAVE Head Office', 'Navi Mumbai'],
      ['LocalBusiness', 'SEAWAVE Kolkata branch', 'Kolkata'],
      ['LocalBusiness', 'SEAWAVE Jogbani branch', 'Jogbani'],
      ['LocalBusiness', 'SEAWAVE Raxaul branch', 'Raxaul'],
      ['LocalBusiness', 'SEAWAVE Sonauli branch', 'Sonauli'],
    ]);
  });
});

describe('BreadcrumbList', () => {
  it('numbers the trail with absolute URLs', () => {
    expect(breadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: 'Careers', path: '/careers' }], origin)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
        { '@type': 'ListItem', position: 2, name: 'Careers', item: `${origin}/careers` },
      ],
    });
  });

  it('leads a service page from Home through Services', () => {
    const data = serviceBreadcrumbJsonLd({ path: '/warehousing', title: 'Warehousing | SEAWAVE' }, { path: '/services', title: 'Our Services | SEAWAVE' }, origin, routes);
    expect((data.itemListElement as { name: string; item: string }[]).map((i) => [i.name, i.item])).toEqual([
      ['Home', `${origin}/`],
      ['Our Services', `${origin}/services`],
      ['Warehousing', `${origin}/warehousing`],
    ]);
  });
});

describe('jsonLdScript', () => {
  it('escapes markup-like text and parses back unchanged', () => {
    const hostile = { ...vacancy, position: '</script><script>alert(1)</script> & <!-- \u2028\u2029' };
    const data = jobPostingJsonLd(hostile, origin, now, routes);
    if (!data) throw new Error('an open vacancy has a JobPosting');
    const html = jsonLdScript(data);
    const body = html.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(body).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(body)).toEqual(data);
  });
});

describe('head tags', () => {
  it('give canonical, Open Graph and Twitter tags', () => {
    const tags = headTags({ path: '/careers', title: 'Careers | SEAWAVE', description: 'Current vacancies.' }, origin);
    const value = (key: string, name: string) => tags.find((t) => t.attributes[key] === name)?.attributes;
    expect(value('rel', 'canonical')?.href).toBe(`${origin}/careers`);
    expect(value('property', 'og:url')?.content).toBe(`${origin}/careers`);
    expect(value('property', 'og:title')?.content).toBe('Careers | SEAWAVE');
    expect(value('property', 'og:description')?.content).toBe('Current vacancies.');
    expect(value('property', 'og:type')?.content).toBe('website');
    expect(value('property', 'og:image')?.content).toBe(`${origin}/share/seawave.jpg`);
    expect(value('name', 'twitter:card')?.content).toBe('summary_large_image');
    expect(value('name', 'twitter:image')?.content).toBe(`${origin}/share/seawave.jpg`);
    expect(value('name', 'twitter:title')?.content).toBe('Careers | SEAWAVE');
  });

  it("use a page's own picture if any", () => {
    const tags = headTags(
      { path: '/blog/dpd', title: 'DPD | SEAWAVE', description: 'd', type: 'article', image: { url: 'https://storage.example/p.png', alt: 'A port' } },
      origin,
    );
    expect(tags.filter((t) => ['og:image', 'twitter:image'].includes(t.attributes.property ?? t.attributes.name ?? '')).map((t) => t.attributes.content)).toEqual([
      'https://storage.example/p.png',
      'https://storage.example/p.png',
    ]);
    expect(tags.find((t) => t.attributes.property === 'og:type')?.attributes.content).toBe('article');
  });

  it('escape every attribute value in HTML', () => {
    const html = headTagsHtml(headTags({ path: '/x', title: '"><script>alert(1)</script>', description: "a & b's" }, origin));
    expect(html).not.toContain('<script');
    expect(html).toContain('content="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"');
    expect(html).toContain('content="a &#38; b&#39;s"');
    expect(html.split('\n')[0]).toBe(`<link rel="canonical" href="${origin}/x">`);
  });
});

describe('the pictures the tags name', () => {
  const served = (file: string) => readFileSync(path.join(__dirname, '../../../shell/public', file));

  it('the share image is a JPEG of the stated size', () => {
    const jpeg = served(defaultShareImage.path);
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    // The first frame header (SOF0) holds the height and width.
    const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    expect([jpeg.readUInt16BE(sof + 7), jpeg.readUInt16BE(sof + 5)]).toEqual([defaultShareImage.width, defaultShareImage.height]);
  });

  it('the logo is a served square PNG', () => {
    const png = served(logoPath);
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(png.readUInt32BE(20));
  });
});

describe('the JSON-LD of each prerendered page', () => {
  const titles: Record<string, string> = { '/services': 'Our Services | SEAWAVE', '/customclearance': 'Custom Clearance | SEAWAVE' };
  const input: Omit<PageStructuredDataInput, 'path'> = { titleOf: (path: string) => titles[path], post: null, vacancy: null, origin, now, routes };
  const post = { id: 'dpd', topic: 'Direct Port Delivery', description: 'How DPD saves days.', name: 'Asha Rao', mainPhoto: null, createdAt: new Date('2026-10-01T08:00:00Z') };
  const types = (path: string, extra: Partial<typeof input> = {}) =>
    pageStructuredData({ ...input, ...extra, path }).map((block) => block['@type']);

  it('puts the Organization on home and contact', () => {
    expect(types('/')).toEqual(['Organization']);
    expect(types('/herocontact')).toEqual(['Organization']);
  });

  it('puts a BreadcrumbList on service pages only', () => {
    const [trail] = pageStructuredData({ ...input, path: '/customclearance' });
    expect(trail).toEqual(serviceBreadcrumbJsonLd({ path: '/customclearance', title: 'Custom Clearance | SEAWAVE' }, { path: '/services', title: 'Our Services | SEAWAVE' }, origin, routes));
    expect(types('/about')).toEqual([]);
    expect(types('/careers')).toEqual([]);
  });

  it("puts a post's BlogPosting on its page only", () => {
    expect(types('/blog/dpd', { post })).toEqual(['BlogPosting']);
    expect(types('/blog/other', { post })).toEqual([]);
  });

  it('puts a JobPosting on open vacancies only', () => {
    expect(types('/jobdetails/job-1', { vacancy })).toEqual(['JobPosting']);
    expect(types('/jobdetails/job-1', { vacancy: { ...vacancy, isBlocked: true } })).toEqual([]);
    expect(types('/jobdetails/job-1', { vacancy: { ...vacancy, closingDate: '2026-11-24' } })).toEqual([]);
  });
});
