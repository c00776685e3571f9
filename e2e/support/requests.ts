import type { Page, Request } from '@playwright/test';

export interface RequestRecord {
  url: string;
  /** host:port of the request, e.g. "localhost:3001". */
  host: string;
  port: number;
  pathname: string;
  method: string;
  resourceType: string;
  /** HTTP status, or undefined while pending / when the request failed. */
  status?: number;
  /** Network error text when the request failed (e.g. net::ERR_CONNECTION_REFUSED). */
  failure?: string;
}

export interface RequestLog {
  /** Every request seen so far, in order. */
  readonly all: RequestRecord[];
  /** Requests whose port is `port`. */
  toPort(port: number): RequestRecord[];
  /** Script requests (JS), optionally only those of one port. */
  scripts(port?: number): RequestRecord[];
  /** Ports that were contacted. */
  ports(): number[];
  /** Forgets what was recorded (e.g. after the first load). */
  clear(): void;
  /** Stops recording. */
  stop(): void;
}

const portOf = (url: URL): number => Number(url.port || (url.protocol === 'https:' ? 443 : 80));

/**
 * Records every request the page makes (start it before `page.goto`).
 *
 *   const requests = collectRequests(page);
 *   await page.goto('/');
 *   expect(requests.toPort(3002)).toEqual([]);
 */
export function collectRequests(page: Page): RequestLog {
  const all: RequestRecord[] = [];
  const byRequest = new Map<Request, RequestRecord>();
  const onRequest = (request: Request) => {
    let url: URL;
    try {
      url = new URL(request.url());
    } catch {
      return;
    }
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    const record: RequestRecord = {
      url: request.url(),
      host: url.host,
      port: portOf(url),
      pathname: url.pathname,
      method: request.method(),
      resourceType: request.resourceType(),
    };
    all.push(record);
    byRequest.set(request, record);
  };
  const onFinished = (request: Request) => {
    const record = byRequest.get(request);
    if (!record) return;
    void request.response().then((response) => {
      if (response) record.status = response.status();
    });
  };
  const onFailed = (request: Request) => {
    const record = byRequest.get(request);
    if (record) record.failure = request.failure()?.errorText ?? 'failed';
  };
  page.on('request', onRequest);
  page.on('requestfinished', onFinished);
  page.on('requestfailed', onFailed);
  return {
    all,
    toPort: (port) => all.filter((r) => r.port === port),
    scripts: (port) =>
      all.filter((r) => (r.resourceType === 'script' || /\.m?js$/.test(r.pathname)) && (port === undefined || r.port === port)),
    ports: () => [...new Set(all.map((r) => r.port))].sort((a, b) => a - b),
    clear: () => {
      all.length = 0;
      byRequest.clear();
    },
    stop: () => {
      page.off('request', onRequest);
      page.off('requestfinished', onFinished);
      page.off('requestfailed', onFailed);
    },
  };
}
