import { css, useTheme } from '@emotion/react';
import { useCallback, useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button, type ButtonVariant } from '../button/button';
import { Spinner } from '../spinner/spinner';
import { useModalFocus } from '../../hooks/use-modal-focus';
import { modalOverlayStyles, modalPanelStyles } from '../modal/modal-styles';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question; it names the dialog (e.g. 'Are you sure you want to delete this blog?'). */
  message: ReactNode;
  /** Optional extra text; it describes the dialog. */
  description?: ReactNode;
  /** Default 'Confirm'; deletions pass 'Delete'. */
  confirmLabel?: string;
  /** Default 'Cancel'. */
  cancelLabel?: string;
  /** Look of the confirm button: 'danger' (default) for destructive actions or 'primary'. */
  confirmVariant?: Extract<ButtonVariant, 'danger' | 'primary'>;
  onConfirm: () => void;
  /** Called by the cancel button and by Escape. */
  onCancel: () => void;
  /** While true both buttons are disabled, Escape does nothing and the confirm button shows a spinner. */
  busy?: boolean;
  /** Announced while busy. Default 'Working'. */
  busyLabel?: string;
}

/**
 * An accessible modal confirmation (role="alertdialog", aria-modal). On open,
 * focus moves to the cancel button; Tab stays inside; Escape cancels; on close
 * focus returns to where it was. Rendered into document.body over an overlay.
 * Clicking the overlay does nothing (a destructive question needs an answer).
 */
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

  // While busy the buttons are disabled: keep focus inside, on the panel.
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

/**
 * Imperative confirmation:
 *
 *   const [confirmDialog, confirm] = useConfirm({ confirmLabel: 'Delete' });
 *   if (await confirm('Are you sure you want to delete this blog?')) { ... }
 *   return <>{confirmDialog}...</>;
 *
 * `confirm` resolves true on confirm and false on cancel or Escape; asking
 * again while a question is open answers the first one with false, and so
 * does unmounting. Render `confirmDialog` once in the component.
 */
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
