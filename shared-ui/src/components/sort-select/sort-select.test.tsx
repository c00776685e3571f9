import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../testing/render-with-theme';
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
  it("offers 'Latest' and 'Oldest' under the label 'Sort by', Latest first", async () => {
    const onChange = jest.fn();
    renderWithTheme(<Harness onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveValue('latest');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Latest', 'Oldest']);
    await userEvent.selectOptions(select, 'Oldest');
    expect(onChange).toHaveBeenCalledWith('oldest');
    expect(select).toHaveValue('oldest');
  });
});
