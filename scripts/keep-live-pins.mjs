#!/usr/bin/env node
// @ts-check
// Before a shell deploy: the built remotes.json keeps the pins of the live one, so deploying the shell never undoes a
// release or a rollback (`npm run release -- <remote> --production` set them). The live file is public: no credential.
//   node scripts/keep-live-pins.mjs [--project <id>]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './lib/containers.mjs';
import { defaultProject, hostingSites } from './lib/release/hosting.mjs';
import { keepPins, writeJsonAtomically } from './lib/release/pointer.mjs';

const argv = process.argv.slice(2);
const projectAt = argv.indexOf('--project');
const project = (projectAt >= 0 ? argv[projectAt + 1] : undefined) ?? defaultProject();
if (!project) throw new Error('no Firebase project: name one with --project <id> or set a default in .firebaserc (firebase use)');
const site = hostingSites(project).shell;
if (!site) throw new Error(`.firebaserc names no hosting site for the shell in ${project}`);
const builtFile = join(repoRoot, 'shell/dist/remotes.json');
const response = await fetch(`https://${site}.web.app/remotes.json`, { cache: 'no-store' });
if (response.status === 404) {
  console.log(`${site} serves no remotes.json yet: nothing to keep`);
} else if (!response.ok) {
  throw new Error(`reading the live remotes.json of ${site}: HTTP ${response.status}; not deploying over pins it may hold`);
} else {
  const built = JSON.parse(readFileSync(builtFile, 'utf8'));
  const kept = keepPins(built, await response.json());
  writeJsonAtomically(builtFile, kept);
  const pinned = Object.keys(kept).filter((remote) => kept[remote] !== built[remote]);
  console.log(pinned.length ? `kept the live pins of ${pinned.join(', ')}` : 'no live pin to keep');
}
