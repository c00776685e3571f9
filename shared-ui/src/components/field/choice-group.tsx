import { css, useTheme, type Theme } from '@emotion/react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { checkInputStyles, FieldMessages, hasContent, joinIds, labelFor, useFieldIds, type FieldBaseProps } from './field';

export interface ChoiceOption<V extends string = string> {
  value: V;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface ChoiceGroupBaseProps
  extends Omit<ComponentPropsWithRef<'fieldset'>, 'onChange' | 'children' | 'defaultValue'>,
    FieldBaseProps {
  name: string;
  /** Only the "*" marker: the form checks the rule. */
  required?: boolean;
  inline?: boolean;
}

interface ChoiceGroupFrameProps<V extends string> extends ChoiceGroupBaseProps {
  type: 'checkbox' | 'radio';
  options: readonly ChoiceOption<V>[];
  isChecked: (value: V) => boolean;
  onOptionChange: (value: V, checked: boolean) => void;
}

const optionRow = (theme: Theme) => css`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]};
  min-height: 44px;
  padding: ${theme.space[2]} ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.surface};
  }
  &:has(input:disabled) {
    cursor: not-allowed;
    color: ${theme.colors.textMuted};
  }
  ${checkInputStyles(theme)}
  input {
    cursor: inherit;
  }
`;

const groupStyles = (theme: Theme) => css`
  margin: 0 0 ${theme.space[4]};
  padding: 0;
  border: 0;
  min-width: 0;
`;

const legendStyles = (theme: Theme) => css`
  padding: 0;
  margin-bottom: ${theme.space[2]};
`;

const optionsStyles = (theme: Theme, inline: boolean) =>
  inline
    ? css`
        display: flex;
        flex-wrap: wrap;
        gap: ${theme.space[3]};
      `
    : css`
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
        gap: ${theme.space[2]};
      `;

const descriptionStyles = (theme: Theme) => css`
  display: block;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

interface ChoiceRowProps<V extends string> {
  id: string;
  type: 'checkbox' | 'radio';
  name: string;
  option: ChoiceOption<V>;
  checked: boolean;
  invalid: boolean;
  onOptionChange: (value: V, checked: boolean) => void;
}

function ChoiceRow<V extends string>({ id, type, name, option, checked, invalid, onOptionChange }: ChoiceRowProps<V>) {
  const theme = useTheme();
  return (
    <label htmlFor={id} css={optionRow(theme)}>
      <input
        id={id}
        type={type}
        name={name}
        value={option.value}
        checked={checked}
        disabled={option.disabled}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={option.description ? `${id}-description` : undefined}
        onChange={(event) => onOptionChange(option.value, event.target.checked)}
      />
      <span>
        {option.label}
        {option.description ? (
          <span id={`${id}-description`} css={descriptionStyles(theme)}>
            {option.description}
          </span>
        ) : null}
      </span>
    </label>
  );
}

export function ChoiceGroupFrame<V extends string>({
  label,
  hint,
  error,
  id,
  className,
  name,
  required,
  inline = false,
  type,
  options,
  isChecked,
  onOptionChange,
  'aria-describedby': extraDescribedBy,
  ...rest
}: ChoiceGroupFrameProps<V>) {
  const theme = useTheme();
  const ids = useFieldIds(id);
  const invalid = hasContent(error);
  return (
    <fieldset
      {...rest}
      id={ids.controlId}
      className={className}
      aria-describedby={joinIds(hasContent(hint) && ids.hintId, invalid && ids.errorId, extraDescribedBy)}
      css={groupStyles(theme)}
    >
      <legend data-required={required ? '' : undefined} css={[...labelFor(theme, required), legendStyles(theme)]}>
        {label}
      </legend>
      <div css={optionsStyles(theme, inline)}>
        {options.map((option, index) => (
          <ChoiceRow
            key={option.value}
            id={`${ids.controlId}-option-${index}`}
            type={type}
            name={name}
            option={option}
            checked={isChecked(option.value)}
            invalid={invalid}
            onOptionChange={onOptionChange}
          />
        ))}
      </div>
      <div
        css={css`
          margin-top: ${theme.space[1]};
        `}
      >
        <FieldMessages ids={ids} hint={hint} error={error} />
      </div>
    </fieldset>
  );
}
