/**
 * Test helper for every package: renders inside the SEAWAVE theme and a
 * MemoryRouter. Import it from `@seawave/shared-ui/testing` (tests only; it
 * is not part of the package index and never ships in a bundle).
 *
 *   const { user } = renderWithTheme(<BlogPostPage />, { route: '/blog/1', path: '/blog/:postId' });
 */
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SiteRoutesProvider, type SiteRouteTable } from '../routes/route-paths';
import { SeawaveThemeProvider } from '../theme/theme-provider';

export interface RenderWithThemeOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** Initial URL of the MemoryRouter (default "/"). */
  route?: string;
  /**
   * Route pattern to render `ui` under (e.g. "/blog/:postId"), so that
   * `useParams` works. Without it `ui` is rendered for any URL.
   */
  path?: string;
  /** Extra routes beside `ui` (e.g. a target page to assert navigation). */
  extraRoutes?: ReactNode;
  /** Other remotes' routes by name, as the shell's catalog would give them (none by default). */
  siteRoutes?: SiteRouteTable;
}

export interface RenderWithThemeResult extends RenderResult {
  /** A user-event instance set up for this render. */
  user: UserEvent;
}

/** Wraps `children` in the theme (for `renderHook` wrappers and custom renders). */
export function ThemeWrapper({ children, route = '/', siteRoutes = {} }: { children: ReactNode; route?: string; siteRoutes?: SiteRouteTable }) {
  return (
    <SeawaveThemeProvider>
      <SiteRoutesProvider routes={siteRoutes}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </SiteRoutesProvider>
    </SeawaveThemeProvider>
  );
}

export function renderWithTheme(ui: ReactElement, options: RenderWithThemeOptions = {}): RenderWithThemeResult {
  const { route = '/', path, extraRoutes, siteRoutes, ...renderOptions } = options;
  const user = userEvent.setup();
  // A wrapper (not a wrapped element) so that `rerender(ui)` keeps the theme, router and routes.
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ThemeWrapper route={route} siteRoutes={siteRoutes}>
        {path || extraRoutes ? (
          <Routes>
            <Route path={path ?? '*'} element={children} />
            {extraRoutes}
          </Routes>
        ) : (
          children
        )}
      </ThemeWrapper>
    );
  }
  const result = render(ui, { ...renderOptions, wrapper: Wrapper });
  return { ...result, user };
}
