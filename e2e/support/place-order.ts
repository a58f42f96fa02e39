// A paid order placed the way the customer app does it (price, payment intent, sandbox card,
// send), for journeys that need an order without walking the whole checkout.
import { randomUUID } from 'node:crypto';
import type { BrowserContext } from '@playwright/test';

export interface OrderLine {
  readonly productId: number;
  readonly sizeId: number;
  readonly versionId?: number;
  readonly quantity: number;
  readonly modifiers: readonly { readonly modifierId: number; readonly quantity: number }[];
}

async function graphql<T>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown>,
  accessToken?: string,
): Promise<T> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T | null; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** A placed order: its id, and the secret that lets the placing browser see it (docs/reliability.md). */
export interface PlacedOrder {
  readonly id: string;
  readonly viewerKey: string;
}

/**
 * Makes a browser the one that placed `order`, as the web app's checkout does: the order's viewer
 * key in local storage (apps/web/src/lib/active-order.ts), before any page of the context loads.
 */
export async function rememberPlacedOrder(context: BrowserContext, order: PlacedOrder): Promise<void> {
  await context.addInitScript((placed) => {
    const key = 'brewline.orderViewerKeys';
    const kept = JSON.parse(localStorage.getItem(key) ?? '[]') as [string, string][];
    if (!kept.some(([id]) => id === placed.id)) {
      localStorage.setItem(key, JSON.stringify([[placed.id, placed.viewerKey], ...kept]));
    }
  }, order);
}

export async function placePaidOrder(
  baseUrl: string,
  storeId: number,
  pickup: {
    readonly name: string;
    readonly method: string;
    readonly car?: Record<string, string>;
    /** A scheduled pickup (one of the store's pickup slots, ISO); absent for as soon as possible. */
    readonly time?: string;
  },
  lines: readonly OrderLine[],
  /** A member's access token: the order is then the member's, as when they check out signed in. */
  accessToken?: string,
): Promise<PlacedOrder> {
  const items = lines.map((line) => ({ lineId: randomUUID(), ...line }));
  const { priceCart } = await graphql<{
    priceCart: { subtotalCents: number; taxCents: number; totalCents: number };
  }>(
    baseUrl,
    'query ($s: Int!, $i: [CartLineInput!]!) { priceCart(storeId: $s, items: $i) { subtotalCents taxCents totalCents } }',
    { s: storeId, i: items },
    accessToken,
  );
  const order = {
    cartId: randomUUID(),
    pickupLocation: pickup.method,
    pickupName: pickup.name,
    ...(pickup.car ? { car: pickup.car } : {}),
    ...(pickup.time ? { time: pickup.time } : {}),
    items,
    subtotal: priceCart.subtotalCents,
    taxAmount: priceCart.taxCents,
    total: priceCart.totalCents,
    payment: { creditCardPayment: { amount: priceCart.totalCents, token: '' } },
    guestEmail: 'ada@example.com',
    phone: '7025551234',
  };
  const { createStripeOrderPaymentIntent: intent } = await graphql<{
    createStripeOrderPaymentIntent: { id: string; clientSecret: string };
  }>(
    baseUrl,
    `
      mutation ($amount: Int!, $storeId: Int!, $order: CustomerOrderInput!) {
        createStripeOrderPaymentIntent(currency: "usd", amount: $amount, storeId: $storeId, order: $order) {
          id
          clientSecret
        }
      }
    `,
    { amount: order.total, storeId, order },
    accessToken,
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
  const { sendCustomerOrder } = await graphql<{ sendCustomerOrder: PlacedOrder }>(
    baseUrl,
    'mutation ($order: CustomerOrderInput!, $storeId: Int!) { sendCustomerOrder(order: $order, storeId: $storeId) { id viewerKey } }',
    { order, storeId },
    accessToken,
  );
  return sendCustomerOrder;
}
