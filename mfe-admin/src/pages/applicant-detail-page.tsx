export default function ApplicantDetailPage() {
  return <h1>ApplicantDetailPage</h1>;
}
