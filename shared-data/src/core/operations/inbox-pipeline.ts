// A pipeline item's status changes, history and staff notes: each change is recorded with who made it, and a
// refused write is explained (the item deleted meanwhile, or its status changed since it was read).
import type { PipelineApi, StaffNote, StatusChange } from '../../data-api';
import type { CollectionName } from '../../entities';
import { ItemGoneError, StatusConflictError, type ItemNoun } from '../../pipeline';
import { shipperMessageKinds, type ShipperMessageKind } from '../../quote-status';
import { parseEntity } from '../../schemas/check';
import { staffNoteSchema } from '../../schemas/input-schemas';
import { isPermissionDenied } from '../../submission-errors';
import { toDateOrNull, type RawDoc } from '../mapping';
import type { DocFields, DocumentStore } from '../stores';

/** The signed-in staff member's e-mail; refused when nobody from staff is signed in. */
export async function staffEmailOf(docs: DocumentStore): Promise<string> {
  const email = await docs.staffEmail();
  if (!email) throw Object.assign(new Error('Only signed-in staff may do this.'), { code: 'permission-denied' });
  return email;
}

export type Pipeline<S extends string> = PipelineApi<S> & { change: (id: string, status: S, seen: string | null, fields?: DocFields) => Promise<void> };

export function pipeline<S extends string>(docs: DocumentStore, collection: CollectionName, noun: ItemNoun, statuses: readonly S[]): Pipeline<S> {
  const newestFirst = <T extends { id: string }>(items: T[], time: (item: T) => Date | null) =>
    items.sort((a, b) => (time(b)?.getTime() ?? Infinity) - (time(a)?.getTime() ?? Infinity) || b.id.localeCompare(a.id));
  const historyIdOf = (doc: RawDoc) => (typeof doc.data.historyId === 'string' ? doc.data.historyId : null);

  /** The item tells why the rules refused: deleted meanwhile, or its status changed since `seen`. */
  async function refusal(id: string, error: unknown, seen?: string | null): Promise<unknown> {
    const code = (error as { code?: unknown } | null)?.code;
    if (!isPermissionDenied(error) && code !== 'not-found') return error;
    const now = await docs.get(collection, id);
    if (!now) return new ItemGoneError(noun);
    const current = historyIdOf(now);
    if (seen === undefined || current === seen) return error;
    const entry = current ? (await docs.listSub(collection, id, 'history')).find((doc) => doc.id === current) : undefined;
    const status = statuses.includes(now.data.status as S) ? (now.data.status as S) : statuses[0]!;
    return new StatusConflictError(noun, status, typeof entry?.data.by === 'string' ? entry.data.by : '');
  }

  /** `fields`: what changes with the status (a quote's price). */
  async function change(id: string, status: S, seen: string | null, fields: DocFields = {}) {
    if (!statuses.includes(status)) throw new Error(`The status must be one of ${statuses.join(', ')}.`);
    const by = await staffEmailOf(docs);
    try {
      // The rules refuse the entry unless the change it follows is still the item's latest.
      await docs.updateWithHistory(collection, id, { ...fields, status }, { status, by, follows: seen });
    } catch (error) {
      throw await refusal(id, error, seen);
    }
  }

  return {
    change,
    setStatus: (id, status, seen) => change(id, status, seen),
    async history(id) {
      const raw = await docs.listSub(collection, id, 'history');
      const entries = raw.map((doc): StatusChange<S> => {
        const { kind, message } = doc.data;
        return {
          id: doc.id,
          status: statuses.includes(doc.data.status as S) ? (doc.data.status as S) : statuses[0]!,
          by: typeof doc.data.by === 'string' ? doc.data.by : '',
          at: toDateOrNull(doc.data.at),
          ...((shipperMessageKinds as readonly unknown[]).includes(kind) ? { shipper: { kind: kind as ShipperMessageKind, message: typeof message === 'string' ? message : '' } } : {}),
        };
      });
      return newestFirst(entries, (entry) => entry.at);
    },
    async notes(id) {
      const raw = await docs.listSub(collection, id, 'notes');
      const notes = raw.map(
        (doc): StaffNote => ({
          id: doc.id,
          text: typeof doc.data.text === 'string' ? doc.data.text : '',
          author: typeof doc.data.author === 'string' ? doc.data.author : '',
          createdAt: toDateOrNull(doc.data.createdAt),
        }),
      );
      return newestFirst(notes, (note) => note.createdAt);
    },
    async addNote(id, text) {
      const { text: clean } = parseEntity(staffNoteSchema, { text });
      const author = await staffEmailOf(docs);
      try {
        await docs.addSub(collection, id, 'notes', { text: clean, author }, ['createdAt']);
      } catch (error) {
        throw await refusal(id, error);
      }
    },
  };
}
