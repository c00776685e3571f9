import { css } from '@emotion/react';
import { Spinner } from '@seawave/shared-ui';

export function PageSpinner({ label }: { label: string }) {
  return (
    <div css={css`display: grid; place-items: center; min-height: 40vh;`}>
      <Spinner label={label} size={40} />
    </div>
  );
}
