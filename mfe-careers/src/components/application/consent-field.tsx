import { css, useTheme } from '@emotion/react';
import { useSiteHref } from '@seawave/shared-ui';
import { textLinkStyles } from '@seawave/shared-ui/page';
import { checkInputStyles } from '@seawave/shared-ui/form';
import { useId } from 'react';
import { CONSENT_LINK_TEXT, CONSENT_TEXT_AFTER_LINK, CONSENT_TEXT_BEFORE_LINK } from './application-validation';

export interface ConsentFieldProps {
  name: string;
  value: boolean;
  onValueChange: (value: boolean) => void;
  error: string | undefined;
  disabled: boolean;
}

/** The privacy notice opens in a new tab, so reading it never loses what the visitor typed. */
export function ConsentField({ name, value, onValueChange, error, disabled }: ConsentFieldProps) {
  const theme = useTheme();
  const id = `consent${useId().replace(/:/g, '-')}`;
  const errorId = `${id}-error`;
  const newTabId = `${id}-new-tab`;
  // The public remote's privacy page, found by its route name in the site's catalog.
  const privacy = useSiteHref('privacy');
  return (
    <div
      css={css`
        margin: 0 0 ${theme.space[4]};
      `}
    >
      <div
        css={css`
          display: flex;
          align-items: flex-start;
          gap: ${theme.space[3]};
          padding: ${theme.space[2]} ${theme.space[3]};
          border: 1px solid ${error ? theme.colors.danger : theme.colors.border};
          border-radius: ${theme.radii.md};
          ${checkInputStyles(theme)}
        `}
      >
        <input
          id={id}
          type="checkbox"
          name={name}
          required
          checked={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onValueChange(event.target.checked)}
        />
        <label
          htmlFor={id}
          css={css`
            color: ${theme.colors.ink};
            &::after {
              content: '*';
              content: '*' / '';
              margin-left: ${theme.space[1]};
              color: ${theme.colors.danger};
            }
          `}
        >
          {CONSENT_TEXT_BEFORE_LINK}
          {privacy ? (
            <a href={privacy} target="_blank" rel="noopener noreferrer" aria-describedby={newTabId} css={textLinkStyles(theme)}>
              {CONSENT_LINK_TEXT}
            </a>
          ) : (
            CONSENT_LINK_TEXT
          )}
          {CONSENT_TEXT_AFTER_LINK}
        </label>
        <span id={newTabId} hidden>
          Opens in a new tab.
        </span>
      </div>
      {error ? (
        <p
          id={errorId}
          css={css`
            margin: ${theme.space[1]} 0 0;
            font-size: ${theme.fontSizes.sm};
            font-weight: 600;
            color: ${theme.colors.danger};
          `}
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}
