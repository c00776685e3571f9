import * as v from 'valibot';
import { entities, quote } from './entity-schemas';
import { fieldInfo, inputOf, inputSchemaOf } from './field-inputs';
import { emptyForm } from './form-values';
import { fieldCheck, ruleOfCheck, UntranslatableCheckError } from './firestore-rules';
import { newApplicantSchema, newQuoteSchema } from './input-schemas';
import { choice, number, text, type FieldCheck, type FieldDef, type FieldInfo } from './field-helpers';

describe('field helpers', () => {
  it('an optional text may be left out', () => {
    const note = text('comments', { optional: true });
    const input = v.object({ note: inputOf(note) });
    expect(v.parse(input, {})).toEqual({});
    expect(v.parse(input, { note: ' kept ' })).toEqual({ note: 'kept' });
    expect(v.safeParse(input, { note: 'x'.repeat(4001) }).success).toBe(false);
    expect(v.parse(v.strictObject({ note: note.stored }), {})).toEqual({});
    expect(fieldCheck('note', note.info)).toBe("(!('note' in data()) || text('note', 4000))");
  });

  it('an optional choice is absent or valid', () => {
    const mode = choice(['sea', 'air', 'land'], { optional: true });
    const input = v.object({ mode: inputOf(mode) });
    expect(v.parse(input, {})).toEqual({});
    expect(v.parse(input, { mode: 'air' })).toEqual({ mode: 'air' });
    expect(v.safeParse(input, { mode: 'rail' }).success).toBe(false);
    expect(v.parse(v.strictObject({ mode: mode.stored }), {})).toEqual({});
    expect(v.safeParse(v.strictObject({ mode: mode.stored }), { mode: 'rail' }).success).toBe(false);
    expect(fieldCheck('mode', mode.info)).toBe("(!('mode' in data()) || data()['mode'] in ['sea', 'air', 'land'])");
  });

  it('a text that may be empty is stored', () => {
    expect(v.parse(newQuoteSchema.entries.comments, undefined)).toBe('');
    expect(fieldCheck('comments', quote.fields.comments.info)).toBe("multiLineText('comments', 4000)");
  });

  it('every field carries its facts as metadata', () => {
    for (const entity of entities) {
      const fields: Readonly<Record<string, FieldDef>> = entity.fields;
      const inputs: Record<string, unknown> = inputSchemaOf({ fields }).entries;
      for (const [key, def] of Object.entries(fields)) {
        // Fields written by staff or the server are not in the create's input.
        expect([key, fieldInfo(inputs[key])]).toEqual([key, def.writer === 'public' ? def.info : undefined]);
      }
    }
  });

  it('a form starts empty', () => {
    const empty: Partial<Record<FieldInfo['kind'], unknown>> = { text: '', email: '', phone: '', services: [], choice: undefined, flag: false, consent: false, file: null, photo: null, number: '', date: '' };
    for (const entity of entities) {
      const fields: Readonly<Record<string, FieldDef>> = entity.fields;
      const form: Record<string, unknown> = emptyForm(inputSchemaOf({ fields }));
      // A checkbox is always answered, even an optional one.
      const kept = Object.entries(fields).filter(([, { info, writer }]) => (info.presence !== 'optional' || info.kind === 'flag') && writer === 'public');
      expect(Object.keys(form)).toEqual(kept.map(([key]) => key));
      for (const [key, { info }] of kept) expect([key, form[key]]).toEqual([key, info.kind === 'choice' ? info.options[0] : empty[info.kind]]);
    }
    expect(emptyForm(newApplicantSchema)).toMatchObject({ relocate: 'yes', experience: '0-1', resume: null });
  });
});

describe('numbers', () => {
  const temperature = number('temperatureC', { optional: true });
  const input = v.object({ temperature: inputOf(temperature) });

  it('reads form text as a bounded number', () => {
    expect(v.parse(input, { temperature: ' -18.5 ' })).toEqual({ temperature: -18.5 });
    expect(v.parse(input, { temperature: 4 })).toEqual({ temperature: 4 });
    expect(v.parse(input, { temperature: '' })).toEqual({ temperature: undefined });
    expect(v.parse(input, {})).toEqual({});
    for (const bad of ['-70.1', '40.01', '1.25', '1,5', '1e1', 'cold', NaN]) {
      const result = v.safeParse(input, { temperature: bad });
      expect([bad, result.success, result.issues?.[0]?.message]).toEqual([bad, false, 'format']);
    }
    expect(v.parse(v.strictObject({ temperature: temperature.stored }), {})).toEqual({});
  });

  it('the rules check the same range and decimals', () => {
    expect(fieldCheck('t', temperature.info)).toBe(
      "(!('t' in data()) || decimalNumber('t', -70, 40, 10))",
    );
  });
});

describe('field checks of any valibot action the rules generator translates', () => {
  const code = text('origin', { optional: true, checks: [v.regex(/^[0-9]{6,10}$/)] });
  const input = v.object({ code: inputOf(code) });

  it('the input refuses bad values as format problems', () => {
    expect(v.parse(input, { code: ' 123456 ' })).toEqual({ code: '123456' });
    expect(v.parse(input, {})).toEqual({});
    expect(v.parse(input, { code: '' })).toEqual({ code: '' });
    for (const bad of ['12345', '12345678901', '12345a']) {
      const result = v.safeParse(input, { code: bad });
      expect([bad, result.success, result.issues?.[0]?.message]).toEqual([bad, false, 'format']);
    }
  });

  it('the rules check the same pattern', () => {
    expect(fieldCheck('code', code.info)).toBe("(!('code' in data()) || text('code', 120) && (data()['code'] == '' || (data()['code'].matches('[0-9]{6,10}'))))");
  });

  it('lengths, ranges and whole numbers are translated', () => {
    expect(ruleOfCheck('x', v.minLength(2) as FieldCheck)).toBe("data()['x'].size() >= 2");
    expect(ruleOfCheck('x', v.maxLength(9) as FieldCheck)).toBe("data()['x'].size() <= 9");
    expect(ruleOfCheck('x', v.length(4) as FieldCheck)).toBe("data()['x'].size() == 4");
    expect(ruleOfCheck('x', v.minValue(1) as unknown as FieldCheck)).toBe("data()['x'] >= 1");
    expect(ruleOfCheck('x', v.maxValue(5) as unknown as FieldCheck)).toBe("data()['x'] <= 5");
    expect(ruleOfCheck('x', v.integer() as unknown as FieldCheck)).toBe("data()['x'] is int");
  });

  it('an untranslatable check fails, naming the field', () => {
    expect(() => ruleOfCheck('x', v.email() as FieldCheck)).toThrow(new UntranslatableCheckError('The email check of the field "x" has no translation into firestore.rules; use a length, pattern, range or integer check, a choice() or a date().'));
    expect(() => ruleOfCheck('x', v.regex(/[0-9]+/))).toThrow(/must match the whole value/);
    expect(() => ruleOfCheck('x', v.regex(/^[0-9]+$/i))).toThrow(/flags are not supported/);
    expect(() => ruleOfCheck('x', v.regex(/^(?=a)a$/))).toThrow(/no RE2 translation/);
    expect(() => fieldCheck('x', { kind: 'unheard-of', presence: 'filled' } as unknown as FieldInfo)).toThrow(UntranslatableCheckError);
  });
});
