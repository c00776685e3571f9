import type { Inbox } from '../../data/inbox';
import type { ReportOutcome } from '../admin-layout/page-notice';
import { NotesPanel } from './notes-panel';
import { StatusPanel } from './status-panel';

export interface StaffWorkProps<Item, Filters, Status extends string> {
  inbox: Inbox<Item, Filters, Status>;
  /** `historyId` null: never changed. */
  item: { id: string; status: Status; historyId?: string | null };
  statuses: readonly Status[];
  onOutcome: ReportOutcome;
  disabled: boolean;
}

export function StaffWork<Item, Filters, Status extends string>({ inbox, item, statuses, onOutcome, disabled }: StaffWorkProps<Item, Filters, Status>) {
  return (
    <>
      <StatusPanel inbox={inbox} id={item.id} current={item.status} seen={item.historyId ?? null} statuses={statuses} onOutcome={onOutcome} disabled={disabled} />
      <NotesPanel inbox={inbox} id={item.id} onOutcome={onOutcome} disabled={disabled} />
    </>
  );
}
