import { SelectField } from '../select-field/select-field';

export type SortOrderValue = 'latest' | 'oldest';

const sortOptions: readonly { value: SortOrderValue; label: string }[] = [
  { value: 'latest', label: 'Latest' },
  { value: 'oldest', label: 'Oldest' },
];

export function SortSelect({ value, onChange }: { value: SortOrderValue; onChange: (order: SortOrderValue) => void }) {
  return (
    <SelectField<SortOrderValue>
      label="Sort by"
      name="sort"
      options={sortOptions}
      value={value}
      onValueChange={onChange}
      css={{ margin: 0, minWidth: '12rem' }}
    />
  );
}
