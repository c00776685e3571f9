export default function BlogCreatePage() {
  return <h1>BlogCreatePage</h1>;
}
