/**
 * `@seawave/shared-data/testing`: helpers for jest tests only (they use the
 * `jest` globals). Never import this from app code: it is not part of the
 * federated package surface.
 */
export { createMemoryDataApi, useMemoryDataApi, type MemoryDataApi, type MemoryOptions } from './memory-data-api';
export { renderPage, seedEntities, signInAs, staffAreasOf, staffEmails, type PageData, type RenderPageOptions, type RenderPageResult, type Staff } from './render-page';
export { deferred, makeApplicant, makePost, makeQuote, makeRate, makeVacancy } from './sample-entities';
export { testAppConfig } from './app-config';
export { resetAppConfigForTests } from '../config';
