import type { ComponentType } from 'react';

/**
 * The shape of a remote's route manifest (`<remote>/routes.json`): the pages
 * it exposes through federation and the routes each serves. The file is
 * plain data so that webpack's federation config, `paths`, the remote's
 * standalone app and (through the copy the remote's build publishes beside
 * its mf-manifest.json, fetched at run time) the shell's route table and
 * matcher can all be derived from it. Adding a page = the page file + one
 * entry in its remote's routes.json; the shell learns it when the remote is
 * deployed.
 */
export interface RouteManifest {
  /** The remote's federation name, e.g. "mfeCareers". */
  remote: string;
  /** How messages name this part of the site, e.g. "careers pages" ("We could not load the careers pages"). */
  area: string;
  /** Its pages are staff screens (no chat link there). */
  staff?: boolean;
  pages: ManifestPage[];
}

/** The copy a remote publishes for the shell (`dist/routes.json`): its manifest without the page files. */
export interface PublishedRouteManifest {
  remote: string;
  area: string;
  staff?: boolean;
  pages: Omit<ManifestPage, 'file'>[];
}

export interface ManifestPage {
  /** Federation module name, e.g. "./CareersPage". */
  expose: string;
  /** The page's file, relative to the remote's folder, e.g. "./src/pages/careers-page.tsx". */
  file: string;
  routes: ManifestRoute[];
}

export interface ManifestRoute {
  /** The route's name in `paths` (letters and digits, unique in the site), e.g. "jobDetails". */
  name: string;
  /** React Router path pattern, e.g. "/jobdetails/:jobId". */
  path: string;
  /** Document title. */
  title: string;
  /** Meta description. */
  description: string;
  /** Only signed-in, allow-listed staff may open it; others are sent to the sign-in page. */
  adminOnly?: boolean;
}

/**
 * A page component as the shell renders it: `<Page />`, so no required
 * props, and a function or class (the shell checks `typeof default ===
 * 'function'`), not an object such as `memo(...)`, `lazy(...)` or
 * `forwardRef(...)` returns, which the shell rejects as "not a page".
 */
export type PageComponent = ComponentType & { readonly $$typeof?: never };

/** What every exposed page module looks like, as the shell loads it: a page component as its default export. */
export interface PageModule {
  default: PageComponent;
}

/**
 * Exposed modules, by federation name, each checked against `PageModule`.
 * Each remote's `src/exposes.generated.ts` (generated from its routes.json)
 * names every module it exposes with this type, one module each, so a page
 * whose export the shell cannot use fails the remote's own type-check with
 * an error naming that module.
 */
export type ExposedModules<Modules extends { [Expose in keyof Modules]: PageModule }> = Modules;
