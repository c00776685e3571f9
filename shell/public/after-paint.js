// @ts-check
// Runs the [data-after-paint] scripts once the page and its high-priority images have painted (at most 2.5 s): the
// page is complete without them, so they must not delay its first view or take its largest image's bandwidth.
// Three parts, each a named function run at once: its own scope, so nothing becomes a global of the page.
(function holdEarlySubmits() {
  // A server-HTML form sent before hydration would post natively and land on "Nothing was sent": hold the send once
  // and replay it through the app when useForm marks the form data-hydrated; after 15 s post it natively after all.
  const serverForms = new Set(document.querySelectorAll('form'));
  const held = new Set();
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !serverForms.has(form) || form.hasAttribute('data-hydrated')) return;
      event.preventDefault();
      if (held.has(form)) return;
      held.add(form);
      form.setAttribute('aria-busy', 'true');
      const submitter = event.submitter;
      const heldSince = Date.now();
      const release = () => {
        const hydrated = form.hasAttribute('data-hydrated');
        if (!hydrated && Date.now() - heldSince < 15_000) return void setTimeout(release, 50);
        held.delete(form);
        form.removeAttribute('aria-busy');
        if (!hydrated) return HTMLFormElement.prototype.submit.call(form);
        try {
          form.requestSubmit(submitter);
        } catch {
          form.requestSubmit();
        }
      };
      release();
    },
    true,
  );
})();

(function replayEarlyTaps() {
  // React swallows a tap on server HTML it does not own yet, so the tap is caught first and replayed once React owns
  // the button (or its replacement), if it still says what was tapped ('Play video' may have become 'Pause video' as
  // the app started the video). Links, forms and native popover buttons work without scripts.
  const root = document.getElementById('root');
  const owned = (/** @type {Element} */ node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'));
  /** @type {HTMLButtonElement | null} */
  let pendingTap = null;
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || !event.isTrusted || !root?.contains(button) || (button.type === 'submit' && button.form) || button.hasAttribute('popovertarget') || owned(button)) return;
      const tappedAt = Date.now();
      const tappedText = button.textContent;
      // React may replace the button with its own: the same text at the same place.
      const sameText = () => [...root.querySelectorAll('button')].filter((other) => other.textContent === tappedText);
      const place = sameText().indexOf(button);
      const replay = () => {
        if (pendingTap !== button) return;
        const target = button.isConnected ? button : sameText()[place];
        if (Date.now() - tappedAt > 15_000) return void (pendingTap = null);
        if (!target || !owned(target)) return void setTimeout(replay, 50);
        pendingTap = null;
        if (target.textContent === tappedText) target.click();
      };
      setTimeout(() => {
        if (button.isConnected && owned(button)) return;
        pendingTap = button;
        replay();
      }, 0);
    },
    true,
  );
})();

(function startAfterPaint() {
  const entries = [...document.querySelectorAll('[data-after-paint]')];
  // A page that works without scripts (data-after-paint="on-use") gets the app only once the visitor uses it: until
  // then its links, menus and text need none, and an idle phone spends nothing on start-up.
  const onUse = entries.some((entry) => entry.getAttribute('data-after-paint') === 'on-use');
  // Used already if this script came late (a slow network): a menu opened, focus moved, the page scrolled or hovered.
  const usedBefore = () =>
    document.querySelector('#root details[open], #root :hover') !== null ||
    (document.activeElement !== null && document.activeElement !== document.body) ||
    window.scrollY > 0;
  const used = new Promise((resolve) => {
    if (!onUse || usedBefore()) return resolve(undefined);
    const types = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'input', 'change', 'focusin', 'wheel', 'scroll', 'click', 'submit'];
    const use = () => {
      for (const type of types) window.removeEventListener(type, use, true);
      resolve(undefined);
    };
    for (const type of types) window.addEventListener(type, use, { capture: true, passive: true });
    // A picture that failed to load needs the app, which shows a placeholder of its size and name instead of a
    // broken-image icon: the failure counts as a use, whether it came before this script ran or after.
    const root = document.getElementById('root');
    const failedPicture = (/** @type {Event} */ event) => event.target instanceof HTMLImageElement && root?.contains(event.target) && use();
    document.addEventListener('error', failedPicture, true);
    for (const image of root?.querySelectorAll('img') ?? []) {
      if (image.complete && image.naturalWidth === 0) image.decode().catch(use);
    }
  });
  const start = () => {
    for (const entry of entries) {
      const script = document.createElement('script');
      script.src = entry.getAttribute('href') ?? entry.getAttribute('data-src') ?? '';
      document.head.append(script);
    }
  };
  const run = () => void used.then(start);
  if (document.visibilityState !== 'visible') return run();
  // Once decoded, an image shows in the next frame: run when the frame after it starts.
  const nextPaint = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
  // Painted, not just arrived: a large image is shown a frame or more after its load event. Where the browser
  // reports the paint itself (Element Timing, img[elementtiming]), that report is awaited; elsewhere its decoding.
  const shown = (/** @type {Element} */ element) => {
    const image = /** @type {HTMLImageElement} */ (element);
    if (!image.hasAttribute('elementtiming') || !PerformanceObserver.supportedEntryTypes?.includes('element')) {
      return image.decode().catch(() => undefined).then(nextPaint);
    }
    return new Promise((resolve) => {
      if (image.complete && image.naturalWidth === 0) return resolve(undefined);
      image.addEventListener('error', resolve, { once: true });
      new PerformanceObserver((list, observer) => {
        if (!list.getEntries().some((entry) => /** @type {PerformanceEntry & { element?: Element | null }} */ (entry).element === image)) return;
        observer.disconnect();
        resolve(undefined);
      }).observe({ type: 'element', buffered: true });
    });
  };
  const images = [...document.querySelectorAll('img[fetchpriority="high"]')].map(shown);
  // Where paint timing is missing, the next frame's rendering counts as the paint.
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
