// @ts-check
/**
 * The shell's copy of a remote's route manifest: what the router and the
 * route matcher need (each page's exposed module and its routes), without
 * the page files, which only the remote's own build uses. The manifests are
 * in the shell's first script, so every byte counts on every page.
 * @param {string} source the routes.json text
 * @returns {string}
 */
module.exports = function routeManifestLoader(source) {
  /** @type {{ remote: string, pages: { expose: string, file?: string, routes: unknown[] }[] }} */
  const manifest = JSON.parse(source);
  return JSON.stringify({ remote: manifest.remote, pages: manifest.pages.map(({ expose, routes }) => ({ expose, routes })) });
};
