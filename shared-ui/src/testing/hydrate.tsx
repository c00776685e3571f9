import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

const unmounts: (() => void)[] = [];
afterEach(() => {
  for (const unmount of unmounts.splice(0)) unmount();
});

/**
 * Puts server HTML into a container of the document, lets `beforeHydration`
 * change it (what a visitor does before the scripts run), then hydrates it
 * with `element`; unmounted and removed after the test. Returns the
 * container and the recoverable errors React reported (a hydration mismatch).
 */
export async function hydrateServerHtml(html: string, element: ReactNode, beforeHydration: (container: HTMLElement) => void = () => undefined) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  beforeHydration(container);
  const recoverableErrors: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError: (error) => recoverableErrors.push(error) });
  });
  unmounts.push(() => {
    act(() => root?.unmount());
    container.remove();
  });
  return { container, recoverableErrors };
}
