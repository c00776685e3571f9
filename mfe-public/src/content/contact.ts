/** Texts of the contact section and page (spec §2 "Other public screens: Contact"). */
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
  embeddedMapTitle: 'Map showing the SEAWAVE head office in Navi Mumbai',
  labels: {
    address: 'Address',
    email: 'E-mail',
    whatsapp: 'WhatsApp',
    phone: 'Telephone',
    hours: 'Hours',
  },
} as const;
