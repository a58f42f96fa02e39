// A page of the member's order history, newest first.
import type { Builder } from '../../graphql/builder.ts';
import { type HistoryEntry, type HistoryPage } from './order-history-service.ts';
import type { addMemberOrderInterface } from './member-order-schema.ts';

export function addOrderHistoryPageType(
  builder: Builder,
  MemberOrder: ReturnType<typeof addMemberOrderInterface>,
) {
  const OrderHistoryEntry = builder.objectRef<HistoryEntry>('OrderHistoryEntry').implement({
    description: 'An order as the history list shows it (docs/product/account.md#older-order-history-entry).',
    interfaces: [MemberOrder],
    isTypeOf: (value) => typeof value === 'object' && value !== null && !('payments' in value),
  });
  const OrderHistoryPage = builder.objectRef<HistoryPage>('OrderHistoryPage').implement({
    fields: (t) => ({
      entries: t.field({ type: [OrderHistoryEntry], resolve: (p) => p.entries }),
      nextCursor: t.exposeString('nextCursor', {
        nullable: true,
        description: 'Pass as `before` for the next, older page; null on the last page.',
      }),
    }),
  });
  return OrderHistoryPage;
}
