import { css, useTheme } from '@emotion/react';
import { visuallyHidden } from '@seawave/shared-ui';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ChatButton, ScrollToTopButton } from './floating-buttons';
import { Footer } from './footer/footer';
import { Header } from './header/header';

/** Scrolls to the top on a new page, or to the #fragment when the link names one. */
function useScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) return; // the page scrolls to its own section once rendered
    window.scrollTo({ top: 0, behavior: 'auto' });
  }, [pathname, hash]);
}

/** Header, page content, footer and the floating buttons around every route. */
export function SiteLayout() {
  const theme = useTheme();
  useScrollOnNavigate();
  return (
    <>
      <a
        href="#main"
        css={css`
          ${visuallyHidden};
          &:focus {
            position: fixed !important;
            top: ${theme.space[2]};
            left: ${theme.space[2]};
            width: auto;
            height: auto;
            clip: auto;
            margin: 0;
            padding: ${theme.space[3]} ${theme.space[4]};
            z-index: ${theme.zIndex.dialog};
            background: ${theme.colors.inverse};
            color: ${theme.colors.ink};
          }
        `}
      >
        Skip to main content
      </a>
      <Header />
      <main
        id="main"
        tabIndex={-1}
        css={css`
          /* At least a screen tall, so the footer starts below the fold and
             does not jump (layout shift) when a remote page arrives. */
          min-height: 100vh;
          padding-top: ${theme.layout.headerHeight};
          &:focus {
            outline: none;
          }
        `}
      >
        <Outlet />
      </main>
      <Footer />
      <ScrollToTopButton />
      <ChatButton />
    </>
  );
}
