/**
 * The browser's staff check without the emulators: which documents it asks
 * for, what counts as a refusal and what as no answer. Against the real rules:
 * src/auth/staff-sign-in.emulator.test.ts.
 * @jest-environment node
 */
import type { FirebaseApp } from 'firebase/app';
import { DeadlineExceededError } from '../core/deadline';
import { staffAreasOf, type SignedInUser } from './staff-access';

const mockReads: { answer: (path: string) => Promise<unknown>; paths: string[] } = { answer: async () => ({}), paths: [] };

jest.mock('firebase/firestore/lite', () => ({
  doc: (_db: unknown, ...segments: string[]) => segments.join('/'),
  getDoc: (path: string) => {
    mockReads.paths.push(path);
    return mockReads.answer(path);
  },
}));
jest.mock('../firebase/lite-firestore', () => ({ liteFirestoreFor: () => ({}) }));

const denied = () => Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });
const staffMember: SignedInUser = { uid: 'u1', email: 'sales@seawave.example.com', emailVerified: true, googleAccount: true };
/** A new app for each test: answers are kept per app and user. */
const newApp = () => ({}) as FirebaseApp;

beforeEach(() => {
  mockReads.paths = [];
  mockReads.answer = async () => ({});
});

describe('staffAreasOf', () => {
  it('grants the areas its uid may read', async () => {
    mockReads.answer = async (path) => {
      if (path.endsWith('/hiring')) throw denied();
      return {};
    };
    const answer = staffAreasOf(newApp(), null, staffMember);
    // Both asked before either answered.
    expect(mockReads.paths).toEqual(['staffAccess/u1/areas/sales', 'staffAccess/u1/areas/hiring']);
    await expect(answer).resolves.toEqual({ sales: true, hiring: false });
  });

  it('asks once per user and page load', async () => {
    const app = newApp();
    await staffAreasOf(app, null, staffMember);
    await staffAreasOf(app, null, staffMember);
    expect(mockReads.paths).toHaveLength(2);
  });

  it('refusing both areas grants none', async () => {
    mockReads.answer = async () => {
      throw denied();
    };
    await expect(staffAreasOf(newApp(), null, staffMember)).resolves.toEqual({ sales: false, hiring: false });
  });

  it.each([
    ['a password or anonymous account', { googleAccount: false }],
    ['an unverified e-mail', { emailVerified: false }],
    ['no e-mail', { email: null }],
  ])('asks nothing for %s', async (_what, change) => {
    await expect(staffAreasOf(newApp(), null, { ...staffMember, ...change })).resolves.toEqual({ sales: false, hiring: false });
    expect(mockReads.paths).toEqual([]);
  });

  it('rejects a missing answer and asks again', async () => {
    const app = newApp();
    mockReads.answer = async () => {
      throw Object.assign(new Error('offline'), { code: 'unavailable' });
    };
    await expect(staffAreasOf(app, null, staffMember)).rejects.toMatchObject({ code: 'unavailable' });
    mockReads.answer = async () => ({});
    await expect(staffAreasOf(app, null, staffMember)).resolves.toEqual({ sales: true, hiring: true });
  });

  it('gives up at the request deadline', async () => {
    jest.useFakeTimers();
    try {
      mockReads.answer = () => new Promise(() => undefined);
      const answer = staffAreasOf(newApp(), null, staffMember);
      jest.advanceTimersByTime(12_000);
      await expect(answer).rejects.toBeInstanceOf(DeadlineExceededError);
    } finally {
      jest.useRealTimers();
    }
  });
});
