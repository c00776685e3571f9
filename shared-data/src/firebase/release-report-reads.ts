// Loaded by the staff Releases page only.
import { collection, getDocs, query, Timestamp, where } from 'firebase/firestore/lite';
import type { AppConfig } from '../config';
import { ERROR_REPORTS, RELEASE_STATS, type ErrorReport } from '../releases/error-reports';
import { RELEASE_GUARDS } from '../releases/composition';
import { firebaseAppFor } from './firebase-app';
import { liteFirestoreFor } from './lite-firestore';

/** What the staff Releases page shows: error reports since a time, the counts per build and the release guards. */
export interface ReleaseReport {
  errors: (Pick<ErrorReport, 'remote' | 'build' | 'route' | 'errorName' | 'count'> & { phase: string; at: number | null })[];
  stats: { remote: string; build: string; views: number; errors: number }[];
  guards: { remote: string; abortedBuild: string; reason: string; abortedAt: number | null }[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : null);

/** As the signed-in staff member (the rules let staff only read them). */
export async function readReleaseReport(config: AppConfig, sinceMs: number): Promise<ReleaseReport> {
  const db = liteFirestoreFor(firebaseAppFor(config), config.emulators.firestore);
  const [errors, stats, guards] = await Promise.all([
    getDocs(query(collection(db, ERROR_REPORTS), where('at', '>=', Timestamp.fromMillis(sinceMs)))),
    getDocs(collection(db, RELEASE_STATS)),
    getDocs(collection(db, RELEASE_GUARDS)),
  ]);
  return {
    errors: errors.docs.map((doc) => {
      const data = doc.data();
      return { remote: text(data.remote), build: text(data.build), route: text(data.route), phase: text(data.phase), errorName: text(data.errorName), count: count(data.count), at: millis(data.at) };
    }),
    stats: stats.docs.map((doc) => {
      const data = doc.data();
      return { remote: text(data.remote), build: text(data.build), views: count(data.views), errors: count(data.errors) };
    }),
    guards: guards.docs.map((doc) => {
      const data = doc.data();
      return { remote: doc.id, abortedBuild: text(data.abortedBuild), reason: text(data.reason), abortedAt: millis(data.abortedAt) };
    }),
  };
}
