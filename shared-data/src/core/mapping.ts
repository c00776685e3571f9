/**
 * Stored documents to entities, shared by both back ends: each document is
 * parsed by its entity's stored-document schema (schemas/entity-schemas.ts),
 * so a field is read the way its schema declares it, and a document holding
 * a field its schema does not declare, or a field of the wrong kind, is an
 * error naming the document and the field. Photos are then resolved to URLs.
 */
import * as v from 'valibot';
import type { Applicant, Post, Quote, Vacancy } from '../entities';
import { serviceLabels, type ServiceValue } from '../services';
import { applicant, post, quote, vacancy, type AnyEntity } from '../schemas/entity-schemas';
import { isAbsoluteUrl, storagePathOf } from './stored-values';

export { folderPathOf, isAbsoluteUrl, pathFromDownloadUrl, resumePathOf, storagePathOf, toDateOrNull, toServiceValues } from './stored-values';

/** A stored document: its id and its fields as read from the store. */
export interface RawDoc {
  id: string;
  data: Record<string, unknown>;
}

/** A stored document its entity's schema refuses; `field` is the field at fault. */
export class StoredDocumentError extends Error {
  override readonly name = 'StoredDocumentError';
  constructor(
    readonly document: string,
    readonly field: string,
    detail: string,
  ) {
    super(`The stored document ${document} ${detail}`);
  }
}

function describeIssue(entity: AnyEntity, issue: v.BaseIssue<unknown>): { field: string; detail: string } {
  const key = issue.path?.[0]?.key;
  const field = typeof key === 'string' ? key : '';
  if (issue.type === 'strict_object' && issue.path?.length === 1) {
    return { field, detail: `has the field "${field}", which the ${entity.noun} schema does not declare.` };
  }
  if (field === '') return { field, detail: `is not a ${entity.noun}: ${issue.message}.` };
  return { field, detail: `has a malformed field "${field}": ${issue.message.replace(/\.$/, '')}.` };
}

/** Parses a stored document with its entity's stored-document schema; throws a StoredDocumentError naming the field. */
export function parseStored<E extends AnyEntity>(entity: E, doc: RawDoc): { id: string } & v.InferOutput<E['stored']> {
  const result = v.safeParse(entity.stored, doc.data);
  if (!result.success) {
    const first = result.issues[0];
    const { field, detail } = describeIssue(entity, first);
    throw new StoredDocumentError(`${entity.collection}/${doc.id}`, field, detail);
  }
  return { id: doc.id, ...(result.output as v.InferOutput<E['stored']>) };
}

/** Resolves a stored path (or URL) to a displayable URL; null when empty or unresolvable (never throws). */
export async function resolveUrl(value: unknown, resolvePath: (path: string) => Promise<string | null>): Promise<string | null> {
  const path = storagePathOf(value);
  if (!path) return null;
  if (isAbsoluteUrl(path)) return path;
  try {
    return await resolvePath(path);
  } catch (error) {
    console.warn(`[shared-data] cannot resolve ${path}`, error);
    return null;
  }
}

/** The display words of service values ('Custom Clearance', ...). */
export function serviceWords(values: readonly ServiceValue[]): string[] {
  return values.map((value) => serviceLabels[value]);
}

/** Stored post to Post; both photos resolved through `resolvePath`. */
export async function toPost(doc: RawDoc, resolvePath: (path: string) => Promise<string | null>): Promise<Post> {
  const stored = parseStored(post, doc);
  const [mainPhoto, profilePhoto] = await Promise.all([resolveUrl(stored.mainPhoto, resolvePath), resolveUrl(stored.profilePhoto, resolvePath)]);
  return { ...stored, mainPhoto, profilePhoto };
}

/** Stored vacancy to Vacancy (a vacancy stored without isBlocked is not blocked). */
export function toVacancy(doc: RawDoc): Vacancy {
  return parseStored(vacancy, doc);
}

/**
 * Stored application to Applicant; resumeURL is the resume's storage path (a
 * stored download URL read back as its path), '' when it is not a `resume/`
 * file. It is never resolved to a URL: resumes are read signed in.
 */
export function toApplicant(doc: RawDoc): Applicant {
  return parseStored(applicant, doc);
}

/** Stored quote to Quote (services read as values, in the order of the services table). */
export function toQuote(doc: RawDoc): Quote {
  return parseStored(quote, doc);
}
