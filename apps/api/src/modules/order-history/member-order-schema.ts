// What every order of the member's history says, in the list and in full, with its items.
import { orderStatusListLabel, storedOrderStatus } from '@brewline/domain/orders/order-status';
import { storeClockOf } from '@brewline/domain/store-hours/store-clock-writing';
import type { Builder } from '../../graphql/builder.ts';
import { STORE_CLOCK_DESCRIPTION } from '../../graphql/store-clock-description.ts';
import type { HistoryItemRecord } from './order-history-repository.ts';
import { type HistoryEntry } from './order-history-service.ts';
import type { OrderHistoryRefs } from './order-history-refs.ts';

function addPastOrderItemType(builder: Builder) {
  const PastOrderModifier = builder
    .objectRef<HistoryItemRecord['modifiers'][number]>('PastOrderModifier')
    .implement({
      fields: (t) => ({
        modifierId: t.exposeInt('modifierId'),
        name: t.exposeString('name'),
        quantity: t.exposeInt('quantity'),
      }),
    });
  const PastOrderItem = builder.objectRef<HistoryItemRecord>('PastOrderItem').implement({
    fields: (t) => ({
      lineNo: t.exposeInt('lineNo'),
      productId: t.exposeInt('productId'),
      productName: t.exposeString('productName'),
      image: t.exposeString('image'),
      sizeId: t.exposeInt('sizeId'),
      sizeName: t.exposeString('sizeName'),
      versionId: t.exposeInt('versionId', { nullable: true }),
      versionName: t.exposeString('versionName', { nullable: true }),
      quantity: t.exposeInt('quantity'),
      priceCents: t.exposeInt('priceCents', { description: 'The line with its modifiers, times quantity.' }),
      discountCents: t.exposeInt('discountCents', { description: 'The part a reward paid for.' }),
      modifiers: t.field({ type: [PastOrderModifier], resolve: (item) => item.modifiers }),
    }),
  });
  return PastOrderItem;
}

export function addMemberOrderInterface(builder: Builder, refs: OrderHistoryRefs) {
  const PastOrderItem = addPastOrderItemType(builder);
  // What every order of the history says, in the list and in full.
  const MemberOrder = builder.interfaceRef<HistoryEntry>('MemberOrder').implement({
    description: "One of the signed-in member's orders.",
    fields: (t) => ({
      id: t.string({ resolve: (e) => e.order.id }),
      store: t.field({ type: refs.Store, resolve: (e) => e.store }),
      placedAt: t.string({ description: 'ISO instant.', resolve: (e) => e.order.placedAt.toISOString() }),
      placedAtStoreClock: t.string({
        description: STORE_CLOCK_DESCRIPTION,
        resolve: (e) => storeClockOf(e.order.placedAt, e.store.timeZone),
      }),
      status: t.field({ type: refs.enums.OrderStatus, resolve: (e) => storedOrderStatus(e.order.status) }),
      statusLabel: t.string({
        description: "The order list's label (docs/product/account.md#how-things-change).",
        resolve: (e) => orderStatusListLabel(e.order.status),
      }),
      items: t.field({ type: [PastOrderItem], resolve: (e) => e.items }),
      itemCount: t.int({
        description: 'Drinks and food in the order.',
        resolve: (e) => e.items.reduce((sum, item) => sum + item.quantity, 0),
      }),
      subtotalCents: t.int({ resolve: (e) => e.order.subtotalCents }),
      taxCents: t.int({ resolve: (e) => e.order.taxCents }),
      totalCents: t.int({ resolve: (e) => e.order.totalCents }),
      rewardDiscountCents: t.int({ resolve: (e) => e.order.rewardDiscountCents }),
    }),
  });
  return MemberOrder;
}
