// Affected runs: mfe-public /getafreequote, mfe-careers
import type { BrowserContext, Page } from '@playwright/test';
import { expect, hydrationStarted, projectOf, slowCpu, test, type ExtraServer } from '../support';

/**
 * What a visitor puts into a server-rendered form before its scripts have taken
 * it over (browser autofill, a paste, a fast typist on a slow phone) is kept:
 * on a 4x slower CPU, every field of the directly opened quote form and
 * application form is filled at `domcontentloaded` and, in most runs, filled
 * again at one moment while hydration runs; once hydrated every field still
 * holds exactly the last values, Send stores them, and the success text shows.
 */

let shell: ExtraServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ project, renderedSite }) => {
  // The sample content (the vacancy applied for); the tests open their pages in contexts of their own.
  await project.reset();
  shell = renderedSite;
});

/** One control's value as autofill sets it: a text, a choice (select, radio), ticked boxes, or a file. */
type Entry =
  | { kind: 'text'; name: string; value: string }
  | { kind: 'select'; name: string; value: string }
  | { kind: 'radio'; name: string; value: string }
  | { kind: 'checkboxes'; name: string; values: string[] }
  | { kind: 'checkbox'; name: string; checked: boolean }
  | { kind: 'file'; name: string; fileName: string; type: string; base64: string };

/**
 * When the last fill happens: only at `domcontentloaded`, or that many
 * milliseconds after `hydrateRoot` was called (hydration runs as a
 * transition, in slices, for a while after that on a 4x slower CPU).
 */
const moments: (number | 'domcontentloaded')[] = ['domcontentloaded', 0, 40, 150, 400];
const RUNS = 20;

/**
 * Installed before the page's own scripts: `__fill(entries)` sets values the
 * way autofill does (the native value setter, then input and change events,
 * no key presses), and `__fillWhenHydrating(entries, delay)` does it `delay`
 * ms after React has been given the root.
 */
function installFiller() {
  type W = Window & {
    __fill: (entries: Entry[]) => void;
    __fillWhenHydrating: (entries: Entry[], delay: number) => void;
    __filledAt?: number;
  };
  const w = window as unknown as W;
  const setNative = (element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) => {
    const prototype = Object.getPrototypeOf(element) as object;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
  };
  const fire = (element: Element) => {
    element.dispatchEvent(new Event('input', { bubbles: true }));
    element.dispatchEvent(new Event('change', { bubbles: true }));
  };
  w.__fill = (entries) => {
    for (const entry of entries) {
      const controls = [...document.querySelectorAll<HTMLInputElement>(`form [name="${entry.name}"]`)];
      if (controls.length === 0) throw new Error(`no control named ${entry.name}`);
      if (entry.kind === 'text' || entry.kind === 'select') {
        setNative(controls[0]!, entry.value);
        fire(controls[0]!);
      } else if (entry.kind === 'radio' || entry.kind === 'checkboxes' || entry.kind === 'checkbox') {
        for (const control of controls) {
          const want = entry.kind === 'radio' ? control.value === entry.value : entry.kind === 'checkbox' ? entry.checked : entry.values.includes(control.value);
          if (control.checked !== want) {
            Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set?.call(control, want);
            control.dispatchEvent(new Event('click', { bubbles: true }));
            fire(control);
          }
        }
      } else {
        const bytes = Uint8Array.from(atob(entry.base64), (c) => c.charCodeAt(0));
        const transfer = new DataTransfer();
        transfer.items.add(new File([bytes], entry.fileName, { type: entry.type }));
        controls[0]!.files = transfer.files;
        fire(controls[0]!);
      }
    }
  };
  w.__fillWhenHydrating = (entries, delay) => {
    const timer = setInterval(() => {
      const root = document.getElementById('root');
      if (root && Object.keys(root).some((key) => key.startsWith('__reactContainer'))) {
        clearInterval(timer);
        setTimeout(() => {
          w.__fill(entries);
          w.__filledAt = performance.now();
        }, delay);
      }
    }, 2);
  };
}

/**
 * Throttles the CPU 4x (a mid-range phone), opens `path` and stops at
 * `domcontentloaded`. `unthrottle` gives the CPU back once hydration is
 * checked: sending at full speed tests the same thing in half the time.
 */
async function openThrottled(context: BrowserContext, path: string): Promise<{ page: Page; unthrottle: () => Promise<void> }> {
  const page = await context.newPage();
  await page.addInitScript(`(${installFiller.toString()})()`);
  const unthrottle = await slowCpu(page, 4);
  await page.goto(`${shell.origin}${path}`, { waitUntil: 'domcontentloaded' });
  return { page, unthrottle };
}

/** The form is taken over once its inputs carry React's fiber and the page's requests have settled. */
async function formHydrated(page: Page, inputName: string): Promise<void> {
  await page.waitForFunction(
    (name) => {
      const input = document.querySelector(`form [name="${name}"]`);
      return input !== null && Object.keys(input).some((key) => key.startsWith('__reactFiber'));
    },
    inputName,
    { timeout: 30_000 },
  );
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}

/** Fills at domcontentloaded, then (unless the moment is domcontentloaded) again at that moment of hydration; returns the last values. */
async function fillAround(page: Page, first: Entry[], second: Entry[], moment: number | 'domcontentloaded'): Promise<Entry[]> {
  await page.evaluate((entries) => (window as unknown as { __fill: (e: Entry[]) => void }).__fill(entries), first);
  if (moment === 'domcontentloaded') return first;
  await page.evaluate(
    ({ entries, delay }) => (window as unknown as { __fillWhenHydrating: (e: Entry[], d: number) => void }).__fillWhenHydrating(entries, delay),
    { entries: second, delay: moment },
  );
  await page.waitForFunction(() => (window as unknown as { __filledAt?: number }).__filledAt !== undefined, undefined, { timeout: 30_000 });
  return second;
}

/** What each control holds now, in the same shape as the entries. */
async function readBack(page: Page, entries: Entry[]): Promise<Entry[]> {
  return page.evaluate((wanted) => {
    return wanted.map((entry): Entry => {
      const controls = [...document.querySelectorAll<HTMLInputElement>(`form [name="${entry.name}"]`)];
      switch (entry.kind) {
        case 'text':
        case 'select':
          return { ...entry, value: controls[0]?.value ?? '' };
        case 'radio':
          return { ...entry, value: controls.find((c) => c.checked)?.value ?? '' };
        case 'checkboxes':
          return { ...entry, values: controls.filter((c) => c.checked).map((c) => c.value) };
        case 'checkbox':
          return { ...entry, checked: controls[0]?.checked ?? false };
        case 'file':
          return { ...entry, fileName: controls[0]?.files?.[0]?.name ?? '' };
      }
    });
  }, entries);
}

const text = (name: string, value: string): Entry => ({ kind: 'text', name, value });
const valueOf = (entries: Entry[], name: string): string => {
  const entry = entries.find((e) => e.name === name);
  return entry && (entry.kind === 'text' || entry.kind === 'select' || entry.kind === 'radio') ? entry.value : '';
};

function quoteEntries(tag: string): Entry[] {
  return [
    text('name', `Asha Rao ${tag}`),
    text('email', `asha.${tag}@example.com`),
    text('contactNumber', '+91 98765 43210'),
    text('companyName', `Rao Exports ${tag}`),
    text('companyAddress', '12 Harbour Road, Navi Mumbai'),
    { kind: 'checkboxes', name: 'services', values: tag.endsWith('b') ? ['customClearance', 'warehousing'] : ['landFreight'] },
    { kind: 'select', name: 'mode', value: tag.endsWith('b') ? 'sea' : 'air' },
    { kind: 'select', name: 'incoterm', value: 'FOB' },
    text('origin', 'Chennai'),
    text('destination', `Rotterdam ${tag}`),
    text('readyDate', '2031-03-14'),
    text('cargoDescription', `Cotton yarn ${tag}`),
    text('packages.0.count', '4'),
    text('packages.0.lengthCm', '120'),
    text('packages.0.widthCm', '100'),
    text('packages.0.heightCm', '90'),
    text('packages.0.grossWeightKg', '350'),
    text('comments', `Two containers a month ${tag}.`),
  ];
}

test('the quote form keeps input made before hydration', async ({ otherContext }) => {
  test.setTimeout(RUNS * 60_000);
  const lost: string[] = [];
  for (let run = 0; run < RUNS; run++) {
    const moment = moments[run % moments.length]!;
    const context = await otherContext();
    const { page, unthrottle } = await openThrottled(context, '/getafreequote');
    const tag = `${Date.now()}-${run}`;
    const last = await fillAround(page, quoteEntries(`${tag}a`), quoteEntries(`${tag}b`), moment);
    await formHydrated(page, 'name');
    const held = await readBack(page, last);
    if (JSON.stringify(held) !== JSON.stringify(last)) lost.push(`run ${run} (${moment}): ${JSON.stringify(held.filter((h, i) => JSON.stringify(h) !== JSON.stringify(last[i])))}`);
    expect.soft(held, `run ${run}, last fill at ${moment}`).toEqual(last);
    await unthrottle();

    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const sent = await page.getByText('Quote Sent!', { exact: true }).waitFor({ timeout: 15_000 }).then(() => true, () => false);
    // When it was not sent, the messages the page shows say why.
    const shown = sent ? '' : ` (shown: ${(await page.getByRole('alert').allTextContents()).join(' | ') || 'no message'})`;
    expect.soft(sent, `run ${run}, last fill at ${moment}: 'Quote Sent!' shows${shown}`).toBe(true);
    // The back end finishes the quote (reference, status) after the page's write: wait for it.
    const storedQuotes = async () => (await projectOf(page).documents('quotes')).filter((q) => q.companyName === valueOf(last, 'companyName'));
    await expect.soft.poll(async () => (await storedQuotes()).length, { message: `run ${run}, last fill at ${moment}`, timeout: 15_000 }).toBe(1);
    const stored = await storedQuotes();
    if (stored[0]) {
      expect.soft(stored[0], `run ${run}`).toMatchObject({
        name: valueOf(last, 'name'),
        email: valueOf(last, 'email'),
        contactNumber: valueOf(last, 'contactNumber'),
        companyAddress: valueOf(last, 'companyAddress'),
        services: (last.find((e) => e.name === 'services') as { values: string[] }).values,
        mode: valueOf(last, 'mode'),
        incoterm: 'FOB',
        origin: 'Chennai',
        destination: valueOf(last, 'destination'),
        cargoDescription: valueOf(last, 'cargoDescription'),
        comments: valueOf(last, 'comments'),
      });
    }
    // The fixture closes the contexts (with their traces) after the test.
    await page.close();
  }
  expect(lost, 'runs in which a value was lost').toEqual([]);
});

/** A small valid PDF (the resume check reads its first bytes). */
const resumePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
).toString('base64');

function applicationEntries(tag: string): Entry[] {
  return [
    text('name', `Asha Rao ${tag}`),
    text('email', `asha.${tag}@example.com`),
    text('number', '+91 00000 00077'),
    text('position', `Documentation Clerk ${tag}`),
    { kind: 'radio', name: 'relocate', value: tag.endsWith('b') ? 'no' : 'yes' },
    { kind: 'select', name: 'experience', value: tag.endsWith('b') ? '2-5' : '6+' },
    { kind: 'file', name: 'resume', fileName: `asha-${tag}.pdf`, type: 'application/pdf', base64: resumePdf },
    { kind: 'checkbox', name: 'consent', checked: true },
  ];
}

test('the application form keeps input made before hydration', async ({ otherContext }) => {
  test.setTimeout(RUNS * 60_000);
  const lost: string[] = [];
  for (let run = 0; run < RUNS; run++) {
    const moment = moments[run % moments.length]!;
    // Every other run applies for a vacancy (linked to it; the current position is still the applicant's own, typed).
    const forVacancy = run % 2 === 1;
    const path = forVacancy ? '/careerinputfield?vacancy=seed-job-customs-executive' : '/careerinputfield';
    const context = await otherContext();
    const { page, unthrottle } = await openThrottled(context, path);
    const tag = `${Date.now()}-${run}`;
    const last = await fillAround(page, applicationEntries(`${tag}a`), applicationEntries(`${tag}b`), moment);
    await formHydrated(page, 'name');
    const held = await readBack(page, last);
    if (JSON.stringify(held) !== JSON.stringify(last)) lost.push(`run ${run} (${moment}, ${path}): ${JSON.stringify(held.filter((h, i) => JSON.stringify(h) !== JSON.stringify(last[i])).map((h) => ({ ...h, base64: undefined })))}`);
    expect.soft(held, `run ${run}, last fill at ${moment}`).toEqual(last);
    await unthrottle();

    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect.soft(page.getByText('Application submitted successfully!', { exact: true }), `run ${run}, last fill at ${moment}`).toBeVisible({ timeout: 15_000 });
    const storedApplicants = async () => (await projectOf(page).documents('applicants')).filter((a) => a.email === valueOf(last, 'email'));
    await expect.soft.poll(async () => (await storedApplicants()).length, { message: `run ${run}, last fill at ${moment}`, timeout: 15_000 }).toBe(1);
    const stored = await storedApplicants();
    if (stored[0]) {
      expect.soft(stored[0], `run ${run}`).toMatchObject({
        name: valueOf(last, 'name'),
        number: valueOf(last, 'number'),
        position: valueOf(last, 'position'),
        relocate: valueOf(last, 'relocate'),
        experience: valueOf(last, 'experience'),
        ...(forVacancy ? { vacancyId: 'seed-job-customs-executive' } : {}),
      });
    }
    // The fixture closes the contexts (with their traces) after the test.
    await page.close();
  }
  expect(lost, 'runs in which a value was lost').toEqual([]);
});

test('a quote sent before hydration is sent once', async ({ otherContext }) => {
  test.setTimeout(90_000);
  const context = await otherContext();
  const page = await context.newPage();
  await page.addInitScript(`(${installFiller.toString()})()`);
  // The app's scripts arrive 3 s late (a slow connection); the page and after-paint.js do not.
  await page.route(
    (url) => url.origin === shell.origin && url.pathname.endsWith('.js') && url.pathname !== '/after-paint.js',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue().catch(() => undefined);
    },
  );
  const posted: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().startsWith(shell.origin)) posted.push(request.url());
  });
  await page.goto(`${shell.origin}/getafreequote`, { waitUntil: 'domcontentloaded' });
  const entries = quoteEntries(`early-${Date.now()}`);
  await page.evaluate((e) => (window as unknown as { __fill: (entries: Entry[]) => void }).__fill(e), entries);
  const send = page.getByRole('button', { name: 'Send', exact: true });
  await send.click();
  await send.click({ force: true });
  expect(await hydrationStarted(page), 'sent before hydration').toBe(false);
  // The first write of a new visitor can take long on a loaded machine.
  await expect(page.getByText('Quote Sent!', { exact: true })).toBeVisible({ timeout: 45_000 });
  const stored = async () => (await projectOf(page).documents('quotes')).filter((q) => q.companyName === valueOf(entries, 'companyName'));
  await expect.poll(async () => (await stored()).length, { timeout: 10_000 }).toBe(1);
  await page.waitForTimeout(1_000);
  expect(await stored()).toHaveLength(1);
  expect(posted, 'no form posted to the server').toEqual([]);
  expect(page.url()).toBe(`${shell.origin}/getafreequote`);
});

for (const { path, fill, send } of [
  {
    path: '/getafreequote',
    fill: { Name: 'Asha Rao', Email: 'asha.rao@example.com', 'Contact Number': '+91 98765 43210' } as Record<string, string>,
    send: 'Send',
  },
  {
    path: '/careerinputfield',
    fill: { Name: 'Asha Rao', Email: 'asha.rao@example.com', Number: '+91 00000 00077' } as Record<string, string>,
    send: 'Submit Application',
  },
]) {
  test(`without scripts, ${path} keeps input out of the URL`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${shell.origin}${path}`);
    for (const [name, value] of Object.entries(fill)) await page.getByRole('textbox', { name, exact: true }).fill(value);
    await page.getByRole('button', { name: send, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nothing was sent' })).toBeVisible();
    await expect(page.getByText('This form needs JavaScript, which was not running in your browser, so your details were not sent or kept.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/herocontact');
    expect(page.url()).toBe(`${shell.origin}${path}`);
    for (const value of Object.values(fill)) {
      expect(decodeURIComponent(page.url().replace(/\+/g, ' '))).not.toContain(value);
      expect(page.url()).not.toContain(encodeURIComponent(value));
    }
    await context.close();
  });
}
