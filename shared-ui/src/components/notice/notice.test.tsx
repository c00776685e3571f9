import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { theme } from '../../theme/theme';
import { ErrorText, LoadError, Notice } from './notice';

describe('Notice', () => {
  it('announces errors as an alert', () => {
    renderWithTheme(<Notice variant="error">Please fill in all required fields</Notice>);
    // Exactly the message: the decorative icon is drawn by CSS, not text.
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all required fields');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows success and info as a status', () => {
    renderWithTheme(
      <>
        <Notice variant="success">Quote Sent!</Notice>
        <Notice heading="Heads up">Sign-in is local.</Notice>
      </>,
    );
    const [success, info] = screen.getAllByRole('status');
    expect(success).toHaveTextContent('Quote Sent!');
    expect(info).toHaveTextContent('Heads up');
    expect(info).toHaveTextContent('Sign-in is local.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes its colours from the theme', () => {
    renderWithTheme(<Notice variant="error">Oops</Notice>);
    expect(screen.getByRole('alert')).toHaveStyle({ backgroundColor: theme.colors.dangerSurface, color: theme.colors.ink });
  });

  it('offers dismissal only with onDismiss', async () => {
    const onDismiss = jest.fn();
    const { user, rerender } = renderWithTheme(<Notice variant="success">Saved</Notice>);
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
    rerender(
      <Notice variant="success" onDismiss={onDismiss}>
        Saved
      </Notice>,
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});

describe('ErrorText', () => {
  it('is red text announced as an alert', () => {
    renderWithTheme(<ErrorText>All fields are required.</ErrorText>);
    const message = screen.getByRole('alert');
    expect(message).toHaveTextContent('All fields are required.');
    expect(message).toHaveStyle({ color: theme.colors.danger });
  });
});

describe('LoadError', () => {
  it('alerts the message and offers a retry', async () => {
    const onRetry = jest.fn();
    const { user } = renderWithTheme(<LoadError message="Error fetching quotes. Please try again later." onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toBe('Error fetching quotes. Please try again later.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
