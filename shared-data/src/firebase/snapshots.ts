/**
 * Firestore snapshots (Lite or full SDK) as the core's RawDoc.
 */
import type { DocumentData } from 'firebase/firestore/lite';
import type { RawDoc } from '../core/mapping';

/** The parts of a snapshot (Lite or full SDK) that a RawDoc needs. */
interface SnapshotLike {
  id: string;
  exists(): boolean;
  data(options?: { serverTimestamps?: 'estimate' }): DocumentData | undefined;
}

/** A Firestore snapshot to a RawDoc (timestamps stay Timestamps; mapping.toDateOrNull converts them). */
export function snapshotToRaw(snapshot: SnapshotLike): RawDoc | null {
  if (!snapshot.exists()) return null;
  // 'estimate' gives the local time for a pending serverTimestamp instead of null (full SDK; Lite has none pending).
  return { id: snapshot.id, data: snapshot.data({ serverTimestamps: 'estimate' }) ?? {} };
}

export const isRaw = (d: RawDoc | null): d is RawDoc => d !== null;
