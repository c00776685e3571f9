import { getDataApi, type NewApplicant, type UploadOptions } from '@seawave/shared-data';

/** Stores an application (the resume is validated and uploaded by the data interface, which reports its progress). Resolves to the new id. */
export async function submitApplication(input: NewApplicant, options?: UploadOptions): Promise<string> {
  const api = await getDataApi();
  return api.applicants.create(input, options);
}
