#!/usr/bin/env node
// @ts-check
// firebase.json's predeploy of a remote's hosting target: refuses a plain `firebase deploy` of a remote that is
// live, which would drop its kept builds, naming the release command instead (docs/releasing.md).
//   node scripts/refuse-raw-deploy.mjs <remote folder>
import { defaultProject, hostingSites } from './lib/release/hosting.mjs';
import { rawDeployRefusal } from './lib/release/raw-deploy.mjs';

const dir = process.argv[2] ?? '';
// The Firebase CLI names the project it deploys to in the hooks' environment.
const project = process.env.GCLOUD_PROJECT || defaultProject();
const site = project ? hostingSites(project)[dir] : undefined;
if (!project || !site) {
  console.error(`✖ no Hosting site for ${dir || '(no remote named)'} in ${project ?? 'no project'} (.firebaserc's hosting targets)`);
  process.exit(1);
}
const refusal = await rawDeployRefusal({ dir, site });
if (refusal) {
  console.error(`✖ ${refusal}`);
  process.exit(1);
}
console.log(`${site} serves no build yet: this first deploy drops nothing`);
