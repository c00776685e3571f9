// `@seawave/shared-ui/form`: the form hook and the honeypot field. A separate
// entry, not part of the shared-ui singleton, so that only the pages with a
// form download them (the home page does not).
export { useForm, type UseFormOptions, type UseFormResult, type FormStatus, type FormCheckResult, type FieldProps, type ChoiceProps } from './hooks/use-form';
export { HoneypotField, type HoneypotFieldProps } from './components/honeypot/honeypot-field';
