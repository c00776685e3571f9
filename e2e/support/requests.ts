import type { Page, Request, Route } from '@playwright/test';
import { publicFormFunctions } from '../../shared-data/src/public-forms';
import { emulatorHosts } from './env';

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

/** The port of a `host:port`. */
const portOfHost = (host: string): string => host.slice(host.lastIndexOf(':') + 1);

/** Requests to the database: the Firestore emulator's REST calls (Lite, and `documents:commit`) and the full SDK's WebChannel `Listen`/`Write` channels. */
export const toFirestore = (url: URL): boolean => url.port === portOfHost(emulatorHosts.firestore);
/** Requests to the file store: Cloud Storage (locally its stand-in). */
export const toStorage = (url: URL): boolean => url.port === portOfHost(emulatorHosts.storage);
/** The public forms' calls to their Cloud Functions. */
export const toPublicForms = (url: URL): boolean =>
  url.port === portOfHost(emulatorHosts.functions) && Object.values(publicFormFunctions).some((name) => url.pathname.endsWith(`/${name}`));

export interface HeldRequests {
  /** The requests held so far (none of them answered). */
  readonly held: Route[];
  /** Stops holding new requests and lets the held ones go on to the back end, late. */
  release(): Promise<void>;
}

/**
 * Makes the requests `matches` selects HANG: each is held and never answered
 * (not refused: the page gets neither an answer nor an error), as when the
 * service does not answer. Install it after the page has loaded what the test
 * does not look at.
 *
 *   const database = await hangRequests(page, toFirestore);
 *   await send.click();  // the form must give up by itself
 */
export async function hangRequests(page: Page, matches: (url: URL) => boolean): Promise<HeldRequests> {
  const held: Route[] = [];
  const hold = (route: Route) => {
    held.push(route);
  };
  await page.route(matches, hold);
  return {
    held,
    async release() {
      await page.unroute(matches, hold);
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
    },
  };
}
