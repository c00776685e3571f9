import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export interface A11yOptions {
  /** CSS selectors to limit the scan to. */
  include?: string[];
  /** CSS selectors to leave out (document why at the call site). */
  exclude?: string[];
  /** axe rule ids to switch off (document why at the call site). */
  disableRules?: string[];
}

/**
 * Runs axe (WCAG 2.0/2.1 A and AA rules plus best practices) on the page once
 * its finite animations have finished, and fails with a readable list when any violation is serious or
 * critical. Minor and moderate findings are ignored.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  // axe reads colours as painted: an entrance fade still running (the home
  // page's hero starts some 2 s after load) is not the page's colour yet.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  for (const selector of options.include ?? []) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map((v) => {
    const nodes = v.nodes
      .slice(0, 5)
      .map((n) => `      - ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ').trim() ?? ''}`)
      .join('\n');
    const more = v.nodes.length > 5 ? `\n      … and ${v.nodes.length - 5} more` : '';
    return `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} element${v.nodes.length === 1 ? '' : 's'})\n    ${v.helpUrl}\n${nodes}${more}`;
  });
  expect(serious.length, `Serious/critical accessibility violations on ${page.url()}:\n${report.join('\n')}`).toBe(0);
}
