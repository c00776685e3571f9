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
      css={css`
        margin: 0 0 ${theme.space[4]};
        padding: 0;
        border: 0;
        min-width: 0;
      `}
    >
      <legend
        data-required={required ? '' : undefined}
        css={[
          ...labelFor(theme, required),
          css`
            padding: 0;
            margin-bottom: ${theme.space[2]};
          `,
        ]}
      >
        {label}
      </legend>
      <div
        css={
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
              `
        }
      >
        {options.map((option, index) => {
          const optionId = `${ids.controlId}-option-${index}`;
          return (
            <label key={option.value} htmlFor={optionId} css={optionRow(theme)}>
              <input
                id={optionId}
                type={type}
                name={name}
                value={option.value}
                checked={isChecked(option.value)}
                disabled={option.disabled}
                aria-invalid={invalid ? true : undefined}
                aria-describedby={option.description ? `${optionId}-description` : undefined}
                onChange={(event) => onOptionChange(option.value, event.target.checked)}
              />
              <span>
                {option.label}
                {option.description ? (
                  <span
                    id={`${optionId}-description`}
                    css={css`
                      display: block;
                      font-size: ${theme.fontSizes.sm};
                      color: ${theme.colors.textMuted};
                    `}
                  >
                    {option.description}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
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
