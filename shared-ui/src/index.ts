// Public surface of @seawave/shared-ui. This package is shared as one
// federation singleton, so it is loaded whole; keep it lean and free of
// heavy dependencies.
export { mq, reducedMotion } from './theme/theme';
export { SeawaveThemeProvider } from './theme/theme-provider';
export { paths, allPatterns, serviceSlugs, usesShortFooter, type RouteName, type ServiceSlug } from './paths';
export type { RouteManifest, ManifestRoute, PageComponent, PageModule, ExposedModules, PublishedRouteManifest } from './routes/route-manifest';
export { Button, ButtonLink, ExternalButtonLink, NewTabNote } from './components/button/button';
export { Spinner, PairLoader, FullScreenSpinner, visuallyHidden } from './components/spinner/spinner';
export { company, chatUrl } from './content/company';
export { mailtoHref, telHref } from './content/contact-links';

// Messages.
export { Notice, ErrorText } from './components/notice/notice';

// Layout.
export { PageContainer } from './components/layout/page-container';

// Parts of a page hydrated when they scroll onto the screen.
export { lazyWhenVisible, watchOnScreen } from './components/deferred/lazy-when-visible';

// Not exported here on purpose (separate subpaths, so they stay out of this singleton):
//   formatDate      -> '@seawave/shared-ui/format-date' (pulls in date-fns)
//   the form fields, useForm, HoneypotField -> '@seawave/shared-ui/form' (form pages only)
//   SectionHeading, Section, Card, CardGrid, Overlay, SkeletonCardList and the inner pages' parts -> '@seawave/shared-ui/page'
//   useConfirm, useModalFocus, the modal styles -> '@seawave/shared-ui/dialog' (staff screens)
//   renderWithTheme -> '@seawave/shared-ui/testing'     (tests only; pulls in @testing-library)
//   hydrateServerHtml -> '@seawave/shared-ui/testing/hydrate' (tests only)

// Page metadata and messages carried to the next page.
export { DocumentMeta, useDocumentMeta, DocumentMetaSinkContext, type DocumentMetaSink, type DocumentMetaValues } from './components/document-meta/document-meta';
export { FlashMessage, flashState } from './components/flash/flash';
