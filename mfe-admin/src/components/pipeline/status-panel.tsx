import { css, useTheme } from '@emotion/react';
import { type StatusChange } from '@seawave/shared-data';
import { statusLabels } from '@seawave/shared-data/pipeline';
import { Button, ErrorText, Spinner } from '@seawave/shared-ui';
import { SelectField } from '@seawave/shared-ui/form';
import { QueryView } from '@seawave/shared-ui/page';
import { useRef, useState, type FormEvent } from 'react';
import type { Inbox } from '../../data/inbox';
import { useSetStatus, useStatusHistory, viewState } from '../../data/use-inbox';
import { formatStamp } from './format-stamp';
import { panelHeadingStyles } from './panel-styles';

export const STATUS_FAILED_TEXT = 'The status could not be updated. Please try again.';
export const HISTORY_FAILED_TEXT = 'Error fetching the history. Please try again later.';
export const NO_HISTORY_TEXT = 'No status changes yet.';

/** One line of the history: 'Contacted — <the staff member's e-mail> — 25 Nov 2026, 15:04'. */
export function historyLine(change: StatusChange<string>): string {
  return `${statusLabels[change.status as keyof typeof statusLabels] ?? change.status} — ${change.by} — ${formatStamp(change.at)}`;
}

export interface StatusPanelProps<Item, Filters, Status extends string> {
  inbox: Inbox<Item, Filters, Status>;
  id: string;
  /** The item's status now. */
  current: Status;
  /** Every status, in the order staff work them. */
  statuses: readonly Status[];
}

/**
 * The item's status: a 'Status' select and 'Update status' (stored with who
 * and when; one click stores once), then its 'History', newest first.
 */
export function StatusPanel<Item, Filters, Status extends string>({ inbox, id, current, statuses }: StatusPanelProps<Item, Filters, Status>) {
  const theme = useTheme();
  const [chosen, setChosen] = useState<Status | null>(null);
  const [result, setResult] = useState<'saved' | 'same' | 'failed' | null>(null);
  const busy = useRef(false);
  const setStatus = useSetStatus(inbox, id);
  const history = useStatusHistory(inbox, id);
  const value = chosen ?? current;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    setResult(null);
    if (value === current) {
      setResult('same');
      return;
    }
    busy.current = true;
    try {
      await setStatus.mutateAsync(value);
      setChosen(null);
      setResult('saved');
    } catch (error) {
      console.error('[mfe-admin] could not update the status', error);
      setResult('failed');
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
          onValueChange={(next) => {
            setChosen(next);
            setResult(null);
          }}
          css={css`margin: 0; min-width: 12rem;`}
        />
        <Button type="submit" disabled={setStatus.isPending}>
          {setStatus.isPending ? <Spinner label="Updating the status" size={16} inverse /> : null}
          Update status
        </Button>
      </form>
      {result === 'failed' ? <ErrorText>{STATUS_FAILED_TEXT}</ErrorText> : null}
      {result === 'saved' || result === 'same' ? (
        <p role="status" css={css`margin: 0;`}>
          {result === 'saved' ? 'Status updated.' : `The status is already ${statusLabels[current as keyof typeof statusLabels] ?? current}.`}
        </p>
      ) : null}
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
