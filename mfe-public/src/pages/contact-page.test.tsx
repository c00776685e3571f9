import { screen, within } from '@testing-library/react';
import { company } from '@seawave/shared-ui';
import { renderWithTheme } from '@seawave/shared-ui/testing';
import ContactPage from './contact-page';

describe('ContactPage', () => {
  it('shows the map picture, offices and every way to reach the company', () => {
    renderWithTheme(<ContactPage />, { route: '/herocontact' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Map of India marking the SEAWAVE offices/ })).toHaveAttribute('loading', 'lazy');

    expect(screen.getByText(/offices in Delhi, Mumbai, Surat, Chennai, Kolkata and Sonauli/)).toBeInTheDocument();
    const cities = within(screen.getByRole('list', { name: 'Office cities' })).getAllByRole('listitem');
    expect(cities.map((city) => city.textContent)).toEqual(['Delhi', 'Mumbai', 'Surat', 'Chennai', 'Kolkata', 'Sonauli']);

    const address = screen.getByRole('link', { name: /Navi Mumbai/ });
    expect(address).toHaveAttribute('href', company.address.mapsUrl);
    expect(address).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: company.emails.info })).toHaveAttribute('href', `mailto:${company.emails.info}`);
    expect(screen.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', `https://wa.me/${company.whatsappNumber}`);
    for (const phone of company.phones) {
      expect(screen.getByRole('link', { name: phone.label })).toHaveAttribute('href', `tel:${phone.tel}`);
    }
    expect(screen.getByText(company.hours)).toBeInTheDocument();
  });

  it('embeds a lazy, titled map', () => {
    renderWithTheme(<ContactPage />, { route: '/herocontact' });
    const map = screen.getByTitle('Map showing the SEAWAVE head office in Navi Mumbai');
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('loading', 'lazy');
  });
});
