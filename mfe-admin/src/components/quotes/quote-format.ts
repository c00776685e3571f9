import { serviceLabels, type Quote, type ServiceValue } from '@seawave/shared-data';
import { quoteEntity, shownValues, type Screen } from '@seawave/shared-data/schemas';

export function quoteShown(quote: Quote, screen: Screen) {
  return shownValues(quoteEntity, screen, quote as Readonly<Record<keyof Quote, unknown>>);
}

/** An unknown stored value is shown as stored. */
export function joinServices(services: readonly string[], separator: ' - ' | ' , '): string {
  return services.map((service) => (serviceLabels[service as ServiceValue] ?? service).toUpperCase()).join(separator);
}

export const NO_REFERENCE_TEXT = 'not assigned yet';

export function quoteLabel(quote: Pick<Quote, 'companyName' | 'name'>): string {
  return quote.companyName || quote.name || 'this quote';
}
