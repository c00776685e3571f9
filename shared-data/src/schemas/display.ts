// No screen lists an entity's fields by hand: they come from each field's `shown` display.
import type { AnyEntity } from './entity-schemas';
import type { DisplayKind, Screen, ScreenDisplay } from './field-helpers';

export interface ShownField {
  key: string;
  label: string;
  as: DisplayKind;
  section?: 'shipment';
  empty?: string;
  optional: boolean;
  words?: Readonly<Record<string, string>>;
  omitWhen?: ScreenDisplay['omitWhen'];
}

export function shownFields(entity: AnyEntity, screen: Screen): ShownField[] {
  const fields: (ShownField & { order: number })[] = [];
  for (const [key, def] of Object.entries(entity.fields)) {
    const display = def.display;
    const own = display?.screens?.[screen];
    if (!display || own === false) continue;
    fields.push({
      key: def.storedAs ?? key,
      label: own?.label ?? display.label,
      as: display.as,
      ...(display.section ? { section: display.section } : {}),
      ...(display.empty !== undefined ? { empty: display.empty } : {}),
      optional: def.info.presence === 'optional',
      ...((own?.words ?? display.words) ? { words: own?.words ?? display.words } : {}),
      ...(own?.omitWhen ? { omitWhen: own.omitWhen } : {}),
      order: own?.order ?? 0,
    });
  }
  // Array.prototype.sort is stable: equal orders keep the declaration's.
  return fields.sort((a, b) => a.order - b.order).map(({ order: _order, ...field }) => field);
}

export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

/** A value in words: a stored value (or `true`/`false`) by its words, a number with thousands separators, a list joined. */
export function displayText(field: Pick<ShownField, 'words'>, value: unknown): string {
  const word = (item: unknown): string => {
    if (typeof item === 'string' || typeof item === 'boolean') return field.words?.[String(item)] ?? String(item);
    if (typeof item === 'number') return item.toLocaleString('en-US', { maximumFractionDigits: 2 });
    return item === undefined || item === null ? '' : String(item);
  };
  return Array.isArray(value) ? value.map(word).join(', ') : word(value);
}

export function shownValues(entity: AnyEntity, screen: Screen, document: Readonly<Record<string, unknown>>): { field: ShownField; value: unknown }[] {
  return shownFields(entity, screen)
    .filter((field) => !(field.optional && isEmptyValue(document[field.key])) && !field.omitWhen?.(document))
    .map((field) => ({ field, value: document[field.key] }));
}
