import { getDataApi, type NewApplicant, type UploadOptions } from '@seawave/shared-data';

/** The data interface validates and uploads the resume. */
export async function submitApplication(input: NewApplicant, options?: UploadOptions): Promise<string> {
  const api = await getDataApi();
  return api.applicants.create(input, options);
}
