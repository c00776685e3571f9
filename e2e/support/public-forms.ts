import { randomBytes } from 'node:crypto';
import type { TestProject } from './backend';
import { emulatorHosts } from './env';

export interface FormAnswer<T = unknown> {
  status: number;
  result?: T;
  error?: { status: string; message: string; details?: Record<string, unknown> };
}

/** The emulated functions belong to the emulators' own project; the call names the test project they write to. */
const EMULATOR_PROJECT = 'demo-seawave';

export const randomSubmissionId = () => randomBytes(18).toString('hex').slice(0, 24);

/**
 * Calls a public form's function as a script would: the callable protocol, an
 * App Check token (the emulators accept any), no identity, from this machine.
 */
export async function callPublicForm<T>(project: TestProject, name: string, data: Record<string, unknown>, { appCheck = 'script-token' }: { appCheck?: string | null } = {}): Promise<FormAnswer<T>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (appCheck) headers['X-Firebase-AppCheck'] = appCheck;
  const response = await fetch(`http://${emulatorHosts.functions}/${EMULATOR_PROJECT}/us-central1/${name}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ data: { project: project.projectId, submissionId: randomSubmissionId(), clientId: `script-${randomSubmissionId()}`, ...data } }),
  });
  return { status: response.status, ...((await response.json()) as Omit<FormAnswer<T>, 'status'>) };
}
