import type { ReactNode } from 'react';
import { LoadError } from '../notice/notice';

/**
 * The state of data a page reads: 'loading', then 'error' or 'success'. The
 * same shape as shared-data's DataState (useDataQuery, useDataSubscription),
 * declared here so the design system needs nothing from the data layer.
 */
export type QueryViewState<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

export interface QueryViewProps<T> {
  state: QueryViewState<T>;
  /** Shown while loading: a skeleton list or a spinner (they announce the loading themselves). */
  loading: ReactNode;
  /** The red message shown when the read fails (role="alert"), above 'Try again'. */
  errorText: ReactNode;
  /** Reads again: the 'Try again' button. */
  onRetry: () => void;
  /** Other actions beside 'Try again' (e.g. a way back). */
  errorActions?: ReactNode;
  /** Shown when the data is null (a missing document) or, when given, when `isEmpty(data)`; nothing otherwise. */
  empty?: ReactNode;
  /** Whether loaded data counts as empty (default: an empty array). */
  isEmpty?: (data: NonNullable<T>) => boolean;
  /** The loaded, non-empty data. */
  children: (data: NonNullable<T>) => ReactNode;
}

const emptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * One way to show read data: the loading placeholder, the failure with
 * 'Try again', the empty message, or the content.
 *
 *   <QueryView state={state} loading={<SkeletonCardList label="Loading posts" />}
 *     errorText={POSTS_ERROR_TEXT} onRetry={retry} empty={<p>{NO_POSTS_TEXT}</p>}>
 *     {(posts) => <PostList posts={posts} />}
 *   </QueryView>
 */
export function QueryView<T>({ state, loading, errorText, onRetry, errorActions, empty, isEmpty = emptyArray, children }: QueryViewProps<T>) {
  if (state.status === 'loading') return <>{loading}</>;
  if (state.status === 'error') return <LoadError message={errorText} onRetry={onRetry} actions={errorActions} />;
  const { data } = state;
  if (data === null || data === undefined) return <>{empty ?? null}</>;
  if (empty !== undefined && isEmpty(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}
