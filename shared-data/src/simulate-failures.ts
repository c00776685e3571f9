// The list of failing operations is read at call time, so a new configuration applies at once.
import { SimulatedFailureError, type DataApi, type DataOperation, type SubscribeOptions } from './data-api';
import type { Vacancy } from './entity-types';

type Group = 'posts' | 'vacancies' | 'applicants' | 'quotes' | 'rates' | 'files';

export function withSimulatedFailures(api: DataApi, fails: (operation: DataOperation) => boolean): DataApi {

  function wrapGroup<G extends Group>(group: G): DataApi[G] {
    const target = api[group];
    const wrapped: Record<string, unknown> = {};
    for (const [method, fn] of Object.entries(target)) {
      if (typeof fn !== 'function') continue;
      const op = `${group}.${method}` as DataOperation;
      if (op === 'vacancies.subscribe') {
        wrapped[method] = (onChange: (list: Vacancy[]) => void, onError: (error: Error) => void, options?: SubscribeOptions) => {
          if (fails(op)) {
            let active = true;
            queueMicrotask(() => {
              if (active) onError(new SimulatedFailureError(op));
            });
            return () => {
              active = false;
            };
          }
          return api.vacancies.subscribe(onChange, onError, options);
        };
      } else {
        wrapped[method] = (...args: unknown[]) =>
          fails(op) ? Promise.reject(new SimulatedFailureError(op)) : (fn as (...a: unknown[]) => unknown).apply(target, args);
      }
    }
    // The wrapper has exactly the methods of the wrapped group.
    return wrapped as unknown as DataApi[G];
  }

  return {
    posts: wrapGroup('posts'),
    vacancies: wrapGroup('vacancies'),
    applicants: wrapGroup('applicants'),
    quotes: wrapGroup('quotes'),
    rates: wrapGroup('rates'),
    files: wrapGroup('files'),
  };
}
