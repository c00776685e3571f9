/** Texts and video of the CSR page. */
import posterUrl from '../assets/video/csr-ribbon-poster.svg';
import videoMp4 from '../assets/video/csr-ribbon.mp4';
import videoWebm from '../assets/video/csr-ribbon.webm';

export const csrPage = {
  title: 'Corporate Social Responsibility',
  intro: 'Caring beyond cargo: SEAWAVE supports people living with cancer and their families.',
  foundation: {
    title: 'Supporting a Cancer-Support Foundation',
    paragraphs: [
      'Since our early years we have supported a cancer-support foundation that helps patients and their families through diagnosis, treatment and recovery.',
      'Our contribution funds treatment for patients who cannot afford it, travel and stay for families who come from far away for treatment, and awareness camps on early detection in the communities where we work.',
      'Our team volunteers at the foundation’s camps and moves its medical supplies free of charge, because logistics is what we know best.',
    ],
  },
  commitmentsTitle: 'What We Support',
  commitments: [
    'Treatment support for patients who cannot afford it',
    'Travel and stay for families during treatment',
    'Awareness and early-detection camps',
    'Free transport of medical supplies',
  ],
  video: {
    title: 'Our CSR in motion',
    mp4: videoMp4,
    webm: videoWebm,
    poster: posterUrl,
    description:
      'A short silent animation of pink ribbons of light spreading outwards, the symbol of the cancer-support foundation SEAWAVE supports.',
  },
} as const;
