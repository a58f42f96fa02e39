// The member's order history: orderHistory(limit, before), pastOrder(id) and reorderCart(orderId,
// storeId), each for the access token's subject.
import type { Builder } from '../../graphql/builder.ts';
import { requireMember } from '../members/member-context.ts';
import { orderHistoryPage, pastOrder } from './order-history-service.ts';
import { reorderCart } from './reorder-service.ts';
import type { addOrderHistoryPageType } from './order-history-page-schema.ts';
import type { addPastOrderType } from './past-order-schema.ts';
import type { addReorderCartType } from './reorder-cart-schema.ts';

interface QueryRefs {
  OrderHistoryPage: ReturnType<typeof addOrderHistoryPageType>;
  PastOrder: ReturnType<typeof addPastOrderType>;
  ReorderCartRef: ReturnType<typeof addReorderCartType>;
}

export function addOrderHistoryQueries(builder: Builder, refs: QueryRefs): void {
  const { OrderHistoryPage, PastOrder, ReorderCartRef } = refs;
  builder.queryFields((t) => ({
    orderHistory: t.field({
      type: OrderHistoryPage,
      description:
        "The signed-in member's orders, newest first, a page at a time (docs/product/account.md#calls).",
      args: {
        limit: t.arg.int({ description: '1 to 50; 10 when absent.' }),
        before: t.arg.string({ description: 'The nextCursor of the page before.' }),
      },
      resolve: (_root, { limit, before }, ctx) =>
        orderHistoryPage(ctx.db, requireMember(ctx).memberId, limit, before),
    }),
    pastOrder: t.field({
      type: PastOrder,
      nullable: true,
      description: "One of the signed-in member's orders in full; null for any order that is not theirs.",
      args: { id: t.arg.string({ required: true }) },
      resolve: (_root, { id }, ctx) => pastOrder(ctx.db, requireMember(ctx).memberId, id),
    }),
    reorderCart: t.field({
      type: ReorderCartRef,
      description:
        "Order again: the member's past order as cart lines priced at the store, with what it no longer sells.",
      args: {
        orderId: t.arg.string({ required: true }),
        storeId: t.arg.int({ required: true }),
      },
      resolve: (_root, { orderId, storeId }, ctx) =>
        reorderCart({ db: ctx.db, menu: ctx.menu.current() }, requireMember(ctx).memberId, orderId, storeId),
    }),
  }));
}
