import type { DocFields } from '../stores';

/** Firestore refuses undefined values. */
export function defined<T extends Record<string, unknown>>(fields: T): DocFields {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as DocFields;
}
