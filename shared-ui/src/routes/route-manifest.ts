import type { ComponentType } from 'react';

/**
 * `<remote>/routes.json`: plain data from which the exposes, `paths`, the standalone app and the shell's routes derive.
 */
export interface RouteManifest {
  remote: string;
  /** How messages name this part of the site: "We could not load the careers pages". */
  area: string;
  /** Staff screens show no chat link. */
  staff?: boolean;
  pages: ManifestPage[];
}

export interface PublishedRouteManifest {
  remote: string;
  area: string;
  staff?: boolean;
  pages: Omit<ManifestPage, 'file'>[];
}

export interface ManifestPage {
  expose: string;
  file: string;
  routes: ManifestRoute[];
}

export interface ManifestRoute {
  /** Its name in `paths`: letters and digits, unique in the site. */
  name: string;
  path: string;
  title: string;
  description: string;
  adminOnly?: boolean;
  /**
   * The query parameters the page reads (`?vacancy=<id>`). The page service redirects a request carrying any
   * other to the address without it, so made-up queries cannot bypass the CDN's cache.
   */
  query?: string[];
  /**
   * For the one who holds its link (a quote's status page, whose address carries a key): answered
   * `Cache-Control: private, no-store`, `Referrer-Policy: no-referrer` and `noindex`, never in the sitemap.
   */
  private?: boolean;
  /**
   * `"on-use"` (the only value; the manifest check rejects others): the page is complete and works without scripts
   * (links, native menus, no form), so the browser loads the app only at the visitor's first use of the page (a touch,
   * click, key, scroll or mouse move). A tap on a button is replayed once the app owns it; a looping video starts then.
   * Default: the app loads once the page has painted.
   */
  scripts?: string;
}

/** The shell renders `<Page />` and rejects an object (what `memo`, `lazy` or `forwardRef` return) as "not a page". */
export type PageComponent = ComponentType & { readonly $$typeof?: never };

export interface PageModule {
  default: PageComponent;
}

/** Each remote's generated exposes file uses this type, so an unusable page export fails that remote's type-check. */
export type ExposedModules<Modules extends { [Expose in keyof Modules]: PageModule }> = Modules;
