// @ts-check
// Runs the scripts a server-rendered page preloads (link[data-after-paint]) once
// the browser has painted the page and its high-priority images (the hero or
// banner) have arrived, waiting at most 2.5 s: the page is complete without
// the scripts, so they never delay its first view or take the bandwidth its
// largest image needs. A hidden tab paints no frames: there they run at once.
(() => {
  // A form of the server's HTML sent before the app has taken it over would be
  // posted natively and the visitor would land on "Nothing was sent": the send
  // is held (once, however often it is clicked) and made again through the app
  // as soon as the form is hydrated (useForm marks it data-hydrated). If the app
  // has not arrived in 15 s, the form is posted natively after all, and the
  // page that answers says what to do.
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
          // The button that sent it is gone or no longer a submit button of the form.
          form.requestSubmit();
        }
      };
      release();
    },
    true,
  );

  // A tap on a button of the server's HTML that React does not own yet (its
  // scripts have not run, or that part of the page is still waiting for its
  // code) does nothing: React stops a tap on a part it cannot take over at
  // once, and it never reaches a listener below. So the tap is looked at before
  // React sees it; if React still does not own the button once the tap is
  // over, it is remembered and made again as soon as React owns that button
  // (or the one that replaced it). Links and forms work without scripts; a
  // button that opens a popover natively is left to the browser.
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
      // A part of the page React renders afresh replaces the button with its own: the same text at the same place.
      const sameText = () => [...root.querySelectorAll('button')].filter((other) => other.textContent === button.textContent);
      const place = sameText().indexOf(button);
      const replay = () => {
        if (pendingTap !== button) return;
        const target = button.isConnected ? button : sameText()[place];
        if (Date.now() - tappedAt > 15_000) return void (pendingTap = null);
        if (!target || !owned(target)) return void setTimeout(replay, 50);
        pendingTap = null;
        target.click();
      };
      setTimeout(() => {
        // React took the button over during the tap and handled it.
        if (button.isConnected && owned(button)) return;
        pendingTap = button;
        replay();
      }, 0);
    },
    true,
  );

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
