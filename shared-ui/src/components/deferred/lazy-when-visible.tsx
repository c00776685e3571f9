import { lazy, memo, Suspense, useState, useSyncExternalStore, type ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

const subscribeNever = () => () => undefined;

/** An element that only touches an edge of the screen (zero area) is not on it. */
export function watchOnScreen(element: Element, onChange: (onScreen: boolean) => void, rootMargin = '0px'): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries[entries.length - 1];
      if (entry) onChange(entry.isIntersecting && entry.intersectionRatio > 0);
    },
    // 0.001: an element touching the edge (intersecting, ratio 0) is reported again once it shows a pixel.
    { rootMargin, threshold: [0, 0.001] },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

const INPUT_EVENTS = ['pointerdown', 'keydown', 'click', 'popstate'] as const;

/**
 * Also resolves at the first input: a navigation changes the router's context above a part React has not hydrated,
 * and its transition would wait forever for a part that stays off screen.
 */
function whenOnScreenOrUsed(selector: string): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  const element = document.querySelector(selector);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    let stop: () => void = () => undefined;
    // A jump past the element (an anchor link, Find) shows it in no frame, so the observer never reports it.
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
    // The visitor may have scrolled past it before the scripts ran.
    reached();
  });
}

/**
 * A part whose chunk loads only when its prerendered HTML (`firstElement`) scrolls into view or at the first input.
 * While it waits React never re-renders it, not even on a context change: defer only content that stays the same
 * while its page is open, and key it by whatever would change it.
 */
export function lazyWhenVisible(load: Loader, firstElement: string) {
  let loading: ReturnType<Loader> | undefined;
  const loadOnce = () => (loading ??= load());
  const Now = lazy(loadOnce);
  const OnScreen = lazy(() => whenOnScreenOrUsed(firstElement).then(loadOnce));

  function Gate() {
    const hydrating = useSyncExternalStore(subscribeNever, () => false, () => true);
    const [waitForScreen] = useState(hydrating);
    return waitForScreen ? <OnScreen /> : <Now />;
  }

  // memo, no props: a re-render of the page must not reach a part still waiting.
  return memo(function LazyWhenVisible() {
    return (
      <Suspense fallback={null}>
        <Gate />
      </Suspense>
    );
  });
}
