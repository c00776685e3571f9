// `value` is what a quote stores, and the only values firestore.rules allows. `label` is the service's one name: its
// page, the Services menu, the quote form, the staff screens, the CSV and the mail all say it.
export const services = [
  { value: 'customClearance', page: 'customclearance', label: 'Custom Clearance' },
  { value: 'freightForwarding', page: 'freightforwarding', label: 'Freight Forwarding' },
  { value: 'landFreight', page: 'transportation', label: 'Transportation' },
  { value: 'warehousing', page: 'warehousing', label: 'Warehousing' },
  { value: 'eximConsultancy', page: 'eximconsultancy', label: 'Exim Consultancy' },
  { value: 'logisticDesign', page: 'logisticsdesign', label: 'Logistics Design' },
] as const;

export type Service = (typeof services)[number];
export type ServiceValue = Service['value'];
/** The name of each service's page in the public remote's routes.json, resolved like any route name. */
export type ServicePage = Service['page'];
export const servicePages: readonly ServicePage[] = services.map((service) => service.page);

export const serviceValues: readonly ServiceValue[] = services.map((service) => service.value);

export const serviceLabels = Object.fromEntries(services.map((service) => [service.value, service.label])) as Readonly<Record<ServiceValue, string>>;

export function isServiceValue(value: unknown): value is ServiceValue {
  return typeof value === 'string' && (serviceValues as readonly string[]).includes(value);
}
