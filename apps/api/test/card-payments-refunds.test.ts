// Refunds of orders paid with Brewline Cards, on both databases: each card is credited back exactly
// once, a part refund goes back to the cards in the order they paid, and an order that fails late
// gives its cards and its reward back.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cardLedger } from '../src/db/schema/cards.ts';
import { claimedRewards } from '../src/db/schema/rewards.ts';
import { refundCardPayments } from '../src/modules/cards/order-card-payments.ts';
import { refundOrder } from '../src/modules/board/board-service.ts';
import { refundOrderPayment } from '../src/modules/orders/refunds/order-refund-service.ts';
import { transitionOrder } from '../src/modules/orders/order-repository.ts';
import { SandboxPaymentProvider } from '../src/payments/sandbox-provider.ts';
import { availableTestDatabases } from './support/test-databases.ts';
import { LAS_VEGAS, latte, useCardPayments } from './support/card-payments.ts';

const kinds = await availableTestDatabases();

describe.each(kinds)('refunds to Brewline Cards on $name', (kind) => {
  const cards = useCardPayments(kind);
  const { giveCard, balanceOf, ledgerSum, price, orderOf, send, claimFreeDrink } = cards;

  it('a refund credits every card back exactly once', async () => {
    const { ada, db } = cards;
    const items = [latte(2)];
    const priced = await price(items);
    const first = await giveCard(ada, 300);
    const second = await giveCard(ada, 3000);
    const answer = await send(
      orderOf(items, priced, {
        giftCardPayments: [
          { cardNumber: first, amount: 300 },
          { cardNumber: second, amount: priced.totalCents - 300 },
        ],
      }),
      ada.tokens.access_token,
    );
    const id = answer.data?.sendCustomerOrder.id ?? '';
    expect(await balanceOf(second)).toBe(3000 - (priced.totalCents - 300));

    expect(await transitionOrder(db(), id, 'ORDER_REFUND_REQUESTED', new Date())).not.toBeNull();
    expect(await transitionOrder(db(), id, 'ORDER_REFUND_PROCESSED', new Date())).not.toBeNull();
    expect(await balanceOf(first)).toBe(300);
    expect(await balanceOf(second)).toBe(3000);
    // Again, from any path: nothing more.
    await db().transaction((tx) => refundCardPayments(tx, id, new Date()));
    expect(await transitionOrder(db(), id, 'ORDER_REFUND_PROCESSED', new Date())).toBeNull();
    expect(await balanceOf(first)).toBe(300);
    expect(await balanceOf(second)).toBe(3000);
    for (const card of [first, second]) expect(await ledgerSum(card)).toBe(await balanceOf(card));
    const refunds = await db()
      .select()
      .from(cardLedger)
      .where(and(eq(cardLedger.orderId, id), eq(cardLedger.kind, 'REFUND')));
    expect(refunds.map((r) => r.amountCents).sort((a, b) => a - b)).toEqual(
      [300, priced.totalCents - 300].sort((a, b) => a - b),
    );
    expect(refunds.every((r) => r.memberId === ada.memberId)).toBe(true);
  });

  it('partial refunds go back to the cards that paid, in the order they paid; the board refunds the rest', async () => {
    const { ada, db } = cards;
    const items = [latte(2)];
    const priced = await price(items);
    const first = await giveCard(ada, 300);
    const second = await giveCard(ada, 3000);
    const answer = await send(
      orderOf(items, priced, {
        giftCardPayments: [
          { cardNumber: first, amount: 300 },
          { cardNumber: second, amount: priced.totalCents - 300 },
        ],
      }),
      ada.tokens.access_token,
    );
    const id = answer.data?.sendCustomerOrder.id ?? '';
    const deps = {
      db: db(),
      payments: new SandboxPaymentProvider(db(), () => new Date()),
      events: { publishStatus: () => undefined },
      now: new Date(),
    };
    const staff = { kind: 'STAFF' as const, memberId: 'support-1', email: 'support@brewline.test' };
    // 400 cents: the cards are credited in card-number order (the ledger's), the first in full.
    const firstCard = [first, second].sort()[0] ?? '';
    const part = await refundOrderPayment(deps, staff, { orderId: id, amountCents: 400, reason: 'Cold' });
    expect(part.order.status).toBe('ORDER_SENT');
    expect(part.refund).toMatchObject({ amountCents: 400, creditCardCents: 0, brewlineCardCents: 400 });
    const paidBy = new Map([
      [first, 300],
      [second, priced.totalCents - 300],
    ]);
    const firstTake = Math.min(400, paidBy.get(firstCard) ?? 0);
    expect(await balanceOf(firstCard)).toBe(
      (firstCard === first ? 0 : 3000 - (priced.totalCents - 300)) + firstTake,
    );

    // The board's full refund gives back exactly the rest and ends the order.
    const ended = await refundOrder(deps, { credentialId: 0, storeId: LAS_VEGAS, termId: 2 }, id, 'Closing');
    expect(ended.status).toBe('ORDER_REFUND_PROCESSED');
    expect(await balanceOf(first)).toBe(300);
    expect(await balanceOf(second)).toBe(3000);
    for (const card of [first, second]) expect(await ledgerSum(card)).toBe(await balanceOf(card));
    const refunded = await db()
      .select({ cents: sql<number>`sum(${cardLedger.amountCents})::int` })
      .from(cardLedger)
      .where(and(eq(cardLedger.orderId, id), eq(cardLedger.kind, 'REFUND')));
    expect(refunded[0]?.cents).toBe(priced.totalCents);
  });

  it('an order that fails late gives its cards and its reward back, once', async () => {
    const { ada, db } = cards;
    const items = [latte(2)];
    const priced = await price(items, true);
    const reward = await claimFreeDrink(ada);
    const card = await giveCard(ada, 5000);
    const answer = await send(
      orderOf(
        items,
        priced,
        { giftCardPayments: [{ cardNumber: card, amount: priced.totalCents }] },
        { claimedRewardId: reward },
      ),
      ada.tokens.access_token,
    );
    const id = answer.data?.sendCustomerOrder.id ?? '';
    expect(await balanceOf(card)).toBe(5000 - priced.totalCents);

    // What the late-order watchdog does when no terminal took the order.
    expect(await transitionOrder(db(), id, 'ORDER_ERROR', new Date(), 'late')).not.toBeNull();
    expect(await balanceOf(card)).toBe(5000);
    const [released] = await db().select().from(claimedRewards).where(eq(claimedRewards.id, reward));
    expect(released?.consumedOrderId).toBeNull();
    // A refund of the failed order afterwards credits nothing more.
    expect(await transitionOrder(db(), id, 'ORDER_REFUND_REQUESTED', new Date())).not.toBeNull();
    expect(await transitionOrder(db(), id, 'ORDER_REFUND_PROCESSED', new Date())).not.toBeNull();
    expect(await balanceOf(card)).toBe(5000);
    expect(await ledgerSum(card)).toBe(5000);

    // The reward is usable again, by one new order.
    const again = await send(
      orderOf(
        items,
        await price(items, true),
        { giftCardPayments: [{ cardNumber: card, amount: priced.totalCents }] },
        { claimedRewardId: reward },
      ),
      ada.tokens.access_token,
    );
    expect(again.errors).toBeUndefined();
  });
});
