import { css, useTheme } from '@emotion/react';
import { useCallback, useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button, type ButtonVariant } from '../button/button';
import { Spinner } from '../spinner/spinner';
import { useModalFocus } from '../../hooks/use-modal-focus';
import { modalOverlayStyles, modalPanelStyles } from '../modal/modal-styles';

export interface ConfirmDialogProps {
  open: boolean;
  message: ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  confirmVariant?: Extract<ButtonVariant, 'danger' | 'primary'>;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  busyLabel?: string;
}

/** Clicking the overlay does nothing: a destructive question needs an answer. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<DialogContent {...props} />, document.body);
}

function DialogContent({
  message,
  description,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  confirmVariant = 'danger',
  onConfirm,
  onCancel,
  busy = false,
  busyLabel = 'Working',
}: ConfirmDialogProps) {
  const theme = useTheme();
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  useModalFocus({ panelRef, initialFocusRef: cancelRef, onEscape: onCancel, escapeEnabled: !busy });

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const active = document.activeElement;
    if (busy && (!panel.contains(active) || (active instanceof HTMLButtonElement && active.disabled))) {
      panel.focus();
    } else if (!busy && active === panel) {
      cancelRef.current?.focus();
    }
  }, [busy]);

  return (
    <div
      data-testid="confirm-dialog-overlay"
      css={modalOverlayStyles(theme)}
    >
      <div
        ref={panelRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        aria-busy={busy || undefined}
        tabIndex={-1}
        css={[
          modalPanelStyles(theme),
          css`
            padding: ${theme.space[5]};
          `,
        ]}
      >
        <h2
          id={titleId}
          css={css`
            margin: 0 0 ${theme.space[3]};
            font-size: ${theme.fontSizes.lg};
          `}
        >
          {message}
        </h2>
        {description ? (
          <div
            id={descriptionId}
            css={css`
              margin: 0 0 ${theme.space[4]};
              color: ${theme.colors.textMuted};
            `}
          >
            {description}
          </div>
        ) : null}
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            justify-content: flex-end;
            gap: ${theme.space[3]};
            margin-top: ${theme.space[5]};
          `}
        >
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={confirmVariant} onClick={onConfirm} disabled={busy}>
            {busy ? <Spinner label={busyLabel} size={16} inverse /> : null}
            {confirmLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}

export interface ConfirmOptions {
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  confirmVariant?: ConfirmDialogProps['confirmVariant'];
}

interface ConfirmRequest extends ConfirmOptions {
  message: ReactNode;
}

/** Asking again while a question is open, or unmounting, answers the pending one with false. */
export function useConfirm(defaults: ConfirmOptions = {}): [ReactElement, (message: ReactNode, options?: ConfirmOptions) => Promise<boolean>] {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const resolveRef = useRef<((answer: boolean) => void) | null>(null);

  const settle = useCallback((answer: boolean) => {
    const resolve = resolveRef.current;
    resolveRef.current = null;
    setRequest(null);
    resolve?.(answer);
  }, []);

  const confirm = useCallback((message: ReactNode, options: ConfirmOptions = {}) => {
    resolveRef.current?.(false);
    return new Promise<boolean>((resolve) => {
      resolveRef.current = resolve;
      setRequest({ ...options, message });
    });
  }, []);

  useEffect(
    () => () => {
      resolveRef.current?.(false);
      resolveRef.current = null;
    },
    [],
  );

  const settings = { ...defaults, ...request };
  const element = (
    <ConfirmDialog
      open={request !== null}
      message={request?.message}
      description={settings.description}
      confirmLabel={settings.confirmLabel}
      cancelLabel={settings.cancelLabel}
      confirmVariant={settings.confirmVariant}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  );
  return [element, confirm];
}
