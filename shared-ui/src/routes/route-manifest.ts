import type { ComponentType } from 'react';

/**
 * The shape of a remote's route manifest (`<remote>/routes.json`): the pages
 * it exposes through federation and the routes each serves. The file is
 * plain data (no comments: the shell downloads it before anything else) so
 * that webpack's federation config, the shell's route table and matcher, and
 * the remote's standalone app can all be derived from it. Adding a page =
 * the page file + one entry in its remote's routes.json.
 */
export interface RouteManifest {
  /** The remote's federation name, e.g. "mfeCareers". */
  remote: string;
  pages: ManifestPage[];
}

export interface ManifestPage {
  /** Federation module name, e.g. "./CareersPage". */
  expose: string;
  /** The page's file, relative to the remote's folder, e.g. "./src/pages/careers-page.tsx". */
  file: string;
  routes: ManifestRoute[];
}

export interface ManifestRoute {
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
