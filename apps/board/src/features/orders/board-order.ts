// The order as the board holds it, and which orders belong on the board at all.
import { OPEN_STATUSES } from '@brewline/domain/orders/order-status';
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

/**
 * When the order reached the bar: when it was placed, or for a scheduled order its make time (the
 * server sends it then, its pickup less the store's make minutes, and serves it as makeTime).
 * Waiting times count from here, so a scheduled order is not 'late' on arrival.
 */
export function reachedBarAt(order: Pick<BoardOrder, 'makeTime' | 'timePlaced'>): string {
  return order.makeTime ?? order.timePlaced;
}

/** In the order they reached the bar, oldest first; the id breaks ties so the order never flickers. */
export function compareOrders(a: BoardOrder, b: BoardOrder): number {
  const byTime = Date.parse(reachedBarAt(a)) - Date.parse(reachedBarAt(b));
  if (byTime !== 0 && Number.isFinite(byTime)) return byTime;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** A scheduled order still waiting for its make time: shown apart, under "Upcoming". */
export function isUpcoming(order: Pick<BoardOrder, 'status'>): boolean {
  return order.status === 'ORDER_SCHEDULED';
}

/** Upcoming orders by pickup time, soonest first; the id breaks ties. */
export function comparePickupTimes(a: BoardOrder, b: BoardOrder): number {
  const byTime = Date.parse(a.time ?? a.timePlaced) - Date.parse(b.time ?? b.timePlaced);
  if (byTime !== 0 && Number.isFinite(byTime)) return byTime;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
