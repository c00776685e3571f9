/** Texts of the services overview page (/services). */
export interface Specialization {
  title: string;
  text: string;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export const servicesOverview = {
  title: 'Our Services',
  intro:
    'Sea, earth and air logistics since 2005: everything your cargo needs, from customs clearance to a supply chain designed around your business.',
  servicesTitle: 'What We Do',
  cardLinkLabel: 'Learn more',
  /** Said after the card link's label to screen readers, naming the service. */
  cardLinkContext: (name: string) => ` about ${name}`,
  specializationsTitle: 'Our Specializations',
  specializations: [
    { title: 'Direct Port Delivery', text: 'A 48-hour direct port delivery window for DPD clients gets containers out of the port fast.' },
    { title: 'Nepal Transit Cargo', text: 'Branches at Jogbani, Raxaul and Sonauli on the Nepal border, and at Kolkata.' },
    { title: 'Heavy Haulage', text: '200 heavy duty trailers and 5 own vehicles for containers and over-dimensional cargo.' },
    { title: 'Warehousing Near the Ports', text: 'Over 19,000 sq ft around Mumbai plus Panvel, Bhiwandi and near Pune.' },
    { title: 'Certified Quality', text: 'ISO 9001:2015 certified processes and an AEO certificate.' },
  ] satisfies Specialization[],
  faqTitle: 'Frequently Asked Questions',
  faq: [
    {
      question: 'Which services does SEAWAVE offer?',
      answer:
        'Customs clearance, freight forwarding, transportation, warehousing, exim consultancy and logistics design, by sea, earth and air.',
    },
    {
      question: 'How do I get a price for my shipment?',
      answer: 'Request a free quote with the Get A Free Quote button; we reply with a price and a plan for your cargo.',
    },
    {
      question: 'Do you handle cargo to and from Nepal?',
      answer: 'Yes. Our branches at Jogbani, Raxaul and Sonauli on the Nepal border, and at Kolkata, handle transit cargo every day.',
    },
    {
      question: 'Where are your warehouses?',
      answer: 'We have over 19,000 sq ft of warehousing around Mumbai plus Panvel, Bhiwandi and near Pune.',
    },
    {
      question: 'Are you certified?',
      answer: 'Our processes are certified to ISO 9001:2015 and we hold an AEO certificate.',
    },
  ] satisfies FaqEntry[],
  connect: {
    title: "Let's Connect",
    text: 'Have a shipment in mind or a question about our services? Write to us and we will get back to you.',
    buttonLabel: 'Get In Touch',
    subject: 'Inquiry',
  },
  quoteLabel: 'Get A Free Quote',
} as const;
