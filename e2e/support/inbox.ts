import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What the staff inboxes and the quote form show, read as people read them.
 */

/** The description list holding the cargo figures ('Total volume', …) inside `scope`. */
export function cargoFiguresList(scope: Page | Locator): Locator {
  // A `has` locator is matched inside each list, so it starts from the page (one made from a scoped locator would look for the scope inside the list).
  const page = 'goto' in scope ? scope : scope.page();
  return scope.locator('dl').filter({ has: page.locator('dt').getByText('Total volume', { exact: true }) });
}

/** The figures of a description list as label → value, in order. */
export async function descriptionPairs(list: Locator): Promise<Record<string, string>> {
  return list.evaluate((dl) => {
    const pairs: Record<string, string> = {};
    let term: string | null = null;
    for (const element of Array.from(dl.querySelectorAll('dt, dd'))) {
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (element.tagName === 'DT') term = text;
      else if (term !== null) pairs[term] = text;
    }
    return pairs;
  });
}

/** Waits until the cargo figures in `scope` are exactly `expected` (label → value, in this order). */
export async function expectCargoFigures(scope: Page | Locator, expected: Record<string, string>, message?: string): Promise<void> {
  await expect
    .poll(async () => {
      const list = cargoFiguresList(scope);
      if ((await list.count()) !== 1) return `${await list.count()} cargo figure lists`;
      return Object.entries(await descriptionPairs(list));
    }, { message })
    .toEqual(Object.entries(expected));
}

/** The number in the dashboard's Quote Request card ('N new'). */
export async function dashboardNewQuotes(page: Page): Promise<number> {
  const card = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: 'Quote Request', exact: true }) });
  const count = card.getByText(/^\d+ new$/);
  await expect(count).toBeVisible();
  return Number((await count.innerText()).trim().split(' ')[0]);
}
