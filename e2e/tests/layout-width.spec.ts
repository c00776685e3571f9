// Affected runs: shell
import type { Page } from '@playwright/test';
import { expect, routeHref, signIn, siteUrls, test } from '../support';

/**
 * No page is wider than the window: at 375 px and 1280 px, every public and
 * every staff route (detail routes opened with a real record) has no
 * horizontal scroll, even when the records hold long unbroken words (a
 * company name, a department, an e-mail address without a single space).
 */

/** A run of `length` characters without any space or break opportunity. */
const unbroken = (stem: string, length: number) => stem.repeat(Math.ceil(length / stem.length)).slice(0, length);

/** Records whose text fields are as long as they may be (or close to it), without spaces. */
const longQuote = {
  name: unbroken('Requester', 100),
  email: `${unbroken('quote', 120)}@${unbroken('seawave', 120)}.example`,
  contactNumber: '+91-98765-43210',
  companyName: unbroken('Company', 150),
  companyAddress: unbroken('Address', 500),
  services: ['customClearance', 'freightForwarding', 'landFreight', 'warehousing', 'eximConsultancy', 'logisticDesign'],
  comments: unbroken('Comment', 4000),
  mode: 'sea',
  origin: unbroken('Origin', 120),
  destination: unbroken('Destination', 120),
  cargoDescription: unbroken('Cargo', 1000),
  // The largest figures sea freight accepts: the biggest pieces, and the most pieces a line may hold (with their notes).
  packages: [
    { count: 2, lengthCm: 2000, widthCm: 1000, heightCm: 1000, grossWeightKg: 50000 },
    { count: 9999, lengthCm: 10, widthCm: 10, heightCm: 10, grossWeightKg: 500 },
  ],
};
const longApplicant = {
  name: unbroken('Applicant', 100),
  email: `${unbroken('applicant', 120)}@${unbroken('mailbox', 120)}.example`,
  number: '+91 98765 43210',
  position: unbroken('Position', 100),
  relocate: 'yes',
  experience: '6+',
  consent: true,
};
const longVacancy = {
  position: unbroken('Vacancy', 100),
  department: unbroken('Department', 100),
  overview: unbroken('Overview', 4000),
  responsibilities: `${unbroken('Responsibility', 1000)}\n${unbroken('Duty', 1000)}`,
  prerequisite: `${unbroken('Prerequisite', 1000)}\n${unbroken('Skill', 1000)}`,
  experience: unbroken('Years', 50),
};

interface CreatedIds {
  quoteId: string;
  applicantId: string;
  vacancyId: string;
}

/**
 * Creates the long-text quote, applicant and vacancy through the page's own
 * data interface (the `@seawave/shared-data` instance the page shares through
 * Module Federation), as the signed-in admin: the same calls, rules and
 * back end the forms use.
 */
async function createLongRecords(page: Page): Promise<CreatedIds> {
  return page.evaluate(
    async ({ quote, applicant, vacancy }) => {
      interface SharedVersion {
        lib?: () => unknown;
        get?: () => Promise<() => unknown>;
      }
      interface DataApi {
        quotes: { create(input: unknown): Promise<{ id: string }> };
        applicants: { create(input: unknown): Promise<{ id: string }> };
        vacancies: { create(input: unknown): Promise<string> };
      }
      const federation = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, SharedVersion>>>> } })
        .__FEDERATION__;
      let sharedData: { getDataApi(): Promise<DataApi> } | null = null;
      for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
        for (const packages of Object.values(scopes)) {
          for (const entry of Object.values(packages['@seawave/shared-data'] ?? {})) {
            const module = entry.lib ? entry.lib() : entry.get ? (await entry.get())() : null;
            if (module && typeof (module as { getDataApi?: unknown }).getDataApi === 'function') {
              sharedData = module as { getDataApi(): Promise<DataApi> };
            }
          }
        }
      }
      if (!sharedData) throw new Error('The page shares no @seawave/shared-data module.');
      const api = await sharedData.getDataApi();
      const resume = new File(['%PDF-1.4\n% long text test resume\n%%EOF\n'], 'Applicant.pdf', { type: 'application/pdf' });
      return {
        quoteId: (await api.quotes.create(quote)).id,
        applicantId: (await api.applicants.create({ ...applicant, resume })).id,
        vacancyId: await api.vacancies.create(vacancy),
      };
    },
    { quote: longQuote, applicant: longApplicant, vacancy: longVacancy },
  );
}

const seedPost = 'seed-post-dpd';

/** Every route of the site, detail routes with the given records. Public routes first. */
function routes(ids: CreatedIds): { publicRoutes: string[]; staffRoutes: string[] } {
  const { publicUrls, staffUrls } = siteUrls({ postId: seedPost, jobId: ids.vacancyId, vacancyId: ids.vacancyId, quoteId: ids.quoteId, applicantId: ids.applicantId });
  return { publicRoutes: publicUrls, staffRoutes: staffUrls };
}

/** Texts each page must show before it is measured (so the long record is on screen, not a spinner). */
function expectedText(path: string, ids: CreatedIds): string | null {
  if (path === routeHref('careers') || path === routeHref('jobDetails', ids.vacancyId) || path === routeHref('adminCareerEdit')) return longVacancy.position;
  if (path === routeHref('adminViewQuoteRequests') || path === routeHref('quoteDetails', ids.quoteId)) return longQuote.companyName;
  if (path === routeHref('adminAllApplicants') || path === routeHref('applicantDetail', ids.applicantId)) return longApplicant.name;
  return null;
}

/** How much wider than the window the document is (0 when it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The elements sticking out past the window's right edge, for the failure message. */
const widest = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} (${Math.round(el.getBoundingClientRect().right)} px)`)
      .join(', '),
  );

async function measure(page: Page, path: string, ids: CreatedIds, width: number): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main#main h1').first(), `${path}: page shown`).toBeVisible({ timeout: 20_000 });
  const text = expectedText(path, ids);
  if (text) await expect(page.getByRole('main').getByText(text, { exact: true }).first(), `${path}: long record shown`).toBeVisible();
  // Pictures and fonts change sizes as they arrive: measure once they have.
  await page.waitForFunction(() => [...document.images].every((image) => image.complete), undefined, { timeout: 5_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  expect.soft(await overflow(page), `${path} at ${width} px is wider than the window: ${await widest(page)}`).toBeLessThanOrEqual(0);
}

test.describe('no page is wider than the window, with long unbroken texts in the data', () => {
  for (const width of [375, 1280]) {
    test(`every route fits at ${width} px`, async ({ page, otherContext }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: 900 });
      await signIn(page);
      const ids = await createLongRecords(page);
      const { publicRoutes, staffRoutes } = routes(ids);

      // Staff, signed in.
      for (const path of staffRoutes) await measure(page, path, ids, width);

      // A visitor, in a browser of their own.
      const visitor = await (await otherContext()).newPage();
      await visitor.setViewportSize({ width, height: 900 });
      for (const path of publicRoutes) await measure(visitor, path, ids, width);
      // The application page as a visitor reaches it: from the long vacancy's Apply Now.
      await visitor.goto(routeHref('jobDetails', ids.vacancyId));
      await expect(visitor.getByRole('heading', { level: 1, name: longVacancy.position })).toBeVisible();
      await visitor.getByRole('link', { name: 'Apply Now' }).click();
      await expect(visitor).toHaveURL(new RegExp(`${routeHref('careerInputField')}\\?vacancy=${ids.vacancyId}$`));
      await expect(visitor.getByText(/^You are applying for/)).toContainText(longVacancy.position);
      expect.soft(await overflow(visitor), `${routeHref('careerInputField')} (applying for the long vacancy) at ${width} px: ${await widest(visitor)}`).toBeLessThanOrEqual(0);
    });
  }
});
