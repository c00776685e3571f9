import { demoFirebaseConfig } from '../config';

/** A valid app-config.json body for tests (the demo project on the default emulator ports), with overrides. */
export function testAppConfig(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firebase: { ...demoFirebaseConfig },
    emulators: { auth: 'http://127.0.0.1:9099', firestore: '127.0.0.1:8080', storage: '127.0.0.1:9199', functions: 'http://127.0.0.1:5001/demo-seawave/us-central1' },
    ...overrides,
  };
}
