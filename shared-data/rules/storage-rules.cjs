// @ts-check
// The Storage rules, declared once: storage.rules and the local Storage stand-in's checks derive from it, and a test
// compares the two. CommonJS, so jest loads it as it is. Files are created once, never overwritten or listed.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const root = join(__dirname, '..', '..');
const readJson = (/** @type {string} */ file) => JSON.parse(readFileSync(join(root, file), 'utf8'));

/** @typedef {'anyone' | 'admins'} Who */
/** @typedef {{ maxBytes: number, contentTypes: string[], description: string }} FileLimit */
/**
 * @typedef {{ folder: string, get: Who | null, create: Who | null, delete: Who | null, file: FileLimit,
 *   perIdentity?: boolean, ticket?: string, attachment?: boolean }} Folder
 *   ticket: a create needs the uploader's limit document of this kind naming the path, written within ticketSeconds.
 */
/** @typedef {'get' | 'list' | 'create' | 'update' | 'delete'} Operation */
/** @typedef {Record<string, unknown> | null} Identity  the caller's ID-token claims, or null for a visitor */
/** @typedef {{ size: number, contentType: string, contentDisposition?: string }} IncomingFile */
/** @typedef {{ ref: string, lastMillis: number } | null} Ticket  the uploader's ticket document in Firestore, or null */

const plainFileName = '[A-Za-z0-9][A-Za-z0-9._-]*'; // RE2 and JavaScript alike

/**
 * @param {{ files: { image: FileLimit, resume: FileLimit } }} [limits]
 * @returns {Folder[]}
 */
function storageFolders(limits = readJson('shared-data/src/limits.json')) {
  return [
    { folder: 'images', get: 'anyone', create: 'admins', delete: 'admins', file: limits.files.image },
    { folder: 'resume', get: 'admins', create: 'anyone', delete: 'admins', file: limits.files.resume, perIdentity: true, ticket: 'resumes', attachment: true },
  ];
}

const ticketSeconds = () => /** @type {number} */ (readJson('shared-data/src/limits.json').publicWrites.ticketSeconds);

const ticketPath = (/** @type {string} */ uid, /** @type {string} */ kind) => `limits/${uid}/writes/${kind}`;

const attachmentPattern = 'attachment(;.*)?';

const adminAllowList = () => /** @type {string[]} */ (readJson('config/admin-allow-list.json').adminEmails).map((email) => email.toLowerCase());

const quoteList = (/** @type {(string | number)[]} */ list) => list.map((v) => `'${String(v).replace(/['\\]/g, '')}'`).join(', ');

/** @param {{ notice: string, adminEmails?: string[], folders?: Folder[] }} options */
function storageRulesText({ notice, adminEmails = adminAllowList(), folders = storageFolders() }) {
  const blocks = folders.map((f) => {
    const allow = (/** @type {string} */ operations, /** @type {Who} */ who) => `      allow ${operations}: if ${who === 'admins' ? 'isAdmin()' : 'true'};`;
    const lines = [f.perIdentity ? `    match /${f.folder}/{uid}/{fileName} {` : `    match /${f.folder}/{fileName} {`];
    const getAndDelete = f.get !== null && f.get === f.delete;
    if (f.get && !getAndDelete) lines.push(allow('get', f.get));
    if (f.create) {
      const checks = [
        ...(f.create === 'admins' ? ['isAdmin()'] : []),
        ...(f.perIdentity ? ['request.auth != null', 'request.auth.uid == uid'] : []),
        'resource == null',
        `fileName.matches('${plainFileName}')`,
        'request.resource.size > 0',
        `request.resource.size <= ${f.file.maxBytes}`,
        `request.resource.contentType in [${quoteList(f.file.contentTypes)}]`,
        ...(f.attachment ? [`request.resource.contentDisposition.matches('${attachmentPattern}')`] : []),
        ...(f.ticket ? [`(isAdmin() || hasTicket(uid, '${f.ticket}', '${f.folder}/' + uid + '/' + fileName))`] : []),
      ];
      lines.push(`      allow create: if ${checks.join('\n        && ')};`);
    }
    if (getAndDelete) lines.push(allow('get, delete', /** @type {Who} */ (f.get)));
    else if (f.delete) lines.push(allow('delete', f.delete));
    lines.push('    }');
    if (f.perIdentity) {
      // Files stored directly in the folder before it had one per identity: read and deleted, never created.
      lines.push('', `    match /${f.folder}/{fileName} {`);
      if (f.get && getAndDelete) lines.push(allow('get, delete', f.get));
      else {
        if (f.get) lines.push(allow('get', f.get));
        if (f.delete) lines.push(allow('delete', f.delete));
      }
      lines.push('    }');
    }
    return lines.join('\n');
  });
  const summary = folders.map((f) => {
    const does = (/** @type {Who | null} */ who, /** @type {string} */ verb, /** @type {string} */ what) => (who ? `${who} ${verb}${who === 'anyone' ? 's' : ''} ${what}` : null);
    const parts = [does(f.get, 'read', 'a file'), does(f.create, 'create', `${f.file.description} of at most ${f.file.maxBytes} bytes`), does(f.delete, 'delete', 'a file')];
    const extra = [
      f.perIdentity ? `in the uploader's own folder ${f.folder}/<uid>/` : null,
      f.ticket ? `each upload with a ticket (a limited write in Firestore)` : null,
      f.attachment ? 'as an attachment' : null,
    ].filter(Boolean);
    return `// ${f.folder}/: ${parts.filter(Boolean).join('; ')}${extra.length ? ` (created ${extra.join(', ')})` : ''}.`;
  });
  const values = {
    GENERATED_NOTICE: notice,
    FOLDER_SUMMARY: summary.join('\n'),
    ADMIN_EMAILS: quoteList(adminEmails),
    FOLDER_MATCHES: blocks.join('\n\n'),
    TICKET_SECONDS: String(ticketSeconds()),
  };
  const template = readFileSync(join(root, 'shared-data/rules/storage.rules.template'), 'utf8');
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (match, /** @type {string} */ key) => {
    if (!(key in values)) throw new Error(`storage.rules.template: unknown placeholder ${match}`);
    return values[/** @type {keyof typeof values} */ (key)];
  });
}

/**
 * @param {{ adminEmails?: string[], folders?: Folder[] }} [options]
 * @returns {(operation: Operation, path: string, identity: Identity, incoming?: IncomingFile, exists?: boolean, ticket?: Ticket, nowMillis?: number) => boolean}
 */
function storageAccess({ adminEmails = adminAllowList(), folders = storageFolders() } = {}) {
  const admins = new Set(adminEmails.map((email) => email.toLowerCase()));
  const plain = new RegExp(`^(?:${plainFileName})$`);
  /** @param {Who | null} who @param {Identity} auth */
  const may = (who, auth) =>
    who === 'anyone' || (who === 'admins' && auth !== null && auth.email_verified === true && typeof auth.email === 'string' && admins.has(auth.email.toLowerCase()));
  const attachment = new RegExp(`^(?:${attachmentPattern})$`);
  const lifetime = ticketSeconds() * 1000;
  return (operation, path, identity, incoming, exists = false, ticket = null, nowMillis = Date.now()) => {
    const [folderName, ...rest] = path.split('/');
    const folder = folders.find((f) => f.folder === folderName);
    if (!folder || rest.length < 1 || rest.length > (folder.perIdentity ? 2 : 1)) return false;
    if (operation === 'get' || operation === 'delete') return may(folder[operation], identity);
    if (operation !== 'create') return false; // no file is overwritten, no folder listed
    // A per-identity folder's files are created only in the uploader's own folder.
    if (rest.length !== (folder.perIdentity ? 2 : 1)) return false;
    const owner = folder.perIdentity ? rest[0] : undefined;
    const fileName = /** @type {string} */ (rest[rest.length - 1]);
    const uid = identity === null ? undefined : (identity.user_id ?? identity.sub);
    return (
      may(folder.create, identity) &&
      (!folder.perIdentity || (identity !== null && uid === owner)) &&
      !exists &&
      plain.test(fileName) &&
      incoming !== undefined &&
      incoming.size > 0 &&
      incoming.size <= folder.file.maxBytes &&
      folder.file.contentTypes.includes(incoming.contentType) &&
      (!folder.attachment || attachment.test(incoming.contentDisposition ?? '')) &&
      (!folder.ticket || may('admins', identity) || (ticket !== null && ticket.ref === path && nowMillis < ticket.lastMillis + lifetime))
    );
  };
}

module.exports = { plainFileName, storageFolders, adminAllowList, storageRulesText, storageAccess, ticketPath, ticketSeconds };
