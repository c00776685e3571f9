/** Texts around a service's own content on its detail page, and on an address that names no service. */
export const serviceDetail = {
  kicker: 'Our services',
  aboutTitle: (name: string) => `About ${name}`,
  quote: {
    /** Before and after the service's name, in lower case. */
    titleStart: 'Need ',
    titleEnd: '?',
    text: 'Tell us about your cargo and we will send you a free, no-obligation quote.',
    buttonLabel: 'Get A Free Quote',
  },
  unknown: {
    title: 'Service not found',
    text: 'We do not offer a service at this address. Please choose one of our services.',
    linkLabel: 'See all services',
  },
} as const;
