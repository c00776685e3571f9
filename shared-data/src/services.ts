// `value` is what a quote stores, and the only values firestore.rules allows.
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

export const serviceValues: readonly ServiceValue[] = services.map((service) => service.value);

export const serviceLabels = Object.fromEntries(services.map((service) => [service.value, service.label])) as Readonly<Record<ServiceValue, string>>;

export function isServiceValue(value: unknown): value is ServiceValue {
  return typeof value === 'string' && (serviceValues as readonly string[]).includes(value);
}
