/**
 * Test helpers for the Firestore triggers in the Functions emulator.
 *
 * The Functions emulator registers its Firestore triggers for its own project
 * only (`demo-seawave`, the local site's data, which tests never touch).
 * `routeTriggersTo` registers the same triggers with the Firestore emulator
 * for a test project too, so documents created there start the same
 * functions (which work in the Firestore of the event's project). The
 * emulator knows a trigger by `<region>-<name>-<generation>`; its list of
 * loaded functions (`/backends`) does not show the generation, but its
 * answer to an unknown trigger lists every key.
 */

interface BackendTrigger {
  id: string;
  eventTrigger?: { eventType?: string; eventFilters?: Record<string, string>; eventFilterPathPatterns?: { document?: string }; eventFilterDocument?: string };
}

/** The keys the Functions emulator knows its triggers by. */
async function triggerKeys(functionsHost: string): Promise<string[]> {
  const response = await fetch(`http://${functionsHost}/functions/projects/none/triggers/none`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  const text = await response.text();
  const listed = /valid functions are: (.*)$/s.exec(text)?.[1];
  if (!listed) throw new Error(`The Functions emulator did not list its triggers: HTTP ${response.status} ${text.slice(0, 200)}`);
  return listed.split(',').map((key) => key.trim());
}

/**
 * Registers every Firestore trigger of the Functions emulator for `projectId`
 * in the Firestore emulator. Resolves to the registered keys.
 */
export async function routeTriggersTo(projectId: string, { functionsHost, firestoreHost }: { functionsHost: string; firestoreHost: string }): Promise<string[]> {
  const response = await fetch(`http://${functionsHost}/backends`);
  const { backends } = (await response.json()) as { backends: { functionTriggers: BackendTrigger[] }[] };
  const firestoreTriggers = backends.flatMap((backend) => backend.functionTriggers).filter((trigger) => trigger.eventTrigger?.eventType?.startsWith('google.cloud.firestore.document.'));
  const keys = await triggerKeys(functionsHost);
  const registered: string[] = [];
  for (const trigger of firestoreTriggers) {
    const event = trigger.eventTrigger ?? {};
    const key = keys.find((candidate) => candidate.startsWith(`${trigger.id}-`));
    const pattern = event.eventFilterPathPatterns?.document;
    if (!key || !pattern) throw new Error(`Cannot route the trigger ${trigger.id} (key ${String(key)}, document ${String(pattern)}).`);
    const bundle = {
      eventType: event.eventType,
      database: event.eventFilters?.database ?? '(default)',
      namespace: event.eventFilters?.namespace ?? '(default)',
      document: { value: pattern, matchType: 'PATH_PATTERN' },
    };
    const answer = await fetch(`http://${firestoreHost}/emulator/v1/projects/${projectId}/eventarcTrigger?eventarcTriggerId=${encodeURIComponent(key)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(bundle),
    });
    if (!answer.ok) throw new Error(`Registering ${key} for ${projectId}: HTTP ${answer.status} ${await answer.text()}`);
    registered.push(key);
  }
  return registered;
}
