export default function CsrPage() {
  return <h1>CsrPage</h1>;
}
