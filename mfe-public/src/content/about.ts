/** Texts and pictures of the about page. */
import director1 from '../assets/founders/founder-3.svg';
import director2 from '../assets/founders/director-1.svg';
import isoMark from '../assets/affiliations/iso-9001.svg';
import aeoMark from '../assets/affiliations/aeo.svg';
import customsMark from '../assets/affiliations/customs-brokers.svg';
import forwardersMark from '../assets/affiliations/freight-forwarders.svg';
import exportMark from '../assets/affiliations/export-council.svg';
import chamberMark from '../assets/affiliations/chamber.svg';

export interface Person {
  name: string;
  position: string;
  image: string;
  text: string;
}

export interface Affiliation {
  name: string;
  image: string;
}

/** Sample names and marks: replace them with the real ones. */
export const aboutPage = {
  title: 'About SEAWAVE',
  intro: 'Sea, earth and air logistics since 2005: the waves are always high, and we are always ready for them.',
  story: {
    title: 'Our Story',
    paragraphs: [
      'SEAWAVE began providing cargo services in 2005 with a simple promise: fast and affordable logistics that clients can rely on. What started as a customs clearance desk has grown into a full logistics partner for importers and exporters across India.',
      'Today we work from branches at Kolkata and at the Nepal border towns Jogbani, Raxaul and Sonauli, and from offices in Delhi, Mumbai, Surat, Chennai, Kolkata and Sonauli, handling customs clearance, freight forwarding, transportation, warehousing, exim consultancy and logistics design.',
    ],
    /** Follows the brand name, before the words of its acronym. */
    standsFor: ' stands for',
  },
  quality: {
    title: 'Commitment to Quality',
    paragraphs: [
      'Quality is how we work, not a department. Our processes are certified to ISO 9001:2015 and we hold an AEO (Authorised Economic Operator) certificate, so our clients’ cargo moves through customs with fewer checks and less waiting.',
      'We measure ourselves on every shipment: documents right the first time, cargo on time, and clear communication from booking to delivery.',
    ],
  },
  expertise: {
    title: 'Special Expertise',
    points: [
      'Fleet of 200 heavy duty trailers and 5 own vehicles for land freight, including cross-border cargo to Nepal.',
      'Over 19,000 sq ft of warehousing around Mumbai plus Panvel, Bhiwandi and near Pune.',
      'A 48-hour direct port delivery window for DPD clients.',
      'Customs clearance and exim consultancy backed by an AEO certificate.',
      'Logistics design: routes, modes and storage planned around each client’s supply chain.',
    ],
    /** Before the list of branch towns and the warehousing summary. */
    branchesLabel: 'Branches: ',
    warehousingLabel: '. Warehousing: ',
  },
  directors: {
    title: 'Our Managing Directors',
    people: [
      {
        name: 'C. Sample',
        position: 'Founder & Managing Director',
        image: director1,
        text: 'Leads operations and customs, and has guided SEAWAVE since its first shipment in 2005.',
      },
      {
        name: 'E. Sample',
        position: 'Managing Director',
        image: director2,
        text: 'Leads warehousing, transportation and the company’s growth into logistics design.',
      },
    ] satisfies Person[],
    portraitAlt: (name: string) => `Portrait of ${name} (illustration)`,
  },
  affiliations: {
    title: 'Affiliations',
    text: 'SEAWAVE is certified to ISO 9001:2015 and holds an AEO certificate, and is a member of the trade bodies below (sample marks).',
    logos: [
      { name: 'ISO 9001:2015', image: isoMark },
      { name: 'AEO certificate', image: aeoMark },
      { name: 'Customs brokers association (sample)', image: customsMark },
      { name: 'Freight forwarders association (sample)', image: forwardersMark },
      { name: 'Export promotion council (sample)', image: exportMark },
      { name: 'Chamber of commerce (sample)', image: chamberMark },
    ] satisfies Affiliation[],
    logosLabel: 'Affiliation logos',
    logoAlt: (name: string) => `${name} logo`,
  },
  links: {
    services: 'Explore our services',
    contact: 'Contact us',
  },
} as const;
