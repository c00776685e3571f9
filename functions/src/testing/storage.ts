/**
 * Test helpers: a Storage stand-in of the tests' own (the CLI on a free port,
 * data in a temporary folder), and uploads as a visitor's browser makes them.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const cli = join(__dirname, '../../../scripts/storage-standin.mjs');

export interface TestStandin {
  host: string;
  stop: () => Promise<void>;
}

/** Runs scripts/storage-standin.mjs on a free port with its data in `dataDir`. */
export function startTestStandin(dataDir: string): Promise<TestStandin> {
  const child = spawn(process.execPath, [cli, '--port', '0', '--data', dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The storage stand-in did not start:\n${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Storage stand-in ready on (\S+:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({
          host: match[1],
          stop: async () => {
            child.kill('SIGTERM');
            await exited;
          },
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The storage stand-in exited (${String(code)}):\n${output}`));
    });
  });
}

/**
 * Uploads `bytes` to `path` as the web SDK does (multipart), with no
 * identity (a visitor) unless `authorization` is given, and any further
 * metadata the sender chooses (`contentDisposition`, `cacheControl`, ...). Resolves to the HTTP status.
 */
export async function uploadAs(
  host: string,
  bucket: string,
  path: string,
  bytes: string | Uint8Array,
  contentType: string,
  authorization?: string,
  metadata: { contentDisposition?: string; cacheControl?: string; contentEncoding?: string; contentLanguage?: string; metadata?: Record<string, string> } = {},
): Promise<number> {
  const boundary = `test-${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${JSON.stringify({ name: path, contentType, ...metadata })}\r\n--${boundary}\r\nContent-Type: ${contentType}\r\n\r\n`),
    typeof bytes === 'string' ? Buffer.from(bytes) : Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--`),
  ]);
  const response = await fetch(`http://${host}/v0/b/${encodeURIComponent(bucket)}/o?name=${encodeURIComponent(path)}`, {
    method: 'POST',
    headers: {
      'Content-Type': `multipart/related; boundary=${boundary}`,
      'X-Goog-Upload-Protocol': 'multipart',
      ...(authorization ? { Authorization: authorization } : {}),
    },
    body,
  });
  await response.arrayBuffer();
  return response.status;
}

/** The object names under `prefix` (the emulators' administrative listing). */
export async function listNames(host: string, bucket: string, prefix: string): Promise<string[]> {
  const response = await fetch(`http://${host}/v0/b/${encodeURIComponent(bucket)}/o?prefix=${encodeURIComponent(prefix)}`, { headers: { Authorization: 'Bearer owner' } });
  if (!response.ok) throw new Error(`listing answered HTTP ${response.status}`);
  const { items = [] } = (await response.json()) as { items?: { name: string }[] };
  return items.map((item) => item.name).sort();
}
