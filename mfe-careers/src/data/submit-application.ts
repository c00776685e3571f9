import { getDataApi, type NewApplicant } from '@seawave/shared-data';

/** Stores an application (the resume is validated and uploaded by the data interface). Resolves to the new id. */
export async function submitApplication(input: NewApplicant): Promise<string> {
  const api = await getDataApi();
  return api.applicants.create(input);
}
