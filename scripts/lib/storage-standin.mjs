// @ts-check
/**
 * A local stand-in for the Firebase Storage emulator (which cannot run on an
 * offline machine: it downloads its rules runtime). It speaks the part of the
 * Firebase Storage REST API (`/v0/b/{bucket}/o...`) that the `firebase/storage`
 * web SDK uses, so the site keeps one code path (connectStorageEmulator, then
 * uploadBytes / uploadBytesResumable / getMetadata / getDownloadURL / getBytes /
 * getBlob / getStream / deleteObject), and it enforces the access rules of
 * storage.rules.
 *
 * Endpoints:
 *   POST   /v0/b/{bucket}/o?name={path}      upload: `X-Goog-Upload-Protocol: multipart`, or resumable
 *                                            (`X-Goog-Upload-Command: start`, then upload / finalize /
 *                                            query / cancel on the returned X-Goog-Upload-URL)
 *   GET    /v0/b/{bucket}/o/{path}           metadata (JSON, with downloadTokens)
 *   GET    /v0/b/{bucket}/o/{path}?alt=media the bytes (`&token=` or `Authorization: Firebase <idToken>`; Range)
 *   DELETE /v0/b/{bucket}/o/{path}           delete (204)
 *   PATCH  /v0/b/{bucket}/o/{path}           update the metadata (JSON; only with `Authorization: Bearer owner`,
 *                                            as storage.rules let no client change a stored file)
 *   GET    /v0/b/{bucket}/o?prefix=          listing: refused (403), except with the emulators'
 *                                            administrative `Authorization: Bearer owner` (tools, tests)
 *   DELETE /emulator/v1/buckets/{bucket}     wipe one bucket (the stand-in's own test endpoint)
 *   POST   /internal/reset                   wipe every bucket (as the real emulator's reset)
 *                                            (both only with `Authorization: Bearer owner`)
 *   GET    /                                 {"emulator":"storage","standIn":true}
 *   OPTIONS *                                CORS preflight, for the local site's origins only
 *
 * Browsers: only the local site's origins (localhost and 127.0.0.1 on the
 * containers' ports of tooling/containers.cjs, plus any given in
 * `allowedOrigins`) get CORS answers, including private-network-access
 * preflights; a request from any other origin is refused (403) without them,
 * so another web page cannot reach this server through a visitor's browser.
 *
 * Identity: `Authorization: Firebase <JWT>`; the payload is decoded and NOT
 * verified (Auth-emulator tokens are unsigned), so this server is for
 * 127.0.0.1 only.
 *
 * Rules: those of storage.rules, from the same table
 * (shared-data/rules/storage-rules.cjs). A folder whose uploads need a ticket
 * (resume/) reads the uploader's ticket from the Firestore emulator
 * (`firestoreHost`, the project named by the bucket), as the cross-service
 * rules of storage.rules read it from Firestore; without a Firestore emulator
 * such uploads are refused. A download token is a key, as in
 * Firebase (the admin's resume link opens in a new tab without an
 * Authorization header), unless `tokensFollowRules` is set; callers who may
 * not read an object get no token in the upload answer, so a visitor never
 * holds a resume URL. Resumes are stored and served with
 * `Content-Disposition: attachment`.
 *
 * Storage: bytes in `{dataDir}/{bucket}/{path}`, metadata in
 * `{dataDir}/.metadata/{bucket}/{path}.json`, so data survives restarts.
 *
 * Parts, in storage-standin/: routing (who may ask, and which handler answers),
 * rules (identity and storage.rules), files (the disk and the metadata JSON),
 * uploads (multipart and resumable), tickets (read from Firestore) and http.
 */
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { containers, testShellPorts } from './containers.mjs';
import { HttpError, send } from './storage-standin/http.mjs';
import { fileStore } from './storage-standin/files.mjs';
import { accessRules } from './storage-standin/rules.mjs';
import { router } from './storage-standin/routing.mjs';
import { ticketReader } from './storage-standin/tickets.mjs';
import { uploadHandler } from './storage-standin/uploads.mjs';


/** @typedef {import('@seawave/shared-data/storage-rules').Folder} Folder */

/**
 * The origins of the local site: each container, and each shell the
 * end-to-end tests render pages on, on localhost and 127.0.0.1, on its port
 * of tooling/containers.cjs plus `portOffset`.
 */
export function localSiteOrigins(portOffset = 0) {
  return [...containers.map((c) => c.port), ...testShellPorts].flatMap((port) => ['localhost', '127.0.0.1'].map((host) => `http://${host}:${port + portOffset}`));
}

/**
 * Listens on `host`:`port` (0 picks a free port).
 * @param {import('node:http').Server} server @param {number} port @param {string} host @returns {Promise<number>} the port
 */
async function listen(server, port, host) {
  await new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolveListen(undefined);
    });
  });
  const address = server.address();
  return typeof address === 'object' && address ? address.port : port;
}

/**
 * Starts the stand-in.
 * @param {{
 *   host?: string,
 *   port?: number,
 *   dataDir: string,
 *   staff?: import('@seawave/shared-data/staff-list').StaffAccount[],
 *   folders?: Folder[],
 *   allowedOrigins?: string[],
 *   firestoreHost?: string | null,
 *   tokensFollowRules?: boolean,
 *   maxBodyBytes?: number,
 *   log?: (line: string) => void,
 * }} options
 *   port: 0 picks a free port. staff / folders: default to those of storage.rules.
 *   allowedOrigins: browser origins answered besides the local site's (localSiteOrigins()). tokensFollowRules: a download token no longer bypasses the rules.
 *   maxBodyBytes: larger request bodies are answered 413 (default 64 MiB). log: receives one
 *   line per refusal and the ready line (default: nothing).
 * @returns {Promise<{
 *   host: string, port: number, origin: string, dataDir: string,
 *   clearBucket: (bucket: string) => void, clearAll: () => void, stop: () => Promise<void>,
 * }>}
 */
export async function startStorageStandin({
  host = '127.0.0.1',
  port = 9199,
  dataDir,
  staff,
  folders,
  allowedOrigins = [],
  firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? null,
  tokensFollowRules = false,
  maxBodyBytes = 64 * 1024 * 1024,
  log = () => {},
}) {
  if (!dataDir) throw new Error('startStorageStandin: dataDir is required.');
  const root = resolve(dataDir);
  const files = fileStore(root);
  const allowed = accessRules({ ...(staff ? { staff } : {}), ...(folders ? { folders } : {}) });
  let hostAndPort = `${host}:${port}`;
  const uploads = uploadHandler({ files, allowed, ticketFor: ticketReader({ ...(folders ? { folders } : {}), firestoreHost, log }), maxBodyBytes, fallbackHost: () => hostAndPort, log });
  const clearBucket = (/** @type {string} */ bucket) => {
    files.clearBucket(bucket);
    uploads.forget(bucket);
  };
  const clearAll = () => {
    files.clearAll();
    uploads.forget(undefined);
  };
  const origins = new Set([...localSiteOrigins(), ...allowedOrigins]);
  const handle = router({ files, uploads, allowed, origins, tokensFollowRules, maxBodyBytes, clearBucket, clearAll, log });

  const server = createServer((req, res) => {
    handle(req, res).catch((/** @type {unknown} */ error) => {
      const status = error instanceof HttpError ? error.status : 500;
      const message = error instanceof Error ? error.message : String(error);
      if (status === 500) log(`storage stand-in: ${req.method} ${req.url} failed: ${error instanceof Error ? (error.stack ?? message) : message}`);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (status === 413) res.setHeader('Connection', 'close');
      send(res, status, { error: { code: status, message } });
    });
  });
  const actualPort = await listen(server, port, host);
  hostAndPort = `${host}:${actualPort}`;
  log(`Storage stand-in ready on ${hostAndPort}`);

  return {
    host: hostAndPort,
    port: actualPort,
    origin: `http://${hostAndPort}`,
    dataDir: root,
    clearBucket,
    clearAll,
    stop: () =>
      /** @type {Promise<void>} */ (
        new Promise((resolveStop) => {
          server.close(() => resolveStop(undefined));
          server.closeAllConnections();
        })
      ),
  };
}
