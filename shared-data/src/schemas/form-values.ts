// Optional fields stay out of the empty values unless asked for: a form that shows one starts it as it likes.
import type * as v from 'valibot';
import { fieldInfo } from './field-inputs';
import type { AnySchema } from './field-helpers';

/** A number is typed as text, which its input schema reads. */
type FormValue<T> = File extends T ? File | null : [Exclude<T, undefined>] extends [number] ? string : Exclude<T, undefined>;
type Values<T> = { [K in keyof T]: FormValue<T[K]> };

type ObjectInputSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

export type EntityInputSchema = ObjectInputSchema | (v.GenericSchema<unknown, unknown> & { readonly pipe: readonly [ObjectInputSchema, ...unknown[]] });

export function entriesOf(schema: EntityInputSchema): v.ObjectEntries {
  return 'entries' in schema ? schema.entries : schema.pipe[0].entries;
}

/** Shaped as the schema's output: a field with a default, such as quote comments, is always there. */
export type FormValues<S extends EntityInputSchema> = Values<v.InferOutput<S>>;

type Output<S extends EntityInputSchema> = v.InferOutput<S>;
type OptionalKeys<T> = { [K in keyof T]-?: Record<never, never> extends Pick<T, K> ? K : never }[keyof T];

/** An optional answer is '' while not given; a checkbox is always ticked or not. */
type Unanswered<T> = [Exclude<T, undefined>] extends [boolean] ? never : '';

export type FullFormValues<S extends EntityInputSchema> = Values<Omit<Output<S>, OptionalKeys<Output<S>>>> & {
  [K in OptionalKeys<Output<S>>]-?: FormValue<Output<S>[K]> | Unanswered<Output<S>[K]>;
};

export function emptyForm<S extends EntityInputSchema>(schema: S): FormValues<S>;
export function emptyForm<S extends EntityInputSchema>(schema: S, options: { optional: true }): FullFormValues<S>;
export function emptyForm<S extends EntityInputSchema>(schema: S, { optional = false }: { optional?: boolean } = {}): FormValues<S> | FullFormValues<S> {
  const values: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(entriesOf(schema) as Record<string, AnySchema>)) {
    const info = fieldInfo(entry);
    if (!info) throw new Error(`The form field "${key}" is not built from the entity schema helpers.`);
    // A checkbox is always answered, ticked or not.
    if (info.presence === 'optional' && info.kind !== 'flag') {
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
