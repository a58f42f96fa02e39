// A member's rewards, at a phone size and a desktop size: a new member sees both plans and no
// rewards; their points come from a real order (placed with their own access token, completed by the
// demo terminals), the 13th Free Drink becomes claimable, a failed claim says so in the spec's words,
// the claim spends 12 points and the Free Drink shows under My Rewards with its expiry; removing it
// (after a confirmation) gives the points back.
import type { Page, TestInfo } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expectNoSeriousAxeViolations } from './support/accessibility.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { expect, test } from './support/test.ts';
import { graphqlOperationOf } from './support/graphql-operation.ts';
import { acceptTerms } from './support/accept-terms.ts';

const LAS_VEGAS_24_HOURS = 118; // America/Los_Angeles
const LATTE = 301;
const GRANDE = 3;

async function graphql<T>(
  baseUrl: string,
  token: string | null,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T | null; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** The customer app's order flow (price, pay with the sandbox card, send) as the signed-in member. */
async function placeMemberOrder(baseUrl: string, token: string, lattes: number): Promise<string> {
  const items = [{ lineId: randomUUID(), productId: LATTE, sizeId: GRANDE, quantity: lattes, modifiers: [] }];
  const { priceCart } = await graphql<{
    priceCart: { subtotalCents: number; taxCents: number; totalCents: number };
  }>(
    baseUrl,
    token,
    'query ($s: Int!, $i: [CartLineInput!]!) { priceCart(storeId: $s, items: $i) { subtotalCents taxCents totalCents } }',
    { s: LAS_VEGAS_24_HOURS, i: items },
  );
  const order = {
    cartId: randomUUID(),
    pickupLocation: 'IN_STORE',
    pickupName: 'Grace',
    items,
    subtotal: priceCart.subtotalCents,
    taxAmount: priceCart.taxCents,
    total: priceCart.totalCents,
    payment: { creditCardPayment: { amount: priceCart.totalCents, token: '' } },
    phone: '7025551234',
  };
  const { createStripeOrderPaymentIntent: intent } = await graphql<{
    createStripeOrderPaymentIntent: { id: string; clientSecret: string };
  }>(
    baseUrl,
    token,
    `
      mutation ($amount: Int!, $storeId: Int!, $order: CustomerOrderInput!) {
        createStripeOrderPaymentIntent(currency: "usd", amount: $amount, storeId: $storeId, order: $order) {
          id
          clientSecret
        }
      }
    `,
    { amount: order.total, storeId: LAS_VEGAS_24_HOURS, order },
  );
  await fetch(`${baseUrl}/sandbox/v1/payment_intents/${intent.id}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_secret: intent.clientSecret,
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123', postal_code: '89109' },
    }),
  });
  order.payment.creditCardPayment.token = intent.id;
  const { sendCustomerOrder } = await graphql<{ sendCustomerOrder: { id: string } }>(
    baseUrl,
    token,
    'mutation ($order: CustomerOrderInput!, $storeId: Int!) { sendCustomerOrder(order: $order, storeId: $storeId) { id } }',
    { order, storeId: LAS_VEGAS_24_HOURS },
  );
  return sendCustomerOrder.id;
}

async function signUp(page: Page, testInfo: TestInfo): Promise<void> {
  await page.goto('/login?signup=1');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email').fill(`grace.rewards.${testInfo.project.name}.${Date.now()}@example.com`);
  await page.getByLabel('Mobile phone').fill('7025551234');
  await page.getByLabel('Password (at least 7 characters)').fill('rewards-pass-1');
  await page.getByLabel('Retype password').fill('rewards-pass-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/account\/rewards$/);
  await acceptTerms(page);
}

/** 'May 1, 2026' for the day `days` from now in a zone: the page's 'MMMM d, yyyy'. */
function longDateIn(days: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(Date.now() + days * 86_400_000));
}

test('earn points with an order, claim the 13th Free Drink, see it expire in 30 days, remove it', async ({
  page,
}, testInfo) => {
  await signUp(page, testInfo);

  // A new member: no points, both plans, no rewards.
  await expect(page.getByRole('heading', { name: 'Rewards', level: 1 })).toBeVisible();
  const myPoints = page.getByRole('region', { name: 'My Points' });
  const myRewards = page.getByRole('region', { name: 'My Rewards' });
  const balance = myPoints.getByTestId('points-balance');
  await expect(balance).toHaveText('0');
  await expect(myPoints.getByRole('listitem', { name: '13th Free Drink' })).toContainText(
    '12 more points until your 13th Free Drink!',
  );
  await expect(myPoints.getByRole('listitem', { name: 'Whole Bean Coffee' })).toContainText(
    '30 more points until your Whole Bean Coffee!',
  );
  await expect(myPoints.getByRole('button', { name: /^Claim/ })).toHaveCount(0);
  await expect(myRewards).toContainText('You have no rewards yet.');
  await saveScreenshot(page, testInfo, 'rewards-1-new-member');
  await expectNoSeriousAxeViolations(page);

  // Thirteen lattes, ordered with the member's own token; the demo terminals complete the order.
  const token = await page.evaluate(() => sessionStorage.getItem('brewline.accessToken'));
  expect(token).not.toBeNull();
  await placeMemberOrder(new URL(page.url()).origin, token ?? '', 13);
  await expect(async () => {
    await page.reload();
    await expect(balance).toHaveText('13', { timeout: 1500 });
  }).toPass({ timeout: 45_000 });

  const freeDrink = myPoints.getByRole('listitem', { name: '13th Free Drink' });
  await expect(freeDrink).toContainText("You've earned your 13th Free Drink!");
  await expect(freeDrink.getByRole('progressbar', { name: '13th Free Drink progress' })).toHaveAttribute(
    'aria-valuenow',
    '12',
  );
  await expect(myPoints.getByRole('listitem', { name: 'Whole Bean Coffee' })).toContainText(
    '17 more points until your Whole Bean Coffee!',
  );
  await expect(myPoints.getByRole('listitem', { name: 'Whole Bean Coffee' }).getByRole('button')).toHaveCount(
    0,
  );
  await saveScreenshot(page, testInfo, 'rewards-2-claimable');
  await expectNoSeriousAxeViolations(page);

  // The claim fails once on the way (no answer): the spec's message, nothing spent.
  await page.route('**/graphql', async (route) => {
    if (graphqlOperationOf(route.request()) === 'ClaimReward') await route.abort('connectionreset');
    else await route.continue();
  });
  await freeDrink.getByRole('button', { name: 'Claim Free Drink' }).click();
  await expect(myPoints.getByRole('alert')).toHaveText(
    'Could not complete this task. Please try again later.',
  );
  await expect(balance).toHaveText('13');
  await page.unroute('**/graphql');

  // Claimed for real: 12 points spent, the Free Drink waits under My Rewards with its expiry.
  await freeDrink.getByRole('button', { name: 'Claim Free Drink' }).click();
  await expect(myPoints.getByRole('status')).toHaveText(
    'Your Free Drink is waiting for you under My Rewards.',
  );
  await expect(balance).toHaveText('1');
  await expect(freeDrink).toContainText('11 more points until your 13th Free Drink!');
  const reward = myRewards.getByRole('listitem', { name: 'Free Drink' });
  await expect(reward).toContainText('From 13th Free Drink');
  await expect(reward).toContainText(`Expires ${longDateIn(30, 'America/Los_Angeles')}`);
  await expect(reward).toContainText('Ready');
  await saveScreenshot(page, testInfo, 'rewards-3-claimed');
  await expectNoSeriousAxeViolations(page);

  // Still there after a reload: the server has it, once.
  await page.reload();
  await expect(balance).toHaveText('1');
  await expect(myRewards.getByTestId('claimed-reward')).toHaveCount(1);

  // Remove asks first; keeping it changes nothing.
  const confirm = page.getByRole('dialog', { name: 'Remove reward?' });
  await reward.getByRole('button', { name: /^Remove Free Drink/ }).click();
  await expect(confirm).toContainText('Remove your Free Drink? Its 12 points go back to your balance.');
  await saveScreenshot(page, testInfo, 'rewards-4-confirm-remove');
  await expectNoSeriousAxeViolations(page);
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toBeHidden();
  await expect(myRewards.getByTestId('claimed-reward')).toHaveCount(1);

  await reward.getByRole('button', { name: /^Remove Free Drink/ }).click();
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(myRewards.getByRole('status')).toHaveText('The reward has been removed.');
  await expect(balance).toHaveText('13');
  await expect(myRewards).toContainText('You have no rewards yet.');
  await expect(freeDrink.getByRole('button', { name: 'Claim Free Drink' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'rewards-5-removed');
});
