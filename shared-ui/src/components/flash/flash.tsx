import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PageContainer } from '../layout/page-container';
import { Notice } from '../notice/notice';

/** Navigation state carrying a confirmation to show on the page a form sends its user to. */
export interface FlashState {
  flash: string;
}

/** `navigate(to, { state: flashState('Job posted.') })`: the next page confirms what just happened. */
export function flashState(message: string): FlashState {
  return { flash: message };
}

function flashOf(state: unknown): string | null {
  const flash = (state as Partial<FlashState> | null)?.flash;
  return typeof flash === 'string' && flash !== '' ? flash : null;
}

/**
 * The confirmation a page was opened with (see `flashState`), as a status
 * message above the page; dismissible, and gone on the next navigation. The
 * shell renders it for every route, so any remote can confirm on any page.
 */
export function FlashMessage() {
  const location = useLocation();
  const message = flashOf(location.state);
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (!message || dismissed === location.key) return null;
  return (
    <PageContainer>
      <Notice variant="success" onDismiss={() => setDismissed(location.key)}>
        <p>{message}</p>
      </Notice>
    </PageContainer>
  );
}
