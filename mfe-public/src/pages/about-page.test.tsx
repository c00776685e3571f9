import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '@seawave/shared-ui/testing';
import AboutPage from './about-page';

describe('AboutPage', () => {
  it('leaves scrolling to the shell', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo');
    renderWithTheme(<AboutPage />, { route: '/about' });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('tells the story, directors and affiliations', () => {
    renderWithTheme(<AboutPage />, { route: '/about' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'About SEAWAVE' })).toBeInTheDocument();

    const story = screen.getByRole('region', { name: 'Our Story' });
    expect(within(story).getByText(/began providing cargo services in 2005/)).toBeInTheDocument();
    expect(within(story).getByText(/Delhi, Mumbai, Surat, Chennai, Kolkata and Sonauli/)).toBeInTheDocument();
    expect(within(story).getByText(/Sea, Earth, Air, Wave, Achieve, Vision, Exactly/)).toBeInTheDocument();

    expect(screen.getByRole('region', { name: 'Commitment to Quality' })).toHaveTextContent(/ISO 9001:2015/);
    const expertise = screen.getByRole('region', { name: 'Special Expertise' });
    expect(expertise).toHaveTextContent(/200 heavy duty trailers and 5 own vehicles/);
    expect(expertise).toHaveTextContent(/48-hour direct port delivery window/);
    expect(expertise).toHaveTextContent(/Kolkata, Jogbani, Raxaul, Sonauli/);

    const directors = screen.getByRole('region', { name: 'Our Managing Directors' });
    expect(within(directors).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(within(directors).getAllByText(/Managing Director$/, { selector: 'p' })).toHaveLength(2);

    const affiliations = screen.getByRole('region', { name: 'Affiliations' });
    const logos = within(within(affiliations).getByRole('list', { name: 'Affiliation logos' })).getAllByRole('img');
    expect(logos).toHaveLength(6);
    expect(within(affiliations).getByRole('img', { name: 'ISO 9001:2015 logo' })).toBeInTheDocument();
    expect(within(affiliations).getByRole('img', { name: 'AEO certificate logo' })).toBeInTheDocument();
    for (const value of ['Integrity', 'Transparency', 'Respect', 'Customer Centrality', 'Excellence', 'Social and Environmental Responsibility']) {
      expect(within(affiliations).getByText(value)).toBeInTheDocument();
    }
  });
});
