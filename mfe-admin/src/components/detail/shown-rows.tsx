import { css, useTheme } from '@emotion/react';
import { displayText, isEmptyValue, type ShownField } from '@seawave/shared-data/schemas';
import { mailtoHref, telHref } from '@seawave/shared-ui';
import { textLinkStyles } from '@seawave/shared-ui/page';
import { formatDate } from '@seawave/shared-ui/format-date';
import type { ReactNode } from 'react';
import { parseDayKey } from '../../data/applicant-day';

export type ListItemText = (item: never) => string;

/** Never rendered as HTML. */
export function ShownValue({ field, value, itemText }: { field: ShownField; value: unknown; itemText?: ListItemText }): ReactNode {
  const theme = useTheme();
  if (isEmptyValue(value)) return field.empty ?? '';
  switch (field.as) {
    case 'email':
      return (
        <a href={mailtoHref(String(value))} css={textLinkStyles(theme)}>
          {String(value)}
        </a>
      );
    case 'phone':
      return (
        <a href={telHref(String(value))} css={textLinkStyles(theme)}>
          {String(value)}
        </a>
      );
    case 'date': {
      const day = typeof value === 'string' ? parseDayKey(value) : null;
      return day ? formatDate(day) : String(value);
    }
    case 'list':
      return (
        <ol css={css`margin: 0; padding-left: ${theme.space[5]};`}>
          {(value as readonly never[]).map((item, index) => (
            <li key={index}>{itemText ? itemText(item) : displayText(field, item)}</li>
          ))}
        </ol>
      );
    case 'text':
    case 'multiLine':
    case 'cargo':
    case 'document':
      return displayText(field, value);
  }
}

export function shownRows(shownFields: readonly { field: ShownField; value: unknown }[], itemText?: ListItemText): [string, ReactNode][] {
  return shownFields.map(({ field, value }) => [field.label, <ShownValue key={field.key} field={field} value={value} itemText={itemText} />]);
}
