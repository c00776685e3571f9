import { screen } from '@testing-library/react';
import { createRef, useState } from 'react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { SelectField } from './select-field';

type Sort = 'latest' | 'oldest';
const options = [
  { value: 'latest', label: 'Latest' },
  { value: 'oldest', label: 'Oldest' },
] as const;

function SortSelect({ onSort }: { onSort: (value: Sort) => void }) {
  const [value, setValue] = useState<Sort>('latest');
  return (
    <SelectField<Sort>
      label="Sort by"
      options={options}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onSort(next);
      }}
    />
  );
}

describe('SelectField', () => {
  it('is labelled and reports the chosen option', async () => {
    const onSort = jest.fn();
    const { user } = renderWithTheme(<SortSelect onSort={onSort} />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveValue('latest');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Latest', 'Oldest']);
    await user.selectOptions(select, 'Oldest');
    expect(onSort).toHaveBeenCalledWith('oldest');
    expect(select).toHaveValue('oldest');
  });

  it('supports placeholder, hint, error, ref, disabled', () => {
    const ref = createRef<HTMLSelectElement>();
    renderWithTheme(
      <SelectField
        ref={ref}
        label="Experience"
        placeholder="Choose one"
        options={[{ value: '0-1', label: '0-1' }]}
        value=""
        onValueChange={() => undefined}
        hint="In years"
        error="Choose your experience."
        disabled
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Experience' });
    expect(ref.current).toBe(select);
    expect(screen.getByRole('option', { name: 'Choose one' })).toBeDisabled();
    expect(select).toHaveAccessibleDescription('In years Choose your experience.');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toBeDisabled();
  });
});
