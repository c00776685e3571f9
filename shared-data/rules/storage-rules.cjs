// @ts-check
// The Storage rules, declared once: storage.rules and the local Storage stand-in's checks derive from it, and a test
// compares the two. CommonJS, so jest loads it as it is. Files are created once, never overwritten or listed.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { staffAccounts, staffRulesValues } = require('./staff-list.cjs');

const root = join(__dirname, '..', '..');
const readJson = (/** @type {string} */ file) => JSON.parse(readFileSync(join(root, file), 'utf8'));

/** @typedef {'anyone' | 'sales' | 'hiring'} Who  anyone, or staff whose role reaches that area (staff-roles.json) */
/** @typedef {{ maxBytes: number, contentTypes: string[], description: string }} FileLimit */
/**
 * @typedef {{ folder: string, get: Who | null, create: Who | null, delete: Who | null, file: FileLimit,
 *   ticketed?: boolean, attachment?: boolean }} Folder
 *   ticketed: files are created only in a folder named by a ticket that the Cloud Functions gave out
 *   (uploadTickets/<ticket> in Firestore), at the path, size and type it names, before it expires.
 */
/** @typedef {'get' | 'list' | 'create' | 'update' | 'delete'} Operation */
/** @typedef {Record<string, unknown> | null} Identity  the caller's ID-token claims, or null for a visitor */
/** @typedef {import('./staff-list.cjs').StaffAccount} StaffAccount */
/** @typedef {{ size: number, contentType: string, contentDisposition?: string }} IncomingFile */
/** @typedef {{ path: string, expiresMillis: number, size: number, contentType: string } | null} Ticket  the ticket document in Firestore, or null */

const plainFileName = '[A-Za-z0-9][A-Za-z0-9._-]*'; // RE2 and JavaScript alike

/**
 * @param {{ files: { image: FileLimit, resume: FileLimit } }} [limits]
 * @returns {Folder[]}
 */
function storageFolders(limits = readJson('shared-data/src/limits.json')) {
  return [
    // Blog photos, which only the staff who write posts upload.
    { folder: 'images', get: 'anyone', create: 'hiring', delete: 'hiring', file: limits.files.image },
    { folder: 'resume', get: 'hiring', create: 'anyone', delete: 'hiring', file: limits.files.resume, ticketed: true, attachment: true },
  ];
}

/** Where the Cloud Functions keep an upload's ticket (shared-data/src/public-forms.ts). */
const ticketPath = (/** @type {string} */ ticket) => `uploadTickets/${ticket}`;

const attachmentPattern = 'attachment(;.*)?';

const quoteList = (/** @type {(string | number)[]} */ list) => list.map((v) => `'${String(v).replace(/['\\]/g, '')}'`).join(', ');

const condition = (/** @type {Who} */ who) => (who === 'anyone' ? 'true' : `staffMay('${who}')`);

/** @param {{ notice: string, staff?: StaffAccount[], folders?: Folder[] }} options */
function storageRulesText({ notice, staff = staffAccounts(), folders = storageFolders() }) {
  const blocks = folders.map((f) => {
    const allow = (/** @type {string} */ operations, /** @type {Who} */ who) => `      allow ${operations}: if ${condition(who)};`;
    const lines = [f.ticketed ? `    match /${f.folder}/{ticket}/{fileName} {` : `    match /${f.folder}/{fileName} {`];
    const getAndDelete = f.get !== null && f.get === f.delete;
    if (f.get && !getAndDelete) lines.push(allow('get', f.get));
    if (f.create) {
      const checks = [
        ...(f.create !== 'anyone' ? [condition(f.create)] : []),
        'resource == null',
        `fileName.matches('${plainFileName}')`,
        'request.resource.size > 0',
        `request.resource.size <= ${f.file.maxBytes}`,
        `request.resource.contentType in [${quoteList(f.file.contentTypes)}]`,
        ...(f.attachment ? [`request.resource.contentDisposition.matches('${attachmentPattern}')`] : []),
        ...(f.ticketed ? [`hasTicket(ticket, '${f.folder}/' + ticket + '/' + fileName)`] : []),
      ];
      lines.push(`      allow create: if ${checks.join('\n        && ')};`);
    }
    if (getAndDelete) lines.push(allow('get, delete', /** @type {Who} */ (f.get)));
    else if (f.delete) lines.push(allow('delete', f.delete));
    lines.push('    }');
    if (f.ticketed) {
      // Files stored directly in the folder before uploads had tickets: read and deleted, never created.
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
    const does = (/** @type {Who | null} */ who, /** @type {string} */ verb, /** @type {string} */ what) =>
      who ? `${who === 'anyone' ? 'anyone' : `${who} staff`} ${verb}${who === 'anyone' ? 's' : ''} ${what}` : null;
    const parts = [does(f.get, 'read', 'a file'), does(f.create, 'create', `${f.file.description} of at most ${f.file.maxBytes} bytes`), does(f.delete, 'delete', 'a file')];
    const extra = [
      f.ticketed ? `in the folder ${f.folder}/<ticket>/ of a ticket the Cloud Functions gave out, at its path, size and type` : null,
      f.attachment ? 'as an attachment' : null,
    ].filter(Boolean);
    return `// ${f.folder}/: ${parts.filter(Boolean).join('; ')}${extra.length ? ` (created ${extra.join(', ')})` : ''}.`;
  });
  const values = {
    GENERATED_NOTICE: notice,
    FOLDER_SUMMARY: summary.join('\n'),
    ...staffRulesValues(staff),
    FOLDER_MATCHES: blocks.join('\n\n'),
  };
  const template = readFileSync(join(root, 'shared-data/rules/storage.rules.template'), 'utf8');
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (match, /** @type {string} */ key) => {
    if (!(key in values)) throw new Error(`storage.rules.template: unknown placeholder ${match}`);
    return values[/** @type {keyof typeof values} */ (key)];
  });
}

/**
 * @param {{ staff?: StaffAccount[], folders?: Folder[] }} [options]
 * @returns {(operation: Operation, path: string, identity: Identity, incoming?: IncomingFile, exists?: boolean, ticket?: Ticket, nowMillis?: number) => boolean}
 */
function storageAccess({ staff = staffAccounts(), folders = storageFolders() } = {}) {
  const areasByEmail = new Map(staff.map((account) => [account.email.toLowerCase(), account.areas]));
  const plain = new RegExp(`^(?:${plainFileName})$`);
  /** The areas of a Google sign-in with a verified allow-listed e-mail; none for anyone else. @param {Identity} auth */
  const areasOf = (auth) => {
    const provider = /** @type {{ sign_in_provider?: unknown } | undefined} */ (auth?.firebase)?.sign_in_provider;
    if (auth === null || provider !== 'google.com' || auth.email_verified !== true || typeof auth.email !== 'string') return [];
    return areasByEmail.get(auth.email.toLowerCase()) ?? [];
  };
  /** @param {Who | null} who @param {Identity} auth */
  const may = (who, auth) => who === 'anyone' || (who !== null && areasOf(auth).includes(who));
  const attachment = new RegExp(`^(?:${attachmentPattern})$`);
  return (operation, path, identity, incoming, exists = false, ticket = null, nowMillis = Date.now()) => {
    const [folderName, ...rest] = path.split('/');
    const folder = folders.find((f) => f.folder === folderName);
    if (!folder || rest.length < 1 || rest.length > (folder.ticketed ? 2 : 1)) return false;
    if (operation === 'get' || operation === 'delete') return may(folder[operation], identity);
    if (operation !== 'create') return false; // no file is overwritten, no folder listed
    // A ticketed folder's files are created only in their ticket's folder.
    if (rest.length !== (folder.ticketed ? 2 : 1)) return false;
    const fileName = /** @type {string} */ (rest[rest.length - 1]);
    return (
      may(folder.create, identity) &&
      !exists &&
      plain.test(fileName) &&
      incoming !== undefined &&
      incoming.size > 0 &&
      incoming.size <= folder.file.maxBytes &&
      folder.file.contentTypes.includes(incoming.contentType) &&
      (!folder.attachment || attachment.test(incoming.contentDisposition ?? '')) &&
      (!folder.ticketed ||
        (ticket !== null && ticket.path === path && nowMillis < ticket.expiresMillis && ticket.size === incoming.size && ticket.contentType === incoming.contentType))
    );
  };
}

module.exports = { plainFileName, storageFolders, storageRulesText, storageAccess, ticketPath };
