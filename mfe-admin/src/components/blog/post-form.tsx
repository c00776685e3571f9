import { css, useTheme } from '@emotion/react';
import { fieldLimits, fieldNotes, isOverLimit, TOO_LONG_TEXT, validateFile } from '@seawave/shared-data';
import { Button, Notice, Spinner, TextAreaField, TextField, useFocusFirstInvalid, useSubmitOnce } from '@seawave/shared-ui';
import { useRef, useState, type FormEvent } from 'react';
import { PhotoField } from './photo-field';

/** The exact message for an incomplete blog form. */
export const FIELDS_REQUIRED_TEXT = 'Please fill out all fields.';

/** The note under a required photo input left empty. */
const PHOTO_REQUIRED_NOTE = 'Please choose a photo.';

type TextKey = 'name' | 'topic' | 'description' | 'message';
type FieldKey = TextKey | 'mainPhoto' | 'profilePhoto';
/** The fields to fix, each with its note (shown under the field, which is marked invalid). */
type FieldErrors = Partial<Record<FieldKey, string>>;

export interface PostFormValues {
  name: string;
  topic: string;
  description: string;
  message: string;
  /** A newly chosen blog (main) photo, or null. */
  mainPhoto: File | null;
  /** A newly chosen profile photo, or null. */
  profilePhoto: File | null;
}

export interface PostFormProps {
  /** Prefilled texts (edit screen). */
  initial?: Partial<Pick<PostFormValues, 'name' | 'topic' | 'description' | 'message'>>;
  /** Current photo URLs (edit screen): previewed, kept unless replaced. */
  currentPhotos?: { mainPhoto: string | null; profilePhoto: string | null };
  /** Both photos required (create) or optional (edit). */
  photosRequired: boolean;
  submitLabel: string;
  /** Spinner label while saving, e.g. 'Posting'. */
  busyLabel: string;
  /** Saves the post; rejects on failure (the form shows the error and keeps every value). */
  onSubmit: (values: PostFormValues) => Promise<void>;
  /** Turns a save failure into the message shown. */
  describeError: (error: unknown) => string;
}

/**
 * The blog post form shared by the create and edit screens: Name, Topic,
 * Description, Message, Blog Photo, Profile Photo. A refused submit shows its
 * message in an accessible notice, marks each field to fix with its note and
 * moves the focus to the first; the texts keep whatever is typed and count it
 * against their limits (over a limit, the form refuses). While saving every
 * control is disabled and a spinner shows; a second click while saving is
 * ignored; a failure keeps every value, chosen files included (the file inputs
 * are never remounted).
 */
export function PostForm({ initial, currentPhotos, photosRequired, submitLabel, busyLabel, onSubmit, describeError }: PostFormProps) {
  const theme = useTheme();
  const [texts, setTexts] = useState<Record<TextKey, string>>({
    name: initial?.name ?? '',
    topic: initial?.topic ?? '',
    description: initial?.description ?? '',
    message: initial?.message ?? '',
  });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const noticeRef = useRef<HTMLDivElement>(null);
  const [mainPhoto, setMainPhoto] = useState<File | null>(null);
  const [profilePhoto, setProfilePhoto] = useState<File | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // Ignores a second click while a save is in flight, even before React re-renders the disabled button.
  const { submit, submitting } = useSubmitOnce(async (values: PostFormValues) => {
    setFormError(null);
    try {
      await onSubmit(values);
      // Success: the screen navigates away.
    } catch (error) {
      console.error('[mfe-admin] the blog post could not be saved', error);
      setFormError(describeError(error));
    }
  });

  const mainPhotoError = mainPhoto ? validateFile('image', mainPhoto) : null;
  const profilePhotoError = profilePhoto ? validateFile('image', profilePhoto) : null;

  /** The note under a field goes once it changes. */
  const clearError = (key: FieldKey) =>
    setFieldErrors((current) => {
      if (!(key in current)) return current;
      const next = { ...current };
      delete next[key];
      return next;
    });
  const setText = (key: TextKey) => (value: string) => {
    setTexts((current) => ({ ...current, [key]: value }));
    clearError(key);
  };
  const setPhoto = (key: 'mainPhoto' | 'profilePhoto', set: (file: File | null) => void) => (file: File | null) => {
    set(file);
    clearError(key);
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const refuse = (message: string, fields: FieldErrors) => {
      setFormError(message);
      setFieldErrors(fields);
      focusFirstInvalid(noticeRef);
    };
    const values: Record<TextKey, string> = {
      name: texts.name.trim(),
      topic: texts.topic.trim(),
      description: texts.description.trim(),
      // The message keeps its own spacing (paragraphs).
      message: texts.message,
    };
    const keys = ['name', 'topic', 'description', 'message'] as const;
    const missing: FieldErrors = {};
    for (const key of keys) if (values[key].trim() === '') missing[key] = fieldNotes.required;
    if (photosRequired && !mainPhoto) missing.mainPhoto = PHOTO_REQUIRED_NOTE;
    if (photosRequired && !profilePhoto) missing.profilePhoto = PHOTO_REQUIRED_NOTE;
    if (Object.keys(missing).length > 0) {
      refuse(FIELDS_REQUIRED_TEXT, missing);
      return;
    }
    const tooLong: FieldErrors = {};
    for (const key of keys) if (isOverLimit(key, values[key])) tooLong[key] = fieldNotes.tooLong(key);
    if (Object.keys(tooLong).length > 0) {
      refuse(TOO_LONG_TEXT, tooLong);
      return;
    }
    const photoProblem = mainPhotoError ?? profilePhotoError;
    if (photoProblem) {
      // The photo's own message is already under it.
      refuse(photoProblem, {});
      return;
    }
    setFieldErrors({});
    void submit({ ...values, mainPhoto, profilePhoto });
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit}
      aria-busy={submitting || undefined}
      css={css`
        max-width: 760px;
        padding: ${theme.space[5]};
        background: ${theme.colors.background};
        border: 1px solid ${theme.colors.border};
        border-radius: ${theme.radii.lg};
      `}
    >
      <TextField
        label="Name"
        value={texts.name}
        onValueChange={setText('name')}
        characterLimit={fieldLimits.name}
        error={fieldErrors.name}
        required
        disabled={submitting}
        autoComplete="name"
      />
      <TextField
        label="Topic"
        value={texts.topic}
        onValueChange={setText('topic')}
        characterLimit={fieldLimits.topic}
        error={fieldErrors.topic}
        required
        disabled={submitting}
      />
      <TextField
        label="Description"
        value={texts.description}
        onValueChange={setText('description')}
        characterLimit={fieldLimits.description}
        error={fieldErrors.description}
        required
        disabled={submitting}
      />
      <TextAreaField
        label="Message"
        value={texts.message}
        onValueChange={setText('message')}
        characterLimit={fieldLimits.message}
        error={fieldErrors.message}
        rows={10}
        required
        disabled={submitting}
        hint="Plain text. Leave a blank line between paragraphs."
      />
      <PhotoField
        label="Blog Photo"
        file={mainPhoto}
        onFileChange={setPhoto('mainPhoto', setMainPhoto)}
        currentUrl={currentPhotos?.mainPhoto}
        error={mainPhotoError ?? fieldErrors.mainPhoto}
        required={photosRequired}
        disabled={submitting}
      />
      <PhotoField
        label="Profile Photo"
        file={profilePhoto}
        onFileChange={setPhoto('profilePhoto', setProfilePhoto)}
        currentUrl={currentPhotos?.profilePhoto}
        error={profilePhotoError ?? fieldErrors.profilePhoto}
        required={photosRequired}
        disabled={submitting}
        round
      />
      {formError ? (
        <Notice variant="error" ref={noticeRef} tabIndex={-1}>
          {formError}
        </Notice>
      ) : null}
      <div css={css`display: flex; align-items: center; gap: ${theme.space[3]};`}>
        <Button type="submit" disabled={submitting}>
          {submitLabel}
        </Button>
        {submitting ? <Spinner label={busyLabel} /> : null}
      </div>
    </form>
  );
}
