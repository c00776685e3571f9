/**
 * The 36 partner logos of the home page. The SVG files are sample logos made by
 * scripts/generate-partner-logos.mjs; replace the files to show real partners.
 */
import p01 from '../assets/partners/partner-01.svg';
import p02 from '../assets/partners/partner-02.svg';
import p03 from '../assets/partners/partner-03.svg';
import p04 from '../assets/partners/partner-04.svg';
import p05 from '../assets/partners/partner-05.svg';
import p06 from '../assets/partners/partner-06.svg';
import p07 from '../assets/partners/partner-07.svg';
import p08 from '../assets/partners/partner-08.svg';
import p09 from '../assets/partners/partner-09.svg';
import p10 from '../assets/partners/partner-10.svg';
import p11 from '../assets/partners/partner-11.svg';
import p12 from '../assets/partners/partner-12.svg';
import p13 from '../assets/partners/partner-13.svg';
import p14 from '../assets/partners/partner-14.svg';
import p15 from '../assets/partners/partner-15.svg';
import p16 from '../assets/partners/partner-16.svg';
import p17 from '../assets/partners/partner-17.svg';
import p18 from '../assets/partners/partner-18.svg';
import p19 from '../assets/partners/partner-19.svg';
import p20 from '../assets/partners/partner-20.svg';
import p21 from '../assets/partners/partner-21.svg';
import p22 from '../assets/partners/partner-22.svg';
import p23 from '../assets/partners/partner-23.svg';
import p24 from '../assets/partners/partner-24.svg';
import p25 from '../assets/partners/partner-25.svg';
import p26 from '../assets/partners/partner-26.svg';
import p27 from '../assets/partners/partner-27.svg';
import p28 from '../assets/partners/partner-28.svg';
import p29 from '../assets/partners/partner-29.svg';
import p30 from '../assets/partners/partner-30.svg';
import p31 from '../assets/partners/partner-31.svg';
import p32 from '../assets/partners/partner-32.svg';
import p33 from '../assets/partners/partner-33.svg';
import p34 from '../assets/partners/partner-34.svg';
import p35 from '../assets/partners/partner-35.svg';
import p36 from '../assets/partners/partner-36.svg';

export interface PartnerLogo {
  id: number;
  src: string;
  alt: string;
}

const sources = [
  p01, p02, p03, p04, p05, p06, p07, p08, p09, p10, p11, p12,
  p13, p14, p15, p16, p17, p18, p19, p20, p21, p22, p23, p24,
  p25, p26, p27, p28, p29, p30, p31, p32, p33, p34, p35, p36,
];

export const partnerLogos: readonly PartnerLogo[] = sources.map((src, index) => ({
  id: index + 1,
  src,
  alt: `Image ${index + 1}`,
}));
