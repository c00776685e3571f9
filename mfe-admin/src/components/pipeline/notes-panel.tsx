import { css, useTheme } from '@emotion/react';
import { fieldLimits } from '@seawave/shared-data/entities';
import { isItemGone } from '@seawave/shared-data/pipeline';
import { Button, Spinner } from '@seawave/shared-ui';
import { TextAreaField } from '@seawave/shared-ui/form';
import { QueryView } from '@seawave/shared-ui/page';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { Inbox } from '../../data/inbox';
import { useAddNote, useStaffNotes, viewState } from '../../data/use-inbox';
import type { ReportOutcome } from '../admin-layout/page-notice';
import { formatStamp } from './format-stamp';
import { panelHeadingStyles } from './panel-styles';

/** The rules refuse longer notes. */
const NOTE_MAX_LENGTH = fieldLimits.note;
export const NOTE_EMPTY_TEXT = 'Please write the note first.';
export const NOTE_TOO_LONG_TEXT = `A note can have at most ${NOTE_MAX_LENGTH.toLocaleString('en-US')} characters.`;
export const NOTE_FAILED_TEXT = 'The note could not be added. Please try again.';
export const NOTES_FAILED_TEXT = 'Error fetching the notes. Please try again later.';
export const NO_NOTES_TEXT = 'No notes yet.';
export const NOTE_ADDED_TEXT = 'Note added.';

export interface NotesPanelProps<Item, Filters, Status> {
  inbox: Inbox<Item, Filters, Status>;
  id: string;
  onOutcome: ReportOutcome;
  /** The item was deleted meanwhile. */
  disabled?: boolean;
}

export function NotesPanel<Item, Filters, Status>({ inbox, id, onOutcome, disabled = false }: NotesPanelProps<Item, Filters, Status>) {
  const theme = useTheme();
  const [text, setText] = useState('');
  const headingId = useId();
  const busy = useRef(false);
  const addNote = useAddNote(inbox, id);
  const notes = useStaffNotes(inbox, id);

  const refuse = (message: string) => onOutcome({ variant: 'error', text: message });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current || disabled) return;
    onOutcome(null);
    const note = text.trim();
    if (!note) return refuse(NOTE_EMPTY_TEXT);
    if (text.length > NOTE_MAX_LENGTH) return refuse(NOTE_TOO_LONG_TEXT);
    busy.current = true;
    try {
      await addNote.mutateAsync(note);
      setText('');
      onOutcome({ variant: 'success', text: NOTE_ADDED_TEXT });
    } catch (error) {
      if (isItemGone(error)) {
        // No retry can work: the text stays (to copy elsewhere) and the page says why.
        onOutcome({ variant: 'error', text: error.message, itemGone: true });
      } else {
        console.error('[mfe-admin] could not add the note', error);
        refuse(NOTE_FAILED_TEXT);
      }
    } finally {
      busy.current = false;
    }
  }

  return (
    <section aria-labelledby={headingId} css={css`display: grid; gap: ${theme.space[3]};`}>
      <h2 id={headingId} css={panelHeadingStyles(theme)}>
        Notes
      </h2>
      <form noValidate onSubmit={(event) => void submit(event)} css={css`display: grid; gap: ${theme.space[2]}; max-width: 40rem;`}>
        <TextAreaField
          label="New note"
          name="note"
          rows={3}
          value={text}
          onValueChange={setText}
          characterLimit={NOTE_MAX_LENGTH}
          readOnly={disabled}
          disabled={addNote.isPending}
          css={css`margin: 0;`}
        />
        <div>
          <Button type="submit" disabled={addNote.isPending || disabled}>
            {addNote.isPending ? <Spinner label="Adding the note" size={16} inverse /> : null}
            Add note
          </Button>
        </div>
      </form>
      <QueryView
        state={viewState(notes)}
        loading={<Spinner label="Loading the notes" />}
        errorText={NOTES_FAILED_TEXT}
        onRetry={() => void notes.refetch()}
        empty={<p css={css`margin: 0;`}>{NO_NOTES_TEXT}</p>}
      >
        {(list) => (
          <ul aria-label="Staff notes" css={css`display: grid; gap: ${theme.space[3]}; margin: 0; padding: 0; list-style: none;`}>
            {list.map((note) => (
              <li
                key={note.id}
                css={css`
                  padding: ${theme.space[3]};
                  border: 1px solid ${theme.colors.border};
                  border-radius: ${theme.radii.md};
                `}
              >
                <p css={css`margin: 0; white-space: pre-line; overflow-wrap: anywhere;`}>{note.text}</p>
                <p css={css`margin: ${theme.space[1]} 0 0; font-size: ${theme.fontSizes.sm}; color: ${theme.colors.textMuted};`}>
                  {note.author} — {formatStamp(note.createdAt)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
