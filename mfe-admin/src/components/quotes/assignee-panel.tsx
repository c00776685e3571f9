import { css, useTheme } from '@emotion/react';
import { useAuth, type Quote } from '@seawave/shared-data';
import { isItemGone } from '@seawave/shared-data/pipeline';
import { Button, Spinner } from '@seawave/shared-ui';
import { TextField } from '@seawave/shared-ui/form';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useAssignQuote } from '../../data/use-inbox';
import type { ReportOutcome } from '../admin-layout/page-notice';
import { panelHeadingStyles } from '../pipeline/panel-styles';

export const NOBODY_ASSIGNED_TEXT = 'Nobody';
export const ASSIGNED_TEXT = 'Assignment saved.';
export const ASSIGN_FAILED_TEXT = 'The quote could not be assigned. Use the e-mail of a staff member who works on quotes.';

/** Who works the quote: a staff e-mail (the rules accept only allow-listed staff who reach quotes) or nobody. */
export function AssigneePanel({ quote, onOutcome, disabled }: { quote: Pick<Quote, 'id' | 'assignedTo'>; onOutcome: ReportOutcome; disabled: boolean }) {
  const theme = useTheme();
  const headingId = useId();
  const me = useAuth((state) => state.user?.email ?? '');
  const current = quote.assignedTo ?? '';
  const [text, setText] = useState(current);
  const busy = useRef(false);
  const assign = useAssignQuote(quote.id);

  async function save(assignedTo: string) {
    if (busy.current || disabled) return;
    busy.current = true;
    onOutcome(null);
    try {
      await assign.mutateAsync(assignedTo);
      setText(assignedTo.trim().toLowerCase());
      onOutcome({ variant: 'success', text: ASSIGNED_TEXT });
    } catch (error) {
      if (isItemGone(error)) onOutcome({ variant: 'error', text: error.message, itemGone: true });
      else {
        console.error('[mfe-admin] could not assign the quote', error);
        onOutcome({ variant: 'error', text: ASSIGN_FAILED_TEXT });
      }
    } finally {
      busy.current = false;
    }
  }

  return (
    <section aria-labelledby={headingId} css={css`display: grid; gap: ${theme.space[3]};`}>
      <h2 id={headingId} css={panelHeadingStyles(theme)}>
        Assigned to
      </h2>
      <p css={css`margin: 0;`} data-testid="assignee">
        {current || NOBODY_ASSIGNED_TEXT}
      </p>
      <form
        noValidate
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          void save(text);
        }}
        css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[2]}; align-items: end;`}
      >
        <TextField type="email" label="Staff e-mail" name="assignedTo" hint="Leave empty for nobody." value={text} onValueChange={setText} readOnly={disabled} css={css`margin: 0; min-width: 16rem;`} />
        <Button type="submit" disabled={assign.isPending || disabled}>
          {assign.isPending ? <Spinner label="Assigning the quote" size={16} inverse /> : null}
          Assign
        </Button>
        {me && me.toLowerCase() !== current ? (
          <Button type="button" variant="secondary" disabled={assign.isPending || disabled} onClick={() => void save(me)}>
            Assign to me
          </Button>
        ) : null}
      </form>
    </section>
  );
}
