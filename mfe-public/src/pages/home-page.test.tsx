import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '@seawave/shared-ui/testing';
import { company } from '@seawave/shared-ui';
import HomePage from './home-page';
import { layerTiming } from '../components/home/hero-layers';
import { homeSectionOrder } from '../content/home';

/** Renders the home page and waits for the sections below the hero (a chunk of their own). */
async function renderHome() {
  const rendered = renderWithTheme(<HomePage />);
  await screen.findByRole('region', { name: 'Contact Us' }, { timeout: 5_000 });
  return rendered;
}

describe('HomePage', () => {
  it('renders the sections in their order, with one h1', async () => {
    const { container } = await renderHome();
    const order = Array.from(container.querySelectorAll('[data-home-section]')).map((el) => el.getAttribute('data-home-section'));
    expect(order).toEqual([...homeSectionOrder]);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Trusted Partners',
      'We Provide Safe And Reliable Cargo Solutions',
      'Message From Our Founders',
      'Why choose us for your service',
      'About Us',
      'Our Mission, Vision and Purpose',
      'Contact Us',
    ]);
    expect(container.querySelector('#about-section')).toHaveAttribute('data-home-section', 'about');
    expect(container.querySelector('#contact-section')).toHaveAttribute('data-home-section', 'contact');
  });

  it('shows hero texts, brochure and new-tab social links', () => {
    renderWithTheme(<HomePage />);
    const hero = screen.getByRole('region', { name: 'Welcome to SEAWAVE' });
    expect(within(hero).getByRole('heading', { level: 1, name: 'Welcome to SEAWAVE' })).toBeInTheDocument();
    expect(within(hero).getByRole('img', { name: 'SEAWAVE logo' })).toBeInTheDocument();
    expect(within(hero).getByText('THE WAVES ARE ALWAYS HIGH')).toBeInTheDocument();
    expect(within(hero).getByText('Providing Fast & Affordable Cargo Services SINCE 2005')).toBeInTheDocument();

    const brochure = within(hero).getByRole('link', { name: 'See Brochure (opens in a new tab)' });
    expect(brochure).toHaveAttribute('target', '_blank');
    expect(brochure).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(brochure.getAttribute('href')).toBeTruthy();

    for (const [name, href] of [
      ['Facebook', company.social.facebook],
      ['Instagram', company.social.instagram],
      ['LinkedIn', company.social.linkedin],
    ] as const) {
      const link = within(hero).getByRole('link', { name: new RegExp(`^${name}`) });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('staggers the six hero layers by five seconds', () => {
    renderWithTheme(<HomePage />);
    const layers = screen.getAllByTestId('hero-layer');
    expect(layers.map((layer) => layer.getAttribute('data-layer'))).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(layers[0]).toHaveStyle({ opacity: '1' });
    for (const layer of layers.slice(1)) expect(layer).toHaveStyle({ opacity: '0' });
    // The first layer is mid-turn at the first paint (its fade-in already done); the cycle takes 30 s.
    expect([0, 1, 2, 3, 4, 5].map((index) => layerTiming(index).delayMs)).toEqual([-1500, 3500, 8500, 13500, 18500, 23500]);
  });

  it('requests only two hero pictures at first', () => {
    renderWithTheme(<HomePage />);
    const withPicture = screen.getAllByTestId('hero-layer').filter((layer) => layer.style.backgroundImage !== '');
    expect(withPicture.map((layer) => layer.getAttribute('data-layer'))).toEqual(['1', '2']);
    // The others 5 s before their turn.
    expect([2, 3, 4, 5].map((index) => layerTiming(index).pictureAtMs)).toEqual([3500, 8500, 13500, 18500]);
  });

  it('shows the loader placeholder circles', async () => {
    await renderHome();
    const loader = screen.getByTestId('pair-loader');
    expect(loader.querySelectorAll('[data-pair]')).toHaveLength(10);
  });

  it('shows lazy partner logos, hiding the loop copy', async () => {
    await renderHome();
    const partners = screen.getByRole('region', { name: 'Trusted Partners' });
    expect(
      within(partners).getByText(
        'WE AIM TO PROVIDE QUALITY SERVICES WHICH HAS LED TO PARTNER OURSELVES WITH THE LEADING INDUSTRY LEADERS',
      ),
    ).toBeInTheDocument();
    const logos = within(partners).getAllByRole('img');
    expect(logos).toHaveLength(36);
    expect(logos.map((logo) => logo.getAttribute('alt'))).toEqual(Array.from({ length: 36 }, (_, i) => `Image ${i + 1}`));
    expect(logos.map((logo) => logo.getAttribute('data-partner-id'))).toEqual(Array.from({ length: 36 }, (_, i) => `${i + 1}`));
    logos.forEach((logo) => expect(logo).toHaveAttribute('loading', 'lazy'));

    const copies = partners.querySelectorAll('[data-partner-list="duplicate"] img');
    expect(copies).toHaveLength(36);
    copies.forEach((copy) => expect(copy).toHaveAttribute('alt', ''));
    expect(partners.querySelector('[data-partner-list="duplicate"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('pauses the partner strip with its toggle button', async () => {
    const { user } = await renderHome();
    const strip = screen.getByTestId('partner-strip');
    const toggle = screen.getByRole('button', { name: 'Pause partner logos' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(strip).toHaveAttribute('data-paused', 'true');
    await user.click(toggle);
    expect(strip).toHaveAttribute('data-paused', 'false');
  });

  it('shows the three cargo solution cards', async () => {
    await renderHome();
    const section = screen.getByRole('region', { name: 'We Provide Safe And Reliable Cargo Solutions' });
    expect(within(section).getByText('WE AIM TO PROVIDE QUALITY SERVICES VIA BEST WAY OF TRANSPORTATION MEDIUM')).toBeInTheDocument();
    expect(within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Truck', 'Ship', 'Plane']);
    expect(within(section).getAllByRole('img')).toHaveLength(3);
  });

  it('shows the four founders', async () => {
    await renderHome();
    const section = screen.getByRole('region', { name: 'Message From Our Founders' });
    const cards = within(section).getAllByTestId('founder-card');
    expect(cards).toHaveLength(4);
    cards.forEach((card) => {
      expect(within(card).getByRole('img')).toHaveAccessibleName(/Portrait of/);
      expect(card.querySelector('blockquote')).not.toBeEmptyDOMElement();
    });
    const positions = cards.map((card) => card.querySelector('figcaption span')?.textContent);
    expect(positions).toEqual(['Founder', 'Founder', 'Founder & Managing Director', 'Director']);
  });

  it('shows the four why-choose-us blocks', async () => {
    await renderHome();
    const section = screen.getByRole('region', { name: 'Why choose us for your service' });
    expect(
      within(section).getByText('Choosing the right partner is vital for enhancing your logistics and ensuring smooth operations.'),
    ).toBeInTheDocument();
    const blocks: [string, string][] = [
      ['Online Support', 'Our team is always available to assist you with any inquiries or issues.'],
      ['Punctual Deliveries', 'We pride ourselves on delivering your goods on time, every time.'],
      ['Exceptional Customer Service', 'Experience top-notch customer care and personalized support.'],
      ['Secure Transactions', 'We ensure your transactions are safe and your data is protected.'],
    ];
    for (const [title, text] of blocks) {
      expect(within(section).getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
      expect(within(section).getByText(text)).toBeInTheDocument();
    }
  });

  it('shows the about section and company facts', async () => {
    await renderHome();
    const about = screen.getByRole('region', { name: 'About Us' });
    expect(about).toHaveAttribute('id', 'about-section');
    expect(within(about).getByText(/since 2005/)).toBeInTheDocument();
    expect(within(about).getByText(/Kolkata and at the Nepal border towns Jogbani, Raxaul and Sonauli/)).toBeInTheDocument();
    expect(within(about).getByText(/200 heavy duty trailers and 5 own vehicles/)).toBeInTheDocument();
    expect(within(about).getByText(/over 19,000 sq ft of warehousing around Mumbai plus Panvel, Bhiwandi and near Pune/)).toBeInTheDocument();
    expect(within(about).getByText('ISO 9001:2015 & AEO certificate')).toBeInTheDocument();
    expect(within(about).getByRole('link', { name: 'Read more about SEAWAVE' })).toHaveAttribute('href', '/about');

    const purpose = screen.getByRole('region', { name: 'Our Mission, Vision and Purpose' });
    expect(within(purpose).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Mission',
      'Vision',
      'Purpose',
      'Our Values',
    ]);
    for (const value of ['Integrity', 'Transparency', 'Respect', 'Customer Centrality', 'Excellence', 'Social and Environmental Responsibility']) {
      expect(within(purpose).getByText(value)).toBeInTheDocument();
    }
  });

  it('ends with the contact section', async () => {
    await renderHome();
    const contact = screen.getByRole('region', { name: 'Contact Us' });
    expect(contact).toHaveAttribute('id', 'contact-section');
    expect(within(contact).getByRole('link', { name: company.emails.info })).toHaveAttribute('href', `mailto:${company.emails.info}`);
  });
});
