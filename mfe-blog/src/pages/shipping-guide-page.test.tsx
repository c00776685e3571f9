import { render, screen } from '@testing-library/react';
import ShippingGuidePage from './shipping-guide-page';

describe('ShippingGuidePage (/shippingguide)', () => {
  it("shows the heading 'Shipping Guide'", () => {
    render(<ShippingGuidePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Shipping Guide' })).toBeInTheDocument();
  });
});
