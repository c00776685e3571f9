// Each entity's types, derived from its schemas (type-only imports: no schema code is bundled with them).
import type * as v from 'valibot';
import type * as schemas from './schemas/entity-schemas';
import type * as inputs from './schemas/input-schemas';

type StoredEntity<S extends v.GenericSchema> = { id: string } & v.InferOutput<S>;

/** The photos are download URLs resolved from their storage paths on read (null when unresolvable). */
export type Post = StoredEntity<typeof schemas.storedPostSchema>;
export type Vacancy = StoredEntity<typeof schemas.storedVacancySchema>;
export type Applicant = StoredEntity<typeof schemas.storedApplicantSchema>;
export type Quote = StoredEntity<typeof schemas.storedQuoteSchema>;
export type Rate = StoredEntity<typeof schemas.storedRateSchema>;

export interface StoredDocuments {
  posts: ({ id: string } & v.InferInput<typeof schemas.storedPostSchema>)[];
  jobvacancy: ({ id: string } & v.InferInput<typeof schemas.storedVacancySchema>)[];
  applicants: ({ id: string } & v.InferInput<typeof schemas.storedApplicantSchema>)[];
  quotes: ({ id: string } & v.InferInput<typeof schemas.storedQuoteSchema>)[];
  rates: ({ id: string } & v.InferInput<typeof schemas.storedRateSchema>)[];
}

export type NewPost = v.InferInput<typeof inputs.newPostSchema>;
export type PostUpdate = v.InferInput<typeof inputs.postUpdateSchema>;
export type NewVacancy = v.InferInput<typeof inputs.newVacancySchema>;
export type NewApplicant = v.InferInput<typeof inputs.newApplicantSchema>;
export type NewQuote = v.InferInput<typeof inputs.newQuoteSchema>;
export type NewRate = v.InferInput<typeof inputs.newRateSchema>;
