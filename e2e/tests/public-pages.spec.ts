// Affected runs: mfe-public / /about /heroabout /herocontact /services /customclearance /freightforwarding /transportation /warehousing /eximconsultancy /logisticsdesign /csr
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from '../support';

/**
 * The public pages served by the mfe-public remote, composed by the shell:
 * every route renders its exact texts, the hero's active
 * background layer changes after 5 s, and the partner strip has exactly 36
 * images named 'Image 1' … 'Image 36'.
 */

const serviceRoutes = [
  { path: '/customclearance', name: 'Custom Clearance' },
  { path: '/freightforwarding', name: 'Freight Forwarding' },
  { path: '/transportation', name: 'Transportation' },
  { path: '/warehousing', name: 'Warehousing' },
  { path: '/eximconsultancy', name: 'Exim Consultancy' },
  { path: '/logisticsdesign', name: 'Logistics Design' },
] as const;

const main = (page: Page) => page.getByRole('main');

async function openPage(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(main(page).getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveCount(1);
}

test.describe('home page', () => {
  test('renders every section in order', async ({ page }) => {
    await openPage(page, '/', 'Welcome to SEAWAVE');
    const content = main(page);

    // The sections below the hero are a chunk of their own, rendered once it has arrived.
    await expect(page.locator('[data-home-section]')).toHaveCount(9);
    const order = await page
      .locator('[data-home-section]')
      .evaluateAll((sections) => sections.map((section) => section.getAttribute('data-home-section')));
    expect(order).toEqual(['hero', 'loader', 'partners', 'transport', 'founders', 'why-choose-us', 'about', 'purpose', 'contact']);

    const hero = content.getByRole('region', { name: 'Welcome to SEAWAVE' });
    await expect(hero.getByRole('img', { name: 'SEAWAVE logo' })).toBeVisible();
    await expect(hero.getByText('THE WAVES ARE ALWAYS HIGH', { exact: true })).toBeVisible();
    await expect(hero.getByText('Providing Fast & Affordable Cargo Services SINCE 2005', { exact: true })).toBeVisible();
    const brochure = hero.getByRole('link', { name: 'See Brochure (opens in a new tab)', exact: true });
    await expect(brochure).toHaveAttribute('target', '_blank');
    await expect(brochure).toHaveAttribute('href', /\.pdf$/);
    for (const network of ['Facebook', 'Instagram', 'LinkedIn']) {
      await expect(hero.getByRole('link', { name: new RegExp(`^${network}`) })).toHaveAttribute('target', '_blank');
    }

    await expect(page.getByTestId('pair-loader').locator('[data-pair]')).toHaveCount(10);

    const exactTexts = [
      'Trusted Partners',
      'WE AIM TO PROVIDE QUALITY SERVICES WHICH HAS LED TO PARTNER OURSELVES WITH THE LEADING INDUSTRY LEADERS',
      'We Provide Safe And Reliable Cargo Solutions',
      'WE AIM TO PROVIDE QUALITY SERVICES VIA BEST WAY OF TRANSPORTATION MEDIUM',
      'Truck',
      'Ship',
      'Plane',
      'Message From Our Founders',
      'Why choose us for your service',
      'Choosing the right partner is vital for enhancing your logistics and ensuring smooth operations.',
      'Online Support',
      'Our team is always available to assist you with any inquiries or issues.',
      'Punctual Deliveries',
      'We pride ourselves on delivering your goods on time, every time.',
      'Exceptional Customer Service',
      'Experience top-notch customer care and personalized support.',
      'Secure Transactions',
      'We ensure your transactions are safe and your data is protected.',
      'Mission',
      'Vision',
      'Purpose',
    ];
    for (const text of exactTexts) {
      await expect(content.getByText(text, { exact: true }).first()).toBeAttached();
    }

    const founders = content.getByRole('region', { name: 'Message From Our Founders' });
    await expect(founders.getByTestId('founder-card')).toHaveCount(4);
    for (const position of ['Founder', 'Founder & Managing Director', 'Director']) {
      await expect(founders.getByText(position, { exact: true }).first()).toBeAttached();
    }

    await expect(page.locator('#about-section')).toContainText('since 2005');
    await expect(page.locator('#about-section')).toContainText('200 heavy duty trailers');
    await expect(page.locator('#contact-section')).toContainText('Delhi, Mumbai, Surat, Chennai, Kolkata and Sonauli');
  });

  test('the hero cross-fades after 5 s', async ({ page }) => {
    await openPage(page, '/', 'Welcome to SEAWAVE');
    const layers = page.getByTestId('hero-layer');
    await expect(layers).toHaveCount(6);
    const opacity = (index: number) => layers.nth(index).evaluate((layer) => Number(getComputedStyle(layer).opacity));
    expect(await opacity(0)).toBe(1);
    expect(await opacity(1)).toBe(0);
    await expect.poll(() => opacity(1), { timeout: 9_000 }).toBe(1);
    expect(await opacity(0)).toBe(0);
  });

  test('the partner strip has 36 named images', async ({ page }) => {
    await openPage(page, '/', 'Welcome to SEAWAVE');
    const partners = main(page).getByRole('region', { name: 'Trusted Partners' });
    const images = partners.getByRole('img');
    await expect(images).toHaveCount(36);
    const alts = await images.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('alt')));
    expect(alts).toEqual(Array.from({ length: 36 }, (_, index) => `Image ${index + 1}`));
    for (let id = 1; id <= 36; id += 1) {
      await expect(partners.getByRole('img', { name: `Image ${id}`, exact: true })).toHaveAttribute('loading', 'lazy');
    }
  });
});

test.describe('company pages', () => {
  for (const path of ['/about', '/heroabout']) {
    test(`${path} tells the company's story`, async ({ page }) => {
      await openPage(page, path, 'About SEAWAVE');
      const content = main(page);
      for (const heading of ['Our Story', 'Commitment to Quality', 'Special Expertise', 'Our Managing Directors', 'Affiliations']) {
        await expect(content.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
      }
      await expect(content).toContainText('2005');
      await expect(content).toContainText('ISO 9001:2015');
      await expect(content).toContainText('AEO certificate');
      await expect(content.getByRole('list', { name: 'Affiliation logos' }).getByRole('img')).toHaveCount(6);
    });
  }

  test('/herocontact shows offices, contacts and a map link', async ({ page }) => {
    await openPage(page, '/herocontact', 'Contact Us');
    const content = main(page);
    await expect(content.getByRole('img', { name: /Map of India marking the SEAWAVE offices/ })).toBeVisible();
    await expect(content).toContainText('Delhi, Mumbai, Surat, Chennai, Kolkata and Sonauli');
    await expect(content.getByRole('link', { name: /Navi Mumbai/ })).toHaveAttribute('target', '_blank');
    await expect(content.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
    await expect(content.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    await expect(content.locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(content.getByRole('img', { name: /Street map of the SEAWAVE head office/ })).toBeVisible();
    await expect(content.getByRole('button', { name: 'Show interactive map' })).toBeVisible();
  });

  test('/csr shows the foundation and its video', async ({ page }) => {
    await openPage(page, '/csr', 'Corporate Social Responsibility');
    await expect(main(page)).toContainText('we have supported a cancer-support foundation that helps patients');
    await expect(main(page)).not.toContainText('sample name');
    const video = main(page).locator('video');
    // The poster is a still of the ribbon video itself, not a picture of another page.
    await expect(video).toHaveAttribute('poster', /\/csr-ribbon-poster\.[0-9a-f]+\.svg$/);
    await expect(main(page).getByRole('button', { name: 'Play video' })).toBeVisible();
  });
});

test.describe('contact map', () => {
  const mapHost = /(^|\.)openstreetmap\.org$/;

  for (const { path, heading } of [
    { path: '/', heading: 'Welcome to SEAWAVE' },
    { path: '/herocontact', heading: 'Contact Us' },
  ]) {
    test(`${path} loads the map only on request`, async ({ page }) => {
      // The map service stands in here; it records every request made to it.
      const mapRequests: string[] = [];
      await page.route(
        (url) => mapHost.test(url.hostname),
        (route) => {
          mapRequests.push(route.request().url());
          return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title><p>Map</p>' });
        },
      );
      await openPage(page, path, heading);
      const contact = main(page).getByRole('region', { name: 'Contact Us', exact: true });
      await contact.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForLoadState('networkidle');

      const picture = contact.getByRole('img', { name: /Street map of the SEAWAVE head office/ });
      await expect(picture).toBeVisible();
      const openMap = contact.getByRole('link', { name: 'Open map (opens in a new tab)', exact: true });
      await expect(openMap).toBeVisible();
      await expect(openMap).toHaveAttribute('target', '_blank');
      await expect(openMap).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\//);
      await expect(contact.locator('iframe')).toHaveCount(0);
      expect(mapRequests).toEqual([]);

      await contact.getByRole('button', { name: 'Show interactive map' }).click();
      const iframe = contact.locator('iframe[title="Map showing the SEAWAVE head office in Navi Mumbai"]');
      await expect(iframe).toBeVisible();
      await expect(iframe).toBeFocused();
      await expect(picture).toHaveCount(0);
      await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
    });
  }
});

test.describe('services', () => {
  for (const service of serviceRoutes) {
    test(`${service.path} shows its content and video`, async ({ page }) => {
      await openPage(page, service.path, service.name);
      const content = main(page);
      await expect(content.getByRole('heading', { level: 2, name: `About ${service.name}` })).toBeVisible();
      expect(await content.locator('ul li').count()).toBeGreaterThan(2);
      const video = content.locator('video');
      // It starts with the app, at the page's first use (no autoplay attribute: that would ignore reduced motion).
      await hydrated(page);
      await expect.poll(() => video.evaluate((node: HTMLVideoElement) => node.paused)).toBe(false);
      await expect(video).toHaveAttribute('loop', '');
      await expect(video).toHaveAttribute('poster', /.+/);
      expect(await video.evaluate((node: HTMLVideoElement) => node.muted)).toBe(true);
      // The poster is a still of the waves video itself, not the page's banner picture.
      await expect(video).toHaveAttribute('poster', /\/seawave-waves-poster\.[0-9a-f]+\.svg$/);
    });
  }

  const isPaused = (page: Page) => main(page).locator('video').evaluate((node: HTMLVideoElement) => node.paused);

  test('the video can be paused and played', async ({ page }) => {
    await openPage(page, '/customclearance', 'Custom Clearance');
    await hydrated(page);
    await expect.poll(() => isPaused(page)).toBe(false);

    const pause = main(page).getByRole('button', { name: 'Pause video', exact: true });
    await pause.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => isPaused(page)).toBe(true);
    const play = main(page).getByRole('button', { name: 'Play video', exact: true });
    await expect(play).toBeFocused();

    await page.keyboard.press('Space');
    await expect.poll(() => isPaused(page)).toBe(false);
    await expect(pause).toBeFocused();

    await pause.click();
    await expect.poll(() => isPaused(page)).toBe(true);
    await play.click();
    await expect.poll(() => isPaused(page)).toBe(false);
  });

  test('reduced motion keeps the video paused', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page, '/warehousing', 'Warehousing');
    const video = main(page).locator('video');
    await expect(video).not.toHaveAttribute('autoplay');
    const play = main(page).getByRole('button', { name: 'Play video', exact: true });
    await expect(play).toBeVisible();
    await hydrated(page);
    expect(await isPaused(page)).toBe(true);
    expect(await video.evaluate((node: HTMLVideoElement) => node.currentTime)).toBe(0);

    await play.click();
    await expect.poll(() => isPaused(page)).toBe(false);
    await expect(main(page).getByRole('button', { name: 'Pause video', exact: true })).toBeVisible();
  });

  test('/services links every service and mails an Inquiry', async ({ page }) => {
    await openPage(page, '/services', 'Our Services');
    const cards = main(page).getByRole('region', { name: 'What We Do' });
    for (const service of serviceRoutes) {
      await expect(cards.locator(`a[href="${service.path}"]`)).toHaveCount(1);
    }
    await expect(main(page).locator('details summary').first()).toBeVisible();
    const connect = main(page).getByRole('region', { name: "Let's Connect", exact: true });
    await expect(connect.getByRole('heading', { name: "Let's Connect", exact: true })).toBeVisible();
    await expect(main(page)).not.toContainText('Lets Connect');
    await expect(connect.getByRole('link', { name: 'Get In Touch', exact: true })).toHaveAttribute(
      'href',
      /^mailto:[^?]+@[^?]+\?subject=Inquiry$/,
    );

    await cards.locator('a[href="/warehousing"]').click();
    await expect(page).toHaveURL(/\/warehousing$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Warehousing' })).toBeVisible();
  });
});
