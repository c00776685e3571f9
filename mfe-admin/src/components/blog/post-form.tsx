import { css, useTheme } from '@emotion/react';
import { fieldLimits, validateFile } from '@seawave/shared-data';
import { Button, Notice, Spinner, TextAreaField, TextField, useSubmitOnce } from '@seawave/shared-ui';
import { useState, type FormEvent } from 'react';
import { PhotoField } from './photo-field';

/** The exact text of spec §5 / §8 for an incomplete blog form. */
export const FIELDS_REQUIRED_TEXT = 'Please fill out all fields.';

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
 * Description, Message, Blog Photo, Profile Photo. Validation messages appear
 * in an accessible notice; while saving every control is disabled and a
 * spinner shows; a second click while saving is ignored; a failure keeps every
 * value, chosen files included (the file inputs are never remounted).
 */
export function PostForm({ initial, currentPhotos, photosRequired, submitLabel, busyLabel, onSubmit, describeError }: PostFormProps) {
  const theme = useTheme();
  const [name, setName] = useState(initial?.name ?? '');
  const [topic, setTopic] = useState(initial?.topic ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [message, setMessage] = useState(initial?.message ?? '');
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

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const missingText = [name, topic, description, message].some((value) => value.trim() === '');
    const missingPhoto = photosRequired && (!mainPhoto || !profilePhoto);
    if (missingText || missingPhoto) {
      setFormError(FIELDS_REQUIRED_TEXT);
      return;
    }
    const photoProblem = mainPhotoError ?? profilePhotoError;
    if (photoProblem) {
      setFormError(photoProblem);
      return;
    }
    void submit({
      name: name.trim(),
      topic: topic.trim(),
      description: description.trim(),
      message,
      mainPhoto,
      profilePhoto,
    });
  }

  return (
    <form
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
        value={name}
        onValueChange={setName}
        maxLength={fieldLimits.name}
        required
        disabled={submitting}
        autoComplete="name"
      />
      <TextField label="Topic" value={topic} onValueChange={setTopic} maxLength={fieldLimits.topic} required disabled={submitting} />
      <TextField
        label="Description"
        value={description}
        onValueChange={setDescription}
        maxLength={fieldLimits.description}
        required
        disabled={submitting}
      />
      <TextAreaField
        label="Message"
        value={message}
        onValueChange={setMessage}
        maxLength={fieldLimits.message}
        rows={10}
        required
        disabled={submitting}
        hint="Plain text. Leave a blank line between paragraphs."
      />
      <PhotoField
        label="Blog Photo"
        file={mainPhoto}
        onFileChange={setMainPhoto}
        currentUrl={currentPhotos?.mainPhoto}
        error={mainPhotoError}
        required={photosRequired}
        disabled={submitting}
      />
      <PhotoField
        label="Profile Photo"
        file={profilePhoto}
        onFileChange={setProfilePhoto}
        currentUrl={currentPhotos?.profilePhoto}
        error={profilePhotoError}
        required={photosRequired}
        disabled={submitting}
        round
      />
      {formError ? <Notice variant="error">{formError}</Notice> : null}
      <div css={css`display: flex; align-items: center; gap: ${theme.space[3]};`}>
        <Button type="submit" disabled={submitting}>
          {submitLabel}
        </Button>
        {submitting ? <Spinner label={busyLabel} /> : null}
      </div>
    </form>
  );
}
