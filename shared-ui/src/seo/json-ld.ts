/**
 * Structured data (schema.org JSON-LD) for search engines: the company with
 * its head office and branches, job postings, blog posts and breadcrumbs.
 * Plain objects, serialised into a page with `jsonLdScript`.
 */
import { company } from '../content/company';
import { paths } from '../paths';
import { absoluteUrl } from './site-origin';
import { isVacancyOpen, type VacancyOpenness } from './vacancy-open';

/** A JSON-LD object (schema.org vocabulary). */
export type JsonLd = { '@context'?: string; '@type': string } & Record<string, unknown>;

const context = 'https://schema.org';

/** The logo search engines show for the company (served beside the shell's index.html). */
export const logoPath = '/share/seawave-logo.png';

const organizationId = (origin: string) => `${absoluteUrl('/', origin)}#organization`;

/** ISO 3166-1 codes of the countries the company's addresses name (search engines prefer them). */
const countryCodes: Readonly<Record<string, string>> = { India: 'IN' };

/**
 * The head office's address in parts, read from the lines the pages print
 * (street, area, then 'Town, Region 400703, Country'), so the address is
 * declared once, in `company`. Throws when the last line has another shape.
 */
export function headOfficeParts() {
  const [street = '', area = '', townLine = ''] = company.address.lines;
  const match = /^(.+), (.+) (\d{6}), (.+)$/.exec(townLine);
  if (!match) throw new Error(`company.address.lines must end with 'Town, Region PIN, Country', got ${JSON.stringify(townLine)}`);
  const [, locality = '', region = '', postalCode = '', country = ''] = match;
  return { streetAddress: [street, area].filter(Boolean).join(', '), locality, region, postalCode, country: countryCodes[country] ?? country };
}

function headOfficeAddress(): JsonLd {
  const { streetAddress, locality, region, postalCode, country } = headOfficeParts();
  return { '@type': 'PostalAddress', streetAddress, addressLocality: locality, addressRegion: region, postalCode, addressCountry: country };
}

/** The company as the hiring organisation or publisher (name, site, logo). */
function organizationReference(origin: string): JsonLd {
  return { '@type': 'Organization', '@id': organizationId(origin), name: company.brand, url: absoluteUrl('/', origin), logo: absoluteUrl(logoPath, origin) };
}

/**
 * The company: name, legal name, site, logo, founding year, contact points,
 * social profiles, and as its departments the head office (LocalBusiness with
 * its full address, phones, e-mail and map) and each branch (LocalBusiness in
 * its town). For the home and contact pages.
 */
export function organizationJsonLd(origin: string): JsonLd {
  const [phone] = company.phones;
  const branches = company.branches.map((town) => ({
    '@type': 'LocalBusiness',
    name: `${company.brand} ${town} branch`,
    parentOrganization: { '@id': organizationId(origin) },
    address: { '@type': 'PostalAddress', addressLocality: town, addressCountry: headOfficeParts().country },
  }));
  return {
    '@context': context,
    ...organizationReference(origin),
    legalName: company.legalName,
    foundingDate: String(company.since),
    slogan: company.tagline,
    email: company.emails.info,
    ...(phone ? { telephone: phone.tel } : {}),
    address: headOfficeAddress(),
    sameAs: Object.values(company.social),
    contactPoint: company.phones.map((p) => ({ '@type': 'ContactPoint', telephone: p.tel, email: company.emails.info, contactType: 'customer service', areaServed: headOfficeParts().country })),
    department: [
      {
        '@type': 'LocalBusiness',
        name: `${company.brand} Head Office`,
        parentOrganization: { '@id': organizationId(origin) },
        address: headOfficeAddress(),
        ...(phone ? { telephone: phone.tel } : {}),
        email: company.emails.info,
        hasMap: company.address.mapsUrl,
        url: absoluteUrl(paths.heroContact.href(), origin),
      },
      ...branches,
    ],
  };
}

/** What a job posting is built from (a stored vacancy has these). */
export interface JobPostingSource extends VacancyOpenness {
  id: string;
  position: string;
  department: string;
  overview: string;
  experience: string;
  responsibilities: string;
  prerequisite: string;
  createdAt: Date | null;
}

/**
 * A JobPosting for an open vacancy's page (title, description, datePosted,
 * hiringOrganization, jobLocation at the head office, employmentType
 * full-time, validThrough the end of its closing day in UTC when it has one,
 * directApply: the site's own form); null for a blocked or closed vacancy,
 * which must not be advertised.
 */
export function jobPostingJsonLd(vacancy: JobPostingSource, origin: string, now: Date): JsonLd | null {
  if (!isVacancyOpen(vacancy, now)) return null;
  const description = [
    vacancy.overview,
    `Department: ${vacancy.department}`,
    `Experience: ${vacancy.experience}`,
    `Responsibilities:\n${vacancy.responsibilities}`,
    `Prerequisite:\n${vacancy.prerequisite}`,
  ].join('\n\n');
  return {
    '@context': context,
    '@type': 'JobPosting',
    title: vacancy.position,
    description,
    ...(vacancy.createdAt ? { datePosted: vacancy.createdAt.toISOString() } : {}),
    ...(vacancy.closingDate ? { validThrough: `${vacancy.closingDate}T23:59:59Z` } : {}),
    employmentType: 'FULL_TIME',
    hiringOrganization: organizationReference(origin),
    jobLocation: { '@type': 'Place', address: headOfficeAddress() },
    directApply: true,
    url: absoluteUrl(paths.jobDetails.href(vacancy.id), origin),
    identifier: { '@type': 'PropertyValue', name: company.brand, value: vacancy.id },
  };
}

/** What a blog posting is built from: a stored post, its photo as an absolute URL (null when it has none). */
export interface BlogPostingSource {
  id: string;
  topic: string;
  description: string;
  name: string;
  mainPhoto: string | null;
  createdAt: Date | null;
  updatedAt?: Date | null;
}

/** A BlogPosting for a post's page: headline, description, image, datePublished, dateModified, author, publisher. */
export function blogPostingJsonLd(post: BlogPostingSource, origin: string): JsonLd {
  const url = absoluteUrl(paths.blog.href(post.id), origin);
  const modified = post.updatedAt ?? post.createdAt;
  return {
    '@context': context,
    '@type': 'BlogPosting',
    headline: post.topic,
    description: post.description,
    ...(post.mainPhoto ? { image: [post.mainPhoto] } : {}),
    ...(post.createdAt ? { datePublished: post.createdAt.toISOString() } : {}),
    ...(modified ? { dateModified: modified.toISOString() } : {}),
    author: { '@type': 'Person', name: post.name },
    publisher: organizationReference(origin),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  };
}

/** One step of a breadcrumb trail: the page's name and path. */
export interface Crumb {
  name: string;
  path: string;
}

/** A BreadcrumbList of the trail, first to last (e.g. Home > Our Services > Warehousing for a service page). */
export function breadcrumbJsonLd(trail: readonly Crumb[], origin: string): JsonLd {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absoluteUrl(crumb.path, origin) })),
  };
}

/** A page's name from its document title ('Warehousing | SEAWAVE' -> 'Warehousing'). */
export function pageName(title: string): string {
  return title.split(' | ')[0]?.trim() || title;
}

/** The BreadcrumbList of a service page: Home > the services overview > the service (names from their titles). */
export function serviceBreadcrumbJsonLd(service: { path: string; title: string }, overview: { path: string; title: string }, origin: string): JsonLd {
  return breadcrumbJsonLd(
    [
      { name: 'Home', path: paths.home.href() },
      { name: pageName(overview.title), path: overview.path },
      { name: pageName(service.title), path: service.path },
    ],
    origin,
  );
}

const scriptUnsafe: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * The object as a `<script type="application/ld+json">` element. `<`, `>`,
 * `&` and the line and paragraph separators are written as JSON escapes, so
 * no text inside (a post's topic, a vacancy's overview) can close the script
 * or start markup, and the JSON parses to the same object.
 */
export function jsonLdScript(data: JsonLd): string {
  const json = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => scriptUnsafe[c] ?? c);
  return `<script type="application/ld+json">${json}</script>`;
}
