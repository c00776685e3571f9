/**
 * Errors a remote throws in this browser, reported with the remote, its build and the route: its code failing to
 * load (the federation runtime's `errorLoadRemote` hook), its page failing to render (the route's error
 * boundary), a hydration mismatch on its page, and a promise its code leaves unhandled. Throttled per visitor: the
 * same error (its fingerprint) once a minute with the times it happened since, and at most a few reports per page
 * load; the rules throttle per fingerprint for all visitors (shared-data/src/releases/error-reports.ts).
 */
import { getInstance, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { addErrorReport } from '@seawave/shared-data';
import { errorNameOf, errorReportLimits, errorReportPatterns, fingerprintOf, minuteOf, type ErrorPhase, type ErrorReport } from '@seawave/shared-data/error-reports';
import { buildIdOf } from '@seawave/shared-data/releases';

export interface RemoteError {
  remote: string;
  /** The route's name; '' when the error cannot be tied to one. */
  route: string;
  phase: ErrorPhase;
  error: unknown;
}

export interface ErrorReporterOptions {
  buildOf: (remote: string) => Promise<string | null>;
  send: (report: ErrorReport) => Promise<void>;
  now?: () => number;
  random?: () => number;
  /** Reports wait this long, so an error repeated at once is one report with its count. */
  delayMs?: number;
}

export interface ErrorReporter {
  report: (error: RemoteError) => Promise<void>;
  flush: () => Promise<void>;
}

const whole = (pattern: string) => new RegExp(`^(?:${pattern})$`);
const remotePattern = whole(errorReportPatterns.remote);
const routePattern = whole(errorReportPatterns.route);

export function createErrorReporter({ buildOf, send, now = () => Date.now(), random = Math.random, delayMs = 2_000 }: ErrorReporterOptions): ErrorReporter {
  const pending = new Map<string, Omit<ErrorReport, 'minute' | 'slot'>>();
  const lastMinute = new Map<string, number>();
  // The same thrown object reaches several hooks (a failed load also reaches the route's boundary): counted once.
  const seen = new WeakSet<object>();
  let sent = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const schedule = (ms: number) => {
    timer ??= setTimeout(() => void flush(), ms);
  };

  async function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    const minute = minuteOf(now());
    for (const [key, report] of [...pending]) {
      if ((lastMinute.get(key) ?? -1) >= minute) continue;
      pending.delete(key);
      if (sent >= errorReportLimits.perPageLoad) continue;
      sent += 1;
      lastMinute.set(key, minute);
      // A slot other visitors took this minute, or no network: this report is dropped, the page goes on.
      await send({ ...report, minute, slot: Math.floor(random() * errorReportLimits.slots) }).catch(() => undefined);
    }
    if (pending.size > 0) schedule((minute + 1) * 60_000 - now() + 50);
  }

  return {
    async report({ remote, route, phase, error }) {
      if (typeof error === 'object' && error !== null) {
        if (seen.has(error)) return;
        seen.add(error);
      }
      if (sent >= errorReportLimits.perPageLoad || !remotePattern.test(remote)) return;
      const build = await buildOf(remote).catch(() => null);
      if (!build) return;
      const fingerprint = fingerprintOf(remote, phase, error);
      const key = `${build}-${fingerprint}`;
      const known = pending.get(key);
      if (known) known.count = Math.min(known.count + 1, errorReportLimits.maxCount);
      else pending.set(key, { remote, build, route: routePattern.test(route) ? route : '', phase, fingerprint, errorName: errorNameOf(error), count: 1 });
      schedule(delayMs);
    },
    flush,
  };
}

/** The manifest URL the federation runtime has for a remote (the build the page was rendered with, on a rendered page). */
function registeredEntry(remote: string): string | null {
  const found = getInstance()?.options.remotes.find((r) => r.name === remote);
  return found && 'entry' in found && typeof found.entry === 'string' ? found.entry : null;
}

const manifestBuilds = new Map<string, Promise<string | null>>();

/** A pinned manifest URL names its build; any other names it inside (the browser has it cached). */
async function registeredBuildOf(remote: string): Promise<string | null> {
  const entry = registeredEntry(remote);
  if (!entry) return null;
  const pinned = buildIdOf(entry);
  if (pinned) return pinned;
  let build = manifestBuilds.get(entry);
  if (!build) {
    build = fetch(entry)
      .then((response) => response.json() as Promise<{ metaData?: { buildId?: unknown } }>)
      .then((manifest) => (typeof manifest.metaData?.buildId === 'string' ? manifest.metaData.buildId : null));
    manifestBuilds.set(entry, build);
  }
  return build;
}

export const remoteErrors = createErrorReporter({ buildOf: registeredBuildOf, send: addErrorReport });

let current: { remote: string; route: string } | null = null;

/** The route shown now: a hydration mismatch or a rejection of its remote is tied to it. */
export function showingRoute(remote: string, route: string): void {
  current = { remote, route };
}

const routeOf = (remote: string) => (current?.remote === remote ? current.route : '');

/** The remote whose code is in the error's stack: its scripts come from its own address. */
export function remoteOfStack(error: unknown, remotes: readonly { name: string; entry: string }[]): string | null {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  if (!stack) return null;
  const found = remotes.find((r) => {
    try {
      const url = new URL(r.entry);
      // A pinned build's code is under its folder; a remote of its own origin is told apart by the origin.
      const base = buildIdOf(r.entry) ? new URL('.', url).href : `${url.origin}/`;
      return base !== `${window.location.origin}/` && stack.includes(base);
    } catch {
      return false;
    }
  });
  return found?.name ?? null;
}

const registeredRemotes = () =>
  (getInstance()?.options.remotes ?? []).flatMap((r) => ('entry' in r && typeof r.entry === 'string' ? [{ name: r.name, entry: r.entry }] : []));

const loadErrorsPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'seawave-remote-errors',
  errorLoadRemote(args) {
    // `id` is `<remote>/<module>`; shared modules and the like are not a remote's page.
    const remote = String(args.id).split('/')[0] ?? '';
    if (registeredEntry(remote)) void remoteErrors.report({ remote, route: routeOf(remote), phase: 'load', error: args.error });
    // Nothing to offer instead: the page's own load goes on failing (and retrying) as before.
    return undefined;
  },
});

let watching = false;

/** Once per page: the runtime's load failures and the unhandled rejections of the remotes' code. */
export function watchRemoteErrors(): void {
  if (watching) return;
  watching = true;
  // The shell's federation instance exists once remotes.json was registered, before the app starts.
  getInstance()?.registerPlugins([loadErrorsPlugin()]);
  window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    const remote = remoteOfStack(event.reason, registeredRemotes());
    if (remote) void remoteErrors.report({ remote, route: routeOf(remote), phase: 'rejection', error: event.reason });
  });
}

/** A hydration mismatch (or another error React recovered from) on the page of the route shown. */
export function reportRecoverableError(error: unknown): void {
  if (current) void remoteErrors.report({ remote: current.remote, route: current.route, phase: 'hydration', error });
}
