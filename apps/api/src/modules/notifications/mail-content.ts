// What each outbox e-mail says, read from the database when it is sent: the order's receipt, ready,
// refunded and failed messages, and the card reload receipt. Who gets it: the guest's e-mail on the
// order, or the member's current profile e-mail. Whether they get it: order e-mails follow the
// member's order-updates setting; Brewline Card e-mail (the reload receipt) follows the rewards-email
// checkbox, the app's one question about card and rewards mail. Guests get every e-mail of their order.
// The account's own e-mails (a password reset) are in account-mail-content.ts.
import { brandCardIdentifier, creditCardIdentifier } from '@brewline/domain/orders/order-history';
import { displayOrderId, orderStatusMessage } from '@brewline/domain/orders/order-status';
import { formatPrice } from '@brewline/domain/money/money';
import { pickupMethodLabel } from '@brewline/domain/store-hours/pickup';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberProfiles } from '../../db/schema/members.ts';
import { paymentIntents } from '../../db/schema/payments.ts';
import { orderMoneyView } from '../order-history/order-history-service.ts';
import type { OrderItemRecord, OrderRecord } from '../orders/order-repository.ts';
import { orderWithItems } from '../orders/order-service.ts';
import type { StoreRecord } from '../stores/store-repository.ts';
import { storeById } from '../stores/store-service.ts';
import { passwordChangedMail, passwordResetMail } from './account-mail-content.ts';
import { renderMail, type MailBlock } from './mail-layout.ts';
import type { MailContent, OutboxRow } from './outbox-mail.ts';
import type { MailKind } from '../../outbox/outbox.ts';

const skip = (why: string): MailContent => ({ kind: 'skip', why });

function when(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
}

function storeLines(store: StoreRecord): string {
  return `${store.name}, ${store.address1}, ${store.city}, ${store.state} ${store.zipCode}`;
}

async function memberOf(db: Db, memberId: string | null) {
  if (!memberId) return null;
  const [profile] = await db.select().from(memberProfiles).where(eq(memberProfiles.memberId, memberId));
  return profile ?? null;
}

async function orderBlocks(
  db: Db,
  order: OrderRecord,
  items: readonly OrderItemRecord[],
  store: StoreRecord,
): Promise<MailBlock[]> {
  const lines = items.flatMap((item) => {
    const build = [item.sizeName, item.versionName ?? ''].filter(Boolean).join(', ');
    const options = item.modifiers
      .map((m) => (m.quantity > 1 ? `${m.quantity} ${m.name}` : m.name))
      .join(', ');
    return [
      {
        label: `${item.quantity}× ${item.productName}${build ? ` (${build})` : ''}`,
        value: formatPrice(item.priceCents),
      },
      ...(options ? [{ label: options, value: '', detail: true }] : []),
    ];
  });
  const totals = [
    { label: 'Subtotal', value: formatPrice(order.subtotalCents) },
    ...(order.rewardDiscountCents > 0
      ? [{ label: 'Reward', value: `-${formatPrice(order.rewardDiscountCents)}` }]
      : []),
    { label: 'Tax', value: formatPrice(order.taxCents) },
    { label: 'Total', value: formatPrice(order.totalCents), strong: true },
  ];
  const { payments: paid } = await orderMoneyView(db, order);
  const payments = paid.map((p) => ({
    label: `Paid with ${p.identifier}`,
    value: formatPrice(p.amountCents),
  }));
  const pickupTime = order.scheduledFor ? when(order.scheduledFor, store.timeZone) : 'As soon as possible';
  return [
    { kind: 'rows', title: 'Your order', rows: [...lines, ...totals] },
    ...(payments.length > 0 ? [{ kind: 'rows' as const, title: 'Payment', rows: payments }] : []),
    {
      kind: 'rows',
      title: 'Pickup',
      rows: [
        { label: pickupMethodLabel(order.pickupLocation), value: pickupTime },
        { label: storeLines(store), value: '' },
        { label: `Name: ${order.pickupName}`, value: '' },
        ...(order.car
          ? [{ label: `Car: ${order.car.color} ${order.car.make} ${order.car.model}`, value: '' }]
          : []),
      ],
    },
  ];
}

async function refundBlock(db: Db, order: OrderRecord): Promise<MailBlock | null> {
  const { refunds } = await orderMoneyView(db, order);
  if (refunds.length === 0) return null;
  return {
    kind: 'rows',
    title: 'Money returned',
    rows: refunds.map((r) => ({ label: `To ${r.identifier}`, value: formatPrice(r.amountCents) })),
  };
}

async function storeReason(db: Db, order: OrderRecord): Promise<string | null> {
  return (await orderMoneyView(db, order)).refundReason;
}

async function orderMail(db: Db, kind: MailKind, row: OutboxRow, publicUrl: string): Promise<MailContent> {
  const found = row.orderId ? await orderWithItems(db, row.orderId) : null;
  if (!found) return skip('order not found');
  const { order, items } = found;
  const store = await storeById(db, order.storeId);
  if (!store) return skip('store not found');
  const member = await memberOf(db, order.appUserId);
  if (member && !member.orderUpdatesEmail) return skip('member turned order e-mails off');
  // A member's profile e-mail is where they asked to hear from us (and what the bad-email flag is about).
  const to = member?.email ?? order.guestEmail ?? null;
  if (!to) return skip('no e-mail address');
  const number = displayOrderId(order.id).toUpperCase();
  const action = { label: 'See your order', url: `${publicUrl}/orders/${order.id}` };
  const blocks: MailBlock[] = [];
  let subject: string;
  let headline: string;
  switch (kind) {
    case 'ORDER_PLACED':
      subject = `Your Brewline order #${number}`;
      headline = order.scheduledFor
        ? `Thanks, ${order.pickupName}! Your order is scheduled.`
        : `Thanks, ${order.pickupName}! Your order is on its way to the store.`;
      blocks.push(...(await orderBlocks(db, order, items, store)));
      break;
    case 'ORDER_READY':
      subject = `Your order #${number} is ready for pickup`;
      headline = orderStatusMessage('ORDER_READY');
      blocks.push({
        kind: 'paragraph',
        text: `Pick it up ${pickupMethodLabel(order.pickupLocation).toLowerCase()} at ${storeLines(store)}. Ask for ${order.pickupName}.`,
      });
      break;
    case 'ORDER_REFUNDED': {
      subject = `Your order #${number} has been refunded`;
      headline = orderStatusMessage('ORDER_REFUND_PROCESSED');
      const reason = await storeReason(db, order);
      if (reason) blocks.push({ kind: 'paragraph', text: `The store's reason: ${reason}` });
      const refunds = await refundBlock(db, order);
      if (refunds) blocks.push(refunds);
      break;
    }
    case 'ORDER_FAILED': {
      subject = `Your order #${number} could not be made`;
      headline = 'We could not make your order.';
      blocks.push({
        kind: 'paragraph',
        text:
          order.statusReason ??
          `${store.name} did not receive your order in time, so it will not be made. Any payment has been returned.`,
      });
      const refunds = await refundBlock(db, order);
      if (refunds) blocks.push(refunds);
      break;
    }
    case 'CARD_RELOADED':
    case 'PASSWORD_RESET':
    case 'PASSWORD_CHANGED':
      return skip('not an order e-mail');
  }
  return {
    kind: 'send',
    to,
    memberId: order.appUserId,
    mail: renderMail({ subject, headline, blocks, action }),
  };
}

async function reloadMail(db: Db, row: OutboxRow, publicUrl: string): Promise<MailContent> {
  const [intent] = row.paymentIntentId
    ? await db.select().from(paymentIntents).where(eq(paymentIntents.id, row.paymentIntentId))
    : [];
  if (!intent?.reloadCardNumber) return skip('reload not found');
  const member = await memberOf(db, row.memberId);
  if (!member) return skip('member not found');
  if (!member.ewardSubscription) return skip('member turned rewards e-mails off');
  const card = brandCardIdentifier(intent.reloadCardNumber);
  const subject = `${formatPrice(intent.amountCents)} added to your ${card}`;
  return {
    kind: 'send',
    to: member.email,
    memberId: member.memberId,
    mail: renderMail({
      subject,
      headline: `Thanks, ${member.firstName}! ${formatPrice(intent.amountCents)} is on your card.`,
      blocks: [
        {
          kind: 'rows',
          title: 'Reload receipt',
          rows: [
            { label: `Added to ${card}`, value: formatPrice(intent.amountCents), strong: true },
            {
              label: `Paid with ${creditCardIdentifier(intent.cardBrand, intent.cardLast4)}`,
              value: formatPrice(intent.amountCents),
            },
            { label: `On ${intent.updatedAt.toUTCString()}`, value: '' },
          ],
        },
      ],
      action: { label: 'See your cards', url: `${publicUrl}/account/cards` },
    }),
  };
}

/** The e-mail an outbox row stands for, rendered now; or why none goes out. */
export function composeMail(db: Db, row: OutboxRow, publicUrl: string): Promise<MailContent> {
  switch (row.kind) {
    case 'CARD_RELOADED':
      return reloadMail(db, row, publicUrl);
    case 'PASSWORD_RESET':
      return passwordResetMail(db, row, publicUrl);
    case 'PASSWORD_CHANGED':
      return passwordChangedMail(db, row, publicUrl);
    case 'ORDER_PLACED':
    case 'ORDER_READY':
    case 'ORDER_REFUNDED':
    case 'ORDER_FAILED':
      return orderMail(db, row.kind, row, publicUrl);
    default:
      return Promise.resolve(skip(`unknown kind ${row.kind}`));
  }
}
