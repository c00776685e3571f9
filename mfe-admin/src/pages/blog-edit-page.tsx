export default function BlogEditPage() {
  return <h1>BlogEditPage</h1>;
}
