/**
 * Operations whose code loads on their first call: `loadOnce` imports a
 * module once (again after a failed import, so a retry can succeed), and
 * `lazyOperations` offers some of its operations at once, each loading it on its
 * first call and then calling the loaded operation of the same name.
 */

/** `load`'s result, loaded on the first call and kept; a failed load is tried again on the next call. */
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

/** The operations `names` of what `load` gives, callable before it has loaded. */
export function lazyOperations<T extends { [P in K]: AsyncOperation }, const K extends keyof T & string>(load: () => Promise<T>, names: readonly K[]): Pick<T, K> {
  const operations: Partial<Record<K, AsyncOperation>> = {};
  for (const name of names) operations[name] = async (...args: unknown[]) => (await load())[name](...args);
  // Each entry calls the loaded operation of the same name with the same arguments and gives back its result.
  return operations as Pick<T, K>;
}
