import { css } from '@emotion/react';
import { Outlet } from 'react-router-dom';

/** Header, page content, footer and the floating buttons around every route. */
export function SiteLayout() {
  return (
    <>
      <main id="main" css={css`min-height: 70vh;`}>
        <Outlet />
      </main>
    </>
  );
}
