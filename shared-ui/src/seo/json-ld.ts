import { company } from '../content/company';
import { SITE_ROOT, siteHref, type SiteRouteTable } from '../routes/route-paths';
import { absoluteUrl } from './site-origin';
import { isVacancyOpen, type VacancyOpenness } from '@seawave/shared-data/entities';

export type JsonLd = { '@context'?: string; '@type': string } & Record<string, unknown>;

const context = 'https://schema.org';

/** Served beside the shell's index.html. */
export const logoPath = '/share/seawave-logo.png';

const organizationId = (origin: string) => `${absoluteUrl('/', origin)}#organization`;

/** Search engines prefer ISO 3166-1 country codes. */
const countryCodes: Readonly<Record<string, string>> = { India: 'IN' };

/** Parsed from the printed lines so the address is declared once, in `company`. */
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

function organizationReference(origin: string): JsonLd {
  return { '@type': 'Organization', '@id': organizationId(origin), name: company.brand, url: absoluteUrl('/', origin), logo: absoluteUrl(logoPath, origin) };
}

/** `routes`: the site's routes by name, from the route catalog (the contact page's address). */
export function organizationJsonLd(origin: string, routes: SiteRouteTable): JsonLd {
  const contact = siteHref(routes, 'heroContact');
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
        ...(contact ? { url: absoluteUrl(contact, origin) } : {}),
      },
      ...branches,
    ],
  };
}

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

/** Null for a blocked or closed vacancy, which must not be advertised, or while its page's route is unknown. */
export function jobPostingJsonLd(vacancy: JobPostingSource, origin: string, now: Date, routes: SiteRouteTable): JsonLd | null {
  const page = siteHref(routes, 'jobDetails', vacancy.id);
  if (!isVacancyOpen(vacancy, now) || page === null) return null;
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
    url: absoluteUrl(page, origin),
    identifier: { '@type': 'PropertyValue', name: company.brand, value: vacancy.id },
  };
}

export interface BlogPostingSource {
  id: string;
  topic: string;
  description: string;
  name: string;
  mainPhoto: string | null;
  createdAt: Date | null;
  updatedAt?: Date | null;
}

/** Null while the post page's route is unknown. */
export function blogPostingJsonLd(post: BlogPostingSource, origin: string, routes: SiteRouteTable): JsonLd | null {
  const page = siteHref(routes, 'blog', post.id);
  if (page === null) return null;
  const url = absoluteUrl(page, origin);
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

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(trail: readonly Crumb[], origin: string): JsonLd {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absoluteUrl(crumb.path, origin) })),
  };
}

export function pageName(title: string): string {
  return title.split(' | ')[0]?.trim() || title;
}

export function serviceBreadcrumbJsonLd(
  service: { path: string; title: string },
  overview: { path: string; title: string },
  origin: string,
  routes: SiteRouteTable,
): JsonLd {
  return breadcrumbJsonLd(
    [
      { name: 'Home', path: siteHref(routes, 'home') ?? SITE_ROOT },
      { name: pageName(overview.title), path: overview.path },
      { name: pageName(service.title), path: service.path },
    ],
    origin,
  );
}

const scriptUnsafe: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** `<`, `>`, `&`, U+2028 and U+2029 are escaped so no user text can close the script or start markup. */
export function jsonLdScript(data: JsonLd): string {
  const json = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => scriptUnsafe[c] ?? c);
  return `<script type="application/ld+json">${json}</script>`;
}
