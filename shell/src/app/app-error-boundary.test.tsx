import { SeawaveThemeProvider } from '@seawave/shared-ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppErrorBoundary } from './app-error-boundary';

function BrokenHeader(): never {
  throw new Error('header failed');
}

describe('AppErrorBoundary', () => {
  it('replaces a thrown layout with an alert', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = jest.fn();
    render(
      <SeawaveThemeProvider>
        <AppErrorBoundary reload={reload}>
          <BrokenHeader />
        </AppErrorBoundary>
      </SeawaveThemeProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('renders its children when nothing fails', () => {
    render(
      <SeawaveThemeProvider>
        <AppErrorBoundary>
          <p>Header and page</p>
        </AppErrorBoundary>
      </SeawaveThemeProvider>,
    );
    expect(screen.getByText('Header and page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
