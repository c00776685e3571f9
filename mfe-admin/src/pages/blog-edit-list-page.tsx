export default function BlogEditListPage() {
  return <h1>BlogEditListPage</h1>;
}
