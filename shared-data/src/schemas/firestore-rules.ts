/** Derived from the entity schemas, so a field added to a schema reaches firestore.rules without editing the template. */
import { anyModeLimit, cargoLimits, freightModes, modeLimits, packageFields, type ModeLimit } from '../freight/terms';
import { serviceValues } from '../services';
import { businessDayOffsetMs } from '../business-day';
import { staffPriceLimits } from '../entities';
import { currencies, rateBasesByMode } from '../freight/prices';
import { errorPhases, errorReportFields, errorReportLimits, errorReportPatterns } from '../releases/error-reports';
import { entities, type AnyEntity } from './entity-schemas';
import { calendarDayPattern, documentIdPattern, writerOf, type FieldCheck, type FieldInfo, type FieldWriter } from './field-helpers';

const quoted = (list: readonly string[]) => list.map((item) => `'${item.replace(/['\\]/g, '')}'`).join(', ');

/** Fails the build rather than write a rule that means something else. */
export class UntranslatableCheckError extends Error {
  override readonly name = 'UntranslatableCheckError';
}

/** RE2 matches the whole value, so the pattern must be anchored `^...$`. */
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
      case 'number':
        return info.decimals === 0 ? `wholeNumber(${k}, ${info.min}, ${info.max})` : `decimalNumber(${k}, ${info.min}, ${info.max}, ${10 ** info.decimals})`;
      case 'consent':
        return `data()[${k}] == true`;
      case 'documentId':
        return `documentIdField(${k})`;
      case 'assignee':
        return `assignee(${k}, '${info.area}')`;
      case 'packages':
        // Each line is a document of its own, checked by its own rule.
        return 'false';
      case 'staffPrice':
        return `staffPrice(${k})`;
      case 'reference':
      case 'cargo':
      case 'price':
      case 'keyHash':
      case 'terms':
      case 'flags':
      case 'time':
        // Written only by the Admin SDK, which the rules do not judge.
        return 'false';
      default: {
        const unknown: never = info;
        throw new UntranslatableCheckError(`The field "${key}" has the kind ${JSON.stringify((unknown as { kind?: unknown }).kind)}, which firestore.rules cannot check.`);
      }
    }
  })();
  return info.presence === 'optional' ? `(!(${k} in data()) || ${check})` : check;
}

/**
 * What a staff update must hold: every staff field, except that a `changeOnly` field is checked only when the
 * write changes it (so it may be absent), and then must be present and valid (so it is never removed).
 */
export function staffCheck(key: string, info: FieldInfo): string {
  const check = fieldCheck(key, { ...info, presence: 'filled' });
  return info.changeOnly ? `(!changedKeys().hasAny(['${key}']) || ${check})` : check;
}

export function storedFields(entity: AnyEntity): { key: string; info: FieldInfo }[] {
  return Object.entries(entity.fields).map(([key, def]) => ({ key: def.storedAs ?? key, info: def.info }));
}

export function fieldsWrittenBy(entity: AnyEntity, writer: FieldWriter): { key: string; info: FieldInfo }[] {
  return storedFields(entity).filter((field) => writerOf(field.info) === writer && field.info.kind !== 'packages');
}

/** The rules multiply the sizes in cm, so the line volume is in cm³. */
function modeLimitMap(limit: ModeLimit): string {
  const { count, lengthCm, widthCm, heightCm, pieceKg, lineCbm, lineKg } = limit;
  const entries = { count, lengthCm, widthCm, heightCm, pieceKg, lineCm3: lineCbm * 1_000_000, lineKg };
  return `{${Object.entries(entries)
    .map(([key, value]) => `'${key}': ${value}`)
    .join(', ')}}`;
}

export function modeLimitsRuleMap(): string {
  const modes = [...freightModes.map((mode) => `'${mode}': ${modeLimitMap(modeLimits[mode])}`), `'none': ${modeLimitMap(anyModeLimit)}`];
  return `{${modes.join(', ')}}`;
}

/**
 * Server fields are in none of them: no client writes them.
 * @public read by scripts/generate-rules.mjs through jiti
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
    RATE_BASES_BY_MODE: `{${freightModes.map((mode) => `'${mode}': [${quoted(rateBasesByMode[mode])}]`).join(', ')}}`,
    CURRENCIES: quoted(currencies),
    STAFF_PRICE_MAX_AMOUNT: String(staffPriceLimits.maxAmount),
    STAFF_PRICE_DECIMAL_SCALE: String(10 ** staffPriceLimits.maxDecimals),
    BUSINESS_DAY_OFFSET_SECONDS: String(businessDayOffsetMs() / 1000),
    ERROR_REPORT_FIELDS: quoted(errorReportFields),
    ERROR_REPORT_PHASES: quoted(errorPhases),
    ERROR_REPORT_SLOTS: String(errorReportLimits.slots),
    ERROR_REPORT_MAX_COUNT: String(errorReportLimits.maxCount),
    ERROR_REPORT_CLOCK_MS: String(errorReportLimits.clockMinutes * 60_000),
    ...Object.fromEntries(Object.entries(errorReportPatterns).map(([key, pattern]) => [`ERROR_REPORT_PATTERN_${key}`, pattern.replace(/\\/g, '\\\\')])),
  };
  const join = (list: string[]) => (list.length === 0 ? 'true' : list.join('\n        && '));
  for (const entity of entities) {
    const fields = fieldsWrittenBy(entity, 'public');
    // A status change writes the staff fields; who works an item is written on its own.
    const staff = fieldsWrittenBy(entity, 'staff').filter((field) => field.info.kind !== 'assignee');
    const assignees = fieldsWrittenBy(entity, 'staff').filter((field) => field.info.kind === 'assignee');
    values[`FIELDS_${entity.collection}`] = quoted(fields.map((field) => field.key));
    values[`REQUIRED_FIELDS_${entity.collection}`] = quoted(fields.filter((field) => field.info.presence !== 'optional').map((field) => field.key));
    values[`CHECKS_${entity.collection}`] = join(fields.map((field) => fieldCheck(field.key, field.info)));
    values[`STAFF_FIELDS_${entity.collection}`] = quoted(staff.map((field) => field.key));
    values[`STAFF_CHECKS_${entity.collection}`] = join(staff.map((field) => staffCheck(field.key, field.info)));
    values[`ASSIGNMENT_${entity.collection}`] =
      assignees.length === 0
        ? 'false'
        : `changedKeys().hasOnly([${quoted(assignees.map((field) => field.key))}])\n        && ${assignees.map((field) => fieldCheck(field.key, { ...field.info, presence: 'filled' })).join('\n        && ')}`;
  }
  return values;
}
