export default function QuotePage() {
  return <h1>QuotePage</h1>;
}
