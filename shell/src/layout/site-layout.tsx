import { css, useTheme } from '@emotion/react';
import { FlashMessage, lazyWhenVisible, useSiteRoutes, visuallyHidden } from '@seawave/shared-ui';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useRouteCatalog } from '../app/route-catalog-context';
import { routeMatching, type SiteRoute } from '../federation/route-catalog';
import { ChatButton, ScrollToTopButton } from './floating-buttons';
import { Header } from './header/header';
import { usesShortFooter } from './footer/short-footer';

// Always below the fold, so its server HTML stays until scrolled to. Keyed by variant: a part waiting to be
// taken over is not re-rendered on navigation.
const Footer = lazyWhenVisible(() => import('./footer/footer'), 'footer[data-footer-variant]');

/** Not on the first load: a visitor who scrolled the server-rendered page before hydration stays there. */
function useScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (hash) return; // the page scrolls to its own section once rendered
    window.scrollTo({ top: 0, behavior: 'auto' });
  }, [pathname, hash]);
}

/** No floating chat link on staff screens. */
export function isStaffScreen(routes: readonly SiteRoute[], pathname: string): boolean {
  return routeMatching(routes, pathname)?.staff ?? false;
}

/** Focus moves to the new page's h1 once its remote renders it, so screen readers announce it; not on first load. */
function useFocusHeadingOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const main = document.getElementById('main');
    if (!main) return undefined;
    const focusHeading = (): boolean => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return undefined;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const giveUp = window.setTimeout(() => observer.disconnect(), 10_000);
    return () => {
      observer.disconnect();
      window.clearTimeout(giveUp);
    };
  }, [pathname]);
}

export function SiteLayout() {
  const theme = useTheme();
  const { pathname } = useLocation();
  const { snapshot } = useRouteCatalog();
  const siteRoutes = useSiteRoutes();
  useScrollOnNavigate();
  useFocusHeadingOnNavigate();
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
        <FlashMessage />
        <Outlet />
      </main>
      <Footer key={usesShortFooter(pathname, siteRoutes) ? 'short' : 'full'} />
      <ScrollToTopButton />
      {isStaffScreen(snapshot.routes, pathname) ? null : <ChatButton />}
    </>
  );
}
