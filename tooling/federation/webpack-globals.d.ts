// The free variable webpack replaces in the code it bundles (server-public-path.cjs sets it).
declare let __webpack_public_path__: string;
