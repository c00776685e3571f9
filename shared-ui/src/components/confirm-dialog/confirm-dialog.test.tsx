import { act, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { ConfirmDialog, useConfirm } from './confirm-dialog';

const question = 'Are you sure you want to delete this blog?';

function DeleteFlow({ onConfirm = () => undefined, busy = false }: { onConfirm?: () => void; busy?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button onClick={() => setOpen(true)}>Delete post</button>
      <a href="#after">Outside link</a>
      <ConfirmDialog
        open={open}
        message={question}
        description="This cannot be undone."
        confirmLabel="Delete"
        busy={busy}
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </main>
  );
}

describe('ConfirmDialog', () => {
  it('opens as a modal named by its question', async () => {
    const { user } = renderWithTheme(<DeleteFlow />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete post' }));
    const dialog = screen.getByRole('alertdialog', { name: question });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    expect(dialog.parentElement?.parentElement).toBe(document.body);
  });

  it('focuses Cancel, traps Tab and restores focus', async () => {
    const { user } = renderWithTheme(<DeleteFlow />);
    const opener = screen.getByRole('button', { name: 'Delete post' });
    await user.click(opener);
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
    await user.click(cancel);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('cancels on Escape and confirms by button', async () => {
    const onConfirm = jest.fn();
    const { user } = renderWithTheme(<DeleteFlow onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete post' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delete post' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Delete post' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('locks buttons, Escape and focus while busy', async () => {
    const onCancel = jest.fn();
    const { user } = renderWithTheme(
      <ConfirmDialog open busy message={question} confirmLabel="Delete" onConfirm={() => undefined} onCancel={onCancel} />,
    );
    const dialog = screen.getByRole('alertdialog', { name: question });
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Delete/ })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Working');
    expect(dialog).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.tab();
    expect(onCancel).not.toHaveBeenCalled();
    expect(dialog).toHaveFocus();
  });

  it("defaults to 'Confirm' and 'Cancel'", () => {
    renderWithTheme(<ConfirmDialog open message="Block this job?" onConfirm={() => undefined} onCancel={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });
});

describe('useConfirm', () => {
  function Applicant({ onAnswer }: { onAnswer: (answer: boolean) => void }) {
    const [dialog, confirm] = useConfirm({ confirmLabel: 'Delete' });
    return (
      <>
        <button onClick={async () => onAnswer(await confirm('Are you sure you want to delete this applicant ?'))}>Delete applicant</button>
        {dialog}
      </>
    );
  }

  it('resolves true on confirm, false on cancel', async () => {
    const onAnswer = jest.fn();
    const { user } = renderWithTheme(<Applicant onAnswer={onAnswer} />);
    await user.click(screen.getByRole('button', { name: 'Delete applicant' }));
    expect(screen.getByRole('alertdialog', { name: 'Are you sure you want to delete this applicant ?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onAnswer).toHaveBeenLastCalledWith(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete applicant' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onAnswer).toHaveBeenLastCalledWith(false);
    expect(onAnswer).toHaveBeenCalledTimes(2);
  });

  it('answers false when asked again or unmounted', async () => {
    let ask: ((message: string) => Promise<boolean>) | undefined;
    function Asker({ onReady }: { onReady: (confirm: (message: string) => Promise<boolean>) => void }) {
      const [dialog, confirm] = useConfirm();
      useEffect(() => onReady(confirm), [confirm, onReady]);
      return dialog;
    }
    const { unmount } = renderWithTheme(
      <Asker
        onReady={(confirm) => {
          ask = confirm;
        }}
      />,
    );
    let first: Promise<boolean> | undefined;
    let second: Promise<boolean> | undefined;
    act(() => {
      first = ask?.('First?');
    });
    act(() => {
      second = ask?.('Second?');
    });
    await expect(first).resolves.toBe(false);
    expect(screen.getByRole('alertdialog', { name: 'Second?' })).toBeInTheDocument();
    unmount();
    await expect(second).resolves.toBe(false);
  });
});
