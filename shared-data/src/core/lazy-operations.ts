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

/**
 * The one place where the data interface loads operations on use: `table` names, per module, the operations of each
 * group it holds; each module loads once, on the first call of one of its operations.
 */
export function groupsOnUse<R extends Record<string, Record<string, object>>>(
  table: { [M in keyof R]: { [G in keyof R[M]]: readonly (keyof R[M][G] & string)[] } },
  loaders: { [M in keyof R]: () => Promise<R[M]> },
): R {
  const modules: Record<string, Record<string, unknown>> = {};
  for (const module of Object.keys(table)) {
    const load = loadOnce(loaders[module]!);
    const groups: Record<string, readonly string[]> = table[module]!;
    modules[module] = Object.fromEntries(
      Object.entries(groups).map(([group, names]) => [group, lazyOperations(async () => (await load())[group] as Record<string, AsyncOperation>, names)]),
    );
  }
  // Each group holds exactly the operations its table names, each calling the loaded one.
  return modules as R;
}

/**
 * The operations of `T`, loaded on use from several modules: `table` names those each module holds. `call` runs each
 * one once its module has loaded: the Firestore store passes the database there and races the request against its
 * deadline.
 */
export function operationsOnUse<T extends object>(
  table: Record<string, readonly (keyof T & string)[]>,
  loaders: Record<string, () => Promise<object>>,
  call: (name: keyof T & string, operation: AsyncOperation, args: unknown[]) => Promise<unknown> = (_name, operation, args) => operation(...args),
): T {
  const operations: Record<string, AsyncOperation> = {};
  for (const [module, names] of Object.entries(table)) {
    const load = loadOnce(loaders[module]!);
    for (const name of names) {
      operations[name] = async (...args: unknown[]) => call(name, ((await load()) as Record<string, AsyncOperation>)[name]!, args);
    }
  }
  // Every operation the table names, each calling the one its module holds.
  return operations as T;
}
