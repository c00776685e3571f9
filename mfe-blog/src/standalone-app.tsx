import { Route, Routes } from 'react-router-dom';
import { paths } from '@seawave/shared-ui';
import BlogListPage from './pages/blog-list-page';
import BlogPostPage from './pages/blog-post-page';

/** This remote on its own (port 3003), for its team's development. */
export function StandaloneApp() {
  return (
    <Routes>
      <Route path="/" element={<BlogListPage />} />
      <Route path={paths.allBlogs} element={<BlogListPage />} />
      <Route path="/blog/:postId" element={<BlogPostPage />} />
    </Routes>
  );
}
