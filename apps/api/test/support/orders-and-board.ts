// Orders and the store board for the member tests over the whole server (signed-in-server.ts): place
// an order as a member (or a guest), then move it on a paired board, as the barista's screen does.
import { randomUUID } from 'node:crypto';
import { createPairingCode } from '../../src/modules/terminals/terminal-credentials.ts';
import { confirmCard, createIntent, LATTE, GRANDE, TEST_CARDS, type OrderDraft } from './order-flow.ts';
import type { SignedInServer } from './signed-in-server.ts';
import type { GraphQLAnswer } from './graphql-post.ts';

export interface OrderLines {
  /** Grande lattes: one point each once completed. */
  lattes: number;
  /** Butter croissants (not a drink: no points). */
  croissants?: number;
}

const CROISSANT = 601;
const SINGLE = 10;

/** Prices, pays (sandbox card) and sends an order as the member (the token) or a guest (no token). */
export async function placeOrder(
  server: SignedInServer,
  storeId: number,
  lines: OrderLines,
  token?: string,
): Promise<string> {
  const items: OrderDraft['items'] = [];
  for (let left = lines.lattes; left > 0; left -= 25) {
    // The cart allows 25 of an item per line.
    items.push({
      lineId: randomUUID(),
      productId: LATTE,
      sizeId: GRANDE,
      quantity: Math.min(25, left),
      modifiers: [],
    });
  }
  if (lines.croissants) {
    items.push({
      lineId: randomUUID(),
      productId: CROISSANT,
      sizeId: SINGLE,
      quantity: lines.croissants,
      modifiers: [],
    });
  }
  const priced = await server.graphql<{
    priceCart: { subtotalCents: number; taxCents: number; totalCents: number };
  }>(
    'query ($s: Int!, $i: [CartLineInput!]!) { priceCart(storeId: $s, items: $i) { subtotalCents taxCents totalCents } }',
    { s: storeId, i: items },
  );
  const cart = priced.data?.priceCart;
  if (!cart) throw new Error(`priceCart failed: ${JSON.stringify(priced.errors)}`);
  const order: OrderDraft = {
    cartId: randomUUID(),
    pickupLocation: 'IN_STORE',
    items,
    subtotal: cart.subtotalCents,
    taxAmount: cart.taxCents,
    total: cart.totalCents,
    payment: { creditCardPayment: { amount: cart.totalCents, token: '' } },
    guestEmail: 'ada@example.com',
    pickupName: 'Ada',
    phone: '(702) 555-0134',
  };
  const intent = (await createIntent(server, storeId, order)).data?.createStripeOrderPaymentIntent;
  if (!intent) throw new Error('No payment intent');
  await confirmCard(server, intent, TEST_CARDS.succeeds);
  order.payment.creditCardPayment.token = intent.id;
  const sent = await server.graphql<{ sendCustomerOrder: { id: string } }>(
    'mutation ($order: CustomerOrderInput!, $storeId: Int!) { sendCustomerOrder(order: $order, storeId: $storeId) { id } }',
    { order, storeId },
    token,
  );
  const id = sent.data?.sendCustomerOrder.id;
  if (!id) throw new Error(`sendCustomerOrder failed: ${JSON.stringify(sent.errors)}`);
  return id;
}

/** A paired store board: what the barista's screen sends, with its terminal credential. */
export interface Board {
  advance(orderId: string, status: string): Promise<GraphQLAnswer<{ advanceOrder: { status: string } }>>;
  refund(orderId: string, reason?: string): Promise<GraphQLAnswer<{ refundOrder: { status: string } }>>;
  /** Received, ready, complete. */
  complete(orderId: string): Promise<void>;
}

export async function pairBoard(server: SignedInServer, storeId: number, termId = 2): Promise<Board> {
  const { code } = await createPairingCode(server.database.handle.db, storeId, termId, new Date());
  const paired = await fetch(`${server.baseUrl}/board/pair`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  const { token } = (await paired.json()) as { token: string };
  const advance = (orderId: string, status: string) =>
    server.graphql<{ advanceOrder: { status: string } }>(
      'mutation ($id: String!, $s: String!) { advanceOrder(orderId: $id, status: $s) { status } }',
      { id: orderId, s: status },
      token,
    );
  return {
    advance,
    refund: (orderId, reason = 'Spilled at the counter') =>
      server.graphql<{ refundOrder: { status: string } }>(
        'mutation ($id: String!, $reason: String!) { refundOrder(orderId: $id, reason: $reason) { status } }',
        { id: orderId, reason },
        token,
      ),
    async complete(orderId) {
      for (const status of ['ORDER_RECEIVED', 'ORDER_READY', 'ORDER_COMPLETE']) {
        const moved = await advance(orderId, status);
        if (moved.data?.advanceOrder.status !== status) {
          throw new Error(`advance to ${status} failed: ${JSON.stringify(moved.errors)}`);
        }
      }
    },
  };
}
