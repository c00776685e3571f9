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
export async function routeTriggersTo(
  projectId: string,
  { functionsHost, firestoreHost, timeoutMs = 60_000 }: { functionsHost: string; firestoreHost: string; timeoutMs?: number },
): Promise<string[]> {
  // The emulators answer before the Functions emulator has loaded its triggers (slowly on a busy machine): wait for them.
  const deadline = Date.now() + timeoutMs;
  let firestoreTriggers: BackendTrigger[] = [];
  let keys: string[] = [];
  for (;;) {
    const response = await fetch(`http://${functionsHost}/backends`);
    const { backends } = (await response.json()) as { backends: { functionTriggers: BackendTrigger[] }[] };
    firestoreTriggers = backends.flatMap((backend) => backend.functionTriggers).filter((trigger) => trigger.eventTrigger?.eventType?.startsWith('google.cloud.firestore.document.'));
    keys = firestoreTriggers.length > 0 ? await triggerKeys(functionsHost) : [];
    if (firestoreTriggers.length > 0 && firestoreTriggers.every((trigger) => keys.some((key) => key.startsWith(`${trigger.id}-`)))) break;
    if (Date.now() >= deadline) throw new Error(`The Functions emulator listed no Firestore triggers within ${timeoutMs / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
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
