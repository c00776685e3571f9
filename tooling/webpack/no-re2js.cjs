// Stands in for re2js in the builds: Firestore catches this error and answers such a pipeline expression with an error value.
exports.RE2JS = {
  /** @param {string} _pattern */
  compile(_pattern) {
    throw new Error('re2js is left out of this build: the site uses no Firestore pipelines');
  },
};
