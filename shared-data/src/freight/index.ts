/**
 * `@seawave/shared-data/freight`: the cargo arithmetic of a quote and the
 * figures' display texts. Pure (no Firebase, no schema library), bundled only
 * into the pages that show cargo figures (the quote form, the quote detail).
 */
export * from './cargo';
export * from './cargo-figures';
