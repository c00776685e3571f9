/**
 * @jest-environment node
 */
/**
 * The release guards the page service honours, read from the Firestore emulator over REST with administrative
 * access, at most once in ten seconds.
 */
import { releaseGuardsReader } from './release-guards';
import { firestoreSource } from './site-documents';

const projectId = 'demo-seawave-release-guards';
const firestore = process.env.FIRESTORE_EMULATOR_HOST;

jest.setTimeout(60_000);

if (!firestore) {
  describe('the release guards', () => {
    it('needs the Firestore emulator', () => {
      throw new Error('FIRESTORE_EMULATOR_HOST not set. Run the suite with the emulators: npm test, or npm run test:unit (which starts them).');
    });
  });
} else {
  const documents = `http://${firestore}/v1/projects/${projectId}/databases/(default)/documents`;
  const guard = async (remote: string, abortedBuild: string) => {
    const response = await fetch(`${documents}:commit`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        writes: [{ update: { name: `projects/${projectId}/databases/(default)/documents/releaseGuards/${remote}`, fields: { abortedBuild: { stringValue: abortedBuild }, reason: { stringValue: 'errors' } } } }],
      }),
    });
    if (!response.ok) throw new Error(`writing a guard: HTTP ${response.status} ${await response.text()}`);
  };
  beforeAll(async () => {
    await fetch(`http://${firestore}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: 'DELETE' });
  });

  it("reads each remote's stopped build, cached briefly", async () => {
    let clock = 0;
    const read = releaseGuardsReader(firestoreSource({ projectId, emulatorHost: firestore }), { now: () => clock });
    expect(await read()).toEqual({});
    await guard('mfeBlog', 'b2');
    clock = 9_999;
    expect(await read()).toEqual({});
    clock = 10_000;
    expect(await read()).toEqual({ mfeBlog: 'b2' });
  });
}
