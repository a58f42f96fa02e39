// @vitest-environment node
// The payment step as the server renders it (server/render-page.tsx, called by the API's
// server-rendered-pages.ts): no browser, so no store, cart or checkout state. It draws the step's frame
// with the server's card form and COMPLETE ORDER waiting, and says nothing about this customer that
// the browser's first render would contradict.
import { beforeAll, describe, expect, it } from 'vitest';
import { renderedHtml } from './support/rendered-html.ts';
import { testMenuTables } from './support/menu-tables.ts';

const textOf = (html: string): string => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the payment step rendered by the server', () => {
  // The first render imports the app's screens through Vite's transform: several seconds on a busy
  // 2-core machine, past a test's 5 s. Done once here, under a limit that allows for it; the tests
  // below then time the rendering alone.
  beforeAll(async () => {
    await renderedHtml('/checkout/payment', testMenuTables, 'sandbox');
  }, 60_000);

  it('draws the sandbox card form for the sandbox provider, COMPLETE ORDER disabled', async () => {
    const html = await renderedHtml('/checkout/payment', testMenuTables, 'sandbox');
    const text = textOf(html);
    expect(text).toContain('Sandbox payments: no real money');
    expect(text).toContain('Card number');
    // It takes no typing: what it took would be lost when the app draws the live form over it.
    expect(/<input[^>]*name="cardnumber"[^>]*>/.exec(html)?.[0]).toContain('disabled=""');
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*data-testid="complete-order"/);
    // Order Info's values wait for the browser: no 'Not entered yet' for a customer who entered them.
    expect(text).toContain('Order Info');
    // The cart's lines wait for the browser too: a line of placeholders stands where they will be.
    expect(html).toMatch(/aria-label="Items"><li aria-hidden="true"/);
    expect(text).not.toContain('Not entered yet');
    expect(text).not.toContain('Select a Store Change');
    expect(text).not.toContain('not accepting online orders');
  });

  it("draws Stripe's waiting form for the Stripe provider, never the sandbox's", async () => {
    const text = textOf(await renderedHtml('/checkout/payment', testMenuTables, 'stripe'));
    expect(text).toContain('Preparing secure payment…');
    expect(text).not.toContain('Sandbox payments');
  });
});
