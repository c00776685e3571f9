/**
 * Helpers for the end-to-end tests. Import from here:
 *
 *   import { test, expect, expectNoSeriousA11yViolations, overrideRemotes } from '../support';
 */
export { test, expect, navigateInApp } from './fixtures';
export { deepMerge, projectOf, renderInBrowser, TestProject, type JsonObject } from './backend';
export { expectNoSeriousA11yViolations } from './a11y';
export { holdScripts, hydrated, hydrationStarted, problemsOf, slowCpu } from './hydration';
export { hangRequests, toFirestore, toPublicForms, toStorage } from './requests';
export { callPublicForm } from './public-forms';
export { freePort, startExtraServer, type ExtraServer } from './servers';
export { overrideAppConfig, overrideRemotes } from './overrides';
export { installReactRendererProbe, readReactRenderers, readShareScope } from './federation';
export { baseURL, container, containers, emulatorHosts, originOf, repoRoot } from './env';
export { publishPost, signIn, signInWithDialog, staff } from './staff';
export { manifestRoute, routeHref, siteUrls, sampleIds } from './site-routes';
export { applicationForm, fillPackageLine, type PackageLineInput } from './forms';
export { countFirestoreReads } from './firestore-reads';
export { csvObjects } from './csv';
export { dashboardNewQuotes, descriptionPairs, expectCargoFigures } from './inbox';
export { storedApplicant, storedQuote, type ApplicantSeed, type QuoteSeed } from './stored-data';
