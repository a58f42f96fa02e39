// The board's reads: its session, the store's open orders and its products.
import type { Builder } from '../../graphql/builder.ts';
import { openOrdersOfStore } from '../orders/order-service.ts';
import { storeById, unavailableProductIdsOf } from '../stores/store-service.ts';
import { requireTerminal } from './board-terminal.ts';
import type { addBoardSessionType } from './board-session-schema.ts';
import type { addBoardOrderType } from './board-order-schema.ts';
import type { addBoardProductType } from './board-product-schema.ts';

interface QueryRefs {
  BoardSession: ReturnType<typeof addBoardSessionType>;
  BoardOrder: ReturnType<typeof addBoardOrderType>;
  BoardProduct: ReturnType<typeof addBoardProductType>;
}

export function addBoardQueries(
  builder: Builder,
  { BoardSession, BoardOrder, BoardProduct }: QueryRefs,
): void {
  builder.queryFields((t) => ({
    boardSession: t.field({
      type: BoardSession,
      resolve: async (_root, _args, ctx) => {
        const terminal = requireTerminal(ctx);
        const store = await storeById(ctx.db, terminal.storeId);
        return {
          storeId: terminal.storeId,
          termId: terminal.termId,
          storeName: store?.nickname ?? '',
          city: store?.city ?? '',
          state: store?.state ?? '',
        };
      },
    }),
    boardOrders: t.field({
      type: [BoardOrder],
      description: "The store's open orders, oldest first.",
      resolve: (_root, _args, ctx) => {
        const terminal = requireTerminal(ctx);
        return openOrdersOfStore(ctx.db, terminal.storeId);
      },
    }),
    boardProducts: t.field({
      type: [BoardProduct],
      resolve: async (_root, _args, ctx) => {
        const terminal = requireTerminal(ctx);
        const unavailable = new Set(await unavailableProductIdsOf(ctx.db, terminal.storeId));
        return [...ctx.menu.current().productsById.values()]
          .map((p) => ({ id: p.id, name: p.name, available: !unavailable.has(p.id) }))
          .sort((a, b) => a.name.localeCompare(b.name));
      },
    }),
  }));
}
