import { css, useTheme } from '@emotion/react';
import { type UploadOptions, type UploadProgress as Progress } from '@seawave/shared-data';
import { fieldLimits, validateFile } from '@seawave/shared-data/entities';
import { checkForm, checkImageContent, newPostSchema, postUpdateSchema, type FormCheck, type FormValues } from '@seawave/shared-data/schemas';
import { Button, Notice, Spinner } from '@seawave/shared-ui';
import { TextAreaField, TextField, UploadProgress, useForm } from '@seawave/shared-ui/form';
import { useState } from 'react';
import { PhotoField } from './photo-field';

export const FIELDS_REQUIRED_TEXT = 'Please fill out all fields.';

const PHOTO_REQUIRED_NOTE = 'Please choose a photo.';

export type PostFormValues = FormValues<typeof newPostSchema>;

export interface PostFormProps {
  initial?: Partial<Pick<PostFormValues, 'name' | 'topic' | 'description' | 'message'>>;
  /** Current photo URLs: previewed, kept unless replaced. */
  currentPhotos?: { mainPhoto: string | null; profilePhoto: string | null };
  photosRequired: boolean;
  submitLabel: string;
  busyLabel: string;
  /** Rejects on failure; the form then shows the error and keeps every value. */
  onSubmit: (values: PostFormValues, options: UploadOptions) => Promise<void>;
  describeError: (error: unknown) => string;
}

const photoProblem = (file: File | null) => (file ? validateFile('image', file) : null);

/** Checks the photos' first bytes too, so an SVG or a text file renamed .png is refused before any upload. */
async function validatePost(values: PostFormValues, photosRequired: boolean): Promise<FormCheck<PostFormValues, keyof PostFormValues>> {
  const input = { ...values, mainPhoto: values.mainPhoto ?? undefined, profilePhoto: values.profilePhoto ?? undefined };
  const photoNotes = { mainPhoto: { required: PHOTO_REQUIRED_NOTE }, profilePhoto: { required: PHOTO_REQUIRED_NOTE } };
  const check = photosRequired
    ? checkForm(newPostSchema, input, { required: FIELDS_REQUIRED_TEXT }, photoNotes)
    : checkForm(postUpdateSchema, input, { required: FIELDS_REQUIRED_TEXT }, photoNotes);
  if (!check.ok) return check;
  // The photo's own message is already under it.
  const problem = photoProblem(values.mainPhoto) ?? photoProblem(values.profilePhoto);
  if (problem) return { ok: false, message: problem, fieldErrors: {} };
  const contentProblems = {
    mainPhoto: values.mainPhoto ? await checkImageContent(values.mainPhoto) : null,
    profilePhoto: values.profilePhoto ? await checkImageContent(values.profilePhoto) : null,
  };
  const contentProblem = contentProblems.mainPhoto ?? contentProblems.profilePhoto;
  if (contentProblem) {
    const fieldErrors: Partial<Record<keyof PostFormValues, string>> = {};
    if (contentProblems.mainPhoto) fieldErrors.mainPhoto = contentProblems.mainPhoto;
    if (contentProblems.profilePhoto) fieldErrors.profilePhoto = contentProblems.profilePhoto;
    return { ok: false, message: contentProblem, fieldErrors };
  }
  const { name, topic, description, message } = check.output;
  return { ok: true, output: { name, topic, description, message, mainPhoto: values.mainPhoto, profilePhoto: values.profilePhoto } };
}

/** The file inputs are never remounted, so a failed save keeps the chosen files. */
export function PostForm({ initial, currentPhotos, photosRequired, submitLabel, busyLabel, onSubmit, describeError }: PostFormProps) {
  const theme = useTheme();
  const [progress, setProgress] = useState<Progress | null>(null);
  const { formProps, field, values, message, messageRef, status, busy } = useForm({
    initialValues: {
      name: initial?.name ?? '',
      topic: initial?.topic ?? '',
      description: initial?.description ?? '',
      message: initial?.message ?? '',
      mainPhoto: null,
      profilePhoto: null,
    } satisfies PostFormValues as PostFormValues,
    validate: (current: PostFormValues) => validatePost(current, photosRequired),
    // Success: the screen navigates away.
    submit: (output: PostFormValues) => {
      setProgress(null);
      return onSubmit(output, { onProgress: setProgress });
    },
    failureMessage: describeError,
    resetOnSent: false,
  });
  const mainPhoto = field('mainPhoto');
  const profilePhoto = field('profilePhoto');

  return (
    <form
      {...formProps}
      css={css`
        max-width: 760px;
        padding: ${theme.space[5]};
        background: ${theme.colors.background};
        border: 1px solid ${theme.colors.border};
        border-radius: ${theme.radii.lg};
      `}
    >
      <TextField label="Name" characterLimit={fieldLimits.name} required autoComplete="name" {...field('name')} />
      <TextField label="Topic" characterLimit={fieldLimits.topic} required {...field('topic')} />
      <TextField label="Description" characterLimit={fieldLimits.description} required {...field('description')} />
      <TextAreaField
        label="Message"
        characterLimit={fieldLimits.message}
        rows={10}
        required
        hint="Plain text. Leave a blank line between paragraphs."
        {...field('message')}
      />
      <PhotoField
        label="Blog Photo"
        file={mainPhoto.value}
        onFileChange={mainPhoto.onValueChange}
        currentUrl={currentPhotos?.mainPhoto}
        error={photoProblem(values.mainPhoto) ?? mainPhoto.error}
        required={photosRequired}
        disabled={busy}
      />
      <PhotoField
        label="Profile Photo"
        file={profilePhoto.value}
        onFileChange={profilePhoto.onValueChange}
        currentUrl={currentPhotos?.profilePhoto}
        error={photoProblem(values.profilePhoto) ?? profilePhoto.error}
        required={photosRequired}
        disabled={busy}
        round
      />
      {message ? (
        <Notice variant="error" ref={messageRef} tabIndex={-1}>
          {message}
        </Notice>
      ) : null}
      <div css={css`display: flex; align-items: center; gap: ${theme.space[3]};`}>
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
        {status === 'submitting' ? <Spinner label={busyLabel} /> : null}
      </div>
      {status === 'submitting' && progress && progress.totalBytes > 0 ? (
        <UploadProgress label="Uploading photos" sentBytes={progress.sentBytes} totalBytes={progress.totalBytes} />
      ) : null}
    </form>
  );
}
