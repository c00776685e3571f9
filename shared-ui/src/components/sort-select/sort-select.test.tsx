import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateServerHtml } from '../../testing/hydrate';
import { renderWithTheme } from '../../testing/render-with-theme';
import { SeawaveThemeProvider } from '../../theme/theme-provider';
import { SortSelect, type SortOrderValue } from './sort-select';

function Harness({ onChange }: { onChange: (order: SortOrderValue) => void }) {
  const [order, setOrder] = useState<SortOrderValue>('latest');
  return (
    <SortSelect
      value={order}
      onChange={(next) => {
        setOrder(next);
        onChange(next);
      }}
    />
  );
}

describe('SortSelect', () => {
  it('offers Latest, then Oldest', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Harness onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveValue('latest');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Latest', 'Oldest']);
    await userEvent.selectOptions(select, 'Oldest');
    expect(onChange).toHaveBeenCalledWith('oldest');
    expect(select).toHaveValue('oldest');
  });

  it('sorts by a choice made before hydration', async () => {
    const onChange = jest.fn();
    const tree = (
      <SeawaveThemeProvider>
        <Harness onChange={onChange} />
      </SeawaveThemeProvider>
    );
    const { recoverableErrors } = await hydrateServerHtml(renderToString(tree), tree, (container) => {
      const select = container.querySelector('select');
      if (!select) throw new Error('no select in the server HTML');
      select.value = 'oldest';
    });
    expect(recoverableErrors).toEqual([]);
    expect(onChange).toHaveBeenCalledWith('oldest');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('oldest');
  });
});
