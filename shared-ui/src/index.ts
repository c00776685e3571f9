// One federation singleton, loaded whole: keep it lean and free of heavy dependencies.
export { mq, reducedMotion } from './theme/theme';
export { SeawaveThemeProvider } from './theme/theme-provider';
export {
  hrefOf,
  routePaths,
  siteHref,
  SITE_ROOT,
  SiteRoutesProvider,
  useSiteRoutes,
  useSiteHref,
  useHomeHref,
  type PageRoute,
  type DetailRoute,
  type RoutePaths,
  type SiteRouteTable,
} from './routes/route-paths';
export type { RouteManifest, ManifestRoute, PageComponent, PageModule, ExposedModules, PublishedRouteManifest } from './routes/route-manifest';
export { Button, ButtonLink, ExternalButtonLink, NewTabNote } from './components/button/button';
export { Spinner, PairLoader, FullScreenSpinner, visuallyHidden } from './components/spinner/spinner';
export { company, chatUrl } from './content/company';
export { mailtoHref, telHref } from './content/contact-links';

export { Notice, ErrorText } from './components/notice/notice';

export { PageContainer } from './components/layout/page-container';

export { lazyWhenVisible, watchOnScreen } from './components/deferred/lazy-when-visible';

// Kept out on purpose, on their own subpaths: format-date (date-fns), form, page, dialog, testing.

export { DocumentMeta, useDocumentMeta, DocumentMetaSinkContext, type DocumentMetaSink, type DocumentMetaValues } from './components/document-meta/document-meta';
export { FlashMessage, flashState } from './components/flash/flash';
