// The customer's order flow as the browser drives it: price the cart, create the payment intent,
// confirm it at the sandbox provider with a card, send the order.
import { randomUUID } from 'node:crypto';
import type { RunningServer } from './test-server.ts';

/** What the flow needs of a server: an in-process test server or a real API process. */
export type ApiClient = Pick<RunningServer, 'baseUrl' | 'graphql'>;

export const LATTE = 301;
export const GRANDE = 3;
export const OATMILK = 104;
export const VANILLA = 201;
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficient: '4000000000009995',
};

export interface OrderDraft {
  cartId: string;
  pickupLocation: string;
  items: {
    lineId: string;
    productId: number;
    sizeId: number;
    quantity: number;
    modifiers: { modifierId: number; quantity: number }[];
  }[];
  subtotal: number;
  taxAmount: number;
  total: number;
  payment: { creditCardPayment: { amount: number; token: string } };
  guestEmail: string;
  pickupName: string;
  phone: string;
}

export async function draftOrder(
  server: ApiClient,
  storeId: number,
  pickupLocation = 'IN_STORE',
): Promise<OrderDraft> {
  const items = [
    {
      lineId: randomUUID(),
      productId: LATTE,
      sizeId: GRANDE,
      quantity: 1,
      modifiers: [
        { modifierId: OATMILK, quantity: 1 },
        { modifierId: VANILLA, quantity: 2 },
      ],
    },
  ];
  const priced = await server.graphql<{
    priceCart: { subtotalCents: number; taxCents: number; totalCents: number };
  }>(
    'query ($s: Int!, $i: [CartLineInput!]!) { priceCart(storeId: $s, items: $i) { subtotalCents taxCents totalCents } }',
    { s: storeId, i: items },
  );
  const cart = priced.data?.priceCart;
  if (!cart) throw new Error(`priceCart failed: ${JSON.stringify(priced.errors)}`);
  return {
    cartId: randomUUID(),
    pickupLocation,
    items,
    subtotal: cart.subtotalCents,
    taxAmount: cart.taxCents,
    total: cart.totalCents,
    payment: { creditCardPayment: { amount: cart.totalCents, token: '' } },
    guestEmail: 'ada@example.com',
    pickupName: 'Ada',
    phone: '(602) 555-0134',
  };
}

export async function createIntent(
  server: ApiClient,
  storeId: number,
  order: OrderDraft,
  amount = order.total,
) {
  return server.graphql<{
    createStripeOrderPaymentIntent: { id: string; clientSecret: string; amount: number; status: string };
  }>(
    `mutation ($amount: Int!, $storeId: Int!, $order: CustomerOrderInput!) {
      createStripeOrderPaymentIntent(currency: "usd", amount: $amount, storeId: $storeId, order: $order) { id clientSecret amount status }
    }`,
    { amount, storeId, order },
  );
}

export async function confirmCard(
  server: ApiClient,
  intent: { id: string; clientSecret: string },
  number: string,
) {
  const response = await fetch(`${server.baseUrl}/sandbox/v1/payment_intents/${intent.id}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_secret: intent.clientSecret,
      card: { number, exp_month: 12, exp_year: 2031, cvc: '123', postal_code: '85004' },
    }),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      status: string;
      last_payment_error: { code: string; message: string } | null;
    },
  };
}

export function sendOrder(server: ApiClient, storeId: number, order: OrderDraft) {
  return server.graphql<{
    sendCustomerOrder: { id: string; status: { status: string }; viewerKey: string | null };
  }>(
    'mutation ($order: CustomerOrderInput!, $storeId: Int!) { sendCustomerOrder(order: $order, storeId: $storeId) { id status { status } viewerKey } }',
    { order, storeId },
  );
}

/** Price, create the intent, pay with a card that succeeds: the order is ready to send. */
export async function paidOrder(
  server: ApiClient,
  storeId: number,
  pickupLocation = 'IN_STORE',
): Promise<OrderDraft> {
  const order = await draftOrder(server, storeId, pickupLocation);
  const intent = (await createIntent(server, storeId, order)).data?.createStripeOrderPaymentIntent;
  if (!intent) throw new Error('no intent');
  await confirmCard(server, intent, TEST_CARDS.succeeds);
  order.payment.creditCardPayment.token = intent.id;
  return order;
}
