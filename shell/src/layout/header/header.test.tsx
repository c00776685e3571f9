import { authStore } from '@seawave/shared-data';
import { hydrateServerHtml } from '@seawave/shared-ui/testing/hydrate';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LocationProbe, renderShell, ShellProviders, siteRoutes } from '../../testing/render-shell';
import { Header } from './header';

const serviceLabels = [
  'Custom Clearance',
  'Freight Forwarding',
  'Transportation',
  'Warehousing',
  'Exim Consultancy',
  'Logistics Design',
];

// jsdom applies no media queries, so the header renders as on a phone: the
// navigation is collapsed behind the Menu button until it is opened.
async function renderWithOpenMenu(url = '/') {
  const user = userEvent.setup();
  renderShell(<Header />, url);
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  return user;
}

describe('Header', () => {
  it('links the main pages and free quote', async () => {
    await renderWithOpenMenu();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Career' })).toHaveAttribute('href', '/careers');
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/allblogs');
    expect(within(nav).getByRole('link', { name: 'CSR' })).toHaveAttribute('href', '/csr');
    expect(within(nav).getByRole('link', { name: 'Get A Free Quote' })).toHaveAttribute('href', '/getafreequote');
    expect(screen.getByRole('link', { name: 'SEAWAVE home' })).toHaveAttribute('href', '/');
  });

  it('links catalog addresses, skipping unknown routes', async () => {
    const { careers: _careers, ...withoutCareers } = siteRoutes();
    const user = userEvent.setup();
    renderShell(<Header />, '/', { ...withoutCareers, allBlogs: '/news' });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/news');
    expect(within(nav).queryByRole('link', { name: 'Career' })).toBeNull();
  });

  it('marks the current page', async () => {
    await renderWithOpenMenu('/csr');
    expect(screen.getByRole('link', { name: 'CSR' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Blog' })).not.toHaveAttribute('aria-current');
  });

  it('opens Services on click, listing every service', async () => {
    const user = await renderWithOpenMenu();
    const button = screen.getByRole('button', { name: /Services/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const label of serviceLabels) {
      expect(screen.getByRole('link', { name: label })).toBeVisible();
    }
    expect(screen.getByRole('link', { name: 'Custom Clearance' })).toHaveAttribute('href', '/customclearance');
    expect(screen.getByRole('link', { name: 'All Services' })).toHaveAttribute('href', '/services');
  });

  it('opens Services on hover, closes on leave', async () => {
    const user = await renderWithOpenMenu();
    const button = screen.getByRole('button', { name: /Services/ });
    await user.hover(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens and closes Services from the keyboard', async () => {
    const user = await renderWithOpenMenu();
    const button = screen.getByRole('button', { name: /Services/ });
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.getByRole('link', { name: 'Custom Clearance' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Freight Forwarding' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes the mobile menu on Escape', async () => {
    const user = await renderWithOpenMenu();
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    screen.getByRole('link', { name: 'Career' }).focus();
    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('closes Services after choosing a service', async () => {
    const user = await renderWithOpenMenu();
    await user.click(screen.getByRole('button', { name: /Services/ }));
    await user.click(screen.getByRole('link', { name: 'Warehousing' }));
    expect(screen.getByLabelText('current path')).toHaveTextContent('/warehousing');
    // The phone-width menu closes too, so the Services button is hidden now.
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: /Services/, hidden: true })).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles the mobile menu, closing on navigation', async () => {
    const user = userEvent.setup();
    renderShell(<Header />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Blog' }));
    expect(screen.getByLabelText('current path')).toHaveTextContent('/allblogs');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Header keyboard details', () => {
  it('moves through Services with Home, End, ArrowUp', async () => {
    const user = await renderWithOpenMenu();
    screen.getByRole('button', { name: /Services/ }).focus();
    await user.keyboard('{ArrowDown}');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.getByRole('link', { name: 'Custom Clearance' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'All Services' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('link', { name: 'Custom Clearance' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'All Services' })).toHaveFocus();
  });

  it('Escape closes Services before the mobile menu', async () => {
    const user = await renderWithOpenMenu();
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    const services = screen.getByRole('button', { name: /Services/ });
    await user.click(services);
    screen.getByRole('link', { name: 'Warehousing' }).focus();
    await user.keyboard('{Escape}');
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(services).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Warehousing' })).not.toBeVisible();
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('a tap keeps a hover-opened Services open', async () => {
    const user = await renderWithOpenMenu();
    const services = screen.getByRole('button', { name: /Services/ });
    await user.click(services);
    expect(services).toHaveAttribute('aria-expanded', 'true');
    await user.click(services);
    expect(services).toHaveAttribute('aria-expanded', 'false');
  });
});

/**
 * The header is server-rendered and must work before React takes it over: the
 * Menu and Services buttons are the summaries of <details> elements, which the
 * browser opens on a tap by itself. Hydration must adopt what the visitor
 * opened, without a hydration error or warning.
 */
describe('Header before and at hydration', () => {
  const tree = (url = '/') => (
    <ShellProviders>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <Header />
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </ShellProviders>
  );
  const serverHtml = () => renderToString(tree());
  /** The summary acting as the named button, in server HTML not yet hydrated. */
  const summaryNamed = (container: HTMLElement, name: string) =>
    Array.from(container.querySelectorAll('summary')).find((summary) => summary.textContent?.includes(name))!;

  it('serves closed native disclosures with every link', () => {
    const container = document.createElement('div');
    container.innerHTML = serverHtml();
    const menu = summaryNamed(container, 'Menu');
    const services = summaryNamed(container, 'Services');
    for (const summary of [menu, services]) {
      expect(summary).toHaveAttribute('role', 'button');
      expect(summary.parentElement?.tagName).toBe('DETAILS');
      expect(summary.parentElement).not.toHaveAttribute('open');
      // Stated by the browser for a native disclosure until React takes over.
      expect(summary).not.toHaveAttribute('aria-expanded');
    }
    const hrefs = Array.from(container.querySelectorAll('nav a')).map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining(['/customclearance', '/freightforwarding', '/transportation', '/warehousing', '/eximconsultancy', '/logisticsdesign', '/services', '/careers']),
    );
  });

  it('opens Menu and Services natively before hydration', () => {
    const container = document.createElement('div');
    container.innerHTML = serverHtml();
    document.body.append(container);
    summaryNamed(container, 'Menu').click();
    summaryNamed(container, 'Services').click();
    expect(summaryNamed(container, 'Menu').parentElement).toHaveAttribute('open');
    expect(summaryNamed(container, 'Services').parentElement).toHaveAttribute('open');
    container.remove();
  });

  it('adopts disclosures opened before hydration, without errors', async () => {
    const consoleError = jest.spyOn(console, 'error');
    const { recoverableErrors } = await hydrateServerHtml(serverHtml(), tree(), (container) => {
      summaryNamed(container, 'Menu').click();
      summaryNamed(container, 'Services').click();
    });
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    const services = screen.getByRole('button', { name: /Services/ });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(services).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
    for (const label of serviceLabels) expect(screen.getByRole('link', { name: label })).toBeVisible();
    expect(recoverableErrors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();

    // React has taken over: the next taps close them, and the DOM follows.
    const user = userEvent.setup();
    await user.click(services);
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(services.closest('details')).not.toHaveAttribute('open');
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton.closest('details')).not.toHaveAttribute('open');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('hydrates closed, then opens on a click', async () => {
    const consoleError = jest.spyOn(console, 'error');
    const { recoverableErrors } = await hydrateServerHtml(serverHtml(), tree());
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await userEvent.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton.closest('details')).toHaveAttribute('open');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(recoverableErrors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('adopts a disclosure the browser opens itself', async () => {
    renderShell(<Header />);
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    act(() => {
      (menuButton.closest('details') as HTMLDetailsElement).open = true;
    });
    await waitFor(() => expect(menuButton).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});

describe('Header and the shared auth state', () => {
  afterEach(() => authStore.setState({ status: 'signedOut', user: null, isAdmin: false }));

  it('links Admin only for a signed-in admin', async () => {
    await renderWithOpenMenu();
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    act(() => authStore.setState({ status: 'signedIn', user: { email: 'hr@seawave.example.com', uid: 'u1' }, isAdmin: true }));
    const link = screen.getByRole('link', { name: 'Admin' });
    expect(link).toHaveAttribute('href', '/admin');
    expect(link).toHaveAttribute('title', 'Signed in as hr@seawave.example.com');
    act(() => authStore.setState({ status: 'signedOut', user: null, isAdmin: false }));
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });
});
