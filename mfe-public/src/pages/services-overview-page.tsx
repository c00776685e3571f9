export default function ServicesOverviewPage() {
  return <h1>ServicesOverviewPage</h1>;
}
