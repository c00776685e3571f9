export default function JobDetailsPage() {
  return <h1>JobDetailsPage</h1>;
}
