/** /shippingguide: how a shipment travels with SEAWAVE. */
export default function ShippingGuidePage() {
  return (
    <section>
      <h1>Shipping Guide</h1>
      <p>How a shipment travels with SEAWAVE, from the first quote to delivery.</p>
    </section>
  );
}
