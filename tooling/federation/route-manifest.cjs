// @ts-check
/**
 * A remote's federation `exposes`, derived from its route manifest
 * (`<remote>/routes.json`): each page's module name mapped to its file.
 * @param {{ pages: { expose: string, file: string }[] }} manifest
 * @returns {Record<string, string>}
 */
function exposesOf(manifest) {
  return Object.fromEntries(manifest.pages.map((page) => [page.expose, page.file]));
}

module.exports = { exposesOf };
