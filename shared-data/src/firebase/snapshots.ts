import type { DocumentData } from 'firebase/firestore/lite';
import type { RawDoc } from '../core/mapping';

interface SnapshotLike {
  id: string;
  exists(): boolean;
  data(options?: { serverTimestamps?: 'estimate' }): DocumentData | undefined;
}

export function snapshotToRaw(snapshot: SnapshotLike): RawDoc | null {
  if (!snapshot.exists()) return null;
  // A pending serverTimestamp reads as local time, not null (full SDK; Lite has none pending).
  return { id: snapshot.id, data: snapshot.data({ serverTimestamps: 'estimate' }) ?? {} };
}

export const isRaw = (d: RawDoc | null): d is RawDoc => d !== null;
