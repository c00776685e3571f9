// Sharded counters, so that many requests from one network at once never queue on one document. Each request adds
// itself to one random shard of every source first, then reads all shards: a request is let through only when the
// totals it reads, its own addition included, are within the limits. A request that is let through is never taken
// back, and it sees every earlier one, so at most the limit are let through however many arrive at once; a refused
// request takes its additions back.
import { createHash, randomInt } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import {
  businessDayOffsetMs,
  type LimitScope,
  type LimitWindow,
  PUBLIC_LIMITS_COLLECTION,
  type PublicFormKind,
  type WindowLimits,
} from '@seawave/shared-data/server';

export const SHARDS = 4;
const HOUR_MS = 60 * 60 * 1000;
/** For a Firestore TTL policy on `expiresAt`: a counter outlives its day. */
const LIFETIME_MS = 2 * 24 * HOUR_MS;

export interface Source {
  scope: LimitScope;
  /** The client id or network; only its hash is stored. */
  key: string;
  limits: WindowLimits;
}

/** Hours and days of the site's time zone, so an hour never straddles two business days. */
export function windowsAt(nowMs: number, offsetMs = businessDayOffsetMs()): { hour: number; day: number } {
  const hour = Math.floor((nowMs + offsetMs) / HOUR_MS);
  return { hour, day: Math.floor(hour / 24) };
}

export function sourceHash(scope: LimitScope, key: string): string {
  return createHash('sha256').update(`${scope}:${key}`).digest('hex').slice(0, 24);
}

function shardRefs(db: Firestore, kind: PublicFormKind, source: Source, day: number): DocumentReference[] {
  const base = `${kind}-${source.scope}-${sourceHash(source.scope, source.key)}-${day}`;
  return Array.from({ length: SHARDS }, (_, shard) => db.collection(PUBLIC_LIMITS_COLLECTION).doc(`${base}-${shard}`));
}

export type Allowance =
  | { allowed: true; counts: Record<LimitScope, { hour: number; day: number } | undefined> }
  | { allowed: false; scope: LimitScope; window: LimitWindow };

export async function takeAllowance(db: Firestore, { kind, sources, nowMs }: { kind: PublicFormKind; sources: readonly Source[]; nowMs: number }): Promise<Allowance> {
  const { hour, day } = windowsAt(nowMs);
  const hourField = `h${hour}`;
  const refs = sources.map((source) => shardRefs(db, kind, source, day));
  const taken = refs.map((shards) => shards[randomInt(SHARDS)]!);
  const add = (amount: number) => {
    const batch = db.batch();
    const expiresAt = Timestamp.fromMillis(nowMs + LIFETIME_MS);
    for (const ref of taken) batch.set(ref, { day: FieldValue.increment(amount), [hourField]: FieldValue.increment(amount), expiresAt }, { merge: true });
    return batch.commit();
  };
  await add(1);
  const snapshots = await db.getAll(...refs.flat());
  const counts: Record<LimitScope, { hour: number; day: number } | undefined> = { client: undefined, network: undefined, network48: undefined };
  let refusal: { scope: LimitScope; window: LimitWindow } | null = null;
  sources.forEach((source, index) => {
    const shards = snapshots.slice(index * SHARDS, (index + 1) * SHARDS);
    const total = (field: string) => shards.reduce((sum, shard) => sum + (Number(shard.get(field)) || 0), 0);
    const count = { hour: total(hourField), day: total('day') };
    counts[source.scope] = count;
    if (refusal) return;
    if (count.hour > source.limits.perHour) refusal = { scope: source.scope, window: 'hour' };
    else if (count.day > source.limits.perDay) refusal = { scope: source.scope, window: 'day' };
  });
  if (refusal) {
    await add(-1);
    return { allowed: false, ...(refusal as { scope: LimitScope; window: LimitWindow }) };
  }
  return { allowed: true, counts };
}
