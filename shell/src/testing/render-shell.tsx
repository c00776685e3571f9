import { SeawaveThemeProvider } from '@seawave/shared-ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Shows the current path so tests can assert navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output aria-label="current path">{location.pathname}</output>;
}

/** Renders shell UI inside the theme and a router at `url`. */
export function renderShell(ui: ReactElement, url = '/') {
  return render(
    <SeawaveThemeProvider>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {ui}
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </SeawaveThemeProvider>,
  );
}
