/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

/** A function of seed.mjs (an ES module jest cannot load) run on `target` in a child Node; resolves with its error message, or null. */
async function runSeed(name: 'clearProject' | 'seedProject', target: Record<string, string>): Promise<string | null> {
  const script = `import(${JSON.stringify(pathToFileURL(join(__dirname, 'seed.mjs')).href)})
    .then((seed) => seed[process.argv[1]](JSON.parse(process.argv[2])))
    .then(() => console.log('null'), (error) => console.log(JSON.stringify(error.message)));`;
  const { stdout } = await promisify(execFile)(process.execPath, ['-e', script, name, JSON.stringify(target)], { encoding: 'utf8' });
  return JSON.parse(stdout.trim()) as string | null;
}
const clearProject = (target: Record<string, string>) => runSeed('clearProject', target);

/** A stand-in emulator answering each request with the next status of `statuses` (the last one repeats). */
async function emulator(statuses: number[], log: string[] = []): Promise<{ host: string; requests: string[]; server: Server }> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    log.push(`${request.method} ${request.url}`);
    const status = statuses[Math.min(requests.length - 1, statuses.length - 1)] ?? 200;
    response.writeHead(status, { 'content-type': 'application/json' }).end(status === 409 ? '{"error":{"code":409,"message":"Transaction lock timeout."}}' : '{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { host: `127.0.0.1:${(server.address() as AddressInfo).port}`, requests, server };
}

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

test('clearing the project waits out a lock timeout', async () => {
  const firestore = await emulator([409, 409, 200]);
  const storage = await emulator([404]);
  servers.push(firestore.server, storage.server);
  expect(await clearProject({ projectId: 'demo-test', firestoreHost: firestore.host, storageHost: storage.host })).toBeNull();
  expect(firestore.requests).toEqual(Array(3).fill('DELETE /emulator/v1/projects/demo-test/databases/(default)/documents'));
});

test('clearing the project fails clearly if refusals persist', async () => {
  const firestore = await emulator([500]);
  const storage = await emulator([404]);
  servers.push(firestore.server, storage.server);
  expect(await clearProject({ projectId: 'demo-test', firestoreHost: firestore.host, storageHost: storage.host })).toMatch(/^clearing Firestore: HTTP 500/);
  expect(firestore.requests).toHaveLength(1);
});

test('seeding stores files before documents naming them', async () => {
  const log: string[] = [];
  const firestore = await emulator([200], log);
  const storage = await emulator([200], log);
  servers.push(firestore.server, storage.server);
  expect(await runSeed('seedProject', { projectId: 'demo-test', firestoreHost: firestore.host, storageHost: storage.host })).toBeNull();
  const commit = log.findIndex((request) => request.endsWith(':commit'));
  const uploads = log.flatMap((request, index) => (request.startsWith('POST /v0/b/') ? [index] : []));
  expect(commit).toBeGreaterThanOrEqual(0);
  expect(uploads.length).toBeGreaterThan(0);
  expect(Math.max(...uploads)).toBeLessThan(commit);
});
