import { screen, within } from '@testing-library/react';
import { company } from '@seawave/shared-ui';
import { renderWithTheme } from '@seawave/shared-ui/testing';
import { Route } from 'react-router-dom';
import ServicesOverviewPage from './services-overview-page';
import { servicePath, serviceSlugs, services } from '../content/services';
import { paths } from '../routes.generated';

describe('ServicesOverviewPage', () => {
  it('links a card to each service page', async () => {
    const { user } = renderWithTheme(<ServicesOverviewPage />, {
      route: paths.services.href(),
      path: paths.services.href(),
      extraRoutes: <Route path={servicePath('warehousing').href()} element={<h1>Warehousing page</h1>} />,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Our Services' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'What We Do' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(serviceSlugs.map((slug) => servicePath(slug).href()));
    for (const slug of serviceSlugs) {
      expect(within(section).getByRole('heading', { level: 3, name: services[slug].name })).toBeInTheDocument();
    }
    await user.click(within(section).getByRole('link', { name: /Warehousing/ }));
    expect(screen.getByRole('heading', { name: 'Warehousing page' })).toBeInTheDocument();
  });

  it('shows specialization cards and an FAQ that opens', async () => {
    const { user } = renderWithTheme(<ServicesOverviewPage />, { route: paths.services.href() });
    const specializations = screen.getByRole('region', { name: 'Our Specializations' });
    expect(within(specializations).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);

    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    const details = faq.querySelectorAll('details');
    expect(details.length).toBeGreaterThanOrEqual(3);
    const first = details[0] as HTMLDetailsElement;
    expect(first.open).toBe(false);
    await user.click(within(first).getByText('Which services does SEAWAVE offer?'));
    expect(first.open).toBe(true);
  });

  it('has a contact block mailing an inquiry', () => {
    renderWithTheme(<ServicesOverviewPage />, { route: paths.services.href() });
    const connect = screen.getByRole('region', { name: "Let's Connect" });
    expect(within(connect).getByRole('link', { name: 'Get In Touch' })).toHaveAttribute(
      'href',
      `mailto:${company.emails.info}?subject=Inquiry`,
    );
  });
});
