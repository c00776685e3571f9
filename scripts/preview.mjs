// @ts-check
// Prints a signed link that shows the live site with a kept build of one remote, in that browser only
// (docs/preview.md). Production signs with the page function's secret PREVIEW_SIGNING_KEY.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const root = resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
/** @type {{ containers: { dir: string, name: string, host?: boolean }[] }} */
const { containers } = require('../tooling/containers.cjs');
/** @type {typeof import('./lib/preview.cjs')} */
const { previewLink, PreviewRefused } = require('./lib/preview.cjs');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { page: { type: 'string' }, hours: { type: 'string', default: '4' }, site: { type: 'string' } },
});

const renderer = join(root, 'shell/dist/server/render.js');
if (!existsSync(renderer)) {
  console.error(`${renderer} is missing: build the shell first (npm run build)`);
  process.exit(1);
}

try {
  const lines = await previewLink(
    { remote: positionals[0], candidate: positionals[1], page: values.page, hours: values.hours, site: values.site ?? JSON.parse(readFileSync(join(root, 'config/site.json'), 'utf8')).siteOrigin },
    { shell: require(renderer), containers, key: process.env.PREVIEW_SIGNING_KEY, now: Date.now(), localRemotes: () => JSON.parse(readFileSync(join(root, 'shell/dist/remotes.json'), 'utf8')) },
  );
  for (const line of lines) console.log(line);
} catch (error) {
  if (!(error instanceof PreviewRefused)) throw error;
  console.error(error.message);
  process.exit(1);
}
