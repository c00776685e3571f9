export default function JobEditListPage() {
  return <h1>JobEditListPage</h1>;
}
