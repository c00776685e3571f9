// @ts-check
// Runs the scripts a prerendered page preloads (link[data-after-paint]) once
// the browser has painted the page and its high-priority images (the hero or
// banner) have arrived, waiting at most 2.5 s: the page is complete without
// the scripts, so they never delay its first view or take the bandwidth its
// largest image needs. A hidden tab paints no frames: there they run at once.
(() => {
  const run = () => {
    for (const link of document.querySelectorAll('link[data-after-paint]')) {
      const script = document.createElement('script');
      script.src = /** @type {HTMLLinkElement} */ (link).href;
      document.head.append(script);
    }
  };
  if (document.visibilityState !== 'visible') return run();
  const arrived = (/** @type {Element} */ element) => {
    const image = /** @type {HTMLImageElement} */ (element);
    if (image.complete) return Promise.resolve();
    return new Promise((resolve) => {
      image.addEventListener('load', resolve, { once: true });
      image.addEventListener('error', resolve, { once: true });
    });
  };
  const images = [...document.querySelectorAll('img[fetchpriority="high"]')].map(arrived);
  // The first contentful paint as the browser reports it; where paint timing
  // is missing, the next frame's rendering.
  const painted = new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return requestAnimationFrame(() => setTimeout(resolve, 0));
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve(undefined);
    }).observe({ type: 'paint', buffered: true });
  });
  const atMost = new Promise((resolve) => setTimeout(resolve, 2500));
  void Promise.race([Promise.all([painted, ...images]), atMost]).then(run);
})();
