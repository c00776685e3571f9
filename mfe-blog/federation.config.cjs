// @ts-check
/** Federation contract of mfe-blog; must match remoteModules in shared-ui/src/remote-contract.ts. */
module.exports = {
  exposes: {
    './BlogListPage': './src/pages/blog-list-page.tsx',
    './BlogPostPage': './src/pages/blog-post-page.tsx',
  },
};
