import contacts from '../../../config/company.json';

/**
 * The company as every page, the footer, the chat button and the structured data show it. The contact facts
 * (legal name, address and maps, phones, chat number, e-mails, social links) come from config/company.json, so
 * production sets them in one file; the rest is the site's own text.
 */
export const company = {
  brand: 'SEAWAVE',
  legalName: contacts.legalName,
  acronym: [
    { letter: 'S', word: 'Sea' },
    { letter: 'E', word: 'Earth' },
    { letter: 'A', word: 'Air' },
    { letter: 'W', word: 'Wave' },
    { letter: 'A', word: 'Achieve' },
    { letter: 'V', word: 'Vision' },
    { letter: 'E', word: 'Exactly' },
  ],
  since: 2005,
  tagline: 'THE WAVES ARE ALWAYS HIGH',
  footerTagline: 'Fast & affordable sea, land and air cargo services since 2005.',
  address: contacts.address,
  phones: contacts.phones,
  whatsappNumber: contacts.whatsappNumber,
  chatMessage: 'Hello! I am interested in learning more about your services.',
  emails: contacts.emails,
  hours: 'Mon-Sat 9.30-19.00',
  branches: ['Kolkata', 'Jogbani', 'Raxaul', 'Sonauli'],
  offices: ['Delhi', 'Mumbai', 'Surat', 'Chennai', 'Kolkata', 'Sonauli'],
  social: contacts.social,
} as const;

export function chatUrl(): string {
  return `https://wa.me/${company.whatsappNumber}?text=${encodeURIComponent(company.chatMessage)}`;
}
