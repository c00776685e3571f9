// 'Send price' is a staff write (the rules check it); the shipper's mail follows from it here, once per price sent.
import type { Firestore } from 'firebase-admin/firestore';
import { quoteStatusPath, staffPriceOf } from '@seawave/shared-data/server';
import { priceMail } from './mail/quote-status-mail';
import type { MailConfig } from './mail/render';
import { MAIL_COLLECTION, statusKeyPath } from './record-arrival';

export type PriceMailOutcome = { status: 'none' } | { status: 'written'; path: string } | { status: 'already-written'; path: string } | { status: 'no-address' };

/**
 * A quote whose price changed with a change to 'quoted': its shipper is mailed the price and the status link. The
 * mail is named by the change (its history entry), so a repeated event writes nothing again.
 */
export async function mailPriceSent(
  db: Firestore,
  { id, before, after, mail }: { id: string; before: Record<string, unknown>; after: Record<string, unknown>; mail: MailConfig },
): Promise<PriceMailOutcome> {
  const price = staffPriceOf(after.price);
  const changeId = after.historyId;
  if (after.status !== 'quoted' || !price || typeof changeId !== 'string' || changeId === before.historyId) return { status: 'none' };
  if (JSON.stringify(staffPriceOf(before.price)) === JSON.stringify(price)) return { status: 'none' };
  const reference = typeof after.reference === 'string' ? after.reference : '';
  const key = (await db.doc(statusKeyPath(id)).get()).get('key') as unknown;
  const document = priceMail(mail, { email: after.email, reference, price, statusPath: reference && typeof key === 'string' ? quoteStatusPath(reference, key) : null });
  if (!document) return { status: 'no-address' };
  const path = `${MAIL_COLLECTION}/quote-${id}-price-${changeId}`;
  try {
    await db.doc(path).create(document);
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 6 || code === 'already-exists') return { status: 'already-written', path };
    throw error;
  }
  return { status: 'written', path };
}

/** The key goes with its quote: staff delete the quote, which no rule lets them do to the key. */
export async function forgetStatusKey(db: Firestore, id: string): Promise<void> {
  await db.doc(statusKeyPath(id)).delete();
}
