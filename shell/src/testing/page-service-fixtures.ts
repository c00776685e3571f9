// The shell's page template and a blog route manifest, as the page service tests read them.
export const shellTemplate =
  '<!doctype html><html lang="en"><head><meta name="description" content="default"><title>SEAWAVE</title></head>' +
  '<body><noscript>SEAWAVE needs JavaScript to show this page.</noscript><div id="root"></div><script defer src="/main.1a2b.js"></script></body></html>';

export const blogManifest = {
  remote: 'mfeBlog',
  area: 'blog',
  pages: [
    { expose: './AllBlogsPage', routes: [{ name: 'allBlogs', path: '/allblogs', title: 'Blog | SEAWAVE', description: 'All posts.' }] },
    { expose: './BlogPage', routes: [{ name: 'blog', path: '/blog/:postId', title: 'Blog | SEAWAVE', description: 'A post.' }] },
  ],
};
