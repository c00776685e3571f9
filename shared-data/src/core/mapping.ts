import * as v from 'valibot';
import type { Applicant, Post, Quote, Rate, Vacancy } from '../entity-types';
import { serviceLabels, type ServiceValue } from '../services';
import { applicant, post, quote, rate, vacancy, type AnyEntity } from '../schemas/entity-schemas';
import { isAbsoluteUrl, storagePathOf } from '../stored-values';

export { isAbsoluteUrl, pathFromDownloadUrl, resumePathOf, toDateOrNull, toServiceValues } from '../stored-values';

export interface RawDoc {
  id: string;
  data: Record<string, unknown>;
}

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

export function parseStored<E extends AnyEntity>(entity: E, doc: RawDoc): { id: string } & v.InferOutput<E['stored']> {
  const result = v.safeParse(entity.stored, doc.data);
  if (!result.success) {
    const first = result.issues[0];
    const { field, detail } = describeIssue(entity, first);
    throw new StoredDocumentError(`${entity.collection}/${doc.id}`, field, detail);
  }
  return { id: doc.id, ...(result.output as v.InferOutput<E['stored']>) };
}

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

export function serviceWords(values: readonly ServiceValue[]): string[] {
  return values.map((value) => serviceLabels[value]);
}

export async function toPost(doc: RawDoc, resolvePath: (path: string) => Promise<string | null>): Promise<Post> {
  const stored = parseStored(post, doc);
  const [mainPhoto, profilePhoto] = await Promise.all([resolveUrl(stored.mainPhoto, resolvePath), resolveUrl(stored.profilePhoto, resolvePath)]);
  return { ...stored, mainPhoto, profilePhoto };
}

export function toVacancy(doc: RawDoc): Vacancy {
  return parseStored(vacancy, doc);
}

export function toApplicant(doc: RawDoc): Applicant {
  return parseStored(applicant, doc);
}

export function toQuote(doc: RawDoc): Quote {
  return parseStored(quote, doc);
}

export function toRate(doc: RawDoc): Rate {
  return parseStored(rate, doc);
}
