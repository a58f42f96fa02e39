// The store board's GraphQL: its session, the store's open orders, the products it can 86, the
// barista's actions and the live feed. Every field needs the board's terminal credential. Each type
// lives in a file of its own; this puts them together.
import type { Builder } from '../../graphql/builder.ts';
import type { addOrderSchema } from '../orders/order-schema.ts';
import { addBoardSessionType } from './board-session-schema.ts';
import { addBoardOrderType } from './board-order-schema.ts';
import { addBoardProductType } from './board-product-schema.ts';
import { addBoardQueries } from './board-queries-schema.ts';
import { addBoardMutations } from './board-mutations-schema.ts';
import { addBoardEvents } from './board-events-schema.ts';

export function addBoardSchema(builder: Builder, refs: ReturnType<typeof addOrderSchema>): void {
  const BoardOrder = addBoardOrderType(builder, refs);
  const BoardProduct = addBoardProductType(builder);
  addBoardQueries(builder, { BoardSession: addBoardSessionType(builder), BoardOrder, BoardProduct });
  addBoardMutations(builder, BoardOrder, BoardProduct);
  addBoardEvents(builder, BoardOrder);
}
