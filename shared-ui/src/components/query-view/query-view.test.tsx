import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { QueryView, type QueryViewState } from './query-view';

function view<T>(state: QueryViewState<T>, extra: { empty?: string; isEmpty?: (data: NonNullable<T>) => boolean } = {}) {
  const onRetry = jest.fn();
  const result = renderWithTheme(
    <QueryView
      state={state}
      loading={<p role="status">Loading items</p>}
      errorText="Error fetching items. Please try again later."
      onRetry={onRetry}
      errorActions={<a href="/back">Back</a>}
      empty={extra.empty === undefined ? undefined : <p>{extra.empty}</p>}
      isEmpty={extra.isEmpty}
    >
      {(data) => <p>Loaded: {JSON.stringify(data)}</p>}
    </QueryView>,
  );
  return { onRetry, ...result };
}

describe('QueryView', () => {
  it('shows the loading placeholder while loading', () => {
    view({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading items');
    expect(screen.queryByText(/Loaded/)).not.toBeInTheDocument();
  });

  it('shows a failure as an alert with actions', async () => {
    const { onRetry, user } = view({ status: 'error', error: new Error('offline') });
    expect(screen.getByRole('alert')).toHaveTextContent(/^Error fetching items\. Please try again later\.$/);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/back');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the empty message or the content', () => {
    const { unmount } = view({ status: 'success', data: [] }, { empty: 'No items yet.' });
    expect(screen.getByText('No items yet.')).toBeInTheDocument();
    unmount();
    const missing = view<string | null>({ status: 'success', data: null }, { empty: 'Not found.' });
    expect(screen.getByText('Not found.')).toBeInTheDocument();
    missing.unmount();
    view({ status: 'success', data: ['a'] }, { empty: 'No items yet.' });
    expect(screen.getByText('Loaded: ["a"]')).toBeInTheDocument();
    expect(screen.queryByText('No items yet.')).not.toBeInTheDocument();
  });

  it('renders empty content without a message', () => {
    const { unmount } = view({ status: 'success', data: [] });
    expect(screen.getByText('Loaded: []')).toBeInTheDocument();
    unmount();
    view({ status: 'success', data: { count: 0 } }, { empty: 'Nothing counted.', isEmpty: (data) => data.count === 0 });
    expect(screen.getByText('Nothing counted.')).toBeInTheDocument();
  });
});
