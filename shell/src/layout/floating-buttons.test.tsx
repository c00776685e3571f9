import { company } from '@seawave/shared-ui';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../testing/render-shell';
import { ChatButton, ScrollToTopButton } from './floating-buttons';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('ScrollToTopButton', () => {
  afterEach(() => scrollTo(0));

  it('appears after scrolling and scrolls smoothly up', async () => {
    const scroll = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderShell(<ScrollToTopButton />);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollTo(300);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollTo(301);
    await userEvent.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scrollTo(120);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
  });
});

describe('ChatButton', () => {
  it('opens a prefilled chat with the company', () => {
    renderShell(<ChatButton />);
    const link = screen.getByRole('link', { name: 'Chat With Us (opens in a new tab)' });
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.hostname).toBe('wa.me');
    expect(url.pathname).toBe(`/${company.whatsappNumber}`);
    expect(url.searchParams.get('text')).toBe('Hello! I am interested in learning more about your services.');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
