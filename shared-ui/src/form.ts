// `@seawave/shared-ui/form`: the form hook, the honeypot field and the upload progress bar. A separate
// entry, not part of the shared-ui singleton, so that only the pages with a
// form download them (the home page does not).
export { useForm, type UseFormOptions, type UseFormResult, type FormStatus, type FormCheckResult, type FieldProps, type ChoiceProps } from './hooks/use-form';
export { HoneypotField, type HoneypotFieldProps } from './components/honeypot/honeypot-field';
export { UploadProgress, uploadPercent, type UploadProgressProps } from './components/field/upload-progress';
