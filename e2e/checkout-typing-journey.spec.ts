// A customer who starts typing the moment the checkout's pickup details show keeps every letter, on a
// slow phone's CPU too. Each checkout step is its own chunk: the step shows once its code is in, and
// the form then stayed for a frame or two before it was unmounted and drawn anew (the menu tables' gate
// starting over when Preact's Suspense showed the step: decision 012). The letters typed meanwhile went
// nowhere, and the new form came up empty: a journey lost the Name and Phone that way.
import { randomUUID } from 'node:crypto';
import { grandeLatteLine } from './support/latte-line.ts';
import { expect, test } from './support/test.ts';

const LAS_VEGAS_24_HOURS = 118;
/** Chromium's CPU slowed four times: what a modest phone does with this page. */
const SLOW_CPU = 4;

test('a guest who types their name the moment the form shows keeps every letter', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_CPU });
  await page.goto('/menu');
  await page.evaluate(
    ({ storeId, cart }) => {
      localStorage.setItem('brewline.storeId', String(storeId));
      localStorage.setItem('brewline.cart', JSON.stringify({ id: crypto.randomUUID(), items: cart }));
    },
    { storeId: LAS_VEGAS_24_HOURS, cart: [grandeLatteLine(randomUUID())] },
  );
  await page.goto('/checkout');
  // The customer's cursor lands in the Name field as soon as it is on screen (a test driver's fill
  // waits for it, then sends the text a moment later: the same race, narrower).
  await page.evaluate(() => {
    const observer = new MutationObserver(() => {
      const name = document.querySelector<HTMLInputElement>('input[name=name]');
      if (!name) return;
      observer.disconnect();
      name.focus();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page.getByLabel('Name')).toBeFocused();
  await page.keyboard.type('Ada Lovelace', { delay: 40 });
  await page.keyboard.press('Tab');
  await page.keyboard.type('ada@example.com', { delay: 20 });
  await page.keyboard.press('Tab');
  await page.keyboard.type('7025551234', { delay: 40 });

  await expect(page.getByLabel('Name')).toHaveValue('Ada Lovelace');
  await expect(page.getByLabel('Email')).toHaveValue('ada@example.com');
  await expect(page.getByLabel('Phone')).toHaveValue('(702) 555-1234');
  await page.getByRole('button', { name: 'Continue' }).click();
  // On to pickup (or past it, to payment, when the store offers one pickup method).
  await expect(page).toHaveURL(/\/checkout\/(pickup|payment)$/);
});
