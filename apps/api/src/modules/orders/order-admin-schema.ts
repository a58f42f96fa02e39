// The back office's orders over GraphQL: search (orders.view), an order's whole life (orders.view,
// for its store), and refunds all or part (orders.refund, for its store). A store manager searches
// and opens only their stores' orders; another store's order is answered as not found.
import { displayOrderId, orderStatusListLabel } from '@brewline/domain/order-status';
import { staffCan, staffStoreScope } from '@brewline/domain/staff-roles';
import type { Builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { requireStaff } from '../staff/staff-access.ts';
import type { StaffRecord } from '../staff/staff-repository.ts';
import { loadOrderLife, type LifeEvent, type OrderLife, type OrderPaymentLine } from './order-life.ts';
import type { OrderItemRecord } from './order-repository.ts';
import { refundOrderPayment, type OrderRefundRecord } from './order-refund-service.ts';
import { parseCivilDate, searchOrders, type OrderSearchPage, type OrderSearchRow } from './order-search.ts';
import { Refusal } from '@brewline/domain/refusal';
import { refusalMessages } from '@brewline/domain/refusal-messages';

export const MAX_ORDER_PAGE = 100;

/** The order's life when this person may see its store, else the same answer as a missing order. */
async function visibleOrderLife(ctx: GraphQLContext, staff: StaffRecord, id: string): Promise<OrderLife> {
  const life = await loadOrderLife(ctx.db, id.trim());
  if (!life || !staffCan(staff, 'orders.view', life.order.storeId))
    throw new Refusal('ORDER_NOT_FOUND', refusalMessages.ADMIN_ORDER_NOT_FOUND());
  return life;
}

export function addOrderAdminSchema(builder: Builder) {
  const OrderSortEnum = builder.enumType('AdminOrderSort', { values: ['PLACED_AT', 'TOTAL'] as const });

  const AdminOrderRow = builder.objectRef<OrderSearchRow>('AdminOrderRow').implement({
    fields: (t) => ({
      id: t.exposeString('id'),
      number: t.string({ description: 'The number customers read.', resolve: (r) => displayOrderId(r.id) }),
      storeId: t.exposeInt('storeId'),
      storeName: t.exposeString('storeName'),
      storeTimeZone: t.exposeString('timeZone'),
      status: t.exposeString('status'),
      statusLabel: t.string({ resolve: (r) => orderStatusListLabel(r.status) }),
      placedAt: t.string({ resolve: (r) => r.placedAt.toISOString() }),
      totalCents: t.exposeInt('totalCents'),
      refundedCents: t.exposeInt('refundedCents'),
      pickupName: t.exposeString('pickupName'),
      email: t.exposeString('email', { nullable: true }),
      cardLast4: t.exposeString('cardLast4', { nullable: true }),
    }),
  });

  const AdminOrderPage = builder.objectRef<OrderSearchPage>('AdminOrderPage').implement({
    fields: (t) => ({
      rows: t.field({ type: [AdminOrderRow], resolve: (p) => p.rows }),
      hasNextPage: t.exposeBoolean('hasNextPage'),
      total: t.exposeInt('total', { description: 'Matching orders, counted up to 10000.' }),
      totalIsCapped: t.exposeBoolean('totalIsCapped', { description: 'More than 10000 match.' }),
    }),
  });

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

  const AdminOrderEvent = builder.objectRef<LifeEvent>('AdminOrderEvent').implement({
    fields: (t) => ({
      at: t.string({ resolve: (e) => e.at.toISOString() }),
      kind: t.exposeString('kind', { description: 'STATUS or REFUND.' }),
      status: t.exposeString('status', { nullable: true }),
      statusLabel: t.string({
        nullable: true,
        resolve: (e) => (e.status ? orderStatusListLabel(e.status) : null),
      }),
      amountCents: t.exposeInt('amountCents', { nullable: true }),
      actorKind: t.exposeString('actorKind', {
        description: 'CUSTOMER, BOARD, STAFF, SCHEDULER, WATCHDOG or SYSTEM.',
      }),
      actor: t.exposeString('actor'),
      note: t.exposeString('note', { nullable: true }),
    }),
  });

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

  builder.queryFields((t) => ({
    adminOrders: t.field({
      type: AdminOrderPage,
      description:
        'Orders by number, store, dates (yyyy-MM-dd in the store’s time zone), e-mail or last four card digits.',
      args: {
        number: t.arg.string(),
        storeId: t.arg.int(),
        fromDate: t.arg.string(),
        toDate: t.arg.string(),
        email: t.arg.string(),
        cardLast4: t.arg.string(),
        status: t.arg.string(),
        sort: t.arg({ type: OrderSortEnum }),
        descending: t.arg.boolean(),
        page: t.arg.int(),
        pageSize: t.arg.int(),
      },
      resolve: async (_root, args, ctx) => {
        const staff = await requireStaff(ctx, 'orders.view', args.storeId ?? undefined);
        for (const [name, value] of [
          ['From', args.fromDate],
          ['To', args.toDate],
        ] as const) {
          if (value && !parseCivilDate(value))
            throw new Refusal('INVALID_INPUT', refusalMessages.ADMIN_DATE_INVALID({ name }));
        }
        if (args.fromDate && args.toDate && args.fromDate > args.toDate)
          throw new Refusal('INVALID_INPUT', refusalMessages.ADMIN_DATE_RANGE());
        if (args.cardLast4 && !/^\d{4}$/.test(args.cardLast4.trim()))
          throw new Refusal('INVALID_INPUT', refusalMessages.ADMIN_CARD_LAST_FOUR());
        const pageSize = args.pageSize ?? 25;
        if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_ORDER_PAGE)
          throw new Refusal('INVALID_INPUT', refusalMessages.ADMIN_ORDER_PAGE_SIZE({ max: MAX_ORDER_PAGE }));
        const page = args.page ?? 0;
        if (!Number.isInteger(page) || page < 0 || page > 10_000)
          throw new Refusal('INVALID_INPUT', refusalMessages.ADMIN_PAGE_RANGE({ max: 10_000 }));
        return searchOrders(ctx.db, {
          number: args.number,
          storeId: args.storeId,
          fromDate: args.fromDate,
          toDate: args.toDate,
          email: args.email,
          cardLast4: args.cardLast4,
          status: args.status,
          sort: args.sort ?? 'PLACED_AT',
          descending: args.descending ?? true,
          page,
          pageSize,
          scope: staffStoreScope(staff),
        });
      },
    }),
    adminOrder: t.field({
      type: AdminOrder,
      description: "An order's whole life: items, payments, refunds and who did what.",
      args: { id: t.arg.string({ required: true }) },
      resolve: async (_root, { id }, ctx) => {
        const staff = await requireStaff(ctx, 'orders.view');
        return visibleOrderLife(ctx, staff, id);
      },
    }),
  }));

  builder.mutationFields((t) => ({
    refundOrderPart: t.field({
      type: AdminOrder,
      description:
        'Refunds all (amountCents null) or part of an order, with a reason. The same requestKey again is the same refund.',
      args: {
        orderId: t.arg.string({ required: true }),
        amountCents: t.arg.int(),
        reason: t.arg.string({ required: true }),
        requestKey: t.arg.string(),
      },
      resolve: async (_root, args, ctx) => {
        const staff = await requireStaff(ctx, 'orders.refund');
        await refundOrderPayment(
          { db: ctx.db, payments: ctx.payments, events: ctx.orderEvents, now: ctx.now() },
          { kind: 'STAFF', memberId: staff.memberId, email: staff.email },
          {
            orderId: args.orderId.trim(),
            amountCents: args.amountCents ?? null,
            reason: args.reason,
            idempotencyKey: args.requestKey ?? null,
            // Another store's order reads as a missing one, as in the search.
            mayRefund: (order) =>
              staffCan(staff, 'orders.refund', order.storeId) &&
              staffCan(staff, 'orders.view', order.storeId),
          },
        );
        return visibleOrderLife(ctx, staff, args.orderId);
      },
    }),
  }));
}
