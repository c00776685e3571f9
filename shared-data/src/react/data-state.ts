export type DataState<T> = { status: 'loading' } | { status: 'error'; error: Error } | { status: 'success'; data: T };

export function toError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

export const loadingState: DataState<never> = { status: 'loading' };

export function sameDeps(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, i) => Object.is(value, b[i]));
}
