import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe run in the page itself (`axe.run`, the builder's "legacy mode"), not per frame with the results
 * put together in a blank page opened for it: our pages have no cross-origin frame for the per-frame
 * way to reach, and it took twice as long for the same findings (about 1.3 s against 0.65 s a check
 * on /menu; the journeys make some 200 checks in a run).
 */
async function violationsOf(page: Page) {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return results.violations;
}

/** Fails the journey on any serious or critical axe violation of the page as it stands. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const serious = (await violationsOf(page))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}

/** Fails the journey on any axe violation at all, whatever its impact (the back office's rule). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const found = (await violationsOf(page)).map(
    (v) =>
      `${v.id} (${v.impact ?? 'unknown'}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, `axe violations on ${page.url()}`).toEqual([]);
}
