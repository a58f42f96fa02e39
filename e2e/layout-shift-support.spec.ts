// The journeys' shift finder (`support/layout-shift.ts`) on a page made for it: it must name a move
// inside its container, also of an element the page has since removed, and leave out one outside it.
// The store button's 0.0025 in a Lighthouse run was such a removed element's move; a finder that
// missed it would let the journeys pass over the very shift they are there to catch.
import type { Page } from '@playwright/test';
import { shiftsWithin } from './support/layout-shift.ts';
import { expect, test } from './support/test.ts';

const PAGE = `<!doctype html>
<body style="margin:0;font:16px sans-serif">
  <header id="bar" style="display:flex;height:48px;background:#eee">
    <span id="greeting"></span><button id="server-button">Store</button>
  </header>
  <main><div id="notice"></div><p id="below">Page text</p></main>
</body>`;

/** Waits two frames, so that what came before has been painted and what follows is a move. */
function painted(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

test('a move inside the container is named, also once its element is gone; one outside is not', async ({
  page,
}) => {
  await page.setContent(PAGE);
  await painted(page);
  // The server's button moves right as the greeting lands before it, then the app replaces it.
  await page.locator('#greeting').evaluate((greeting) => (greeting.textContent = 'Welcome, Katherine'));
  await painted(page);
  await page
    .locator('#server-button')
    .evaluate((button) =>
      button.replaceWith(Object.assign(document.createElement('button'), { textContent: 'Store' })),
    );
  await painted(page);
  expect(await shiftsWithin(page, '#bar')).toEqual([
    expect.stringMatching(/^0\.\d{5} a removed element, from /),
  ]);

  // A move below the bar, of an element that stays: the page's, not the bar's.
  await page.locator('#notice').evaluate((notice) => (notice.style.height = '40px'));
  await painted(page);
  expect(await shiftsWithin(page, '#bar')).toHaveLength(1);
  expect(await shiftsWithin(page, 'main')).toEqual([expect.stringMatching(/^0\.\d{5} .*Page text/)]);
});
