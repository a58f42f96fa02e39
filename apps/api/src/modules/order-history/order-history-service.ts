// The member's order history (docs/product/account.md#past-orders, #order-record, #order-history):
// pages of their own orders, newest first, and one order in full with what paid for it and what
// went back. The member is always the access token's subject.
import { brandCardIdentifier, creditCardIdentifier } from '@brewline/domain/orders/order-history';
import type { Db } from '../../db/client.ts';
import type { StoreRecord } from '../stores/store-repository.ts';
import { decodeHistoryCursor, encodeHistoryCursor } from './order-history-cursor.ts';
import {
  findMemberOrder,
  listItemsOfOrders,
  listMemberOrders,
  loadOrderMoney,
  type HistoryItemRecord,
  type HistoryOrderRecord,
  type OrderMoney,
} from './order-history-repository.ts';
import { Refusal } from '@brewline/domain/messages/refusal';
import { refusalMessages } from '@brewline/domain/messages/refusal-messages';

export const DEFAULT_HISTORY_PAGE = 10;
export const MAX_HISTORY_PAGE = 50;

export interface HistoryEntry {
  order: HistoryOrderRecord;
  store: StoreRecord;
  items: HistoryItemRecord[];
}

export interface HistoryPage {
  entries: HistoryEntry[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

export type PaymentMethod = 'CREDIT_CARD' | 'BREWLINE_CARD';

export interface OrderPaymentView {
  method: PaymentMethod;
  /** 'Visa •••• 4242' or 'Brewline Card •••• 7890': never a whole card number. */
  identifier: string;
  amountCents: number;
}

export interface OrderRefundView extends OrderPaymentView {
  at: Date;
}

export interface PastOrderView extends HistoryEntry {
  payments: OrderPaymentView[];
  refunds: OrderRefundView[];
  /** What the store gave as the refund's reason, if the order was refunded from the store board. */
  refundReason: string | null;
}

export async function orderHistoryPage(
  db: Db,
  memberId: string,
  limit: number | null | undefined,
  before: string | null | undefined,
): Promise<HistoryPage> {
  const size = limit ?? DEFAULT_HISTORY_PAGE;
  if (!Number.isInteger(size) || size < 1 || size > MAX_HISTORY_PAGE) {
    throw new Refusal('INVALID_INPUT', refusalMessages.ORDER_HISTORY_PAGE_SIZE({ max: MAX_HISTORY_PAGE }));
  }
  const cursor = before ? decodeHistoryCursor(before) : null;
  if (before && !cursor) throw new Refusal('INVALID_INPUT', refusalMessages.ORDER_HISTORY_CHANGED());
  // One more than asked says whether an older page exists without a count query.
  const rows = await listMemberOrders(db, memberId, size + 1, cursor);
  const page = rows.slice(0, size);
  const items = await listItemsOfOrders(
    db,
    page.map((row) => row.order.id),
  );
  const last = page.at(-1);
  return {
    entries: page.map((row) => ({ ...row, items: items.get(row.order.id) ?? [] })),
    nextCursor:
      rows.length > size && last
        ? encodeHistoryCursor({ placedAt: last.order.placedAt, id: last.order.id })
        : null,
  };
}

function paymentsOf(money: OrderMoney): OrderPaymentView[] {
  const payments: OrderPaymentView[] = [];
  const { intent } = money;
  if (intent && (intent.status === 'succeeded' || intent.status === 'refunded')) {
    payments.push({
      method: 'CREDIT_CARD',
      identifier: creditCardIdentifier(intent.cardBrand, intent.cardLast4),
      amountCents: intent.amountCents,
    });
  }
  for (const row of money.ledger) {
    if (row.kind !== 'PAYMENT') continue;
    payments.push({
      method: 'BREWLINE_CARD',
      identifier: brandCardIdentifier(row.cardNumber),
      amountCents: -row.amountCents,
    });
  }
  return payments;
}

function refundsOf(money: OrderMoney): OrderRefundView[] {
  const refunds: OrderRefundView[] = [];
  const { intent } = money;
  const cardIdentifier = intent ? creditCardIdentifier(intent.cardBrand, intent.cardLast4) : '';
  // Each refund given (all or part) to the credit card, as soon as it is recorded...
  let givenToCard = 0;
  for (const refund of money.refunds) {
    if (refund.creditCardCents <= 0) continue;
    givenToCard += refund.creditCardCents;
    refunds.push({
      method: 'CREDIT_CARD',
      identifier: cardIdentifier,
      amountCents: refund.creditCardCents,
      at: refund.createdAt,
    });
  }
  // ...and what else went back to it (a failed order's automatic refund), once settled.
  if (intent && intent.refundedCents > givenToCard) {
    refunds.push({
      method: 'CREDIT_CARD',
      identifier: cardIdentifier,
      amountCents: intent.refundedCents - givenToCard,
      at: intent.updatedAt,
    });
  }
  for (const row of money.ledger) {
    if (row.kind !== 'REFUND') continue;
    refunds.push({
      method: 'BREWLINE_CARD',
      identifier: brandCardIdentifier(row.cardNumber),
      amountCents: row.amountCents,
      at: row.at,
    });
  }
  return refunds.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** The latest reason given: a refund's (board or back office), or a refund status's note. */
function refundReasonOf(money: OrderMoney): string | null {
  const latestRefund = money.refunds.at(-1);
  if (latestRefund) return latestRefund.reason.trim();
  const reason = money.refundEvents.findLast((event) => (event.note ?? '').trim() !== '')?.note ?? null;
  return reason?.trim() ?? null;
}

/** One of the member's own orders in full, or null (not theirs, or no such order: the same answer). */
export async function pastOrder(db: Db, memberId: string, id: string): Promise<PastOrderView | null> {
  const found = await findMemberOrder(db, memberId, id);
  if (!found) return null;
  const [items, money] = await Promise.all([
    listItemsOfOrders(db, [found.order.id]),
    loadOrderMoney(db, found.order),
  ]);
  return {
    ...found,
    items: items.get(found.order.id) ?? [],
    payments: paymentsOf(money),
    refunds: refundsOf(money),
    refundReason: refundReasonOf(money),
  };
}

/**
 * What paid for any order and what went back where, with the store's refund reason: for the
 * customer's e-mails (modules/notifications), which read orders of guests and members alike.
 */
export async function orderMoneyView(
  db: Db,
  order: HistoryOrderRecord,
): Promise<{ payments: OrderPaymentView[]; refunds: OrderRefundView[]; refundReason: string | null }> {
  const money = await loadOrderMoney(db, order);
  return { payments: paymentsOf(money), refunds: refundsOf(money), refundReason: refundReasonOf(money) };
}
