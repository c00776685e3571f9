import { css, useTheme } from '@emotion/react';
import { fieldLimits } from '@seawave/shared-data/entities';
import { checkForm, staffEmailSchema } from '@seawave/shared-data/schemas';
import { Button } from '@seawave/shared-ui';
import { TextField, useForm } from '@seawave/shared-ui/form';
import { modalOverlayStyles, modalPanelStyles, useModalFocus } from '@seawave/shared-ui/dialog';
import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';

export interface EmailDialogProps {
  open: boolean;
  onSubmit: (email: string) => void;
  onCancel: () => void;
}

const EMAIL_MISSING_TEXT = 'Please enter your e-mail address.';
const EMAIL_INVALID_TEXT = 'Please enter a valid e-mail address.';

const validateEmail = (values: { email: string }) =>
  checkForm(
    staffEmailSchema,
    values,
    { required: EMAIL_MISSING_TEXT, email: EMAIL_INVALID_TEXT },
    { email: { required: EMAIL_MISSING_TEXT, email: EMAIL_INVALID_TEXT, tooLong: EMAIL_INVALID_TEXT } },
  );

/** For the local back end only: Google's popup cannot load offline. */
export function EmailDialog(props: EmailDialogProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<EmailDialogContent {...props} />, document.body);
}

function EmailDialogContent({ onSubmit, onCancel }: Omit<EmailDialogProps, 'open'>) {
  const theme = useTheme();
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { formProps, field } = useForm({
    initialValues: { email: '' },
    validate: validateEmail,
    submit: ({ email }) => onSubmit(email),
    failureMessage: () => EMAIL_INVALID_TEXT,
    resetOnSent: false,
  });
  useModalFocus({ panelRef, initialFocusRef: inputRef, onEscape: onCancel });

  return (
    <div
      css={modalOverlayStyles(theme)}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        css={[
          modalPanelStyles(theme),
          css`
            padding: ${theme.space[6]};
          `,
        ]}
      >
        <h2
          id={titleId}
          css={css`
            margin: 0 0 ${theme.space[2]};
            font-size: ${theme.fontSizes.xl};
            color: ${theme.colors.ink};
          `}
        >
          Sign in with your staff e-mail
        </h2>
        <p
          id={descriptionId}
          css={css`
            margin: 0 0 ${theme.space[4]};
            color: ${theme.colors.textMuted};
          `}
        >
          Only the two staff mailboxes may sign in.
        </p>
        <form {...formProps}>
          <TextField
            ref={inputRef}
            label="E-mail"
            type="email"
            autoComplete="email"
            required
            maxLength={fieldLimits.email}
            {...field('email')}
            // The dialog closes on Continue; the field never waits disabled.
            disabled={false}
          />
          <div
            css={css`
              display: flex;
              justify-content: flex-end;
              gap: ${theme.space[3]};
            `}
          >
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit">Continue</Button>
          </div>
        </form>
      </div>
    </div>
  );
}
