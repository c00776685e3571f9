#!/usr/bin/env node
// @ts-check
/**
 * `npm run prerender`: writes every public page of the site as complete HTML
 * (server-rendered from the deployed shell and remotes, hydrated in the
 * browser), plus sitemap.xml and robots.txt, into shell/dist (see
 * scripts/lib/prerender.mjs). The remotes must be reachable where
 * remotes.json says (served locally by `npm start` / `npm run serve`); posts
 * and vacancies come from the project of the build's app-config.json (its
 * emulator locally; FIRESTORE_EMULATOR_HOST overrides the address). Run it after any deploy (shell or one remote) and
 * whenever posts or vacancies change; nothing is rebuilt.
 *
 *   npm run prerender                      shell/dist, the project of its app-config.json
 *   npm run prerender -- --project <id>    another project (on the same emulator, or in production)
 *   npm run prerender -- --dist <folder>   another copy of the shell's build (written in place)
 *
 * Production reads need GOOGLE_OAUTH_ACCESS_TOKEN (an account that may read
 * Firestore, e.g. `GOOGLE_OAUTH_ACCESS_TOKEN=$(gcloud auth print-access-token)`).
 */
import { resolve } from 'node:path';
import { prerender } from './lib/prerender.mjs';

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
const projectOption = option('--project');
const distOption = option('--dist');

try {
  const result = await prerender({
    shellDist: distOption ? resolve(distOption) : undefined,
    projectId: projectOption,
    accessToken: process.env.GOOGLE_OAUTH_ACCESS_TOKEN ?? null,
    log: (line) => console.log(`  ${line}`),
  });
  console.log(
    `Prerendered ${result.pages.length} pages for ${result.origin} in ${result.seconds} s (sitemap.xml lists ${result.pages.length - 1}), ` +
      `with the builds ${Object.entries(result.builds).map(([name, id]) => `${name} ${id}`).join(', ')}.`,
  );
  // The remotes' code keeps sockets open (the back end's SDK): the run is over.
  process.exit(0);
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  if (error instanceof Error && error.cause) console.error(error.cause);
  process.exit(1);
}
