import { Button, SITE_ROOT } from '@seawave/shared-ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from './error-panel';

interface Props {
  children: ReactNode;
  reload?: () => void;
}

interface State {
  error: Error | null;
}

/** Catches errors outside a page (header, footer, guard, router); a page's own boundary catches the rest. */
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
  return (
    <main id="main">
      <ErrorPanel
        title="Something went wrong"
        actions={
          <>
            <Button onClick={reload}>Reload the page</Button>
            {/* The site's root, not the catalog's route: the catalog may be what failed. */}
            <a href={SITE_ROOT}>Go to the home page</a>
          </>
        }
      >
        This page could not be shown. Please reload it; if that does not help, start again from the home page.
      </ErrorPanel>
    </main>
  );
}
