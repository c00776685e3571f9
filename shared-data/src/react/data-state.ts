/**
 * The one set of state names for data read by a page, whether read once
 * (useDataQuery) or followed live (useDataSubscription): 'loading', then
 * 'error' or 'success'. A page shows them with shared-ui's QueryView and
 * offers `retry` after an error.
 */
export type DataState<T> = { status: 'loading' } | { status: 'error'; error: Error } | { status: 'success'; data: T };

/** Turns anything thrown or reported into an Error (for state and messages). */
export function toError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

/** The loading state (one object, so an unchanged state keeps its identity). */
export const loadingState: DataState<never> = { status: 'loading' };

/** True when two dependency lists hold the same values (Object.is), like React's own comparison. */
export function sameDeps(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, i) => Object.is(value, b[i]));
}
