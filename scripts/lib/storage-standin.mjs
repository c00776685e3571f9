// @ts-check
/**
 * A local stand-in for the Firebase Storage emulator, which cannot run offline (it downloads its rules runtime).
 * It speaks the REST API the `firebase/storage` web SDK uses, so the site keeps one code path,
 * and it enforces storage.rules.
 * - Listing, PATCH and the wipe endpoints need the emulators' `Authorization: Bearer owner`.
 * - CORS answers go to the local site's origins only, so another page cannot reach this server through a browser.
 * - Identity tokens are decoded, NOT verified (Auth-emulator tokens are unsigned): bind to 127.0.0.1 only.
 * - A download token is a key, as in Firebase, unless `tokensFollowRules`; a caller who may not read an object
 *   gets no token, so a visitor never holds a resume URL. Ticket folders (resume/) need the Firestore emulator.
 * - Data lives under `dataDir`, so it survives restarts.
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

export function localSiteOrigins(portOffset = 0) {
  return [...containers.map((c) => c.port), ...testShellPorts].flatMap((port) => ['localhost', '127.0.0.1'].map((host) => `http://${host}:${port + portOffset}`));
}

/**
 * @param {import('node:http').Server} server
 * @param {number} port
 * @param {string} host
 * @returns {Promise<number>}
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
 *   staff / folders default to those of storage.rules. Bodies over maxBodyBytes get 413.
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
