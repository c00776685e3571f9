export default function ApplicationPage() {
  return <h1>ApplicationPage</h1>;
}
