import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '@seawave/shared-ui/testing';
import ServicePage from './service-page';
import { servicePath, serviceSlugs, services } from '../content/services';
import { paths } from '../routes.generated';

describe('ServicePage', () => {
  it.each(serviceSlugs)('shows the %s service from the location', (slug) => {
    const service = services[slug];
    renderWithTheme(<ServicePage />, { route: servicePath(slug).href() });

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: service.name })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: service.banner.alt })).toBeInTheDocument();
    expect(screen.getByText(service.description[0] ?? '')).toBeInTheDocument();
    for (const list of service.lists) {
      const heading = screen.getByRole('heading', { level: 3, name: list.title });
      const items = within(heading.nextElementSibling as HTMLElement).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual(list.items);
    }

    const video = document.querySelector('video');
    expect(video).not.toBeNull();
    // Started by the page once shown (never by an autoplay attribute, which ignores reduced motion on a prerendered page).
    expect(video).not.toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('poster');
    expect(video).toHaveAttribute('muted');
    expect(video?.muted).toBe(true);
    expect(video).toHaveAccessibleName(service.video.description);
    expect(screen.getByRole('link', { name: 'Get A Free Quote' })).toHaveAttribute('href', paths.getAFreeQuote.href());
  });

  it('names the facts of its service', () => {
    renderWithTheme(<ServicePage />, { route: '/warehousing' });
    expect(screen.getByText(/over 19,000 sq ft of warehousing around Mumbai plus Panvel, Bhiwandi and near Pune/)).toBeInTheDocument();
  });

  it('shows a clear message for an unknown service', () => {
    renderWithTheme(<ServicePage />, { route: '/no-such-service' });
    expect(screen.getByRole('alert')).toHaveTextContent('Service not found');
    expect(screen.getByRole('heading', { level: 1, name: 'Service not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all services' })).toHaveAttribute('href', paths.services.href());
  });
});
