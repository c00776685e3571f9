export type DataState<T> = { status: 'loading' } | { status: 'error'; error: Error } | { status: 'success'; data: T };

export function toError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}
