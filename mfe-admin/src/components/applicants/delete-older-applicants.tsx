import { css, useTheme } from '@emotion/react';
import { Button, Spinner } from '@seawave/shared-ui';
import { TextField } from '@seawave/shared-ui/form';
import { useConfirm } from '@seawave/shared-ui/dialog';
import { formatDate } from '@seawave/shared-ui/format-date';
import { useRef, useState, type FormEvent } from 'react';
import { parseDayKey } from '../../data/applicant-day';
import { useRemoveApplicantsOlderThan } from '../../data/applicant-mutations';
import type { ReportOutcome } from '../admin-layout/page-notice';

export const OLDER_DATE_MISSING_TEXT = 'Please choose the date first.';
export const OLDER_DELETE_FAILED_TEXT = 'The applicants could not be deleted. Please try again.';

export function deleteOlderQuestion(day: Date): string {
  return `Are you sure you want to delete every applicant who applied before ${formatDate(day)}?`;
}

export function deletedText(count: number): string {
  return count === 0 ? 'No applicant applied before that date.' : `${count} ${count === 1 ? 'applicant was' : 'applicants were'} deleted.`;
}

/** The chosen day is local time and is itself kept; resumes, notes and history go too. */
export function DeleteOlderApplicants({ onOutcome }: { onOutcome: ReportOutcome }) {
  const theme = useTheme();
  const [day, setDay] = useState('');
  const [confirmDialog, confirm] = useConfirm({ confirmLabel: 'Delete', confirmVariant: 'danger' });
  const removal = useRemoveApplicantsOlderThan();
  const busy = useRef(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    onOutcome(null);
    const date = parseDayKey(day);
    if (!date) return onOutcome({ variant: 'error', text: OLDER_DATE_MISSING_TEXT });
    busy.current = true;
    try {
      if (!(await confirm(deleteOlderQuestion(date), { description: 'Their resumes, notes and history will be deleted too. This cannot be undone.' }))) return;
      const count = await removal.mutateAsync(date);
      onOutcome({ variant: 'success', text: deletedText(count) });
    } catch (error) {
      console.error('[mfe-admin] could not delete the older applicants', error);
      onOutcome({ variant: 'error', text: OLDER_DELETE_FAILED_TEXT });
    } finally {
      busy.current = false;
    }
  }

  return (
    <form
      noValidate
      aria-label="Delete older applicants"
      onSubmit={(event) => void submit(event)}
      css={css`
        display: grid;
        gap: ${theme.space[2]};
        margin: ${theme.space[6]} 0 0;
        padding: ${theme.space[4]};
        border: 1px solid ${theme.colors.border};
        border-radius: ${theme.radii.md};
      `}
    >
      {confirmDialog}
      <div css={css`display: flex; flex-wrap: wrap; align-items: flex-end; gap: ${theme.space[3]};`}>
        <TextField
          type="date"
          label="Delete applicants older than"
          name="older-than"
          value={day}
          onValueChange={setDay}
          css={css`margin: 0;`}
        />
        <Button type="submit" variant="danger" disabled={removal.isPending}>
          {removal.isPending ? <Spinner label="Deleting applicants" size={16} inverse /> : null}
          Delete older applicants
        </Button>
      </div>
    </form>
  );
}
