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

/** What every exposed page module looks like: a page component that takes no props. */
export interface PageModule {
  default: ComponentType;
}
