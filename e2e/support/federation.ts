import type { Page } from '@playwright/test';

export interface SharedEntry {
  /** Share scope owner (the host instance name, e.g. "shell:0.1.0"). */
  owner: string;
  scope: string;
  pkg: string;
  version: string;
  /** Container whose copy this is. */
  from: string;
  loaded: boolean;
  loading: boolean;
  /** Containers that consumed it. */
  useIn: string[];
}

/** Every entry of the Module Federation share scope (window.__FEDERATION__.__SHARE__). */
export function readShareScope(page: Page): Promise<SharedEntry[]> {
  return page.evaluate(() => {
    type Raw = { from?: string; loaded?: boolean; loading?: unknown; useIn?: string[] };
    const federation = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Raw>>>> } })
      .__FEDERATION__;
    const out: SharedEntry[] = [];
    for (const [owner, scopes] of Object.entries(federation?.__SHARE__ ?? {})) {
      for (const [scope, packages] of Object.entries(scopes)) {
        for (const [pkg, versions] of Object.entries(packages)) {
          for (const [version, entry] of Object.entries(versions)) {
            out.push({
              owner,
              scope,
              pkg,
              version,
              from: entry.from ?? '?',
              loaded: Boolean(entry.loaded),
              loading: Boolean(entry.loading),
              useIn: [...(entry.useIn ?? [])],
            });
          }
        }
      }
    }
    return out;
  });
}

export interface ReactRenderer {
  rendererPackageName: string;
  version: string;
}

/**
 * Installs a minimal React DevTools hook before any script runs. Every copy of
 * react-dom that starts registers itself with the hook, so two instances of
 * react-dom on the page show up as two renderers. Call before page.goto, then
 * read them with readReactRenderers.
 */
export async function installReactRendererProbe(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const renderers: { rendererPackageName: string; version: string }[] = [];
    const noop = () => undefined;
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject(internals: { rendererPackageName?: string; version?: string }) {
        renderers.push({ rendererPackageName: internals.rendererPackageName ?? '?', version: internals.version ?? '?' });
        return renderers.length;
      },
      checkDCE: noop,
      onScheduleFiberRoot: noop,
      onCommitFiberRoot: noop,
      onPostCommitFiberRoot: noop,
      onCommitFiberUnmount: noop,
      setStrictMode: noop,
    };
    (window as unknown as Record<string, unknown>).__seawaveReactRenderers = renderers;
  });
}

export function readReactRenderers(page: Page): Promise<ReactRenderer[]> {
  return page.evaluate(
    () => ((window as unknown as Record<string, unknown>).__seawaveReactRenderers as ReactRenderer[] | undefined) ?? [],
  );
}
