import { FileValidationError } from '@seawave/shared-data/entities';

export function describeSaveError(action: 'published' | 'updated') {
  return (error: unknown): string => {
    if (error instanceof FileValidationError) return error.message;
    const detail = error instanceof Error && error.message ? ` (${error.message})` : '';
    return `The blog post could not be ${action}. Nothing was saved; please try again.${detail}`;
  };
}
