#!/usr/bin/env node
// @ts-check
/**
 * `npm run site-index`: writes shell/dist/sitemap.xml and shell/dist/robots.txt
 * for search engines (see scripts/lib/site-index.mjs): every public route of
 * the manifests without parameters, each post and each open vacancy of the
 * configured project (app-config.json: its emulator locally, production
 * otherwise), at the origin of config/site.json. Blocked and closed vacancies
 * and staff screens are left out. Run it after a deploy and whenever posts or
 * vacancies change.
 *
 *   npm run site-index                      shell/dist, the project of shell/dist/app-config.json (else shell/public's)
 *   npm run site-index -- --project <id>    another project (on the same emulator, or in production)
 *   npm run site-index -- --out <folder>    write elsewhere
 *
 * Production reads need GOOGLE_OAUTH_ACCESS_TOKEN (an account that may read
 * Firestore, e.g. `GOOGLE_OAUTH_ACCESS_TOKEN=$(gcloud auth print-access-token)`).
 * FIRESTORE_EMULATOR_HOST, when set, names the emulator to read.
 */
import { join, relative, resolve } from 'node:path';
import { repoRoot } from './lib/containers.mjs';
import { deployedAppConfig, firestoreSource, writeSiteIndex } from './lib/site-index.mjs';

const argv = process.argv.slice(2);
/** @param {string} name */
const option = (name) => {
  const index = argv.indexOf(name);
  if (index < 0) return undefined;
  const value = argv[index + 1];
  if (!value || value.startsWith('--')) {
    console.error(`${name} needs a value`);
    process.exit(2);
  }
  return value;
};

try {
  const config = deployedAppConfig();
  const projectId = option('--project') ?? config.firebase.projectId;
  const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST ?? config.emulators?.firestore ?? null;
  const out = resolve(option('--out') ?? join(repoRoot, 'shell/dist'));
  const source = firestoreSource({ projectId, emulatorHost, accessToken: process.env.GOOGLE_OAUTH_ACCESS_TOKEN ?? null });
  const result = await writeSiteIndex({ out, source });
  console.log(
    `Site index for ${result.origin}: ${relative(repoRoot, join(out, 'sitemap.xml'))} with ${result.urls} URLs ` +
      `(${result.posts} posts, ${result.openJobs} open jobs; ${result.leftOut} blocked or closed left out) and robots.txt, ` +
      `from ${projectId}${emulatorHost ? ` on the emulator ${emulatorHost}` : ''}.`,
  );
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
