// @ts-check
import { storageAccess } from '@seawave/shared-data/storage-rules';

/** @typedef {import('@seawave/shared-data/storage-rules').Identity} Identity */
/** @typedef {import('@seawave/shared-data/storage-rules').Folder} Folder */

/** The identity of `Authorization: Bearer owner`, which the emulators accept from tools and tests. */
export const ownerIdentity = Object.freeze({ owner: true });

/**
 * @param {string | undefined} header
 * @returns {Identity}
 */
export function identityFromHeader(header) {
  // The emulators' administrative access (tools such as the seed script, and tests): every rule allows it.
  if ((header ?? '').trim() === 'Bearer owner') return ownerIdentity;
  const match = /^(?:Firebase|Bearer)\s+([^\s.]+)\.([^\s.]+)\.?\S*$/i.exec((header ?? '').trim());
  if (!match) return null;
  try {
    const payload = JSON.parse(Buffer.from(match[2] ?? '', 'base64url').toString('utf8'));
    return payload && typeof payload === 'object' && !Array.isArray(payload) ? payload : null;
  } catch {
    return null;
  }
}

/**
 * @param {{ staff?: import('@seawave/shared-data/staff-list').StaffAccount[], folders?: Folder[] }} options
 * @returns {ReturnType<typeof storageAccess>}
 */
export function accessRules({ staff, folders }) {
  const access = storageAccess({ ...(staff ? { staff } : {}), ...(folders ? { folders } : {}) });
  return (operation, path, identity, incoming, exists, ticket) => identity === ownerIdentity || access(operation, path, identity, incoming, exists, ticket);
}

/** Who a refusal in the log was for. */
export const who = (/** @type {Identity} */ identity) =>
  identity === null
    ? 'a visitor'
    : `${String(identity.email ?? identity.sub ?? 'a user')}${identity.email_verified === true ? '' : ' (unverified)'} via ${String(/** @type {{ sign_in_provider?: unknown } | undefined} */ (identity.firebase)?.sign_in_provider ?? 'no provider')}`;
