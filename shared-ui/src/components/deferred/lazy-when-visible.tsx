import { lazy, memo, Suspense, useState, useSyncExternalStore, type ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

const subscribeNever = () => () => undefined;

/**
 * Calls `onChange` with whether `element` has at least one pixel on the
 * screen (or within `rootMargin` of it), at once and on every change; returns
 * a function that stops watching. An element that only touches an edge of
 * the screen (zero area) is not on it.
 */
export function watchOnScreen(element: Element, onChange: (onScreen: boolean) => void, rootMargin = '0px'): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries[entries.length - 1];
      if (entry) onChange(entry.isIntersecting && entry.intersectionRatio > 0);
    },
    // Two thresholds: an element that starts touching the edge of the screen
    // (intersecting, ratio 0) is reported again as soon as it shows a pixel.
    { rootMargin, threshold: [0, 0.001] },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/** Input that may change the page: the part must be ready to re-render by then. */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'click', 'popstate'] as const;

/**
 * Resolves once the element `selector` names has at least one pixel on the
 * screen, or at the visitor's first input (a tap, a key, a click, Back).
 * Resolves at once where there is nothing to wait for: on the server,
 * without IntersectionObserver, or when no such element exists.
 *
 * Why the input: a part still waiting is server HTML React has not taken
 * over, and a navigation changes a context above it (the router's); React
 * cannot render such a change into HTML it does not own, so the navigation's
 * transition waits for the part, which would never come while the part is
 * off screen (the click changed the address, the page never changed).
 */
function whenOnScreenOrUsed(selector: string): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  const element = document.querySelector(selector);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    let stop: () => void = () => undefined;
    // A jump past the element (a link to a later section, Find, a script) shows it in no frame,
    // and the observer reports no change: a scroll that has reached it counts too.
    const reached = () => {
      if (element.getBoundingClientRect().top < window.innerHeight) done();
    };
    const done = () => {
      stop();
      for (const type of INPUT_EVENTS) window.removeEventListener(type, done, true);
      window.removeEventListener('scroll', reached);
      resolve();
    };
    stop = watchOnScreen(element, (onScreen) => {
      if (onScreen) done();
    });
    for (const type of INPUT_EVENTS) window.addEventListener(type, done, { capture: true, passive: true });
    window.addEventListener('scroll', reached, { passive: true });
    // The visitor may have scrolled past it before the scripts ran: no scroll event will come.
    reached();
  });
}

/**
 * A part of a page in a chunk of its own whose code is downloaded only when
 * it is needed. When the page was prerendered, its server HTML stays on the
 * screen as it is (visible, readable, links working) and React takes it over
 * once the element `firstElement` names (the part's first element in the
 * server HTML) scrolls onto the screen, or at the visitor's first input
 * (so a navigation never waits for a part that is off screen); a visitor who
 * only reads the first screen never downloads it. Rendered in the browser (a page opened through the
 * app), it loads at once; on the server, it renders in full.
 *
 * The part takes no props, and while it waits React does not re-render it:
 * not even when a context it reads changes (a navigation changes the
 * router's). Defer only content that stays the same while its page is open,
 * and give the part a `key` naming whatever would change it (a new key
 * renders it afresh).
 */
export function lazyWhenVisible(load: Loader, firstElement: string) {
  let loading: ReturnType<Loader> | undefined;
  const loadOnce = () => (loading ??= load());
  const Now = lazy(loadOnce);
  const OnScreen = lazy(() => whenOnScreenOrUsed(firstElement).then(loadOnce));

  function Gate() {
    // The server snapshot is read only while React hydrates server HTML.
    const hydrating = useSyncExternalStore(subscribeNever, () => false, () => true);
    // Kept for the component's lifetime: switching components after hydration would replace the DOM.
    const [waitForScreen] = useState(hydrating);
    return waitForScreen ? <OnScreen /> : <Now />;
  }

  // memo (and no props): a re-render of the page must not reach a part still waiting.
  return memo(function LazyWhenVisible() {
    return (
      <Suspense fallback={null}>
        <Gate />
      </Suspense>
    );
  });
}
