// The data interface: reads are here; writes, the staff inbox and staff data load on first call (see `loadedOnUse`),
// so a page that only reads downloads none of them. A simulated failure (app-config.json) is applied here too.
import { StoredFileMissingError, type DataApi } from '../data-api';
import { collections } from '../entities';
import { PACKAGES_SUBCOLLECTION, packageLinesOf } from '../freight/terms';
import { withSimulatedFailures } from '../simulate-failures';
import { groupsOnUse } from './lazy-operations';
import { toApplicant, toPost, toQuote, toVacancy } from './mapping';
import { pathFromDownloadUrl } from '../stored-values';
import { loadedOnUse, type CoreContext, type CoreOptions, type DocumentStore, type FileStore, type PublicForms } from './stores';

export function createDataApiFromStores(docs: DocumentStore, files: FileStore, forms: PublicForms, options: CoreOptions = {}): DataApi {
  async function removeFileQuietly(path: unknown): Promise<void> {
    if (typeof path !== 'string' || path === '') return;
    const clean = pathFromDownloadUrl(path);
    if (!/^(images|resume)\//.test(clean)) return;
    try {
      await files.remove(clean);
    } catch (error) {
      console.warn(`[shared-data] could not delete ${clean}`, error);
    }
  }
  const context: CoreContext = {
    docs,
    files,
    forms,
    options,
    fail(op) {
      if (options.shouldFail?.(op)) throw new Error(`Simulated failure of ${op} (app-config.json simulateFailures).`);
    },
    now: options.now ?? (() => Date.now()),
    removeFileQuietly,
  };
  const onUse = groupsOnUse(loadedOnUse, {
    writes: () => import('./operations/write-operations').then(({ createWriteOperations }) => createWriteOperations(context)),
    inbox: () => import('./operations/inbox-operations').then(({ createInboxOperations }) => createInboxOperations(context)),
    staff: () => import('./operations/rate-operations').then(({ createRateOperations }) => createRateOperations(context)),
  });

  const resolvePath = (path: string) => {
    const shown = files.publicUrl?.(path);
    return shown === undefined ? files.url(path) : Promise.resolve(shown);
  };

  const api: DataApi = {
    posts: {
      async list() {
        const raw = await docs.list(collections.posts);
        return Promise.all(raw.map((doc) => toPost(doc, resolvePath)));
      },
      async get(id) {
        const raw = await docs.get(collections.posts, id);
        return raw ? toPost(raw, resolvePath) : null;
      },
      ...onUse.writes.posts,
    },
    vacancies: {
      subscribe(onChange, onError, options) {
        return docs.subscribe(collections.jobvacancy, (raw) => onChange(raw.map(toVacancy)), onError, options);
      },
      async get(id) {
        const raw = await docs.get(collections.jobvacancy, id);
        return raw ? toVacancy(raw) : null;
      },
      ...onUse.writes.vacancies,
    },
    applicants: {
      async get(id) {
        const raw = await docs.get(collections.applicants, id);
        return raw ? toApplicant(raw) : null;
      },
      ...onUse.writes.applicants,
      ...onUse.inbox.applicants,
    },
    quotes: {
      async get(id) {
        const raw = await docs.get(collections.quotes, id);
        if (!raw) return null;
        // The package lines are documents of their own (see PACKAGES_SUBCOLLECTION); a quote stored with them inside keeps those.
        const lines = packageLinesOf(await docs.listSub(collections.quotes, id, PACKAGES_SUBCOLLECTION));
        return toQuote(lines.length > 0 ? { id, data: { ...raw.data, packages: lines } } : raw);
      },
      ...onUse.writes.quotes,
      ...onUse.inbox.quotes,
    },
    rates: onUse.staff.rates,
    files: {
      async getUrl(path) {
        if (typeof path !== 'string' || path === '') return null;
        if (/^(https?:|blob:|data:)/i.test(path)) return path;
        if (path.startsWith('resume/')) throw new Error('A resume has no URL: read it with files.download.');
        return files.url(path);
      },
      async download(path) {
        // images/<name>, resume/<uid>/<name> (and resume/<name> of applications sent before resumes had folders).
        if (typeof path !== 'string' || !/^(images\/[^/]+|resume\/([^/]+\/)?[^/]+)$/.test(path)) throw new Error(`Not a stored file path: ${String(path)}`);
        const blob = await files.blob(path);
        if (!blob) throw new StoredFileMissingError(path);
        return blob;
      },
      ...onUse.writes.files,
    },
  };
  // 'files.upload' fails where an upload starts, once the file is checked: also inside posts.create and applicants.create.
  return withSimulatedFailures(api, (operation) => operation !== 'files.upload' && (options.shouldFail?.(operation) ?? false));
}
