export default function JobPostPage() {
  return <h1>JobPostPage</h1>;
}
