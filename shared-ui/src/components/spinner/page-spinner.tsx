import { css } from '@emotion/react';
import { Spinner } from '@seawave/shared-ui';

/** A page's content while it loads (a post, a job, an applicant): a large spinner centred in the page's space. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div css={css`display: grid; place-items: center; min-height: 40vh;`}>
      <Spinner label={label} size={40} />
    </div>
  );
}
