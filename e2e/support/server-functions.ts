import { emulatorHosts } from './env';

/**
 * The site's Cloud Functions for a test project.
 *
 * The Functions emulator registers its Firestore triggers (a quote or an
 * application created: reference, search terms, mail) with the Firestore
 * emulator for the emulators' own project only. Each Playwright worker works
 * in a project of its own, so the same triggers are registered for that
 * project too, under the keys the Functions emulator answers to: a document
 * created there then reaches the same functions, as in production.
 */

interface FunctionTrigger {
  id: string;
  eventTrigger?: {
    eventType?: string;
    eventFilters?: Record<string, string>;
    eventFilterPathPatterns?: Record<string, string>;
  };
}

/** Firestore triggers of the running Functions emulator (v2 cloud events). */
async function firestoreTriggers(): Promise<FunctionTrigger[]> {
  const response = await fetch(`http://${emulatorHosts.functions}/backends`, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`The Functions emulator answered HTTP ${response.status} for /backends`);
  const body = (await response.json()) as { backends?: { functionTriggers?: FunctionTrigger[] }[] };
  return (body.backends ?? [])
    .flatMap((backend) => backend.functionTriggers ?? [])
    .filter((trigger) => trigger.eventTrigger?.eventType?.startsWith('google.cloud.firestore.') === true);
}

/**
 * The keys the Functions emulator currently dispatches events by
 * (`<function id>-<generation>`; the generation grows each time it reloads
 * the functions). It names them when asked for a function it does not have.
 */
async function currentTriggerKeys(projectId: string): Promise<string[]> {
  const response = await fetch(`http://${emulatorHosts.functions}/functions/projects/${projectId}/triggers/--list-triggers--`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  const listed = /valid functions are:(.*)$/s.exec(text)?.[1] ?? '';
  return listed
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
}

const registered = new Set<string>();

export interface ServerFunctionsState {
  /** The Firestore triggers registered for the project (empty when the Functions emulator does not run). */
  triggers: string[];
  /** Why none are registered, when none are. */
  problem: string | null;
}

/**
 * Registers the Functions emulator's Firestore triggers for `projectId`
 * (again after the emulator reloaded the functions). Never throws: a test
 * that needs the functions reports `problem`.
 */
export async function connectServerFunctions(projectId: string): Promise<ServerFunctionsState> {
  let triggers: FunctionTrigger[];
  let keys: string[];
  try {
    triggers = await firestoreTriggers();
    keys = triggers.length > 0 ? await currentTriggerKeys(projectId) : [];
  } catch (error) {
    return { triggers: [], problem: `The Functions emulator does not answer on ${emulatorHosts.functions}: ${(error as Error).message}` };
  }
  if (triggers.length === 0) return { triggers: [], problem: 'The Functions emulator has no Firestore trigger.' };
  const done: string[] = [];
  for (const trigger of triggers) {
    const generations = keys
      .filter((key) => key.startsWith(`${trigger.id}-`))
      .map((key) => ({ key, generation: Number(key.slice(trigger.id.length + 1)) }))
      .filter(({ generation }) => Number.isInteger(generation))
      .sort((a, b) => b.generation - a.generation);
    const key = generations[0]?.key;
    const event = trigger.eventTrigger ?? {};
    const exact = event.eventFilters?.document;
    const pattern = event.eventFilterPathPatterns?.document;
    if (!key || !(exact ?? pattern)) continue;
    if (!registered.has(`${projectId}/${key}`)) {
      const bundle = {
        eventType: event.eventType,
        database: event.eventFilters?.database ?? '(default)',
        namespace: event.eventFilters?.namespace ?? '(default)',
        document: { value: exact ?? pattern, matchType: exact ? 'EXACT' : 'PATH_PATTERN' },
      };
      const response = await fetch(
        `http://${emulatorHosts.firestore}/emulator/v1/projects/${projectId}/eventarcTrigger?eventarcTriggerId=${encodeURIComponent(key)}`,
        { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(bundle) },
      );
      if (!response.ok) return { triggers: done, problem: `Registering ${key} for ${projectId}: HTTP ${response.status} ${await response.text()}` };
      registered.add(`${projectId}/${key}`);
    }
    done.push(key);
  }
  return { triggers: done, problem: done.length > 0 ? null : 'No Firestore trigger of the Functions emulator could be matched to its key.' };
}
