/**
 * What the rules generator (shared-data/scripts/generate-rules.mjs) writes
 * into firestore.rules for each entity, derived from the entity schemas:
 * - `FIELDS_<collection>`: every key a write may hold (the times apart);
 * - `REQUIRED_FIELDS_<collection>`: the keys every write must hold;
 * - `CHECKS_<collection>`: one check per field, from its kind and limit;
 * and the allowed services. A field added to a schema is thus written into
 * the rules without editing the rules template.
 */
import { serviceValues } from '../services';
import { entities, type AnyEntity } from './entity-schemas';
import type { FieldInfo } from './rules';

const quoted = (list: readonly string[]) => list.map((item) => `'${item.replace(/['\\]/g, '')}'`).join(', ');

/** The rules expression that checks one stored field (the functions it calls are the rules template's). */
export function fieldCheck(key: string, info: FieldInfo): string {
  const k = `'${key}'`;
  const check = (() => {
    switch (info.kind) {
      case 'text': {
        const name = info.presence === 'filled' ? (info.multiLine ? 'requiredMultiLine' : 'required') : info.multiLine ? 'multiLineText' : 'text';
        return `${name}(${k}, ${info.max})`;
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
    }
  })();
  return info.presence === 'optional' ? `(!(${k} in data()) || ${check})` : check;
}

/** The stored keys of an entity's fields with their facts (the times apart), in declaration order. */
export function storedFields(entity: AnyEntity): { key: string; info: FieldInfo }[] {
  return Object.entries(entity.fields).map(([key, def]) => ({ key: def.storedAs ?? key, info: def.info }));
}

/** The placeholder values of firestore.rules.template that come from the entity schemas. */
export function firestoreRuleValues(): Record<string, string> {
  const values: Record<string, string> = {
    SERVICE_VALUES: quoted(serviceValues),
    SERVICE_COUNT: String(serviceValues.length),
  };
  for (const entity of entities) {
    const fields = storedFields(entity);
    values[`FIELDS_${entity.collection}`] = quoted(fields.map((field) => field.key));
    values[`REQUIRED_FIELDS_${entity.collection}`] = quoted(fields.filter((field) => field.info.presence !== 'optional').map((field) => field.key));
    values[`CHECKS_${entity.collection}`] = fields.map((field) => fieldCheck(field.key, field.info)).join('\n        && ');
  }
  return values;
}
