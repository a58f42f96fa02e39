// A page of the back office's order search.
import { displayOrderId, orderStatusListLabel } from '@brewline/domain/orders/order-status';
import type { Builder } from '../../../graphql/builder.ts';
import { type OrderSearchPage, type OrderSearchRow } from './order-search.ts';
export function addAdminOrderPageType(builder: Builder) {
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
  return { AdminOrderPage, OrderSortEnum };
}
