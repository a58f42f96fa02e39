// An order's whole life as the back office shows it: items, payments, refunds and who did what.
import { displayOrderId, orderStatusListLabel } from '@brewline/domain/orders/order-status';
import type { Builder } from '../../../graphql/builder.ts';
import {
  ACTOR_KINDS,
  LIFE_EVENT_KINDS,
  type LifeEvent,
  type OrderLife,
  type OrderPaymentLine,
} from './order-life.ts';
import type { OrderItemRecord } from '../order-repository.ts';
import { type OrderRefundRecord } from '../refunds/order-refund-service.ts';
function addAdminOrderPartTypes(builder: Builder) {
  const AdminOrderItem = builder.objectRef<OrderItemRecord>('AdminOrderItem').implement({
    fields: (t) => ({
      lineNo: t.exposeInt('lineNo'),
      productName: t.exposeString('productName'),
      sizeName: t.exposeString('sizeName'),
      versionName: t.exposeString('versionName', { nullable: true }),
      quantity: t.exposeInt('quantity'),
      priceCents: t.exposeInt('priceCents'),
      discountCents: t.exposeInt('discountCents'),
      modifiers: t.stringList({
        resolve: (i) => i.modifiers.map((m) => (m.quantity > 1 ? `${m.name} ×${m.quantity}` : m.name)),
      }),
    }),
  });
  const AdminOrderPayment = builder.objectRef<OrderPaymentLine>('AdminOrderPayment').implement({
    fields: (t) => ({
      method: t.exposeString('method'),
      label: t.exposeString('label'),
      amountCents: t.exposeInt('amountCents'),
    }),
  });
  const AdminOrderRefund = builder.objectRef<OrderRefundRecord>('AdminOrderRefund').implement({
    fields: (t) => ({
      id: t.exposeString('id'),
      amountCents: t.exposeInt('amountCents'),
      creditCardCents: t.exposeInt('creditCardCents'),
      brewlineCardCents: t.exposeInt('brewlineCardCents'),
      reason: t.exposeString('reason'),
      by: t.exposeString('actorLabel'),
      byKind: t.exposeString('actorKind'),
      at: t.string({ resolve: (r) => r.createdAt.toISOString() }),
      settled: t.boolean({
        description: 'False while the card provider has not confirmed the credit card part.',
        resolve: (r) => r.settledAt !== null,
      }),
    }),
  });
  const EventKind = builder.enumType('OrderEventKind', {
    description: 'A line of the timeline: a status the order took, or a refund.',
    values: LIFE_EVENT_KINDS,
  });
  const ActorKind = builder.enumType('OrderActorKind', {
    description:
      'Who did it: the customer, a store board, staff, the scheduler, the late-order watchdog, or the system.',
    values: ACTOR_KINDS,
  });
  const AdminOrderEvent = builder.objectRef<LifeEvent>('AdminOrderEvent').implement({
    fields: (t) => ({
      at: t.string({ resolve: (e) => e.at.toISOString() }),
      kind: t.field({ type: EventKind, resolve: (e) => e.kind }),
      status: t.exposeString('status', { nullable: true }),
      statusLabel: t.string({
        nullable: true,
        resolve: (e) => (e.status ? orderStatusListLabel(e.status) : null),
      }),
      amountCents: t.exposeInt('amountCents', { nullable: true }),
      actorKind: t.field({ type: ActorKind, resolve: (e) => e.actorKind }),
      actor: t.exposeString('actor'),
      note: t.exposeString('note', { nullable: true }),
    }),
  });
  return { AdminOrderItem, AdminOrderPayment, AdminOrderRefund, AdminOrderEvent };
}

export function addAdminOrderType(builder: Builder) {
  const { AdminOrderItem, AdminOrderPayment, AdminOrderRefund, AdminOrderEvent } =
    addAdminOrderPartTypes(builder);
  const AdminOrder = builder.objectRef<OrderLife>('AdminOrder').implement({
    fields: (t) => ({
      id: t.string({ resolve: (l) => l.order.id }),
      number: t.string({ resolve: (l) => displayOrderId(l.order.id) }),
      storeId: t.int({ resolve: (l) => l.order.storeId }),
      storeName: t.exposeString('storeName'),
      storeTimeZone: t.exposeString('storeTimeZone'),
      status: t.string({ resolve: (l) => l.order.status }),
      statusLabel: t.string({ resolve: (l) => orderStatusListLabel(l.order.status) }),
      placedAt: t.string({ resolve: (l) => l.order.placedAt.toISOString() }),
      scheduledFor: t.string({ nullable: true, resolve: (l) => l.order.scheduledFor?.toISOString() ?? null }),
      pickupName: t.string({ resolve: (l) => l.order.pickupName }),
      pickupLocation: t.string({ resolve: (l) => l.order.pickupLocation }),
      email: t.string({ nullable: true, resolve: (l) => l.order.guestEmail }),
      phone: t.string({ resolve: (l) => l.order.phone }),
      memberId: t.string({ nullable: true, resolve: (l) => l.order.appUserId }),
      subtotalCents: t.int({ resolve: (l) => l.order.subtotalCents }),
      taxCents: t.int({ resolve: (l) => l.order.taxCents }),
      totalCents: t.int({ resolve: (l) => l.order.totalCents }),
      rewardDiscountCents: t.int({ resolve: (l) => l.order.rewardDiscountCents }),
      pointsEarned: t.int({ resolve: (l) => l.order.pointsEarned }),
      paidCents: t.int({ description: 'What every payment of the order took.', resolve: (l) => l.paidCents }),
      refundableCents: t.int({
        description: 'What can still be refunded: paid less every refund so far.',
        resolve: (l) => l.refundableCents,
      }),
      items: t.field({ type: [AdminOrderItem], resolve: (l) => l.items }),
      payments: t.field({ type: [AdminOrderPayment], resolve: (l) => l.payments }),
      refunds: t.field({ type: [AdminOrderRefund], resolve: (l) => l.refunds }),
      timeline: t.field({ type: [AdminOrderEvent], resolve: (l) => l.timeline }),
    }),
  });
  return AdminOrder;
}
