/** Texts and pictures of the home page's hero (in the first chunk of the page: the rest of the home content loads later). */
import logo from '../assets/brand/seawave-logo.svg';
// The first layer is the home page's largest paint: embedded, so it shows with the first render.
import heroLayer1 from '../assets/hero/hero-layer-1.svg?inline';
import heroLayer2 from '../assets/hero/hero-layer-2.svg';
import heroLayer3 from '../assets/hero/hero-layer-3.svg';
import heroLayer4 from '../assets/hero/hero-layer-4.svg';
import heroLayer5 from '../assets/hero/hero-layer-5.svg';
import heroLayer6 from '../assets/hero/hero-layer-6.svg';
import brochure from '../assets/brochure/seawave-brochure.pdf';

export const hero = {
  logo: { src: logo, alt: 'SEAWAVE logo' },
  title: 'Welcome to SEAWAVE',
  tagline: 'THE WAVES ARE ALWAYS HIGH',
  subtitle: 'Providing Fast & Affordable Cargo Services SINCE 2005',
  brochure: { label: 'See Brochure', href: brochure },
  /** Background layers, cross-fading in this order (6 layers). */
  layers: [heroLayer1, heroLayer2, heroLayer3, heroLayer4, heroLayer5, heroLayer6],
  /** Milliseconds each layer stays before the next one fades in. */
  rotationMs: 5000,
  /** Milliseconds of each cross-fade. */
  fadeMs: 1500,
  /** Milliseconds before a layer first shows that its picture is requested (the first two come with the page). */
  pictureLeadMs: 5000,
  /** Names of the social links, in their order. */
  social: [
    { name: 'Facebook', icon: 'facebook' },
    { name: 'Instagram', icon: 'instagram' },
    { name: 'LinkedIn', icon: 'linkedin' },
  ],
  socialLabel: 'SEAWAVE on social media',
  newTab: (name: string) => `${name} (opens in a new tab)`,
  /** Entrance of the hero's children. */
  entrance: { durationS: 1, offsetPx: 40, delayS: 0.4, staggerS: 0.4 },
} as const;
