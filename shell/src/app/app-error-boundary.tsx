import { css, useTheme } from '@emotion/react';
import { Button, paths } from '@seawave/shared-ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** How "Reload the page" reloads (the browser's reload by default; tests pass their own). */
  reload?: () => void;
}

interface State {
  error: Error | null;
}

/**
 * The last line of defence around the whole site: an error in the header,
 * the footer, the route guard or the router shows a message with a way out
 * instead of a blank page. Errors inside a page are caught closer, by that
 * route's own boundary, and never reach this one.
 */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('The site could not be shown', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <SiteErrorMessage reload={this.props.reload ?? (() => window.location.reload())} />;
  }
}

function SiteErrorMessage({ reload }: { reload: () => void }) {
  const theme = useTheme();
  return (
    <main
      id="main"
      css={css`
        max-width: 40rem;
        margin: ${theme.space[8]} auto;
        padding: ${theme.space[6]};
        text-align: center;
      `}
    >
      <section role="alert">
        <h1 css={css`font-size: ${theme.fontSizes['2xl']};`}>Something went wrong</h1>
        <p>This page could not be shown. Please reload it; if that does not help, start again from the home page.</p>
      </section>
      <p
        css={css`
          display: flex;
          gap: ${theme.space[4]};
          justify-content: center;
          flex-wrap: wrap;
        `}
      >
        <Button onClick={reload}>Reload the page</Button>
        <a href={paths.home}>Go to the home page</a>
      </p>
    </main>
  );
}
