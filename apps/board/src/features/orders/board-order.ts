// The order as the board holds it, and which orders belong on the board at all.
import { OPEN_STATUSES } from '@brewline/domain/order-status';
import type { ResultOf } from '../../lib/graphql.ts';
import type { BoardOrderFields } from '../../api/board-order-fields.ts';

export type BoardOrder = ResultOf<typeof BoardOrderFields>;
export type BoardOrderItem = BoardOrder['items'][number];

export function isOpenOnBoard(status: string): boolean {
  return (OPEN_STATUSES as readonly string[]).includes(status);
}

/** Position in the path; -1 for a status that is not open. */
export function boardStage(status: string): number {
  return (OPEN_STATUSES as readonly string[]).indexOf(status);
}

/** Oldest first, as the server sends them; the id breaks ties so the order never flickers. */
export function compareOrders(a: BoardOrder, b: BoardOrder): number {
  const byTime = Date.parse(a.timePlaced) - Date.parse(b.timePlaced);
  if (byTime !== 0 && Number.isFinite(byTime)) return byTime;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
