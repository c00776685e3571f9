/** Texts and pictures of the home page below the hero (the hero's are in ./hero). */
import truck from '../assets/transport/truck.svg';
import ship from '../assets/transport/ship.svg';
import plane from '../assets/transport/plane.svg';
import founder1 from '../assets/founders/founder-1.svg';
import founder2 from '../assets/founders/founder-2.svg';
import founder3 from '../assets/founders/founder-3.svg';
import founder4 from '../assets/founders/founder-4.svg';
import { partnerLogos } from './partners';

export { partnerLogos };

export const partnersSection = {
  title: 'Trusted Partners',
  line: 'WE AIM TO PROVIDE QUALITY SERVICES WHICH HAS LED TO PARTNER OURSELVES WITH THE LEADING INDUSTRY LEADERS',
  logosLabel: 'Partner logos',
  pauseLabel: 'Pause partner logos',
} as const;

export interface TransportCard {
  title: 'Truck' | 'Ship' | 'Plane';
  image: string;
  alt: string;
  text: string;
}

export const transportSection = {
  title: 'We Provide Safe And Reliable Cargo Solutions',
  line: 'WE AIM TO PROVIDE QUALITY SERVICES VIA BEST WAY OF TRANSPORTATION MEDIUM',
  cards: [
    {
      title: 'Truck',
      image: truck,
      alt: 'Illustration of a SEAWAVE truck on the road',
      text: 'Land freight across India and to the Nepal border with 200 heavy duty trailers and our own vehicles.',
    },
    {
      title: 'Ship',
      image: ship,
      alt: 'Illustration of a container ship at sea',
      text: 'Sea freight, FCL and LCL, with customs clearance and a 48-hour direct port delivery window.',
    },
    {
      title: 'Plane',
      image: plane,
      alt: 'Illustration of a cargo plane in the sky',
      text: 'Air cargo for urgent and high-value shipments, door to door.',
    },
  ] satisfies TransportCard[],
} as const;

export interface Founder {
  image: string;
  quote: string;
  name: string;
  position: 'Founder' | 'Founder & Managing Director' | 'Director';
  late?: boolean;
}

/** Sample names: replace them with the real founders' names and portraits. */
export const foundersSection = {
  title: 'Message From Our Founders',
  founders: [
    {
      image: founder1,
      quote: 'Every consignment carries someone’s promise. Keep it as if it were your own.',
      name: 'Late Shri A. Sample',
      position: 'Founder',
      late: true,
    },
    {
      image: founder2,
      quote: 'Honest work and patience built this company one shipment at a time.',
      name: 'Late Shri B. Sample',
      position: 'Founder',
      late: true,
    },
    {
      image: founder3,
      quote: 'The waves are always high: we plan for them so our clients never have to.',
      name: 'C. Sample',
      position: 'Founder & Managing Director',
    },
    {
      image: founder4,
      quote: 'Technology and people together make logistics simple, fast and transparent.',
      name: 'D. Sample',
      position: 'Director',
    },
  ] satisfies Founder[],
} as const;

export interface WhyChooseBlock {
  title: 'Online Support' | 'Punctual Deliveries' | 'Exceptional Customer Service' | 'Secure Transactions';
  text: string;
  icon: 'support' | 'clock' | 'service' | 'shield';
}

export const whyChooseSection = {
  title: 'Why choose us for your service',
  line: 'Choosing the right partner is vital for enhancing your logistics and ensuring smooth operations.',
  blocks: [
    { title: 'Online Support', text: 'Our team is always available to assist you with any inquiries or issues.', icon: 'support' },
    { title: 'Punctual Deliveries', text: 'We pride ourselves on delivering your goods on time, every time.', icon: 'clock' },
    { title: 'Exceptional Customer Service', text: 'Experience top-notch customer care and personalized support.', icon: 'service' },
    { title: 'Secure Transactions', text: 'We ensure your transactions are safe and your data is protected.', icon: 'shield' },
  ] satisfies WhyChooseBlock[],
} as const;

export const aboutSection = {
  title: 'About Us',
  paragraphs: [
    'SEAWAVE has provided fast and affordable cargo services since 2005: customs clearance, freight forwarding, transportation, warehousing, exim consultancy and logistics design by sea, earth and air.',
    'From our branches at Kolkata and at the Nepal border towns Jogbani, Raxaul and Sonauli, we move cargo with 200 heavy duty trailers and 5 own vehicles, store it in over 19,000 sq ft of warehousing around Mumbai plus Panvel, Bhiwandi and near Pune, and clear it within a 48-hour direct port delivery window for DPD.',
  ],
  moreLabel: 'Read more about SEAWAVE',
} as const;

export const purposeSection = {
  title: 'Our Mission, Vision and Purpose',
} as const;

/** Order of the home sections, top to bottom. Tests use it too. */
export const homeSectionOrder = [
  'hero',
  'loader',
  'partners',
  'transport',
  'founders',
  'why-choose-us',
  'about',
  'purpose',
  'contact',
] as const;
