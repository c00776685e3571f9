export default function QuoteListPage() {
  return <h1>QuoteListPage</h1>;
}
