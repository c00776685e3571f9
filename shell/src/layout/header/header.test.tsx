import { authStore } from '@seawave/shared-data';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../../testing/render-shell';
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
  it('links Career, Blog, CSR and the free quote button', async () => {
    await renderWithOpenMenu();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Career' })).toHaveAttribute('href', '/careers');
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/allblogs');
    expect(within(nav).getByRole('link', { name: 'CSR' })).toHaveAttribute('href', '/csr');
    expect(within(nav).getByRole('link', { name: 'Get A Free Quote' })).toHaveAttribute('href', '/getafreequote');
    expect(screen.getByRole('link', { name: 'SEAWAVE home' })).toHaveAttribute('href', '/');
  });

  it('marks CSR as the current page on /csr', async () => {
    await renderWithOpenMenu('/csr');
    expect(screen.getByRole('link', { name: 'CSR' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Blog' })).not.toHaveAttribute('aria-current');
  });

  it('opens the Services menu on click and lists the six service pages', async () => {
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

  it('opens on hover and closes when the pointer leaves', async () => {
    const user = await renderWithOpenMenu();
    const button = screen.getByRole('button', { name: /Services/ });
    await user.hover(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('works from the keyboard: ArrowDown opens and moves focus, Escape closes and returns focus', async () => {
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

  it('Escape closes the open mobile menu and returns focus to its button', async () => {
    const user = await renderWithOpenMenu();
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    screen.getByRole('link', { name: 'Career' }).focus();
    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('closes the Services menu after choosing a service', async () => {
    const user = await renderWithOpenMenu();
    await user.click(screen.getByRole('button', { name: /Services/ }));
    await user.click(screen.getByRole('link', { name: 'Warehousing' }));
    expect(screen.getByLabelText('current path')).toHaveTextContent('/warehousing');
    // The phone-width menu closes too, so the Services button is hidden now.
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: /Services/, hidden: true })).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles the mobile menu and closes it after navigating', async () => {
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

describe('Header and the shared auth state', () => {
  afterEach(() => authStore.setState({ status: 'signedOut', user: null, isAdmin: false }));

  it('shows an Admin link only while an admin is signed in', async () => {
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
