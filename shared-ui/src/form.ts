// Not part of the shared-ui singleton: only pages with a form download these.
export { useForm, type UseFormOptions, type UseFormResult, type FormStatus, type FormCheckResult, type FieldProps, type ChoiceProps } from './hooks/use-form';
export { HoneypotField, type HoneypotFieldProps } from './components/honeypot/honeypot-field';
export { UploadProgress, uploadPercent, type UploadProgressProps } from './components/field/upload-progress';
export { checkInputStyles } from './components/field/field';
export { TextField } from './components/text-field/text-field';
export { TextAreaField } from './components/text-area-field/text-area-field';
export { SelectField } from './components/select-field/select-field';
export { CheckboxGroupField } from './components/checkbox-group-field/checkbox-group-field';
export { RadioGroupField } from './components/radio-group-field/radio-group-field';
export { FileField } from './components/file-field/file-field';
