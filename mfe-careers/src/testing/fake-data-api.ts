/**
 * A fake DataApi for component tests (never bundled). Vacancies are served
 * through a controllable live subscription; every method is a jest.fn.
 */
import type { Applicant, DataApi, Vacancy } from '@seawave/shared-data';

export interface FakeDataApi extends DataApi {
  /** Pushes a new vacancy list to every live subscriber. */
  emitVacancies(list: Vacancy[]): void;
  /** Makes every live subscription fail. */
  failSubscription(error?: Error): void;
  /** Number of active vacancy subscriptions. */
  subscriberCount(): number;
}

const notUsed = (name: string) => jest.fn(() => Promise.reject(new Error(`${name} is not used by this test`)));

export function makeVacancy(overrides: Partial<Vacancy> = {}): Vacancy {
  return {
    id: 'job-1',
    position: 'Fleet Coordinator',
    department: 'Transportation',
    overview: 'Plan trailer movements.',
    responsibilities: 'Plan daily trips\n\nTrack vehicles',
    prerequisite: 'Road transport experience\nSpreadsheets',
    experience: '1-3 years',
    isBlocked: false,
    createdAt: new Date(2024, 4, 10, 9, 0),
    ...overrides,
  };
}

export function makeApplicant(overrides: Partial<Applicant> = {}): Applicant {
  return {
    id: 'applicant-1',
    name: 'Asha Rao',
    email: 'asha@example.com',
    number: '+91 00000 00099',
    position: 'Clerk',
    relocate: 'yes',
    experience: '0-1',
    resumeURL: 'blob:resume-1',
    createdAt: new Date(2024, 4, 10, 9, 0),
    ...overrides,
  };
}

/**
 * `initialVacancies` is delivered to each new subscriber on the next
 * microtask (like the real back ends); pass `null` to keep the list loading.
 */
export function createFakeDataApi(initialVacancies: Vacancy[] | null = []): FakeDataApi {
  type Subscriber = { onChange: (list: Vacancy[]) => void; onError: (error: Error) => void };
  const subscribers = new Set<Subscriber>();
  let current = initialVacancies;
  const byId = (id: string) => (current ?? []).find((vacancy) => vacancy.id === id) ?? null;

  return {
    posts: { list: notUsed('posts.list'), get: notUsed('posts.get'), create: notUsed('posts.create'), update: notUsed('posts.update'), remove: notUsed('posts.remove') },
    vacancies: {
      subscribe: jest.fn((onChange: (list: Vacancy[]) => void, onError: (error: Error) => void) => {
        const subscriber = { onChange, onError };
        subscribers.add(subscriber);
        queueMicrotask(() => {
          if (subscribers.has(subscriber) && current) onChange(current);
        });
        return () => {
          subscribers.delete(subscriber);
        };
      }),
      get: jest.fn(async (id: string) => byId(id)),
      create: jest.fn(async () => 'new-job'),
      setBlocked: jest.fn(async () => undefined),
    },
    applicants: {
      list: jest.fn(async () => []),
      get: jest.fn(async () => null),
      create: jest.fn(async () => 'new-applicant'),
      remove: jest.fn(async () => undefined),
    },
    quotes: { list: notUsed('quotes.list'), get: notUsed('quotes.get'), create: notUsed('quotes.create') },
    files: { upload: notUsed('files.upload'), getUrl: notUsed('files.getUrl'), download: notUsed('files.download'), remove: notUsed('files.remove') },
    emitVacancies(list) {
      current = list;
      for (const subscriber of [...subscribers]) subscriber.onChange(list);
    },
    failSubscription(error = new Error('subscription failed')) {
      for (const subscriber of [...subscribers]) subscriber.onError(error);
      subscribers.clear();
    },
    subscriberCount: () => subscribers.size,
  };
}
