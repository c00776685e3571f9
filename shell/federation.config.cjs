// @ts-check
/** The shell is the host: it exposes nothing and learns its remotes from public/remotes.json at runtime. */
module.exports = {
  exposes: {},
};
