import { act, render, screen } from '@testing-library/react';
import { createContext, startTransition, useContext, useState, type ReactNode } from 'react';
import { hydrateServerHtml } from '../../testing/hydrate';
import { lazyWhenVisible, watchOnScreen } from './lazy-when-visible';

/** A stand-in for the browser's IntersectionObserver: the test says what is on the screen. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: (entries: Partial<IntersectionObserverEntry>[]) => void,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** Reports the observed element with the share of it on the screen (0 while it only touches an edge). */
  report(isIntersecting: boolean, intersectionRatio: number) {
    this.callback(this.observed.map((target) => ({ target, isIntersecting, intersectionRatio })));
  }
}

const observerOf = (element: Element) => {
  const observer = FakeIntersectionObserver.instances.find((instance) => instance.observed.includes(element));
  if (!observer) throw new Error('the element is not observed');
  return observer;
};

const hasReactFiber = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));

const Later = () => (
  <section data-part="later">
    <h2>Our partners</h2>
  </section>
);

/** What the server renders for a part: a complete Suspense boundary around its HTML. */
const serverHtml = '<!--$--><section data-part="later"><h2>Our partners</h2></section><!--/$-->';

/** Hydrates `html` in a container of the document with `element` (unmounted and removed after the test). */
const hydrate = (html: string, element: ReactNode) => hydrateServerHtml(html, element);

/** Where every element is unless a test says otherwise: below the first screen. */
const belowTheScreen = () => ({ top: window.innerHeight + 500 }) as DOMRect;

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(belowTheScreen);
});
afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  jest.restoreAllMocks();
});

describe('watchOnScreen', () => {
  it('is on screen once a pixel shows', () => {
    const element = document.createElement('div');
    const changes: boolean[] = [];
    const stop = watchOnScreen(element, (onScreen) => changes.push(onScreen));
    const observer = observerOf(element);
    // A threshold above zero: without it the browser reports nothing more once the edge is touched.
    expect(observer.options.threshold).toEqual([0, expect.any(Number)]);
    expect((observer.options.threshold as number[])[1]).toBeGreaterThan(0);
    observer.report(true, 0);
    observer.report(true, 0.01);
    observer.report(false, 0);
    expect(changes).toEqual([false, true, false]);
    stop();
    expect(observer.disconnected).toBe(true);
  });
});

describe('lazyWhenVisible', () => {
  it('loads at once on a browser-rendered page', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Later }));
    const Part = lazyWhenVisible(load, '[data-part="later"]');
    render(<Part />);
    expect(await screen.findByRole('heading', { name: 'Our partners' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hydrates server HTML in place once on screen', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Later }));
    const Part = lazyWhenVisible(load, '[data-part="later"]');
    const { container, recoverableErrors } = await hydrate(
      `<h1>Welcome</h1>${serverHtml}`,
      <>
        <h1>Welcome</h1>
        <Part />
      </>,
    );
    const serverSection = container.querySelector('section');
    if (!serverSection) throw new Error('no server HTML');
    const observer = observerOf(serverSection);
    await act(async () => observer.report(true, 0));
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('section')).toBe(serverSection);
    expect(hasReactFiber(serverSection)).toBe(false);

    await act(async () => observer.report(true, 0.2));
    expect(load).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);
    expect(container.querySelector('section')).toBe(serverSection);
    expect(hasReactFiber(serverSection)).toBe(true);
    expect(screen.getByRole('heading', { name: 'Our partners' })).toBeInTheDocument();
    expect(recoverableErrors).toEqual([]);
  });

  it('loads at once without its server element', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Later }));
    const Part = lazyWhenVisible(load, '[data-part="elsewhere"]');
    const { container } = await hydrate(serverHtml, <Part />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(hasReactFiber(container.querySelector('section') as Element)).toBe(true);
  });

  it('lets a navigation render while the part waits', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Later }));
    const Part = lazyWhenVisible(load, '[data-part="later"]');
    const Location = createContext('/');
    function Page() {
      return <h1>{useContext(Location)}</h1>;
    }
    function Site() {
      const [location, setLocation] = useState('/');
      return (
        <Location.Provider value={location}>
          <Page />
          {/* A link's click: the router changes its location in a transition. */}
          <button type="button" onClick={() => startTransition(() => setLocation('/csr'))}>
            CSR
          </button>
          <Part />
        </Location.Provider>
      );
    }
    const { container, recoverableErrors } = await hydrate(`<h1>/</h1><button type="button">CSR</button>${serverHtml}`, <Site />);
    expect(load).not.toHaveBeenCalled();

    await act(async () => screen.getByRole('button', { name: 'CSR' }).click());
    expect(await screen.findByRole('heading', { level: 1, name: '/csr' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(hasReactFiber(container.querySelector('section') as Element)).toBe(true);
    expect(recoverableErrors).toEqual([]);
  });

  it('loads once a scroll reaches or skips the part', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Later }));
    const Part = lazyWhenVisible(load, '[data-part="later"]');
    const { container } = await hydrate(serverHtml, <Part />);
    const section = container.querySelector('section') as Element;
    const top = jest.spyOn(section, 'getBoundingClientRect').mockReturnValue({ top: window.innerHeight + 500 } as DOMRect);
    await act(async () => window.dispatchEvent(new Event('scroll')));
    expect(load).not.toHaveBeenCalled();
    top.mockReturnValue({ top: -2_000 } as DOMRect);
    await act(async () => window.dispatchEvent(new Event('scroll')));
    expect(load).toHaveBeenCalledTimes(1);
    expect(hasReactFiber(section)).toBe(true);
  });

  it('loads at once if already scrolled past', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Later }));
    const Part = lazyWhenVisible(load, '[data-part="later"]');
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ top: -2_000 } as DOMRect);
    const { container } = await hydrate(serverHtml, <Part />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(hasReactFiber(container.querySelector('section') as Element)).toBe(true);
  });

  it('loads on the Back button too', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Later }));
    const Part = lazyWhenVisible(load, '[data-part="later"]');
    await hydrate(serverHtml, <Part />);
    expect(load).not.toHaveBeenCalled();
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
