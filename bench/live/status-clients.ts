// The bench's light clients: a customer's phone watching one order (the orderStatus subscription,
// whose first answer after a reconnect is the stored status, as the web app relies on) and a store board listening to
// its store's feed (boardEvents, with its token in connection_init). Each records what it saw and
// when, so the bench can time every update and check every sequence against the database.
import { LiveSocket } from './live-socket.ts';

const ORDER_STATUS =
  'subscription ($id: String!, $key: String) { orderStatus(id: $id, viewerKey: $key) { id status updatedAt } }';
const BOARD_EVENTS = 'subscription { boardEvents { kind order { id status } } }';

/** A status shown on screen: `first` is the one a subscription (or a read) starts with, not a push. */
export interface ShownStatus {
  status: string;
  at: number;
  first: boolean;
}

/** Called with every pushed status change a client saw (not the first status of a subscription). */
export type OnPush = (orderId: string, status: string, arrivedAt: number) => void;

export class CustomerPhone {
  /** One list per subscription: what the server sent on it, oldest first. */
  readonly subscriptions: ShownStatus[][] = [[]];
  readonly socket: LiveSocket;
  readonly orderId: string;

  /** The placing browser's secret for its order (an id alone shows nothing). */
  constructor(orderId: string, viewerKey: string, addresses: readonly string[], onPush: OnPush) {
    this.orderId = orderId;
    this.socket = new LiveSocket({
      addresses,
      query: ORDER_STATUS,
      variables: { id: orderId, key: viewerKey },
      onData: (data, at) => {
        const status = (data as { orderStatus?: { status: string } } | null)?.orderStatus?.status;
        if (!status) return;
        const current = this.subscriptions[this.subscriptions.length - 1] ?? [];
        const first = current.length === 0;
        current.push({ status, at, first });
        if (!first) onPush(orderId, status, at);
      },
      // A new subscription's first answer is the stored status (no separate read, as in the web app).
      onResubscribe: () => {
        this.subscriptions.push([]);
      },
    });
  }

  /** The status on screen now: the newest seen, pushed or first answered. */
  shown(): string | null {
    const all = this.subscriptions.flat();
    let newest: ShownStatus | null = null;
    for (const seen of all) if (!newest || seen.at >= newest.at) newest = seen;
    return newest?.status ?? null;
  }
}

export class StoreBoard {
  /** Pushed changes of this store's orders: `orderId status` → arrival times (more than one is a duplicate). */
  readonly heard = new Map<string, number[]>();
  readonly socket: LiveSocket;
  readonly storeId: number;
  readonly token: string;

  constructor(storeId: number, token: string, addresses: readonly string[], onPush: OnPush) {
    this.storeId = storeId;
    this.token = token;
    this.socket = new LiveSocket({
      addresses,
      query: BOARD_EVENTS,
      connectionParams: { token },
      onData: (data, at) => {
        const event = (
          data as { boardEvents?: { kind: string; order: { id: string; status: string } } } | null
        )?.boardEvents;
        if (!event || event.kind !== 'ORDER_UPDATED') return;
        const key = `${event.order.id} ${event.order.status}`;
        const times = this.heard.get(key) ?? [];
        times.push(at);
        this.heard.set(key, times);
        onPush(event.order.id, event.order.status, at);
      },
    });
  }
}
