/**
 * `@seawave/shared-data/testing`: helpers for jest tests only (they use the
 * `jest` global). Never import this from app code: it is not part of the
 * federated package surface.
 */
export { deferred, fakePostsApi, makePost, type FakePostsApi } from './fake-posts-api';
export { createMemoryDataApi, useMemoryDataApi, type MemoryDataApi, type MemoryOptions } from './memory-data-api';
export { testAppConfig } from './app-config';
