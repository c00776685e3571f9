/** Texts of the contact section (home page) and the contact page. */
import headOfficeMap from '../assets/contact/head-office-map.svg';
import officeMap from '../assets/contact/office-map.svg';

export const contactContent = {
  title: 'Contact Us',
  intro: 'Talk to us about your next shipment. We answer every inquiry within one working day.',
  map: {
    src: officeMap,
    alt: 'Map of India marking the SEAWAVE offices in Delhi, Mumbai, Surat, Chennai, Kolkata and Sonauli',
  },
  officesTitle: 'Our Offices',
  officesText:
    'We are present across India with offices in Delhi, Mumbai, Surat, Chennai, Kolkata and Sonauli, and branches at Kolkata and at the Nepal border towns Jogbani, Raxaul and Sonauli.',
  headOfficeTitle: 'Head Office',
  officeCitiesLabel: 'Office cities',
  whatsappLink: (number: string) => `Chat on WhatsApp (+${number})`,
  /** A picture of the head office's surroundings; the map service is contacted only when the visitor asks for it. */
  locationMap: {
    src: headOfficeMap,
    alt: 'Street map of the SEAWAVE head office in Vashi, Navi Mumbai: a pin marks the office just south of the Sion–Panvel Highway and the railway line, between Thane Creek and the town centre.',
    openLabel: 'Open map',
    showInteractiveLabel: 'Show interactive map',
  },
  embeddedMapTitle: 'Map showing the SEAWAVE head office in Navi Mumbai',
  /** Shown after the address link, which opens the maps service in a new tab. */
  addressLinkNote: '(map, opens in a new tab)',
  labels: {
    address: 'Address',
    email: 'E-mail',
    whatsapp: 'WhatsApp',
    phone: 'Telephone',
    hours: 'Hours',
  },
} as const;
