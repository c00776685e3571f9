export default function BlogPostPage() {
  return <h1>BlogPostPage</h1>;
}
