// @ts-check
// A plain `firebase deploy` of a remote's site would drop its kept builds: once the site serves a build, the
// hosting target's predeploy refuses it with the command that keeps them.

/**
 * Null while the site serves nothing yet.
 * @param {{ dir: string, site: string, fetch?: typeof globalThis.fetch }} options
 * @returns {Promise<string | null>}
 */
export async function rawDeployRefusal({ dir, site, fetch = globalThis.fetch }) {
  const url = `https://${site}.web.app/mf-manifest.json`;
  const command = `npm run release -- ${dir} --production [--share <per cent>] (or npm run deploy -w ${dir}, which runs it)`;
  let status;
  try {
    status = (await fetch(url, { headers: { 'cache-control': 'no-cache' } })).status;
  } catch (error) {
    return `cannot tell whether ${site} serves kept builds (${url}: ${error instanceof Error ? error.message : String(error)}); a firebase deploy could drop them. Use: ${command}`;
  }
  if (status === 404) return null;
  if (status !== 200) return `cannot tell whether ${site} serves kept builds (${url} answered ${status}); a firebase deploy could drop them. Use: ${command}`;
  return `${dir} is live on ${site}: a firebase deploy would replace its whole version and drop its kept builds (the live build, any candidate, the rollback targets). Release it with: ${command}`;
}
