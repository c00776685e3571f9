import { services as serviceTable, servicePages, type ServicePage, type ServiceValue } from '@seawave/shared-data';
import type { PageRoute } from '@seawave/shared-ui';
import customClearanceBanner from '../assets/services/customclearance-banner.svg';
import freightForwardingBanner from '../assets/services/freightforwarding-banner.svg';
import transportationBanner from '../assets/services/transportation-banner.svg';
import warehousingBanner from '../assets/services/warehousing-banner.svg';
import eximConsultancyBanner from '../assets/services/eximconsultancy-banner.svg';
import logisticsDesignBanner from '../assets/services/logisticsdesign-banner.svg';
import wavesMp4 from '../assets/video/seawave-waves.mp4';
import wavesPoster from '../assets/video/seawave-waves-poster.svg';
import wavesWebm from '../assets/video/seawave-waves.webm';
import { paths } from '../routes.generated';

/** A service's page: its route name in this remote's routes.json. */
export type ServiceSlug = ServicePage;
export const serviceSlugs: readonly ServiceSlug[] = servicePages;

/** Fails the type-check when routes.json lacks a page the services table names. */
export const servicePath = (slug: ServiceSlug): PageRoute => paths[slug];

export interface BulletList {
  title: string;
  items: string[];
}

export interface ServiceContent {
  slug: ServiceSlug;
  name: string;
  tagline: string;
  banner: { src: string; alt: string };
  description: string[];
  lists: BulletList[];
  video: { mp4: string; webm: string; poster: string; description: string };
}

const wavesDescription = 'Silent looping animation of blue waves rolling under a clear sky.';
/** Every service page shows the same waves video, with a still of that video as its poster. */
const video = { mp4: wavesMp4, webm: wavesWebm, poster: wavesPoster, description: wavesDescription };

const texts: Record<ServiceValue, Omit<ServiceContent, 'slug' | 'name'>> = {
  customClearance: {
    tagline: 'Your cargo through customs, on time and by the book.',
    banner: { src: customClearanceBanner, alt: 'Illustration of customs documents with a stamp beside a container ship' },
    description: [
      'Customs clearance is where shipments are won or lost. Our licensed team prepares, files and follows up every document so that your cargo is released without surprises.',
      'As an AEO certificate holder we benefit from simplified procedures, and our 48-hour direct port delivery (DPD) window gets your containers out of the port and on the road fast.',
    ],
    lists: [
      {
        title: 'What we handle',
        items: [
          'Import and export clearance at sea ports, air cargo complexes and inland container depots',
          'Direct port delivery (DPD) within a 48-hour window',
          'Classification, duty assessment and exemption schemes',
          'Cross-border clearance at Jogbani, Raxaul and Sonauli for Nepal cargo',
        ],
      },
      {
        title: 'Why SEAWAVE',
        items: ['AEO certificate and ISO 9001:2015 certified processes', 'Clearing cargo since 2005', 'One contact person for every shipment'],
      },
    ],
    video,
  },
  freightForwarding: {
    tagline: 'Sea and air freight to and from anywhere in the world.',
    banner: { src: freightForwardingBanner, alt: 'Illustration of a cargo plane flying above a container ship' },
    description: [
      'We book space with leading carriers, consolidate your cargo and manage every hand-over, so your goods move by the best mode at the best price.',
      'From a single pallet to full containers, we plan the route, the documents and the delivery, and keep you informed at every step.',
    ],
    lists: [
      {
        title: 'Services',
        items: ['Sea freight: FCL and LCL', 'Air freight: express and consolidated', 'Multimodal door-to-door shipments', 'Cargo insurance on request'],
      },
      {
        title: 'What you get',
        items: ['Competitive rates from our carrier partners', 'Proactive updates from booking to delivery', 'Customs clearance at both ends'],
      },
    ],
    video,
  },
  landFreight: {
    tagline: 'Land freight across India and to the Nepal border.',
    banner: { src: transportationBanner, alt: 'Illustration of two SEAWAVE trucks on a highway' },
    description: [
      'With 200 heavy duty trailers and 5 own vehicles, we move containers and break-bulk cargo from the ports to factories, warehouses and border crossings.',
      'Our branches at Kolkata, Jogbani, Raxaul and Sonauli make us a trusted partner for cargo in transit to Nepal.',
    ],
    lists: [
      {
        title: 'Fleet',
        items: ['200 heavy duty trailers', '5 own vehicles', 'Containers, over-dimensional and break-bulk cargo'],
      },
      {
        title: 'Coverage',
        items: ['Port to door across India', 'Nepal transit cargo via Jogbani, Raxaul and Sonauli', 'Direct port delivery (DPD) pick-ups'],
      },
    ],
    video,
  },
  warehousing: {
    tagline: 'Safe storage close to the ports.',
    banner: { src: warehousingBanner, alt: 'Illustration of a large warehouse with loading bays' },
    description: [
      'We operate over 19,000 sq ft of warehousing around Mumbai plus Panvel, Bhiwandi and near Pune, close to the ports and the main highways.',
      'Store, sort, pack and distribute your goods with us, and let our transport team deliver them when and where you need them.',
    ],
    lists: [
      {
        title: 'Locations',
        items: ['Around Mumbai', 'Panvel', 'Bhiwandi', 'Near Pune'],
      },
      {
        title: 'Services',
        items: ['Short and long term storage', 'Inventory management', 'Pick, pack and dispatch', 'Distribution by our own fleet'],
      },
    ],
    video,
  },
  eximConsultancy: {
    tagline: 'Expert advice on import and export.',
    banner: { src: eximConsultancyBanner, alt: 'Illustration of a globe with its meridians and equator' },
    description: [
      'Trade rules change often. Our consultants help you with licences, schemes and compliance, so that you import and export with confidence.',
      'We have advised importers and exporters since 2005, from first-time exporters to established manufacturers.',
    ],
    lists: [
      {
        title: 'We advise on',
        items: ['Import and export licences and registrations', 'Duty drawback and export promotion schemes', 'Tariff classification and valuation', 'Trade compliance audits'],
      },
    ],
    video,
  },
  logisticDesign: {
    tagline: 'A supply chain designed around your business.',
    banner: { src: logisticsDesignBanner, alt: 'Illustration of a route linking four points on a dark map' },
    description: [
      'We look at your whole supply chain, from the supplier to the customer, and design routes, modes and storage that cut cost and time.',
      'The result is a holistic solution that meets your requirements, delivered by the same team that runs it.',
    ],
    lists: [
      {
        title: 'How we work',
        items: ['Study of your current flows and costs', 'Route and mode optimisation by sea, earth and air', 'Warehousing and distribution network planning', 'Implementation and continuous review'],
      },
    ],
    video,
  },
};

/** In the order of the services table. */
export const services = Object.fromEntries(
  serviceTable.map((service) => {
    const slug: ServiceSlug = service.page;
    return [slug, { slug, name: service.label, ...texts[service.value] }];
  }),
) as Record<ServiceSlug, ServiceContent>;

export function serviceForPath(pathname: string): ServiceContent | undefined {
  const slug = pathname.replace(/^\/+|\/+$/g, '').toLowerCase();
  return Object.prototype.hasOwnProperty.call(services, slug) ? services[slug as ServiceSlug] : undefined;
}
