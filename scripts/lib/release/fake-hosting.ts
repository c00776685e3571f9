// Firebase Hosting (REST API v1beta1, upload URLs, the sites' files) and the Firestore documents API as the
// release uses them, in one node:http server of the test process. A request for https://<host>/<path> arrives
// as /<host>/<path> (fakeFetchSource rewrites it in the child).
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';

interface Version {
  site: string;
  status: 'CREATED' | 'FINALIZED';
  files: Map<string, string>;
}
export interface Request {
  method: string;
  host: string;
  path: string;
  body: unknown;
}

const hostingHost = 'firebasehosting.googleapis.com';
const uploadHost = 'upload-firebasehosting.googleapis.com';
const firestoreHost = 'firestore.googleapis.com';
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
const check = (condition: unknown, message: string, status = 400): void => {
  if (!condition) throw new Refusal(status, message);
};

export class FakeHosting {
  readonly requests: Request[] = [];
  readonly documents: { fields: Record<string, unknown> }[] = [];
  /** Single documents by name (the release lock), each with the count of its writes. */
  readonly named = new Map<string, { fields: Record<string, unknown> | null; writes: number }>();
  private readonly transactions = new Map<string, Map<string, number>>();
  /** `METHOD host/path` substrings answered with 503. */
  failOn: string[] = [];
  private readonly contents = new Map<string, Buffer>();
  private readonly versions = new Map<string, Version>();
  private readonly live = new Map<string, string>();
  private readonly operations = new Map<string, string>();
  private server: Server | null = null;

  constructor(readonly token: string) {}

  /** A version of `site` with these files (path -> JSON value), finalized and released: what a deploy leaves. */
  deploy(site: string, files: Record<string, unknown>) {
    const name = this.newVersion(site, new Map());
    const version = this.versions.get(name) as Version;
    for (const [path, value] of Object.entries(files)) {
      const gz = gzipSync(JSON.stringify(value));
      this.contents.set(sha256(gz), gz);
      version.files.set(`/${path}`, sha256(gz));
    }
    version.status = 'FINALIZED';
    this.live.set(site, name);
  }

  liveVersion(site: string) {
    return this.live.get(site);
  }

  served(site: string, path: string): unknown {
    const hash = this.versions.get(this.live.get(site) ?? '')?.files.get(`/${path}`);
    const gz = hash === undefined ? undefined : this.contents.get(hash);
    return gz === undefined ? undefined : JSON.parse(gunzipSync(gz).toString('utf8'));
  }

  changes() {
    return this.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.host}${r.path}`);
  }

  async start() {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  async stop() {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private newVersion(site: string, files: Map<string, string>) {
    const name = `sites/${site}/versions/v${this.versions.size + 1}`;
    this.versions.set(name, { site, status: 'CREATED', files });
    return name;
  }

  private version(name: string, site?: string) {
    const version = this.versions.get(name);
    check(version && (site === undefined || version.site === site), `no version ${name}`, 404);
    return version as Version;
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const [, host = '', ...rest] = (request.url ?? '').split('/');
    const url = new URL(`https://${host}/${rest.join('/')}`);
    const method = request.method ?? 'GET';
    const json = request.headers['content-type'] === 'application/json';
    this.requests.push({ method, host, path: url.pathname + url.search, body: json && raw.length > 0 ? JSON.parse(raw.toString('utf8')) : null });
    try {
      if (this.failOn.some((failing) => `${method} ${host}${url.pathname}`.includes(failing))) throw new Refusal(503, 'backend unavailable');
      if (host.endsWith('.web.app')) {
        const value = this.served(host.slice(0, -'.web.app'.length), decodeURIComponent(url.pathname.slice(1)));
        check(value !== undefined, 'Not Found', 404);
        return this.answer(response, 200, value);
      }
      check(request.headers.authorization === `Bearer ${this.token}`, 'Request had invalid authentication credentials', 401);
      const body = (json ? JSON.parse(raw.toString('utf8') || '{}') : {}) as Record<string, unknown>;
      return this.answer(response, 200, this.api(method, host, decodeURIComponent(url.pathname), url.searchParams, body, raw));
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      return this.answer(response, error.status, { error: { code: error.status, message: error.message } });
    }
  }

  private answer(response: ServerResponse, status: number, value: unknown) {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(value));
  }

  private api(method: string, host: string, path: string, query: URLSearchParams, body: Record<string, unknown>, raw: Buffer): unknown {
    let match: RegExpExecArray | null;
    if (host === firestoreHost && (match = /^\/v1\/(projects\/[^/]+\/databases\/\(default\))\/documents:(beginTransaction|batchGet|commit)$/.exec(path))) {
      return this.transaction(match[2] ?? '', body);
    }
    if (host === firestoreHost && (match = /^\/v1\/projects\/[^/]+\/databases\/\(default\)\/documents\/releases$/.exec(path))) {
      if (method === 'GET') return { documents: this.documents };
      check(method === 'POST' && body.fields, 'a document needs fields');
      this.documents.push({ fields: body.fields as Record<string, unknown> });
      return this.documents.at(-1);
    }
    if (host === uploadHost && (match = /^\/upload\/(sites\/[^/]+\/versions\/[^/]+)\/files\/([0-9a-f]{64})$/.exec(path))) {
      const version = this.version(match[1] ?? '');
      check(version.status === 'CREATED', 'a finalized version cannot be changed', 412);
      check([...version.files.values()].includes(match[2] ?? '') && sha256(raw) === match[2], 'the upload does not match a populated file hash');
      gunzipSync(raw);
      this.contents.set(match[2] ?? '', raw);
      return {};
    }
    check(host === hostingHost, `unknown host ${host}`, 404);
    if (method === 'GET' && (match = /^\/v1beta1\/sites\/([^/]+)\/releases$/.exec(path))) {
      const live = this.live.get(match[1] ?? '');
      return { releases: live ? [{ name: `sites/${match[1]}/releases/r`, version: { name: live, status: 'FINALIZED' } }] : [] };
    }
    if (method === 'POST' && (match = /^\/v1beta1\/sites\/([^/]+)\/versions:clone$/.exec(path))) {
      const source = this.version(String(body.sourceVersion), match[1]);
      const operation = `projects/-/operations/${this.operations.size + 1}`;
      const exclude = ((body.exclude as { regexes?: string[] } | undefined)?.regexes ?? []).map((regex) => new RegExp(regex));
      const files = [...source.files].filter(([file]) => !exclude.some((regex) => regex.test(file)));
      this.operations.set(operation, this.newVersion(match[1] ?? '', new Map(files)));
      return { name: operation, done: false };
    }
    if (method === 'GET' && (match = /^\/v1beta1\/(projects\/-\/operations\/\d+)$/.exec(path))) {
      return { name: match[1], done: true, response: { name: this.operations.get(match[1] ?? '') } };
    }
    if (method === 'POST' && (match = /^\/v1beta1\/(sites\/([^/]+)\/versions\/[^/]+):populateFiles$/.exec(path))) {
      const version = this.version(match[1] ?? '', match[2]);
      check(version.status === 'CREATED', 'a finalized version cannot be changed', 412);
      const files = Object.entries((body.files ?? {}) as Record<string, string>);
      check(files.every(([file, hash]) => file.startsWith('/') && /^[0-9a-f]{64}$/.test(hash)), 'files: a path starting with / -> the SHA-256 of its gzipped content');
      for (const [file, hash] of files) version.files.set(file, hash);
      return { uploadRequiredHashes: [...new Set(files.map(([, hash]) => hash).filter((hash) => !this.contents.has(hash)))], uploadUrl: `https://${uploadHost}/upload/${match[1]}/files` };
    }
    if (method === 'PATCH' && (match = /^\/v1beta1\/(sites\/([^/]+)\/versions\/[^/]+)$/.exec(path))) {
      const version = this.version(match[1] ?? '', match[2]);
      check(query.get('updateMask') === 'status' && body.status === 'FINALIZED', 'only the status can be set, to FINALIZED');
      check(version.status === 'CREATED', 'a finalized version cannot be changed', 412);
      check([...version.files.values()].every((hash) => this.contents.has(hash)), 'some files were not uploaded', 412);
      version.status = 'FINALIZED';
      return { name: match[1], status: version.status };
    }
    if (method === 'POST' && (match = /^\/v1beta1\/sites\/([^/]+)\/releases$/.exec(path))) {
      const name = query.get('versionName') ?? '';
      check(this.version(name, match[1]).status === 'FINALIZED', 'only a finalized version can be released', 412);
      this.live.set(match[1] ?? '', name);
      return { name: `sites/${match[1]}/releases/r`, version: { name } };
    }
    if (method === 'GET' && (match = /^\/v1beta1\/(sites\/([^/]+)\/versions\/[^/]+)\/files$/.exec(path))) {
      return { files: [...this.version(match[1] ?? '', match[2]).files].map(([file, hash]) => ({ path: file, hash, status: 'ACTIVE' })) };
    }
    throw new Refusal(404, `no endpoint ${method} ${path}`);
  }

  /** Firestore's optimistic transactions: a commit fails (409 ABORTED) when a document read in it was written since. */
  private transaction(operation: string, body: Record<string, unknown>): unknown {
    if (operation === 'beginTransaction') {
      const id = `t${this.transactions.size + 1}`;
      this.transactions.set(id, new Map());
      return { transaction: id };
    }
    const reads = this.transactions.get(String(body.transaction));
    check(reads, 'no such transaction');
    if (operation === 'batchGet') {
      return (body.documents as string[]).map((name) => {
        const document = this.named.get(name);
        reads?.set(name, document?.writes ?? 0);
        return document?.fields ? { found: { name, fields: document.fields } } : { missing: name };
      });
    }
    this.transactions.delete(String(body.transaction));
    check(
      [...(reads ?? [])].every(([name, writes]) => (this.named.get(name)?.writes ?? 0) === writes),
      'Transaction lock timeout or contention: ABORTED',
      409,
    );
    for (const write of body.writes as { update?: { name: string; fields: Record<string, unknown> }; delete?: string }[]) {
      if (write.update) this.named.set(write.update.name, { fields: write.update.fields, writes: (this.named.get(write.update.name)?.writes ?? 0) + 1 });
      // Deleted, its write count kept, so a transaction that read it before sees the change.
      if (write.delete) this.named.set(write.delete, { fields: null, writes: (this.named.get(write.delete)?.writes ?? 0) + 1 });
    }
    return { writeResults: [] };
  }
}

/** The `fetch` for the child: every https URL goes to the fake on `port`. */
export const fakeFetchSource = 'const fetch = (url, init) => { const u = new URL(url); return globalThis.fetch(`http://127.0.0.1:${input.port}/${u.host}${u.pathname}${u.search}`, init); };';
