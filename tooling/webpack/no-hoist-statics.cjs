// Stands in for hoist-non-react-statics (and the react-is copy it brings) in the builds: emotion's withTheme is its
// only user, and the site uses no withTheme (lint forbids it).
module.exports = function hoistNonReactStatics() {
  throw new Error("hoist-non-react-statics is left out of this build: the site uses no emotion withTheme");
};
