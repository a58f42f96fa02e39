// The board's open orders, live: a full read on start, on every (re)connection of the live socket
// and every few minutes as a safety net; live events in between; a chime and a highlight for each
// order that arrives.
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useClient } from 'urql';
import { BoardEventsSubscription } from '../../api/board-events-subscription.ts';
import { BoardOrdersQuery } from '../../api/board-orders-query.ts';
import { boardErrorMessage } from '../../lib/api-errors.ts';
import { useBoardConnection } from '../../lib/board-connection-context.tsx';
import type { BoardOrder } from './board-order.ts';
import { boardOrdersReducer, initialBoardOrders } from './board-orders-state.ts';

/** How long a new order stays highlighted. */
export const FRESH_MS = 15_000;
/** A reread even when nothing seems wrong: events lost to a server bug still show up. */
const RESYNC_MS = 5 * 60_000;
/** After the live stream ends in an error, wait this long before opening it again. */
const RESUBSCRIBE_MS = 3_000;

export interface BoardOrders {
  readonly orders: readonly BoardOrder[];
  readonly fresh: ReadonlySet<string>;
  readonly loaded: boolean;
  /** The last read failed (null once one succeeds). */
  readonly loadError: string | null;
  readonly reload: () => void;
  /** Takes the order a button's mutation returned. */
  readonly applyChange: (order: BoardOrder) => void;
}

export function useBoardOrders(onArrival: () => void): BoardOrders {
  const client = useClient();
  const connection = useBoardConnection();
  const [state, dispatch] = useReducer(boardOrdersReducer, initialBoardOrders);
  const [loadError, setLoadError] = useState<string | null>(null);
  const seq = useRef(0);

  const reload = useCallback(() => {
    const since = seq.current;
    void client
      .query(BoardOrdersQuery, {}, { requestPolicy: 'network-only' })
      .toPromise()
      .then((result) => {
        if (result.data) {
          dispatch({ type: 'snapshot', orders: result.data.boardOrders, since });
          setLoadError(null);
        } else if (result.error) {
          setLoadError(boardErrorMessage(result.error));
        }
      });
  }, [client]);

  useEffect(() => {
    reload();
    const timer = setInterval(reload, RESYNC_MS);
    const stop = connection.onConnected(reload);
    return () => {
      clearInterval(timer);
      stop();
    };
  }, [connection, reload]);

  useEffect(() => {
    let subscription: { unsubscribe: () => void } | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const start = (): void => {
      subscription = client.subscription(BoardEventsSubscription, {}).subscribe((result) => {
        if (result.data) {
          seq.current += 1;
          dispatch({ type: 'event', order: result.data.boardEvents.order, seq: seq.current });
        }
        if (result.error) {
          // The stream failed for good (the socket retries on its own for ordinary drops). Open it
          // again shortly, and reread meanwhile; a revoked credential surfaces through that read.
          subscription?.unsubscribe();
          clearTimeout(retry);
          retry = setTimeout(() => {
            reload();
            start();
          }, RESUBSCRIBE_MS);
        }
      });
    };
    start();
    return () => {
      clearTimeout(retry);
      subscription?.unsubscribe();
    };
  }, [client, reload]);

  // One chime per newly arrived order, and its highlight fades after FRESH_MS.
  const arrivalCue = useRef(onArrival);
  const fadeTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    arrivalCue.current = onArrival;
  }, [onArrival]);
  useEffect(() => {
    const timers = fadeTimers.current;
    const added = [...state.fresh].filter((id) => !timers.has(id));
    if (added.length === 0) return;
    arrivalCue.current();
    for (const id of added) {
      const fade = (): void => {
        timers.delete(id);
        dispatch({ type: 'settled', id });
      };
      timers.set(id, setTimeout(fade, FRESH_MS));
    }
  }, [state.fresh]);
  useEffect(() => {
    const timers = fadeTimers.current;
    return () => {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    };
  }, []);

  const applyChange = useCallback((order: BoardOrder) => {
    seq.current += 1;
    dispatch({ type: 'changed', order, seq: seq.current });
  }, []);

  return { orders: state.orders, fresh: state.fresh, loaded: state.loaded, loadError, reload, applyChange };
}
