import * as v from 'valibot';
import { entities, quote } from './entity-schemas';
import { fieldInfo, inputOf, inputSchemaOf } from './field-inputs';
import { emptyForm } from './form-values';
import { fieldCheck } from './firestore-rules';
import { newApplicantSchema, newQuoteSchema } from './input-schemas';
import { choice, text, type FieldDef, type FieldInfo } from './rules';

describe('field helpers', () => {
  it('an optional text may be left out of the input and of a stored document, and stays out', () => {
    const note = text('comments', { optional: true });
    const input = v.object({ note: inputOf(note) });
    expect(v.parse(input, {})).toEqual({});
    expect(v.parse(input, { note: ' kept ' })).toEqual({ note: 'kept' });
    expect(v.safeParse(input, { note: 'x'.repeat(4001) }).success).toBe(false);
    expect(v.parse(v.strictObject({ note: note.stored }), {})).toEqual({});
    expect(fieldCheck('note', note.info)).toBe("(!('note' in data()) || text('note', 4000))");
  });

  it('an optional choice may be left out and stays out; given, it must be one of its options', () => {
    const mode = choice(['sea', 'air', 'land'], { optional: true });
    const input = v.object({ mode: inputOf(mode) });
    expect(v.parse(input, {})).toEqual({});
    expect(v.parse(input, { mode: 'air' })).toEqual({ mode: 'air' });
    expect(v.safeParse(input, { mode: 'rail' }).success).toBe(false);
    expect(v.parse(v.strictObject({ mode: mode.stored }), {})).toEqual({});
    expect(v.safeParse(v.strictObject({ mode: mode.stored }), { mode: 'rail' }).success).toBe(false);
    expect(fieldCheck('mode', mode.info)).toBe("(!('mode' in data()) || data()['mode'] in ['sea', 'air', 'land'])");
  });

  it('a text that may be empty is always stored, as an empty text when not given', () => {
    expect(v.parse(newQuoteSchema.entries.comments, undefined)).toBe('');
    expect(fieldCheck('comments', quote.fields.comments.info)).toBe("multiLineText('comments', 4000)");
  });

  it('every field of every entity carries its facts as schema metadata', () => {
    for (const entity of entities) {
      const fields: Readonly<Record<string, FieldDef>> = entity.fields;
      const inputs: Record<string, unknown> = inputSchemaOf({ fields }).entries;
      for (const [key, def] of Object.entries(fields)) {
        // Fields written by staff or the server are not in the create's input.
        expect([key, fieldInfo(inputs[key])]).toEqual([key, def.writer === 'public' ? def.info : undefined]);
      }
    }
  });

  it('a form starts empty: texts empty, no service, the first option, no file, not flagged, optional fields left out', () => {
    const empty: Partial<Record<FieldInfo['kind'], unknown>> = { text: '', email: '', phone: '', services: [], choice: undefined, flag: false, consent: false, file: null, photo: null };
    for (const entity of entities) {
      const fields: Readonly<Record<string, FieldDef>> = entity.fields;
      const form: Record<string, unknown> = emptyForm(inputSchemaOf({ fields }));
      const kept = Object.entries(fields).filter(([, { info, writer }]) => info.presence !== 'optional' && writer === 'public');
      expect(Object.keys(form)).toEqual(kept.map(([key]) => key));
      for (const [key, { info }] of kept) expect([key, form[key]]).toEqual([key, info.kind === 'choice' ? info.options[0] : empty[info.kind]]);
    }
    expect(emptyForm(newApplicantSchema)).toMatchObject({ relocate: 'yes', experience: '0-1', resume: null });
  });
});
