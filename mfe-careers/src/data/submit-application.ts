import { getDataApi, type NewApplicant, type SubmitOptions, type Submitted } from '@seawave/shared-data';

/** The data interface validates and uploads the resume, then sends the application through the public forms' function. */
export async function submitApplication(input: NewApplicant, options?: SubmitOptions): Promise<Submitted> {
  const api = await getDataApi();
  return api.applicants.create(input, options);
}
