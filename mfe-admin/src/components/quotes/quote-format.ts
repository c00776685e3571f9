import { serviceLabels, type Quote, type ServiceValue } from '@seawave/shared-data';

/**
 * Services line of the quote list and detail header (spec §2): the stored
 * service values upper-cased and joined, e.g. 'CUSTOMCLEARANCE - WAREHOUSING'
 * with ' - ' (list) or ' , ' (detail). Values are shown as stored, so what
 * staff read matches the database exactly.
 */
export function joinServices(services: readonly string[], separator: ' - ' | ' , '): string {
  return services.map((service) => service.toUpperCase()).join(separator);
}

/** The display words of the services, e.g. 'Custom Clearance, Warehousing' (detail's Services row). */
export function serviceWords(services: readonly ServiceValue[]): string {
  return services.map((service) => serviceLabels[service] ?? service).join(', ');
}

/** What a quote without comments shows. */
export const NO_COMMENTS_TEXT = 'No comments';

/** A short, distinguishable name for a quote in accessible labels. */
export function quoteLabel(quote: Pick<Quote, 'companyName' | 'name'>): string {
  return quote.companyName || quote.name || 'this quote';
}
