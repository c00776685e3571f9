import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PageContainer } from '../layout/page-container';
import { Notice } from '../notice/notice';

export interface FlashState {
  flash: string;
}

export function flashState(message: string): FlashState {
  return { flash: message };
}

function flashOf(state: unknown): string | null {
  const flash = (state as Partial<FlashState> | null)?.flash;
  return typeof flash === 'string' && flash !== '' ? flash : null;
}

/** The shell renders it for every route, so any remote can confirm on any page. */
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
