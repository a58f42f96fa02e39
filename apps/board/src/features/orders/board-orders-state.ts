// The open orders on the board, kept from three sources: full reads of boardOrders (on start and on
// every reconnect), live boardEvents, and the answers to this board's own buttons. Pure, so the merge
// rules are tested without a server.
//
// A read and the live events race: a read the server answered just before an order arrived must not
// wipe the order the event already brought. So each event or answer carries a sequence number, a
// read carries the number current when it was sent, and what happened after that is laid over it.
import { boardStage, compareOrders, isOpenOnBoard, type BoardOrder } from './board-order.ts';

interface Change {
  readonly seq: number;
  readonly order: BoardOrder;
}

export interface BoardOrdersState {
  /** Open orders, oldest first. */
  readonly orders: readonly BoardOrder[];
  /** Orders that just arrived and are highlighted; the chime plays once per new id. */
  readonly fresh: ReadonlySet<string>;
  /** A first full read has come back. */
  readonly loaded: boolean;
  /** Events and answers not yet covered by a read. */
  readonly pending: readonly Change[];
}

export type BoardOrdersAction =
  /** A full read of boardOrders, sent when `since` changes had been applied. */
  | { readonly type: 'snapshot'; readonly orders: readonly BoardOrder[]; readonly since: number }
  /** A live event (ORDER_CREATED or ORDER_UPDATED). */
  | { readonly type: 'event'; readonly order: BoardOrder; readonly seq: number }
  /** This board's own button answered (no arrival cue for what the barista just did). */
  | { readonly type: 'changed'; readonly order: BoardOrder; readonly seq: number }
  /** The highlight of a new order is over. */
  | { readonly type: 'settled'; readonly id: string };

export const initialBoardOrders: BoardOrdersState = {
  orders: [],
  fresh: new Set(),
  loaded: false,
  pending: [],
};

/** An order the barista should now start on: new to the board, or a scheduled order just sent. */
function isArrival(before: BoardOrder | undefined, after: BoardOrder): boolean {
  if (!isOpenOnBoard(after.status)) return false;
  if (!before) return true;
  return before.status === 'ORDER_SCHEDULED' && after.status === 'ORDER_SENT';
}

/** The order list with one order's new state; an order never moves back along the path. */
function applyOrder(orders: readonly BoardOrder[], order: BoardOrder): readonly BoardOrder[] {
  const before = orders.find((o) => o.id === order.id);
  if (before && isOpenOnBoard(order.status) && boardStage(order.status) < boardStage(before.status))
    return orders;
  const rest = orders.filter((o) => o.id !== order.id);
  if (!isOpenOnBoard(order.status)) return before ? rest : orders;
  return [...rest, order].sort(compareOrders);
}

function nextFresh(
  fresh: ReadonlySet<string>,
  orders: readonly BoardOrder[],
  arrived: readonly string[],
): ReadonlySet<string> {
  const open = new Set(orders.map((o) => o.id));
  const next = new Set([...fresh, ...arrived].filter((id) => open.has(id)));
  return next.size === fresh.size && [...next].every((id) => fresh.has(id)) ? fresh : next;
}

function applyChange(state: BoardOrdersState, change: Change, cue: boolean): BoardOrdersState {
  const before = state.orders.find((o) => o.id === change.order.id);
  const orders = applyOrder(state.orders, change.order);
  const arrived = cue && orders !== state.orders && isArrival(before, change.order) ? [change.order.id] : [];
  return {
    ...state,
    orders,
    fresh: nextFresh(state.fresh, orders, arrived),
    pending: [...state.pending, change],
  };
}

function applySnapshot(
  state: BoardOrdersState,
  read: readonly BoardOrder[],
  since: number,
): BoardOrdersState {
  const pending = state.pending.filter((change) => change.seq > since);
  let orders: readonly BoardOrder[] = read.filter((o) => isOpenOnBoard(o.status)).sort(compareOrders);
  for (const change of pending) orders = applyOrder(orders, change.order);
  // After the first read, what a reread finds that the board did not know arrived while the
  // connection was down: it gets the same cue as a live arrival.
  const known = new Map(state.orders.map((o) => [o.id, o]));
  const arrived = state.loaded ? orders.filter((o) => isArrival(known.get(o.id), o)).map((o) => o.id) : [];
  return { orders, fresh: nextFresh(state.fresh, orders, arrived), loaded: true, pending };
}

export function boardOrdersReducer(state: BoardOrdersState, action: BoardOrdersAction): BoardOrdersState {
  switch (action.type) {
    case 'snapshot':
      return applySnapshot(state, action.orders, action.since);
    case 'event':
      return applyChange(state, { seq: action.seq, order: action.order }, true);
    case 'changed':
      return applyChange(state, { seq: action.seq, order: action.order }, false);
    case 'settled': {
      if (!state.fresh.has(action.id)) return state;
      const fresh = new Set(state.fresh);
      fresh.delete(action.id);
      return { ...state, fresh };
    }
  }
}
