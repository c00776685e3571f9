import { dataOperations, SimulatedFailureError, type DataApi } from './data-api';
import { withSimulatedFailures } from './simulate-failures';

/** Every operation of the interface, each resolving to 'ok' (a subscription returns its stop function). */
function fakeApi(): DataApi {
  const ok = jest.fn(async () => 'ok');
  const api: Record<string, Record<string, unknown>> = {};
  for (const operation of dataOperations) {
    const [group, method] = operation.split('.') as [string, string];
    api[group] = { ...api[group], [method]: operation === 'vacancies.subscribe' ? jest.fn(() => () => undefined) : ok };
  }
  return api as unknown as DataApi; // reason: a stub whose methods all resolve to 'ok'
}

describe('withSimulatedFailures', () => {
  it('wraps every operation of the interface', () => {
    const api = withSimulatedFailures(fakeApi(), () => false);
    const wrapped = Object.entries(api)
      .filter(([key]) => key !== 'backend')
      .flatMap(([group, methods]) => Object.keys(methods as object).map((m) => `${group}.${m}`));
    expect(wrapped.sort()).toEqual([...dataOperations].sort());
  });

  it('fails exactly the listed operations', async () => {
    const inner = fakeApi();
    const api = withSimulatedFailures(inner, (operation) => ['quotes.create', 'posts.list'].includes(operation));
    await expect(api.quotes.create({} as never)).rejects.toBeInstanceOf(SimulatedFailureError);
    await expect(api.posts.list()).rejects.toThrow('Simulated failure of posts.list (app-config.json simulateFailures).');
    expect(inner.quotes.create).not.toHaveBeenCalled();
    await expect(api.quotes.page()).resolves.toBe('ok');
  });

  it('reads the list at call time', async () => {
    let failing: string[] = [];
    const api = withSimulatedFailures(fakeApi(), (operation) => failing.includes(operation));
    await expect(api.quotes.page()).resolves.toBe('ok');
    failing = ['quotes.page'];
    await expect(api.quotes.page()).rejects.toThrow();
  });

  it('reports failing subscriptions through onError', async () => {
    const inner = fakeApi();
    const api = withSimulatedFailures(inner, (operation) => ['vacancies.subscribe'].includes(operation));
    const onError = jest.fn();
    const unsubscribe = api.vacancies.subscribe(() => undefined, onError);
    await Promise.resolve();
    expect(onError).toHaveBeenCalledWith(expect.any(SimulatedFailureError));
    expect(inner.vacancies.subscribe).not.toHaveBeenCalled();
    unsubscribe();
  });
});
