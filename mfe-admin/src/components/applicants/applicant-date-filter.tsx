import { css, useTheme } from '@emotion/react';
import { Button } from '@seawave/shared-ui';
import { TextField } from '@seawave/shared-ui/form';

export function ApplicantDateFilter({ value, onChange }: { value: string; onChange: (day: string) => void }) {
  const theme = useTheme();
  return (
    <div css={css`display: flex; flex-wrap: wrap; align-items: flex-end; gap: ${theme.space[3]}; margin-bottom: ${theme.space[5]};`}>
      <TextField
        type="date"
        label="Filter by date"
        name="applied-on"
        value={value}
        onValueChange={onChange}
        css={css`margin: 0;`}
      />
      <Button variant="secondary" onClick={() => onChange('')} disabled={value === ''}>
        Clear date
      </Button>
    </div>
  );
}
