export default function ApplicantListPage() {
  return <h1>ApplicantListPage</h1>;
}
