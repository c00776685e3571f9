import '@testing-library/jest-dom/jest-globals';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router needs these under jsdom.
Object.assign(globalThis, { TextEncoder, TextDecoder });

if (typeof window !== 'undefined') {
  // jsdom has no scrolling, media queries or intersection observer.
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!('IntersectionObserver' in window)) {
    class NoopIntersectionObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    }
    Object.assign(window, { IntersectionObserver: NoopIntersectionObserver });
  }
  // jsdom plays no media (its play() logs "Not implemented"): a video stays paused; tests that play one fake it.
  HTMLMediaElement.prototype.play = () => Promise.resolve();
  HTMLMediaElement.prototype.pause = () => undefined;
}
