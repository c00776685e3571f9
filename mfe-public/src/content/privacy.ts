/**
 * The privacy notice (/privacy): what the site keeps from the quote and
 * application forms, why, for how long, who sees it and how to have it
 * deleted. Plain words, kept short.
 */
import { APPLICATION_RETENTION_DAYS } from '@seawave/shared-data/retention';

export interface PrivacySection {
  title: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}

export const privacyNotice = {
  title: 'Privacy notice',
  intro:
    'This notice says what SEAWAVE keeps when you send us a quote request or a job application through this website, why we keep it, for how long, who sees it and how to have it deleted.',
  sections: [
    {
      title: 'What we keep',
      paragraphs: ['Only what you type into our forms, and the date you sent it:'],
      items: [
        'Quote requests: your name, e-mail address, contact number, company name and address, the services you chose, the shipment details and your comments.',
        'Job applications: your name, e-mail address, phone number, current position, your answers about relocation and experience, the vacancy you applied for and your consent.',
        'Resumes: the file you attach to a job application.',
      ],
    },
    {
      title: 'Why we keep it',
      paragraphs: [
        'To answer your quote request and prepare an offer, and to consider your application for a job at SEAWAVE. We e-mail you once to confirm we received it, with its reference. We do not sell your data or use it for advertising.',
      ],
    },
    {
      title: 'How long we keep it',
      paragraphs: [
        `Job applications and their resumes are kept for ${APPLICATION_RETENTION_DAYS} days after you send them, then deleted automatically.`,
        'Quote requests are kept as the record of our business with you until you ask us to delete them.',
      ],
    },
    {
      title: 'Who sees it',
      paragraphs: [
        'Only SEAWAVE staff who answer quotes and handle hiring, signed in to our staff area. Resumes are never public. The data is stored with our hosting provider, Google Firebase.',
      ],
    },
  ] as readonly PrivacySection[],
  deletion: {
    title: 'Asking for deletion',
    before: 'To see what we keep about you or to have it deleted sooner, write to',
    after: 'with the reference of your quote or application if you have it. We will delete it and confirm by e-mail.',
  },
} as const;
