/** A failed load is tried again on the next call, so a retry can succeed. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    if (!loading) {
      const attempt = load();
      loading = attempt;
      attempt.catch(() => {
        if (loading === attempt) loading = null;
      });
    }
    return loading;
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any operation, whatever its parameters (they are passed through as they are)
type AsyncOperation = (...args: any[]) => Promise<unknown>;

export function lazyOperations<T extends { [P in K]: AsyncOperation }, const K extends keyof T & string>(load: () => Promise<T>, names: readonly K[]): Pick<T, K> {
  const operations: Partial<Record<K, AsyncOperation>> = {};
  for (const name of names) operations[name] = async (...args: unknown[]) => (await load())[name](...args);
  return operations as Pick<T, K>;
}
