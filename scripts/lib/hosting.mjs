// @ts-check
/**
 * The Firebase Hosting configuration of firebase.json, applied by the local
 * static servers exactly as Hosting applies it: for each container (hosting
 * target) its public folder, its `headers` (every rule whose glob matches the
 * request path adds its headers, later rules win) and its `rewrites` (used
 * only when no file matches). So the headers the tests see are the ones
 * production sends.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import picomatch from 'picomatch';

/**
 * @typedef {object} HostingTarget
 * @property {string} target
 * @property {string} public
 * @property {{ source: string, headers: { key: string, value: string }[] }[]} [headers]
 * @property {{ source: string, destination: string }[]} [rewrites]
 */

/**
 * (The caller names firebase.json: the end-to-end helpers load this module too, where import.meta is not available.)
 * @param {string} file the path of firebase.json
 * @returns {HostingTarget[]}
 */
export function readHostingConfig(file) {
  const config = JSON.parse(readFileSync(file, 'utf8'));
  const hosting = Array.isArray(config.hosting) ? config.hosting : [config.hosting];
  return hosting;
}

/** Whether a Hosting glob matches a request path (Hosting matches with or without the leading slash). */
export function globMatches(/** @type {string} */ glob, /** @type {string} */ pathname) {
  return picomatch.isMatch(pathname, glob) || picomatch.isMatch(pathname.replace(/^\//, ''), glob);
}

/**
 * @param {string} target  the hosting target (the container's folder name)
 * @param {string} firebaseJson  the path of firebase.json
 */
export function hostingRulesFor(target, firebaseJson) {
  const config = readHostingConfig(firebaseJson);
  const entry = config.find((h) => h.target === target);
  if (!entry) throw new Error(`firebase.json has no hosting target "${target}"`);
  return {
    publicDir: join(dirname(firebaseJson), entry.public),
    /** The headers Hosting adds to a response for `pathname`. */
    headersFor(/** @type {string} */ pathname) {
      /** @type {Record<string, string>} */
      const headers = {};
      for (const rule of entry.headers ?? []) {
        if (globMatches(rule.source, pathname)) for (const { key, value } of rule.headers) headers[key] = value;
      }
      return headers;
    },
    /** The file a path is rewritten to when no file matches it, or null. */
    rewrite(/** @type {string} */ pathname) {
      const rule = (entry.rewrites ?? []).find((r) => globMatches(r.source, pathname));
      return rule ? rule.destination : null;
    },
  };
}
