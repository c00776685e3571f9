import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { company } from '@seawave/shared-ui';
import { renderWithTheme } from '@seawave/shared-ui/testing';
import ContactPage from './contact-page';

describe('ContactPage', () => {
  it('shows the map picture, offices and contacts', () => {
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

  it('shows a linked map picture, not an embed', () => {
    renderWithTheme(<ContactPage />, { route: '/herocontact' });
    expect(screen.getByRole('img', { name: /^Street map of the SEAWAVE head office/ })).toBeInTheDocument();
    const openMap = screen.getByRole('link', { name: 'Open map (opens in a new tab)' });
    expect(openMap).toHaveAttribute('href', company.address.mapsUrl);
    expect(openMap).toHaveAttribute('target', '_blank');
    expect(openMap).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByTitle('Map showing the SEAWAVE head office in Navi Mumbai')).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('embeds the map on request and focuses it', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ContactPage />, { route: '/herocontact' });
    await user.click(screen.getByRole('button', { name: 'Show interactive map' }));
    const map = screen.getByTitle('Map showing the SEAWAVE head office in Navi Mumbai');
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('src', company.address.mapEmbedUrl);
    expect(map).toHaveFocus();
    expect(screen.queryByRole('img', { name: /^Street map of the SEAWAVE head office/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show interactive map' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open map (opens in a new tab)' })).toBeInTheDocument();
  });

  it('names new-tab links as opening a new tab', () => {
    renderWithTheme(<ContactPage />, { route: '/herocontact' });
    const newTabLinks = screen.getAllByRole('link').filter((link) => link.getAttribute('target') === '_blank');
    expect(newTabLinks.length).toBeGreaterThanOrEqual(3);
    for (const link of newTabLinks) expect(link).toHaveAccessibleName(/opens in a new tab\)$/);
  });
});
