import { Button } from '@seawave/shared-ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from '../app/error-panel';

interface Props {
  /** Display name of the part of the site that failed. */
  area: string;
  /** The boundary forgets its error when this changes (the page's path). */
  resetKey: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/**
 * Catches a remote that cannot be fetched or that throws while rendering.
 * Only the route's own content is replaced; header, footer and every other
 * route keep working, and moving to another path starts afresh.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`The ${this.props.area} could not be shown`, error, info.componentStack);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (this.state.error) return <RemoteErrorMessage area={this.props.area} onRetry={this.retry} />;
    return this.props.children;
  }
}

/** The panel shown when a part of the site cannot be loaded: what happened, and Try again. */
export function RemoteErrorMessage({ area, onRetry }: { area: string; onRetry: () => void }) {
  return (
    <ErrorPanel title="This part of the site is not available right now" actions={<Button onClick={onRetry}>Try again</Button>}>
      We could not load the {area}. Please check your connection and try again; the rest of the site still works.
    </ErrorPanel>
  );
}
