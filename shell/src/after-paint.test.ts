import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The real script, run as the browser runs it (a classic script in the page).
const afterPaint = readFileSync(join(__dirname, '../public/after-paint.js'), 'utf8');

/** A server page whose entry starts on use, in a hidden tab (the script then skips waiting for the paint). */
function serverPage(root: string) {
  document.head.innerHTML = '<script type="text/plain" data-after-paint="on-use" data-src="/main.1a2b.js"></script>';
  document.body.innerHTML = `<div id="root">${root}</div>`;
  jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  new Function(afterPaint)();
}

const started = () => [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => jest.restoreAllMocks());

describe('after-paint.js on a page that starts on use', () => {
  it('loads the app at the first use', async () => {
    serverPage('<main><h1>Home</h1></main>');
    await settle();
    expect(started()).toEqual([]);
    window.dispatchEvent(new Event('pointerdown'));
    await settle();
    expect(started()).toEqual(['/main.1a2b.js']);
  });

  it('counts an early opened menu as use', async () => {
    serverPage('<header><details open><summary>Menu</summary></details></header>');
    await settle();
    expect(started()).toEqual(['/main.1a2b.js']);
  });

  it('counts a failed picture as a use', async () => {
    serverPage('<main><img src="/missing.svg" alt="Harbour"></main>');
    await settle();
    expect(started()).toEqual([]);
    document.querySelector('img')?.dispatchEvent(new Event('error'));
    await settle();
    expect(started()).toEqual(['/main.1a2b.js']);
  });

  it('loads the app only once', async () => {
    serverPage('<main><h1>Home</h1></main>');
    for (const type of ['keydown', 'scroll', 'pointerdown']) window.dispatchEvent(new Event(type));
    await settle();
    expect(started()).toEqual(['/main.1a2b.js']);
  });
});
