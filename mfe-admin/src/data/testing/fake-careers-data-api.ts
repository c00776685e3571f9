/**
 * Test helper (never imported by app code): a fake DataApi for the careers
 * admin screens. Vacancies come through a controllable live subscription and
 * applicants from an in-memory list; every method is a jest mock. Other
 * groups reject, so a page touching them fails loudly.
 */
import type { Applicant, DataApi, Vacancy } from '@seawave/shared-data';

export function makeVacancy(overrides: Partial<Vacancy> & Pick<Vacancy, 'id'>): Vacancy {
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

export function makeApplicant(overrides: Partial<Applicant> & Pick<Applicant, 'id'>): Applicant {
  return {
    name: `Applicant ${overrides.id}`,
    email: `${overrides.id}@example.com`,
    number: '+91 00000 00099',
    position: 'Clerk',
    relocate: 'yes',
    experience: '0-1',
    resumeURL: `blob:http://localhost/${overrides.id}`,
    createdAt: new Date(2024, 4, 10, 9, 0),
    ...overrides,
  };
}

export interface FakeCareersApi {
  api: DataApi;
  vacancies: { subscribe: jest.Mock; get: jest.Mock; create: jest.Mock; setBlocked: jest.Mock };
  applicants: { list: jest.Mock; get: jest.Mock; create: jest.Mock; remove: jest.Mock };
  /** Current vacancies; pushes them to live subscribers. */
  emitVacancies(list: Vacancy[]): void;
  failSubscription(error?: Error): void;
  subscriberCount(): number;
}

const notInThisTest = () => Promise.reject(new Error('not used in this test'));

/** `initialVacancies` null keeps the vacancy list loading. */
export function fakeCareersApi(initialVacancies: Vacancy[] | null = [], initialApplicants: Applicant[] = []): FakeCareersApi {
  type Subscriber = { onChange: (list: Vacancy[]) => void; onError: (error: Error) => void };
  const subscribers = new Set<Subscriber>();
  let current = initialVacancies;
  const applicantList = [...initialApplicants];

  const emit = (list: Vacancy[]) => {
    current = list;
    for (const subscriber of [...subscribers]) subscriber.onChange(list);
  };

  const vacancies = {
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
    get: jest.fn(async (id: string) => (current ?? []).find((v) => v.id === id) ?? null),
    create: jest.fn(async () => 'new-job'),
    // Like the real back ends: the change reaches every live list.
    setBlocked: jest.fn(async (id: string, isBlocked: boolean) => {
      const list = current ?? [];
      if (!list.some((v) => v.id === id)) throw new Error('The vacancy does not exist.');
      emit(list.map((v) => (v.id === id ? { ...v, isBlocked } : v)));
    }),
  };
  const applicants = {
    list: jest.fn(async () => applicantList.map((a) => ({ ...a }))),
    get: jest.fn(async (id: string) => applicantList.find((a) => a.id === id) ?? null),
    create: jest.fn(async () => 'new-applicant'),
    remove: jest.fn(async (id: string) => {
      const index = applicantList.findIndex((a) => a.id === id);
      if (index >= 0) applicantList.splice(index, 1);
    }),
  };
  const api: DataApi = {
    posts: { list: jest.fn(notInThisTest), get: jest.fn(notInThisTest), create: jest.fn(notInThisTest), update: jest.fn(notInThisTest), remove: jest.fn(notInThisTest) },
    vacancies,
    applicants,
    quotes: { list: jest.fn(notInThisTest), get: jest.fn(notInThisTest), create: jest.fn(notInThisTest) },
    files: { upload: jest.fn(notInThisTest), getUrl: jest.fn(notInThisTest), download: jest.fn(notInThisTest), remove: jest.fn(notInThisTest) },
  };
  return {
    api,
    vacancies,
    applicants,
    emitVacancies: emit,
    failSubscription(error = new Error('subscription failed')) {
      for (const subscriber of [...subscribers]) subscriber.onError(error);
      subscribers.clear();
    },
    subscriberCount: () => subscribers.size,
  };
}
