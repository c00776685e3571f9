/**
 * The six services, declared once: the value a quote stores in `services`
 * (the only values firestore.rules allows), the route of the service's page
 * (its name in the public remote's route manifest: link to it with
 * `paths.service(service.page).href()`), the word the quote form and the
 * staff screens show, and the name of the service's page (the Services menu,
 * the page's heading, the services overview).
 *
 * Light, plain data: the shell, every remote and the rules generator read it.
 */
export const services = [
  { value: 'customClearance', page: 'customclearance', label: 'Custom Clearance', pageName: 'Custom Clearance' },
  { value: 'freightForwarding', page: 'freightforwarding', label: 'Freight Forwarding', pageName: 'Freight Forwarding' },
  { value: 'landFreight', page: 'transportation', label: 'Land Freight', pageName: 'Transportation' },
  { value: 'warehousing', page: 'warehousing', label: 'Warehousing', pageName: 'Warehousing' },
  { value: 'eximConsultancy', page: 'eximconsultancy', label: 'Exim Consultancy', pageName: 'Exim Consultancy' },
  { value: 'logisticDesign', page: 'logisticsdesign', label: 'Logistic Design', pageName: 'Logistics Design' },
] as const;

export type Service = (typeof services)[number];
export type ServiceValue = Service['value'];

/** The stored values, in the order the quote form shows them. */
export const serviceValues: readonly ServiceValue[] = services.map((service) => service.value);

/** The word of each stored value ('Custom Clearance', 'Land Freight', ...). */
export const serviceLabels = Object.fromEntries(services.map((service) => [service.value, service.label])) as Readonly<Record<ServiceValue, string>>;

/** True when `value` is one of the six stored values. */
export function isServiceValue(value: unknown): value is ServiceValue {
  return typeof value === 'string' && (serviceValues as readonly string[]).includes(value);
}
