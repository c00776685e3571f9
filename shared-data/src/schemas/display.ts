/**
 * What the staff screens (the admin detail pages, the CSV export, the staff
 * e-mail) show of an entity: its fields that declare a display (`shown` of
 * `rules.ts`), in declaration order unless a screen orders them, each with
 * the label, display kind and value words of that screen. Each screen renders
 * the display kinds its own way; none lists an entity's fields by hand.
 */
import type { AnyEntity } from './entity-schemas';
import type { DisplayKind, Screen, ScreenDisplay } from './rules';

/** One field as a screen shows it. */
export interface ShownField {
  /** The key of the stored document (and of the entity as read). */
  key: string;
  label: string;
  as: DisplayKind;
  /** The detail page's section ('shipment'), or the main list. */
  section?: 'shipment';
  /** What the detail page shows for an empty value (otherwise an empty optional field is left out). */
  empty?: string;
  /** May be absent from a document (left out of the detail page and the e-mail when empty). */
  optional: boolean;
  words?: Readonly<Record<string, string>>;
  omitWhen?: ScreenDisplay['omitWhen'];
}

/** The fields `screen` shows of an entity, in its order. */
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

/** True for a value a screen shows as nothing ('', blank, an empty list, null, absent). */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

/**
 * A text, choice or list of choices in its display words (a list joined with
 * ', '): 'Custom Clearance, Warehousing'; a value without words as it is
 * stored; '' for an empty one.
 */
export function displayText(field: Pick<ShownField, 'words'>, value: unknown): string {
  const word = (item: unknown) => (typeof item === 'string' ? (field.words?.[item] ?? item) : item === undefined || item === null ? '' : String(item));
  return Array.isArray(value) ? value.map(word).join(', ') : word(value);
}

/**
 * The fields of a document a screen shows with their values: an optional
 * field left empty is left out (the detail page and the e-mail), as is one
 * its screen omits for this document.
 */
export function shownValues(entity: AnyEntity, screen: Screen, document: Readonly<Record<string, unknown>>): { field: ShownField; value: unknown }[] {
  return shownFields(entity, screen)
    .filter((field) => !(field.optional && isEmptyValue(document[field.key])) && !field.omitWhen?.(document))
    .map((field) => ({ field, value: document[field.key] }));
}
