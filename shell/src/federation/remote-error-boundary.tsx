import { Button } from '@seawave/shared-ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from '../app/error-panel';

interface Props {
  area: string;
  resetKey: string;
  onRetry: () => void;
  /** Told of what the page threw (or of its failed load), once per error. */
  onError?: (error: Error) => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/** Replaces only the route's own content; header, footer and other routes keep working. */
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
    this.props.onError?.(error);
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

export function RemoteErrorMessage({ area, onRetry }: { area: string; onRetry: () => void }) {
  return (
    <ErrorPanel title="This part of the site is not available right now" actions={<Button onClick={onRetry}>Try again</Button>}>
      We could not load the {area}. Please check your connection and try again; the rest of the site still works.
    </ErrorPanel>
  );
}
