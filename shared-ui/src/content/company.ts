/** Sample values (example.com addresses, sample numbers) are placeholders: replace them here and every page follows. */
export const company = {
  brand: 'SEAWAVE',
  legalName: 'SEAWAVE Logistics Private Limited',
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
  address: {
    lines: ['Office No. 000, Sample Business Park', 'Sector 00, Vashi', 'Navi Mumbai, Maharashtra 400703, India'],
    mapsUrl: 'https://www.google.com/maps/search/?api=1&query=Vashi%2C+Navi+Mumbai',
    mapEmbedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=72.98%2C19.06%2C73.02%2C19.09&layer=mapnik',
  },
  phones: [
    { label: '+91 00000 00001', tel: '+910000000001' },
    { label: '+91 00000 00002', tel: '+910000000002' },
  ],
  whatsappNumber: '910000000001',
  chatMessage: 'Hello! I am interested in learning more about your services.',
  emails: {
    info: 'info@seawave.example.com',
    careers: 'careers@seawave.example.com',
  },
  hours: 'Mon-Sat 9.30-19.00',
  branches: ['Kolkata', 'Jogbani', 'Raxaul', 'Sonauli'],
  offices: ['Delhi', 'Mumbai', 'Surat', 'Chennai', 'Kolkata', 'Sonauli'],
  social: {
    facebook: 'https://www.facebook.com/seawave.example',
    instagram: 'https://www.instagram.com/seawave.example',
    linkedin: 'https://www.linkedin.com/company/seawave-example',
  },
} as const;

export function chatUrl(): string {
  return `https://wa.me/${company.whatsappNumber}?text=${encodeURIComponent(company.chatMessage)}`;
}
