/**
 * Component tests of the admin pages: `renderPage` of shared-data's testing
 * helpers (theme, router, in-memory data interface, signed-in staff), with
 * the admin query cache emptied after every test, so that no test reads
 * what another one cached.
 */
import { renderPage as renderWithData, type RenderPageOptions, type RenderPageResult } from '@seawave/shared-data/testing';
import type { ReactElement } from 'react';
import { adminQueryClient } from '../data/admin-queries';

afterEach(() => {
  adminQueryClient.clear();
});

export function renderPage(ui: ReactElement, options: RenderPageOptions = {}): RenderPageResult {
  return renderWithData(ui, options);
}
