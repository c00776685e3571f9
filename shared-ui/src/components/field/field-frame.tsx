import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { CharacterCount, FieldLabel, FieldMessages, characterCountState, fieldStyles, type FieldBaseProps, type FieldIds } from './field';

export interface FieldFrameProps extends FieldBaseProps {
  ids: FieldIds;
  required?: boolean;
  className?: string;
  /** The control's character count under the messages; shown from 80 % of the limit, or always. */
  count?: { length: number; limit: number | undefined; always?: boolean };
  /** The control, and whatever the field shows between it and the messages. */
  children: ReactNode;
}

/** The id of a field's character count: the control names it in aria-describedby while it shows. */
const countIdOf = (ids: FieldIds) => `${ids.controlId}-count`;

/** Whether the count of `count` shows, and whether the text is over its limit. */
export function fieldCount(ids: FieldIds, count: FieldFrameProps['count']) {
  return count ? characterCountState(countIdOf(ids), count.length, count.limit, count.always) : { describedById: undefined, over: false };
}

/** The frame every field shares: the label, the control, the hint, the error and the character count. */
export function FieldFrame({ ids, label, hint, error, required, className, count, children }: FieldFrameProps) {
  const theme = useTheme();
  const counted = fieldCount(ids, count);
  return (
    <div className={className} css={fieldStyles(theme)}>
      <FieldLabel htmlFor={ids.controlId} required={required}>
        {label}
      </FieldLabel>
      {children}
      <FieldMessages ids={ids} hint={hint} error={error} />
      {count ? <CharacterCount id={countIdOf(ids)} length={count.length} limit={count.limit} shown={counted.describedById !== undefined} /> : null}
    </div>
  );
}
