/**
 * Helpers for the end-to-end tests. Import from here:
 *
 *   import { test, expect, expectNoSeriousA11yViolations, overrideRemotes } from '../support';
 */
export { test, expect, navigateInApp, type SeawaveFixtures, type SeawaveWorkerFixtures } from './fixtures';
export { deepMerge, emulatorHosts, projectOf, renderInBrowser, TestProject, type JsonObject, type StoredDocument } from './backend';
export { expectNoSeriousA11yViolations, type A11yOptions } from './a11y';
export { hydrated, slowCpu } from './hydration';
export { collectRequests, hangRequests, toFirestore, toPublicForms, toStorage, type HeldRequests, type RequestLog, type RequestRecord } from './requests';
export { callPublicForm, type FormAnswer } from './public-forms';
export { freePort, manifestUrl, startExtraServer, type ExtraServer } from './servers';
export { overrideAppConfig, overrideRemotes, overrideShellJson, type RemoteName } from './overrides';
export {
  installReactRendererProbe,
  readFederationInstances,
  readReactRenderers,
  readShareScope,
  type ReactRenderer,
  type SharedEntry,
} from './federation';
export { baseURL, container, containers, originOf, repoRoot, type ContainerDir, type ContainerInfo } from './env';
export { publishPost, signIn, signInWithDialog, staff, type Staff } from './staff';
export { manifestRoute, routeHref, siteUrls, sampleIds, type RouteIds } from './site-routes';
export { applicationForm, CONSENT_LABEL, fillPackageLine, type PackageLineInput } from './forms';
export { countFirestoreReads, type FirestoreReads } from './firestore-reads';
export { csvObjects, parseCsv } from './csv';
export { cargoFiguresList, dashboardNewQuotes, descriptionPairs, expectCargoFigures } from './inbox';
export { storedApplicant, storedQuote, type ApplicantSeed, type QuoteSeed } from './stored-data';
