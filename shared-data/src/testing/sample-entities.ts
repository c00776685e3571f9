/**
 * Entities for component tests, complete with plain defaults; give an id and
 * whatever the test is about. `renderPage({ data })` stores them in the
 * in-memory data interface as the site's documents, so pages read them back
 * through the real mapping.
 */
import type { Applicant, Post, Quote, Rate, Vacancy } from '../entity-types';

type WithId<T extends { id: string }> = Partial<T> & Pick<T, 'id'>;

export function makePost(overrides: WithId<Post>): Post {
  return {
    name: 'Asha Rao',
    topic: `Topic ${overrides.id}`,
    description: `Description ${overrides.id}`,
    message: 'Hello',
    mainPhoto: `https://example.com/${overrides.id}-main.png`,
    profilePhoto: `https://example.com/${overrides.id}-profile.png`,
    createdAt: new Date('2024-03-05T10:00:00Z'),
    updatedAt: null,
    ...overrides,
  };
}

export function makeVacancy(overrides: WithId<Vacancy>): Vacancy {
  return {
    position: `Position ${overrides.id}`,
    department: 'Operations',
    overview: 'Overview',
    responsibilities: 'One\nTwo',
    prerequisite: 'Three',
    experience: '2 years',
    isBlocked: false,
    createdAt: new Date(2024, 4, 10, 9, 0),
    ...overrides,
  };
}

export function makeApplicant(overrides: WithId<Applicant>): Applicant {
  return {
    name: `Applicant ${overrides.id}`,
    email: `${overrides.id}@example.com`,
    number: '+91 00000 00099',
    position: 'Clerk',
    relocate: 'yes',
    experience: '0-1',
    resumeURL: `resume/${overrides.id}.pdf`,
    consent: true,
    status: 'new',
    reference: null,
    suspectedFlood: false,
    createdAt: new Date(2024, 4, 10, 9, 0),
    ...overrides,
  };
}

export function makeQuote(overrides: WithId<Quote>): Quote {
  return {
    name: 'Buyer',
    email: 'buyer@example.com',
    contactNumber: '+91 98765 43210',
    companyName: `Company ${overrides.id}`,
    companyAddress: 'Road 1',
    services: ['customClearance'],
    comments: '',
    status: 'new',
    reference: null,
    cargo: null,
    indicativePrice: null,
    suspectedFlood: false,
    firstAnsweredAt: null,
    remindAt: null,
    reminderSentAt: null,
    createdAt: new Date(2024, 0, 5, 12),
    ...overrides,
  };
}

/** A promise with its resolve/reject exposed, to hold an operation in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A sea rate Nhava Sheva (IN) to Jebel Ali (AE), USD 850 per 20′ GP, 5 days, valid through 2026. */
export function makeRate(overrides: WithId<Rate>): Rate {
  return {
    originPlace: 'Nhava Sheva',
    originCountry: 'IN',
    destinationPlace: 'Jebel Ali',
    destinationCountry: 'AE',
    mode: 'sea',
    basis: 'gp20',
    amount: 850,
    currency: 'USD',
    validFrom: '2026-01-01',
    validUntil: '2026-12-31',
    transitDays: 5,
    includes: 'Ocean freight and origin THC',
    createdAt: new Date('2026-01-01T10:00:00Z'),
    updatedAt: null,
    ...overrides,
  };
}
