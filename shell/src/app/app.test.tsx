import { loadRemote } from '@module-federation/runtime';
import { authStore } from '@seawave/shared-data';
import { SeawaveThemeProvider, type PublishedRouteManifest } from '@seawave/shared-ui';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { retryRemote } from '../federation/load-remote-page';
import { createRouteCatalog, type RouteCatalog } from '../federation/route-catalog';
import { LocationProbe } from '../testing/render-shell';
import { catalogOf, publishedSiteManifests, settled } from '../testing/site-catalog';
import { App } from './app';
import { RouteCatalogProvider } from './route-catalog-context';

jest.mock('@module-federation/runtime', () => ({ loadRemote: jest.fn() }));
const mockedLoadRemote = jest.mocked(loadRemote);

/** Every exposed page renders its federation id as its heading. */
function pagesNamedByTheirId() {
  mockedLoadRemote.mockImplementation(async (id) => ({ default: () => <h1>Page {String(id)}</h1> }));
}

function renderApp(url: string, catalog: RouteCatalog) {
  return render(
    <SeawaveThemeProvider>
      <MemoryRouter initialEntries={[url]}>
        <RouteCatalogProvider catalog={catalog}>
          <App />
          <LocationProbe />
        </RouteCatalogProvider>
      </MemoryRouter>
    </SeawaveThemeProvider>,
  );
}

/** A page the shell's build has never seen: it exists only in the manifest the remote publishes. */
const blogWithNewPage = (): PublishedRouteManifest[] =>
  publishedSiteManifests().map((manifest) =>
    manifest.remote === 'mfeBlog'
      ? {
          ...manifest,
          pages: [
            ...manifest.pages,
            { expose: './HarbourNewsPage', routes: [{ name: 'harbourNews', path: '/harbournews', title: 'Harbour News | SEAWAVE', description: 'News from the harbour.' }] },
          ],
        }
      : manifest,
  );

const notFoundText = "Looks like you've found the doorway to the great nothing";

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  for (const manifest of publishedSiteManifests()) retryRemote(manifest.remote);
  pagesNamedByTheirId();
});

describe('scrolling', () => {
  it('opens only later pages at the top', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderApp('/about', catalogOf(publishedSiteManifests()).catalog);
    expect(await screen.findByRole('heading', { level: 1, name: /AboutPage/ })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'SEAWAVE home' }));
    expect(await screen.findByRole('heading', { level: 1, name: /HomePage/ })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
    scrollTo.mockRestore();
  });
});

describe('App, with the routes the remotes publish at run time', () => {
  it('serves a manifest-only page with its title', async () => {
    renderApp('/harbournews', catalogOf(blogWithNewPage()).catalog);
    expect(await screen.findByRole('heading', { name: 'Page mfeBlog/HarbourNewsPage' })).toBeInTheDocument();
    expect(document.title).toBe('Harbour News | SEAWAVE');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'News from the harbour.');
  });

  it('shows the spinner until the manifests arrive', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const catalog = createRouteCatalog(
      () => Promise.resolve([{ name: 'mfeBlog', entry: 'https://blog.test/mf-manifest.json' }]),
      () => new Promise((resolve) => (answer = resolve)),
    );
    renderApp('/allblogs', catalog);
    expect(await screen.findByTestId('full-screen-spinner')).toBeInTheDocument();
    expect(screen.queryByText(notFoundText)).not.toBeInTheDocument();
    await act(async () => answer(publishedSiteManifests().find((m) => m.remote === 'mfeBlog')));
    expect(await screen.findByRole('heading', { name: 'Page mfeBlog/BlogListPage' })).toBeInTheDocument();
  });

  it('shows not-found once every manifest is known', async () => {
    const { catalog } = catalogOf();
    renderApp('/nowhere', catalog);
    expect(await screen.findByRole('heading', { name: notFoundText })).toBeInTheDocument();
    expect(document.title).toBe('Page not found | SEAWAVE');
  });

  it('isolates an unfetchable manifest and retries it', async () => {
    const down = new Set(['mfeCareers']);
    const { catalog, fetchJson } = catalogOf(publishedSiteManifests(), down);
    await settled(catalog);
    renderApp('/careers', catalog);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the site is not available right now');
    expect(alert).toHaveTextContent('We could not load the page you asked for');
    expect(screen.queryByText(notFoundText)).not.toBeInTheDocument();

    // Another remote's route, through the same router.
    const other = renderApp('/allblogs', catalog);
    expect(await other.findByRole('heading', { name: 'Page mfeBlog/BlogListPage' })).toBeInTheDocument();
    other.unmount();

    down.clear();
    fetchJson.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Page mfeCareers/CareersPage' })).toBeInTheDocument();
    expect(document.title).toBe('Careers | SEAWAVE');
    expect(fetchJson.mock.calls.map(([url]) => url)).toEqual(['https://mfecareers.test/routes.json']);
  });

  it('guards staff-only routes of a fetched manifest', async () => {
    const initial = authStore.getState();
    authStore.setState({ status: 'signedOut', user: null, isAdmin: false, ensureAuthChecked: () => Promise.resolve() });
    try {
      renderApp('/adminviewquoterequests', catalogOf().catalog);
      await waitFor(() => expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/signin'));
      expect(await screen.findByRole('heading', { name: 'Page mfeAdmin/SignInPage' })).toBeInTheDocument();
      expect(mockedLoadRemote).not.toHaveBeenCalledWith('mfeAdmin/QuoteListPage');
    } finally {
      authStore.setState(initial, true);
    }
  });
});
