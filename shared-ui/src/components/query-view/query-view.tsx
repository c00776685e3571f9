import type { ReactNode } from 'react';
import { LoadError } from '../notice/notice';

/** DataState's shape from shared-data, declared here so the design system needs nothing from the data layer. */
export type QueryViewState<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

export interface QueryViewProps<T> {
  state: QueryViewState<T>;
  /** A skeleton or spinner; they announce the loading themselves. */
  loading: ReactNode;
  errorText: ReactNode;
  onRetry: () => void;
  errorActions?: ReactNode;
  /** Shown when the data is null or, when given, when `isEmpty(data)`. */
  empty?: ReactNode;
  isEmpty?: (data: NonNullable<T>) => boolean;
  children: (data: NonNullable<T>) => ReactNode;
}

const emptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

export function QueryView<T>({ state, loading, errorText, onRetry, errorActions, empty, isEmpty = emptyArray, children }: QueryViewProps<T>) {
  if (state.status === 'loading') return <>{loading}</>;
  if (state.status === 'error') return <LoadError message={errorText} onRetry={onRetry} actions={errorActions} />;
  const { data } = state;
  if (data === null || data === undefined) return <>{empty ?? null}</>;
  if (empty !== undefined && isEmpty(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}
