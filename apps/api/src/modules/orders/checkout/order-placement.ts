// Placing an order in the database: the order, its items, its first statuses, the claim on its card
// payment and the receipt e-mail in the outbox (notifications/outbox.ts) as ONE statement (a data-modifying CTE). One statement is atomic on its own, so the common
// order (a card payment, nothing else) needs no BEGIN/COMMIT: one round trip instead of six. Orders
// that also debit Brewline Cards or consume a reward run the same statement inside a transaction with
// those, so all of it commits or none of it.
//
// Why the statement is safe:
// - The payment intent is locked first (`FOR UPDATE`) and only if it is still ours to take: succeeded,
//   for this cart and exactly this amount, claimed by no order. A refund racing the order either waits
//   for it (then finds the intent claimed and refunds nothing) or goes first (then the lock's re-check
//   finds it no longer succeeded and nothing is inserted).
// - The order is inserted only from that locked row, and only if no order holds its cart id yet
//   (`ON CONFLICT DO NOTHING`: a concurrent insert of the same cart waits for the first to commit).
// - Items, statuses and the claim are inserted from the order's RETURNING: without an order, nothing.
// So either everything is written or nothing is, and an empty answer means "not placed": an order
// for the cart already exists, or the payment was not there to take; the caller tells which apart.
//
// The SQL text is fixed (items and statuses travel as JSON), so it is a named prepared statement on
// PostgreSQL (db/prepared-statement.ts): parsed once per connection, and no query building per order.
import type { OrderStatus } from '@brewline/domain/orders/order-status';
import type { Db, Tx } from '../../../db/client.ts';
import { runPrepared } from '../../../db/prepared-statement.ts';
import { CardDebitRefused, debitCardsForOrder } from '../../cards/order-card-payments.ts';
import { consumeReward, RewardUnavailable } from './order-rewards.ts';
import type { NewOrder, NewOrderItem, OrderTakings } from '../order-repository.ts';

/** The row the statement answers: the placed order, or none. */
interface PlacedRow {
  id: string;
  status: string;
  viewerKey: string | null;
}

type Executor = Db | Tx;

export type PlaceOutcome =
  | { kind: 'placed'; order: PlacedRow }
  /** Nothing written: an order for the cart exists already, or the card payment was not there to take. */
  | { kind: 'not_placed' }
  | { kind: 'card_refused'; cardNumber: string }
  | { kind: 'reward_taken' };

const ORDER_COLUMNS = `id, cart_id, store_id, status, pickup_location, pickup_name, guest_email, phone, car,
    app_user_id, profile_id, scheduled_for, subtotal_cents, tax_cents, total_cents, tax_rate_micros,
    payment_intent_id, reward_discount_cents, claimed_reward_id, placed_at, status_changed_at, viewer_key`;

// $1..$21 are the order's columns in ORDER_COLUMNS order, $22 the items, $23 the statuses (JSON),
// $24 the viewer key (added last, so the earlier numbers kept their meaning).
const ORDER_VALUES = `$1::text, $2::text, $3::int, $4::text, $5::text, $6::text, $7::text, $8::text,
    $9::jsonb, $10::text, $11::text, $12::timestamptz, $13::int, $14::int, $15::int, $16::int, $17::text,
    $18::int, $19::text, $20::timestamptz, $21::timestamptz, $24::text`;

const CHILDREN = `items AS (
  INSERT INTO order_items (order_id, line_no, product_id, product_name, ticket_name, image, size_id,
    size_name, version_id, version_name, quantity, unit_price_cents, price_cents, tax_cents,
    discount_cents, modifiers)
  SELECT placed.id, item.line_no, item.product_id, item.product_name, item.ticket_name, item.image,
    item.size_id, item.size_name, item.version_id, item.version_name, item.quantity,
    item.unit_price_cents, item.price_cents, item.tax_cents, item.discount_cents, item.modifiers
  FROM placed, jsonb_to_recordset($22::jsonb) AS item(line_no int, product_id int, product_name text,
    ticket_name text, image text, size_id int, size_name text, version_id int, version_name text,
    quantity int, unit_price_cents int, price_cents int, tax_cents int, discount_cents int,
    modifiers jsonb)
), statuses AS (
  INSERT INTO order_status_events (order_id, status, at)
  SELECT placed.id, s.status, placed.placed_at
  FROM placed, jsonb_array_elements_text($23::jsonb) WITH ORDINALITY AS s(status, n)
  ORDER BY s.n
), receipt AS (
  INSERT INTO outbox_messages (kind, dedupe_key, order_id, member_id, status, attempts, next_attempt_at,
    created_at)
  SELECT 'ORDER_PLACED', 'ORDER_PLACED:' || placed.id, placed.id, $10::text, 'PENDING', 0,
    placed.placed_at, placed.placed_at
  FROM placed
)`;

/** With a card payment: the order exists only if the payment could be claimed for it. */
const PLACE_PAID_ORDER = `WITH intent AS (
  SELECT id FROM payment_intents
  WHERE id = $17::text AND status = 'succeeded' AND cart_id = $2::text AND amount_cents = $15::int
    AND order_id IS NULL
  FOR UPDATE
), placed AS (
  INSERT INTO orders (${ORDER_COLUMNS})
  SELECT ${ORDER_VALUES} FROM intent
  ON CONFLICT (cart_id) DO NOTHING
  RETURNING id, status, placed_at, viewer_key
), claim AS (
  UPDATE payment_intents SET order_id = placed.id, updated_at = placed.placed_at
  FROM placed WHERE payment_intents.id = $17::text
), ${CHILDREN}
SELECT id, status, viewer_key AS "viewerKey" FROM placed`;

/** Without one (Brewline Cards, or nothing left to pay): the same, minus the claim. */
const PLACE_UNPAID_ORDER = `WITH placed AS (
  INSERT INTO orders (${ORDER_COLUMNS})
  VALUES (${ORDER_VALUES})
  ON CONFLICT (cart_id) DO NOTHING
  RETURNING id, status, placed_at, viewer_key
), ${CHILDREN}
SELECT id, status, viewer_key AS "viewerKey" FROM placed`;

const iso = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);

function parameters(order: NewOrder, items: readonly NewOrderItem[], statuses: readonly OrderStatus[]) {
  return [
    order.id,
    order.cartId,
    order.storeId,
    order.status,
    order.pickupLocation,
    order.pickupName,
    order.guestEmail ?? null,
    order.phone,
    order.car ? JSON.stringify(order.car) : null,
    order.appUserId ?? null,
    order.profileId ?? null,
    iso(order.scheduledFor),
    order.subtotalCents,
    order.taxCents,
    order.totalCents,
    order.taxRateMicros,
    order.paymentIntentId ?? null,
    order.rewardDiscountCents ?? 0,
    order.claimedRewardId ?? null,
    iso(order.placedAt),
    iso(order.statusChangedAt),
    JSON.stringify(
      items.map((item) => ({
        line_no: item.lineNo,
        product_id: item.productId,
        product_name: item.productName,
        ticket_name: item.ticketName,
        image: item.image,
        size_id: item.sizeId,
        size_name: item.sizeName,
        version_id: item.versionId ?? null,
        version_name: item.versionName ?? null,
        quantity: item.quantity,
        unit_price_cents: item.unitPriceCents,
        price_cents: item.priceCents,
        tax_cents: item.taxCents,
        discount_cents: item.discountCents ?? 0,
        modifiers: item.modifiers,
      })),
    ),
    JSON.stringify(statuses),
    order.viewerKey ?? null,
  ];
}

async function placeRow(
  executor: Executor,
  order: NewOrder,
  items: readonly NewOrderItem[],
  statuses: readonly OrderStatus[],
): Promise<PlacedRow | null> {
  const values = parameters(order, items, statuses);
  const rows =
    order.paymentIntentId === null || order.paymentIntentId === undefined
      ? await runPrepared<PlacedRow>(executor, 'brewline_place_unpaid_order', PLACE_UNPAID_ORDER, values)
      : await runPrepared<PlacedRow>(executor, 'brewline_place_paid_order', PLACE_PAID_ORDER, values);
  return rows[0] ?? null;
}

/**
 * Places the order: order, items, first statuses and the claim on `order.paymentIntentId` (matched
 * against the cart and the total) in one statement; with Brewline Card debits or a reward, those too,
 * in one transaction with it. A refusal at any point leaves nothing behind.
 */
export async function placeOrder(
  db: Db,
  order: NewOrder,
  items: readonly NewOrderItem[],
  statuses: readonly OrderStatus[],
  takings: OrderTakings = {},
): Promise<PlaceOutcome> {
  const cards = takings.cards && takings.cards.payments.length > 0 ? takings.cards : null;
  const reward = takings.reward ?? null;
  if (!cards && !reward) {
    const row = await placeRow(db, order, items, statuses);
    return row ? { kind: 'placed', order: row } : { kind: 'not_placed' };
  }
  return db
    .transaction(async (tx): Promise<PlaceOutcome> => {
      const row = await placeRow(tx, order, items, statuses);
      if (!row) return { kind: 'not_placed' };
      if (cards) {
        await debitCardsForOrder(tx, {
          orderId: row.id,
          memberId: cards.memberId,
          payments: cards.payments,
          at: order.placedAt,
        });
      }
      if (reward) await consumeReward(tx, { ...reward, orderId: row.id, at: order.placedAt });
      return { kind: 'placed', order: row };
    })
    .catch((error: unknown): PlaceOutcome => {
      if (error instanceof CardDebitRefused) return { kind: 'card_refused', cardNumber: error.cardNumber };
      if (error instanceof RewardUnavailable) return { kind: 'reward_taken' };
      throw error;
    });
}
