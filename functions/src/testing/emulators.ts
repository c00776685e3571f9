/**
 * The emulators' hosts, as the local back end sets them for jest
 * (scripts/lib/backend.mjs).
 */
export const emulatorHosts = {
  functions: process.env.SEAWAVE_FUNCTIONS_HOST,
  firestore: process.env.FIRESTORE_EMULATOR_HOST,
  storage: process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? process.env.SEAWAVE_STORAGE_HOST,
};

const variables = { functions: 'SEAWAVE_FUNCTIONS_HOST', firestore: 'FIRESTORE_EMULATOR_HOST', storage: 'SEAWAVE_STORAGE_HOST' } as const;

/**
 * True when every emulator `suite` needs runs. Otherwise the suite becomes
 * one failing test saying how to run it: an emulator suite never passes, or
 * is skipped, without its emulators.
 */
export function emulatorsRunning(suite: string, needs: (keyof typeof variables)[]): boolean {
  const missing = needs.filter((name) => !emulatorHosts[name]).map((name) => variables[name]);
  if (missing.length === 0) return true;
  describe(suite, () => {
    it('needs the emulators', () => {
      throw new Error(`${missing.join(', ')} not set. Run the suite with the local back end (the Functions emulator included): npm test, or npm run test:unit -- functions.`);
    });
  });
  return false;
}
