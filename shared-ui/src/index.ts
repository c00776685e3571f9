// Public surface of @seawave/shared-ui. This package is shared as one
// federation singleton, so it is loaded whole; keep it lean and free of
// heavy dependencies.
export { mq, reducedMotion } from './theme/theme';
export { SeawaveThemeProvider } from './theme/theme-provider';
export { paths, allPatterns, serviceSlugs, usesShortFooter, type RouteName, type ServiceSlug } from './paths';
export type { RouteManifest, ManifestRoute, PageModule, PublishedRouteManifest } from './routes/route-manifest';
export { Button, ButtonLink, ExternalButtonLink, NewTabNote } from './components/button/button';
export { Spinner, PairLoader, FullScreenSpinner, visuallyHidden } from './components/spinner/spinner';
export { company, chatUrl } from './content/company';
export { mailtoHref, telHref } from './content/contact-links';
export { SectionHeading } from './components/section-heading/section-heading';

// Form fields (labelled, accessible, controlled; FileField reports the File).
export { TextField } from './components/text-field/text-field';
export { TextAreaField } from './components/text-area-field/text-area-field';
export { SelectField } from './components/select-field/select-field';
export { CheckboxGroupField } from './components/checkbox-group-field/checkbox-group-field';
export { RadioGroupField } from './components/radio-group-field/radio-group-field';
export { FileField } from './components/file-field/file-field';

// Messages and confirmation.
export { Notice, ErrorText } from './components/notice/notice';
export { useConfirm } from './components/confirm-dialog/confirm-dialog';

// Loading placeholders and layout.
export { SkeletonCardList } from './components/skeleton-card/skeleton-card';
export { PageContainer, Section, Card, Overlay } from './components/layout/layout';
export { CardGrid } from './components/card-grid/card-grid';

// Not exported here on purpose (separate subpaths, so they stay out of this singleton):
//   formatDate      -> '@seawave/shared-ui/format-date' (pulls in date-fns)
//   useForm, HoneypotField -> '@seawave/shared-ui/form' (form pages only)
//   renderWithTheme -> '@seawave/shared-ui/testing'     (tests only; pulls in @testing-library)

// Dialogs, page metadata and messages carried to the next page.
export { useModalFocus } from './hooks/use-modal-focus';
export { modalOverlayStyles, modalPanelStyles } from './components/modal/modal-styles';
export { DocumentMeta, useDocumentMeta, DocumentMetaSinkContext, type DocumentMetaSink, type DocumentMetaValues } from './components/document-meta/document-meta';
export { FlashMessage, flashState } from './components/flash/flash';
