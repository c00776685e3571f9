/**
 * A form's values and its empty values, derived from the entity's input
 * schema: a text is a string, a list a list, a choice one of its options
 * (empty: the first), a file `File | null` (empty: null), a flag a boolean
 * (empty: false). The empty values hold every field but the optional ones,
 * which a document may lack: a form that shows one starts it as it likes.
 */
import type * as v from 'valibot';
import { fieldInfo } from './field-inputs';
import type { AnySchema } from './rules';

type FormValue<T> = File extends T ? File | null : Exclude<T, undefined>;
type Values<T> = { [K in keyof T]: FormValue<T[K]> };

type ObjectInputSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

/** An entity's input schema: an object schema, or one piped through checks across its fields (a quote's lines against its mode). */
export type EntityInputSchema = ObjectInputSchema | (v.GenericSchema<unknown, unknown> & { readonly pipe: readonly [ObjectInputSchema, ...unknown[]] });

/** The field schemas of an entity's input schema. */
export function entriesOf(schema: EntityInputSchema): v.ObjectEntries {
  return 'entries' in schema ? schema.entries : schema.pipe[0].entries;
}

/**
 * What a form holds while it is filled in, for an input schema of the entity
 * schemas (shaped as the schema's output: a field with a default, such as
 * quote comments, is always there).
 */
export type FormValues<S extends EntityInputSchema> = Values<v.InferOutput<S>>;

type Output<S extends EntityInputSchema> = v.InferOutput<S>;
type OptionalKeys<T> = { [K in keyof T]-?: Record<never, never> extends Pick<T, K> ? K : never }[keyof T];

/**
 * What a form that shows every field holds: as `FormValues`, with each
 * optional field always there, '' while it is not given (a choice not made,
 * a text or a day left empty).
 */
export type FullFormValues<S extends EntityInputSchema> = Values<Omit<Output<S>, OptionalKeys<Output<S>>>> & {
  [K in OptionalKeys<Output<S>>]-?: FormValue<Output<S>[K]> | '';
};

/**
 * The empty values of a form for an input schema of the entity schemas; with
 * `{ optional: true }` the optional fields too, each '' (`FullFormValues`).
 */
export function emptyForm<S extends EntityInputSchema>(schema: S): FormValues<S>;
export function emptyForm<S extends EntityInputSchema>(schema: S, options: { optional: true }): FullFormValues<S>;
export function emptyForm<S extends EntityInputSchema>(schema: S, { optional = false }: { optional?: boolean } = {}): FormValues<S> | FullFormValues<S> {
  const values: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(entriesOf(schema) as Record<string, AnySchema>)) {
    const info = fieldInfo(entry);
    if (!info) throw new Error(`The form field "${key}" is not built from the entity schema helpers.`);
    // An optional field stays out until a form that shows it gives it a value, unless the form asks for every field.
    if (info.presence === 'optional') {
      if (optional) values[key] = '';
      continue;
    }
    switch (info.kind) {
      case 'services':
        values[key] = [];
        break;
      case 'choice':
        values[key] = info.options[0];
        break;
      case 'flag':
      case 'consent':
        values[key] = false;
        break;
      case 'file':
      case 'photo':
        values[key] = null;
        break;
      default:
        values[key] = '';
    }
  }
  // Built key by key from the schema's entries, which FormValues<S> and FullFormValues<S> map one to one.
  return values as FormValues<S> | FullFormValues<S>;
}
