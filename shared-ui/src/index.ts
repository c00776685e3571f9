// Public surface of @seawave/shared-ui. This package is shared as one
// federation singleton, so it is loaded whole; keep it lean and free of
// heavy dependencies.
export { theme, mq, reducedMotion, type SeawaveTheme } from './theme/theme';
export { SeawaveThemeProvider } from './theme/theme-provider';
export { paths, allPatterns, serviceSlugs, usesShortFooter, type ServiceSlug } from './paths';
export type { RouteManifest, ManifestPage, ManifestRoute, PageModule } from './routes/route-manifest';
export {
  Button,
  ButtonLink,
  ExternalButtonLink, NewTabNote,
  buttonStyles,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './components/button/button';
export { Spinner, PairLoader, FullScreenSpinner, PAIR_LOADER_PAIRS, visuallyHidden } from './components/spinner/spinner';
export { company, chatUrl } from './content/company';
export { mailtoHref, telHref } from './content/contact-links';
export { SectionHeading } from './components/section-heading/section-heading';

// Form fields (labelled, accessible, controlled; FileField reports the File).
export { TextField, type TextFieldProps, type TextFieldType } from './components/text-field/text-field';
export { TextAreaField, type TextAreaFieldProps } from './components/text-area-field/text-area-field';
export { SelectField, type SelectFieldProps, type SelectOption } from './components/select-field/select-field';
export { SortSelect, type SortOrderValue } from './components/sort-select/sort-select';
export { CheckboxGroupField, type CheckboxGroupFieldProps } from './components/checkbox-group-field/checkbox-group-field';
export { RadioGroupField, type RadioGroupFieldProps } from './components/radio-group-field/radio-group-field';
export { FileField, type FileFieldProps } from './components/file-field/file-field';
export type { ChoiceOption, ChoiceGroupBaseProps } from './components/field/choice-group';
export {
  useFieldIds,
  joinIds,
  describedControlProps,
  FieldMessages,
  controlStyles,
  labelStyles,
  labelFor,
  hintStyles,
  errorStyles,
  focusRing,
  CharacterCount,
  characterCountState,
  type CharacterCountState,
  type FieldBaseProps,
  type FieldIds,
} from './components/field/field';

// Messages and confirmation.
export {
  Notice,
  ErrorText,
  LoadError,
  type NoticeProps,
  type NoticeVariant,
  type ErrorTextProps,
  type LoadErrorProps,
} from './components/notice/notice';
export {
  ConfirmDialog,
  useConfirm,
  type ConfirmDialogProps,
  type ConfirmOptions,
} from './components/confirm-dialog/confirm-dialog';

// Loading placeholders and layout.
export {
  SkeletonCard,
  SkeletonCardList,
  type SkeletonCardProps,
  type SkeletonCardListProps,
} from './components/skeleton-card/skeleton-card';
export { QueryView, type QueryViewProps, type QueryViewState } from './components/query-view/query-view';
export {
  PageContainer,
  Section,
  Card,
  Overlay,
  type PageContainerProps,
  type SectionProps,
  type SectionTone,
  type CardProps,
  type OverlayProps,
} from './components/layout/layout';
export { CardGrid, type CardGridProps } from './components/card-grid/card-grid';

// Hooks.

// Not exported here on purpose (separate subpaths, so they stay out of this singleton):
//   formatDate      -> '@seawave/shared-ui/format-date' (pulls in date-fns)
//   useForm, HoneypotField -> '@seawave/shared-ui/form' (form pages only)
//   renderWithTheme -> '@seawave/shared-ui/testing'     (tests only; pulls in @testing-library)
export { useModalFocus, type ModalFocusOptions } from './hooks/use-modal-focus';
export { modalOverlayStyles, modalPanelStyles } from './components/modal/modal-styles';
export { DocumentMeta, useDocumentMeta, type DocumentMetaValues } from './components/document-meta/document-meta';
export { FlashMessage, flashState, type FlashState } from './components/flash/flash';
