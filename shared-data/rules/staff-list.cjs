// @ts-check
// The staff of config/admin-allow-list.json with their roles and the areas each role reaches (staff-roles.json), read
// and checked once for the rules generator, the Storage rules and the local Storage stand-in. Server-side only: nothing
// the browser downloads names the staff.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const root = join(__dirname, '..', '..');
const readJson = (/** @type {string} */ file) => JSON.parse(readFileSync(join(root, file), 'utf8'));

/** @typedef {{ defaultRole: string, roles: Record<string, string[]> }} StaffRoles */
/** @typedef {{ email: string, role: string, areas: string[] }} StaffAccount  email in lower case */

const allowListFile = 'config/admin-allow-list.json';

/**
 * @param {unknown} [declared]
 * @returns {StaffRoles}
 */
function staffRoles(declared = readJson('shared-data/rules/staff-roles.json')) {
  const problem = (/** @type {string} */ text) => new Error(`shared-data/rules/staff-roles.json: ${text}`);
  const { defaultRole, roles } = /** @type {{ defaultRole?: unknown, roles?: unknown }} */ (declared ?? {});
  if (typeof roles !== 'object' || roles === null || Object.keys(roles).length === 0) throw problem('"roles" must name at least one role.');
  for (const [role, areas] of Object.entries(roles)) {
    if (!/^[a-z]+$/.test(role)) throw problem(`the role ${JSON.stringify(role)} must be lower-case letters.`);
    if (!Array.isArray(areas) || areas.length === 0 || !areas.every((area) => typeof area === 'string' && /^[a-z]+$/.test(area))) {
      throw problem(`the role "${role}" must list at least one area (lower-case letters).`);
    }
  }
  if (typeof defaultRole !== 'string' || !(defaultRole in roles)) throw problem('"defaultRole" must be one of the roles.');
  return { defaultRole, roles: /** @type {Record<string, string[]>} */ (roles) };
}

/**
 * Lower-cased e-mails, the default role where none; throws, naming the problem, on anything but distinct known ones.
 * @param {unknown} [allowList]
 * @param {StaffRoles} [roles]
 * @returns {StaffAccount[]}
 */
function staffAccounts(allowList = readJson(allowListFile), roles = staffRoles()) {
  const problem = (/** @type {string} */ text) => new Error(`${allowListFile}: ${text}`);
  const emailRule = new RegExp(`^(?:${readJson('shared-data/src/limits.json').patterns.email})$`, 'u');
  const { staff, ...rest } = /** @type {{ staff?: unknown }} */ (allowList ?? {});
  const unknown = Object.keys(rest).filter((key) => key !== '$comment');
  if (unknown.length > 0) throw problem(`unknown key ${unknown.map((key) => `"${key}"`).join(', ')} (the accounts go in "staff").`);
  if (!Array.isArray(staff) || staff.length === 0) throw problem('"staff" must be a non-empty list of accounts { "email", "role" }.');
  const seen = new Set();
  return staff.map((entry) => {
    const { email, role = roles.defaultRole, ...extra } = /** @type {{ email?: unknown, role?: unknown }} */ (entry ?? {});
    if (typeof email !== 'string' || !emailRule.test(email)) throw problem(`${JSON.stringify(email)} is not an e-mail address.`);
    if (Object.keys(extra).length > 0) throw problem(`${email}: only "email" and "role" are allowed.`);
    if (typeof role !== 'string' || !(role in roles.roles)) {
      throw problem(`${email}: the role ${JSON.stringify(role)} is not one of ${Object.keys(roles.roles).join(', ')}.`);
    }
    const lower = email.toLowerCase();
    if (seen.has(lower)) throw problem(`${email} is listed twice.`);
    seen.add(lower);
    return { email: lower, role, areas: [.../** @type {string[]} */ (roles.roles[role])] };
  });
}

const quoted = (/** @type {string} */ value) => `'${value.replace(/['\\]/g, '')}'`;

/**
 * As rules map literals for staffRoles() and roleAreas() of both rules files.
 * @param {StaffAccount[]} [accounts]
 * @param {StaffRoles} [roles]
 * @returns {{ STAFF_ROLES: string, ROLE_AREAS: string }}
 */
function staffRulesValues(accounts = staffAccounts(), roles = staffRoles()) {
  const map = (/** @type {[string, string][]} */ entries) => `{\n${entries.map(([key, value]) => `        ${quoted(key)}: ${value}`).join(',\n')}\n      }`;
  return {
    STAFF_ROLES: map(accounts.map((account) => [account.email, quoted(account.role)])),
    ROLE_AREAS: map(Object.entries(roles.roles).map(([role, areas]) => [role, `[${areas.map(quoted).join(', ')}]`])),
  };
}

module.exports = { staffRoles, staffAccounts, staffRulesValues };
