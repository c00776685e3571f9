export default function QuoteDetailPage() {
  return <h1>QuoteDetailPage</h1>;
}
