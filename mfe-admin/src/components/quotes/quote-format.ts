import { serviceLabels, type Quote, type ServiceValue } from '@seawave/shared-data';
import { quoteEntity, shownValues, type Screen } from '@seawave/shared-data/schemas';

/** The fields of a quote a staff screen shows, with their values (as the quote schema declares them). */
export function quoteShown(quote: Quote, screen: Screen) {
  return shownValues(quoteEntity, screen, quote as Readonly<Record<keyof Quote, unknown>>);
}

/**
 * Services line of the quote list and detail header: the services' display
 * words upper-cased and joined with ' - ' (list) or ' , ' (detail), e.g.
 * 'CUSTOM CLEARANCE - WAREHOUSING'. An unknown stored value is shown as stored.
 */
export function joinServices(services: readonly string[], separator: ' - ' | ' , '): string {
  return services.map((service) => (serviceLabels[service as ServiceValue] ?? service).toUpperCase()).join(separator);
}

/** What a quote shows until the server has given it a reference. */
export const NO_REFERENCE_TEXT = 'not assigned yet';

/** A short, distinguishable name for a quote in accessible labels. */
export function quoteLabel(quote: Pick<Quote, 'companyName' | 'name'>): string {
  return quote.companyName || quote.name || 'this quote';
}
