import type { SortOrder } from '@seawave/shared-data';
import { SelectField } from '@seawave/shared-ui';

const sortOptions: readonly { value: SortOrder; label: string }[] = [
  { value: 'latest', label: 'Latest' },
  { value: 'oldest', label: 'Oldest' },
];

/** 'Sort by' select of the blog edit list: Latest (default) or Oldest. */
export function PostSortSelect({ value, onChange }: { value: SortOrder; onChange: (order: SortOrder) => void }) {
  return (
    <SelectField<SortOrder>
      label="Sort by"
      options={sortOptions}
      value={value}
      onValueChange={onChange}
      css={{ margin: 0, minWidth: '12rem' }}
    />
  );
}
