import { css, useTheme } from '@emotion/react';
import { type StatusChange } from '@seawave/shared-data';
import { isItemGone, statusConflictOf, statusLabels } from '@seawave/shared-data/pipeline';
import { Button, Spinner } from '@seawave/shared-ui';
import { SelectField } from '@seawave/shared-ui/form';
import { QueryView } from '@seawave/shared-ui/page';
import { useRef, useState, type FormEvent } from 'react';
import type { Inbox } from '../../data/inbox';
import { useSetStatus, useStatusHistory, viewState } from '../../data/use-inbox';
import type { ReportOutcome } from '../admin-layout/page-notice';
import { formatStamp } from './format-stamp';
import { panelHeadingStyles } from './panel-styles';

export const STATUS_FAILED_TEXT = 'The status could not be updated. Please try again.';
export const HISTORY_FAILED_TEXT = 'Error fetching the history. Please try again later.';
export const NO_HISTORY_TEXT = 'No status changes yet.';
export const STATUS_UPDATED_TEXT = 'Status updated.';

const shipperWords = { question: 'Question', newPrice: 'Asked for a new price' } as const;

/** A shipper's message is an entry of its own: what they asked, not a status change. */
export function historyLine(change: StatusChange<string>): string {
  if (change.shipper) {
    const words = shipperWords[change.shipper.kind];
    return `${change.shipper.message ? `${words}: ${change.shipper.message}` : words} — ${change.by} — ${formatStamp(change.at)}`;
  }
  return `${statusLabels[change.status as keyof typeof statusLabels] ?? change.status} — ${change.by} — ${formatStamp(change.at)}`;
}

export interface StatusPanelProps<Item, Filters, Status extends string> {
  inbox: Inbox<Item, Filters, Status>;
  id: string;
  current: Status;
  /** The item's `historyId` as read (null: never changed): a change is based on it. */
  seen: string | null;
  statuses: readonly Status[];
  onOutcome: ReportOutcome;
  /** The item was deleted meanwhile. */
  disabled?: boolean;
}

/** A status another staff member set after the page read the item is not overwritten. */
export function StatusPanel<Item, Filters, Status extends string>({
  inbox,
  id,
  current,
  seen,
  statuses,
  onOutcome,
  disabled = false,
}: StatusPanelProps<Item, Filters, Status>) {
  const theme = useTheme();
  const [chosen, setChosen] = useState<Status | null>(null);
  const busy = useRef(false);
  const setStatus = useSetStatus(inbox, id);
  const history = useStatusHistory(inbox, id);
  const value = chosen ?? current;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current || disabled) return;
    onOutcome(null);
    if (value === current) {
      onOutcome({ variant: 'info', text: `The status is already ${statusLabels[current as keyof typeof statusLabels] ?? current}.` });
      return;
    }
    busy.current = true;
    try {
      await setStatus.mutateAsync({ status: value, seen });
      setChosen(null);
      onOutcome({ variant: 'success', text: STATUS_UPDATED_TEXT });
    } catch (error) {
      const conflict = statusConflictOf(error);
      if (conflict) {
        // The select shows the status now stored once the item is read again.
        setChosen(null);
        onOutcome({ variant: 'error', text: conflict.message });
      } else if (isItemGone(error)) {
        onOutcome({ variant: 'error', text: error.message, itemGone: true });
      } else {
        console.error('[mfe-admin] could not update the status', error);
        onOutcome({ variant: 'error', text: STATUS_FAILED_TEXT });
      }
    } finally {
      busy.current = false;
    }
  }

  return (
    <section aria-label="Status and history" css={css`display: grid; gap: ${theme.space[3]};`}>
      <form
        onSubmit={(event) => void submit(event)}
        css={css`display: flex; flex-wrap: wrap; align-items: flex-end; gap: ${theme.space[3]};`}
      >
        <SelectField<Status>
          label="Status"
          name="status"
          options={statuses.map((status) => ({ value: status, label: statusLabels[status as keyof typeof statusLabels] ?? status }))}
          value={value}
          onValueChange={setChosen}
          disabled={disabled}
          css={css`margin: 0; min-width: 12rem;`}
        />
        <Button type="submit" disabled={setStatus.isPending || disabled}>
          {setStatus.isPending ? <Spinner label="Updating the status" size={16} inverse /> : null}
          Update status
        </Button>
      </form>
      <h2 css={panelHeadingStyles(theme)}>History</h2>
      <QueryView
        state={viewState(history)}
        loading={<Spinner label="Loading the history" />}
        errorText={HISTORY_FAILED_TEXT}
        onRetry={() => void history.refetch()}
        empty={<p css={css`margin: 0;`}>{NO_HISTORY_TEXT}</p>}
      >
        {(changes) => (
          <ol aria-label="Status history" css={css`margin: 0; padding-left: ${theme.space[5]};`}>
            {changes.map((change) => (
              <li key={change.id}>{historyLine(change)}</li>
            ))}
          </ol>
        )}
      </QueryView>
    </section>
  );
}
