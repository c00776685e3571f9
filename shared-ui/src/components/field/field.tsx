/** Exported for the rare custom control, so a remote never re-implements labelling or error wiring. */
import { css, useTheme, type Theme } from '@emotion/react';
import { useId, type ReactNode } from 'react';

export interface FieldBaseProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Sets aria-invalid and is linked through aria-describedby. */
  error?: ReactNode;
}

export interface FieldIds {
  controlId: string;
  hintId: string;
  errorId: string;
}

export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const controlId = id ?? `field${generated.replace(/:/g, '-')}`;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

export function joinIds(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter((value): value is string => Boolean(value));
  return list.length > 0 ? list.join(' ') : undefined;
}

/** Generated content with empty alt text, so the control's accessible name stays exactly the label. */
export const requiredMarker = (theme: Theme) => css`
  &::after {
    content: '*';
    content: '*' / '';
    margin-left: ${theme.space[1]};
    color: ${theme.colors.danger};
  }
`;

export const labelFor = (theme: Theme, required: boolean | undefined) => [labelStyles(theme), required ? requiredMarker(theme) : null];

export const fieldStyles = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  margin: 0 0 ${theme.space[4]};
  min-width: 0;
`;

export const labelStyles = (theme: Theme) => css`
  font-weight: 600;
  color: ${theme.colors.ink};
`;

/** The border has 7:1 contrast on white (WCAG 1.4.11 asks 3:1). */
export const controlStyles = (theme: Theme, invalid: boolean) => css`
  width: 100%;
  min-height: 44px;
  padding: ${theme.space[2]} ${theme.space[3]};
  font: inherit;
  color: ${theme.colors.text};
  background: ${theme.colors.background};
  border: 2px solid ${invalid ? theme.colors.danger : theme.colors.textMuted};
  border-radius: ${theme.radii.md};
  transition: border-color 0.15s ease;
  &::placeholder {
    color: ${theme.colors.textMuted};
  }
  &:hover:not(:disabled) {
    border-color: ${invalid ? theme.colors.danger : theme.colors.ink};
  }
  &:focus-visible {
    ${focusRing(theme)}
  }
  &:disabled {
    color: ${theme.colors.textMuted};
    background: ${theme.colors.surface};
    cursor: not-allowed;
  }
`;

export const focusRing = (theme: Theme) => css`
  outline: 3px solid ${theme.colors.primary};
  outline-offset: 2px;
`;

/** A checkbox or radio beside its words: larger than the browser's, in the brand colour, with the focus ring. */
export const checkInputStyles = (theme: Theme) => css`
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${theme.colors.primary};
  }
  input:focus-visible {
    ${focusRing(theme)}
  }
`;

export const hintStyles = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

export const errorStyles = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  color: ${theme.colors.danger};
`;

export function FieldLabel({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  const theme = useTheme();
  return (
    <label htmlFor={htmlFor} css={labelFor(theme, required)} data-required={required ? '' : undefined}>
      {children}
    </label>
  );
}

export function FieldMessages({ ids, hint, error }: { ids: FieldIds; hint?: ReactNode; error?: ReactNode }) {
  const theme = useTheme();
  return (
    <>
      {hasContent(hint) ? (
        <p id={ids.hintId} css={hintStyles(theme)}>
          {hint}
        </p>
      ) : null}
      {hasContent(error) ? (
        <p id={ids.errorId} css={errorStyles(theme)}>
          {error}
        </p>
      ) : null}
    </>
  );
}

export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

export function describedControlProps(ids: FieldIds, hint: ReactNode, error: ReactNode, extraDescribedBy?: string) {
  const invalid = hasContent(error);
  return {
    'aria-describedby': joinIds(hasContent(hint) && ids.hintId, invalid && ids.errorId, extraDescribedBy),
    'aria-invalid': invalid ? (true as const) : undefined,
  };
}

const screenReaderOnly = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

const countFrom = 0.8;

export interface CharacterCountState {
  describedById: string | undefined;
  over: boolean;
}

export function characterCountState(id: string, length: number, limit: number | undefined, always = false): CharacterCountState {
  if (limit === undefined) return { describedById: undefined, over: false };
  const over = length > limit;
  const shown = always || over || length >= Math.ceil(limit * countFrom);
  return { describedById: shown ? id : undefined, over };
}

/** Nothing is ever cut silently: the visitor sees the limit and what is over it, announced politely. */
export function CharacterCount({ id, length, limit, shown }: { id: string; length: number; limit: number | undefined; shown: boolean }) {
  const theme = useTheme();
  if (limit === undefined) return null;
  const over = length - limit;
  return (
    <>
      {shown ? (
        <p id={id} css={over > 0 ? errorStyles(theme) : hintStyles(theme)} data-over={over > 0 ? '' : undefined}>
          {`${length} / ${limit} characters${over > 0 ? `: ${over} too many` : ''}`}
        </p>
      ) : null}
      <span aria-live="polite" css={screenReaderOnly}>
        {over > 0 ? `Over the limit of ${limit} characters.` : length === limit ? `Limit of ${limit} characters reached.` : ''}
      </span>
    </>
  );
}
