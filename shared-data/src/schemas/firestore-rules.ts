/**
 * What the rules generator (shared-data/scripts/generate-rules.mjs) writes
 * into firestore.rules for each entity, derived from the entity schemas:
 * - `FIELDS_<collection>`: every key a write may hold (the times apart);
 * - `REQUIRED_FIELDS_<collection>`: the keys every write must hold;
 * - `CHECKS_<collection>`: one check per field, from its kind and limit;
 * and the allowed services. A field added to a schema is thus written into
 * the rules without editing the rules template.
 */
import { anyModeLimit, cargoLimits, freightModes, modeLimits, packageFields, type ModeLimit } from '../freight/terms';
import { serviceValues } from '../services';
import { entities, type AnyEntity } from './entity-schemas';
import { calendarDayPattern, documentIdPattern, writerOf, type FieldCheck, type FieldInfo, type FieldWriter } from './rules';

const quoted = (list: readonly string[]) => list.map((item) => `'${item.replace(/['\\]/g, '')}'`).join(', ');

/** Thrown by the generator for a field check it cannot write into the rules (so the build fails instead of writing a rule that means something else). */
export class UntranslatableCheckError extends Error {
  override readonly name = 'UntranslatableCheckError';
}

/**
 * A JavaScript pattern as the body of a rules `matches()` string: the rules
 * (RE2) match the whole value, so the pattern must be anchored `^...$`;
 * flags, look-arounds, back-references and quotes have no translation.
 */
function rulesRegex(key: string, pattern: RegExp): string {
  const { source, flags } = pattern;
  const refuse = (why: string) => {
    throw new UntranslatableCheckError(`The pattern ${String(pattern)} of the field "${key}" cannot be written into firestore.rules: ${why}.`);
  };
  if (flags !== '') refuse('flags are not supported');
  if (!source.startsWith('^') || !source.endsWith('$') || source.endsWith('\\$')) refuse('it must match the whole value (^...$)');
  if (/\(\?[=!<]|\\[1-9]|['\n\r]/.test(source)) refuse('look-arounds, back-references, quotes and line breaks have no RE2 translation');
  return source.slice(1, -1).replace(/\\/g, '\\\\');
}

/** The rules expression of one valibot check of a field (`FieldCheck`); an UntranslatableCheckError for any other. */
export function ruleOfCheck(key: string, check: FieldCheck): string {
  const value = `data()['${key}']`;
  const requirement = (check as { requirement?: unknown }).requirement;
  const number = () => {
    if (typeof requirement !== 'number' || !Number.isFinite(requirement)) throw new UntranslatableCheckError(`The ${check.type} check of the field "${key}" needs a finite number.`);
    return requirement;
  };
  switch (check.type) {
    case 'regex':
      return `${value}.matches('${rulesRegex(key, requirement as RegExp)}')`;
    case 'min_length':
      return `${value}.size() >= ${number()}`;
    case 'max_length':
      return `${value}.size() <= ${number()}`;
    case 'length':
      return `${value}.size() == ${number()}`;
    case 'min_value':
      return `${value} >= ${number()}`;
    case 'max_value':
      return `${value} <= ${number()}`;
    case 'integer':
      return `${value} is int`;
    default:
      throw new UntranslatableCheckError(`The ${check.type} check of the field "${key}" has no translation into firestore.rules; use a length, pattern, range or integer check, a choice() or a date().`);
  }
}

/** The rules expression that checks one stored field (the functions it calls are the rules template's). */
export function fieldCheck(key: string, info: FieldInfo): string {
  const k = `'${key}'`;
  const check = (() => {
    switch (info.kind) {
      case 'text': {
        const name = info.presence === 'filled' ? (info.multiLine ? 'requiredMultiLine' : 'required') : info.multiLine ? 'multiLineText' : 'text';
        const base = `${name}(${k}, ${info.max})`;
        if (!info.checks || info.checks.length === 0) return base;
        const checks = info.checks.map((item) => ruleOfCheck(key, item)).join(' && ');
        // Like the input schema: an empty value passes the checks when the text may be empty.
        return `${base} && ${info.presence === 'filled' ? checks : `(data()[${k}] == '' || (${checks}))`}`;
      }
      case 'email':
        return `email(${k})`;
      case 'phone':
        return `phone(${k}, ${info.max})`;
      case 'services':
        return `services(${k})`;
      case 'choice':
        return `data()[${k}] in [${quoted(info.options)}]`;
      case 'flag':
        return `data()[${k}] is bool`;
      case 'photo':
        return `photo(${k})`;
      case 'file':
        // An uploaded file is named by its uploader's own folder: `<folder>/<uid>/<name>`.
        return `ownStoragePath(${k}, '${info.folder}')`;
      case 'date':
        return `calendarDay(${k})`;
      case 'consent':
        return `data()[${k}] == true`;
      case 'documentId':
        return `documentIdField(${k})`;
      case 'packages':
        // Stored as documents of their own, checked by their own rule (see fieldsWrittenBy).
        return 'false';
      case 'reference':
      case 'cargo':
      case 'terms':
      case 'flags':
        // Written by the server only (Admin SDK, which the rules do not judge).
        return 'false';
      default: {
        // Every kind has its case (a type error otherwise); one arriving untyped fails the generator.
        const unknown: never = info;
        throw new UntranslatableCheckError(`The field "${key}" has the kind ${JSON.stringify((unknown as { kind?: unknown }).kind)}, which firestore.rules cannot check.`);
      }
    }
  })();
  return info.presence === 'optional' ? `(!(${k} in data()) || ${check})` : check;
}

/** The stored keys of an entity's fields with their facts (the times apart), in declaration order. */
export function storedFields(entity: AnyEntity): { key: string; info: FieldInfo }[] {
  return Object.entries(entity.fields).map(([key, def]) => ({ key: def.storedAs ?? key, info: def.info }));
}

/**
 * The fields of an entity's document that `writer` writes. Package lines are
 * not among them: each line is a document of its own (`quotes/{id}/packages/{n}`),
 * checked by its own rule, because a rules evaluation may not exceed 1,000
 * expressions per document.
 */
export function fieldsWrittenBy(entity: AnyEntity, writer: FieldWriter): { key: string; info: FieldInfo }[] {
  return storedFields(entity).filter((field) => writerOf(field.info) === writer && field.info.kind !== 'packages');
}

/** A mode's limits as a rules map; the line volume in cm³ (the rules multiply the sizes in cm). */
function modeLimitMap(limit: ModeLimit): string {
  const { count, lengthCm, widthCm, heightCm, pieceKg, lineCbm, lineKg } = limit;
  const entries = { count, lengthCm, widthCm, heightCm, pieceKg, lineCm3: lineCbm * 1_000_000, lineKg };
  return `{${Object.entries(entries)
    .map(([key, value]) => `'${key}': ${value}`)
    .join(', ')}}`;
}

/** The limits of every mode, and 'none' (no mode chosen: the largest of any mode), as one rules map. */
export function modeLimitsRuleMap(): string {
  const modes = [...freightModes.map((mode) => `'${mode}': ${modeLimitMap(modeLimits[mode])}`), `'none': ${modeLimitMap(anyModeLimit)}`];
  return `{${modes.join(', ')}}`;
}

/**
 * The placeholder values of firestore.rules.template that come from the entity schemas:
 * per collection, the create's keys (`FIELDS_`, the fields of the create form), the keys a
 * create must hold (`REQUIRED_FIELDS_`), their checks (`CHECKS_`), and the keys staff may
 * change afterwards (`STAFF_FIELDS_`) with their checks (`STAFF_CHECKS_`, 'true' when none).
 * Server fields are in none of them: no client writes them.
 */
export function firestoreRuleValues(): Record<string, string> {
  const values: Record<string, string> = {
    SERVICE_VALUES: quoted(serviceValues),
    SERVICE_COUNT: String(serviceValues.length),
    CALENDAR_DAY_PATTERN: calendarDayPattern,
    DOCUMENT_ID_PATTERN: documentIdPattern,
    CARGO_MAX_COUNT: String(cargoLimits.maxCount),
    CARGO_MAX_DIMENSION_CM: String(cargoLimits.maxDimensionCm),
    CARGO_MAX_WEIGHT_KG: String(cargoLimits.maxWeightKg),
    CARGO_MAX_LINES: String(cargoLimits.maxLines),
    CARGO_MAX_DECIMALS: String(cargoLimits.maxDecimals),
    CARGO_DECIMAL_SCALE: String(10 ** cargoLimits.maxDecimals),
    PACKAGE_LINE_IDS: quoted(Array.from({ length: cargoLimits.maxLines }, (_, i) => String(i))),
    PACKAGE_LINE_FIELDS: quoted(packageFields),
    CARGO_MODE_LIMITS: modeLimitsRuleMap(),
  };
  const join = (list: string[]) => (list.length === 0 ? 'true' : list.join('\n        && '));
  for (const entity of entities) {
    const fields = fieldsWrittenBy(entity, 'public');
    const staff = fieldsWrittenBy(entity, 'staff');
    values[`FIELDS_${entity.collection}`] = quoted(fields.map((field) => field.key));
    values[`REQUIRED_FIELDS_${entity.collection}`] = quoted(fields.filter((field) => field.info.presence !== 'optional').map((field) => field.key));
    values[`CHECKS_${entity.collection}`] = join(fields.map((field) => fieldCheck(field.key, field.info)));
    values[`STAFF_FIELDS_${entity.collection}`] = quoted(staff.map((field) => field.key));
    values[`STAFF_CHECKS_${entity.collection}`] = join(staff.map((field) => fieldCheck(field.key, { ...field.info, presence: 'filled' })));
  }
  return values;
}
