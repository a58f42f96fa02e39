// Scheduled orders that have not reached their make time yet, apart from the live ones: who, when
// they pick up (in the store's zone) and when the order comes to the bar (its makeTime, from the
// store's own make minutes). The server sends each at
// its make time; it then joins the live list with the arrival cue. A barista can refund one ahead.
import { CalendarClock, Undo2 } from 'lucide-react';
import { formatTimeOfDay } from '../../lib/board-time.ts';
import type { BoardOrder } from './board-order.ts';
import { itemCountText, pickupText } from './order-card-model.ts';

export interface UpcomingOrdersProps {
  /** Scheduled orders, soonest pickup first. */
  readonly orders: readonly BoardOrder[];
  readonly timeZone: string | null;
  readonly onRefund: (order: BoardOrder) => void;
}

export function UpcomingOrders({ orders, timeZone, onRefund }: UpcomingOrdersProps) {
  if (orders.length === 0) return null;
  return (
    <section aria-labelledby="upcoming-heading" className="mx-4 mb-6 rounded-2xl bg-stone-100 p-4">
      <h2 id="upcoming-heading" className="flex items-center gap-2 text-xl font-extrabold text-roast">
        <CalendarClock aria-hidden size={24} className="text-brand-ink" />
        Upcoming scheduled orders ({orders.length})
      </h2>
      <p className="mt-1 text-base text-stone-700">
        Each comes to the live list, with the chime, when it is time to make it.
      </p>
      <ol className="mt-3 grid gap-2" aria-label="Upcoming scheduled orders, soonest first">
        {orders.map((order) => {
          const pickup = order.time ? new Date(order.time) : null;
          // The server's make time: the pickup less this store's own make minutes.
          const toBar = order.makeTime ? new Date(order.makeTime) : null;
          return (
            <li
              key={order.id}
              data-testid="upcoming-order"
              className="flex flex-wrap items-center gap-x-5 gap-y-1 rounded-xl bg-white px-4 py-3"
            >
              <span className="min-w-40 text-xl font-bold tabular-nums">
                {pickup ? formatTimeOfDay(pickup, timeZone) : '—'}
                <span className="sr-only"> pickup</span>
              </span>
              <span className="min-w-0 flex-1 text-lg">
                <span className="font-bold">{order.pickupName}</span>{' '}
                <span className="font-mono text-stone-600">#{order.displayId}</span>
                <span className="block text-base text-stone-700">
                  {pickupText(order)} · {itemCountText(order.items)}
                  {toBar && <> · to the bar at {formatTimeOfDay(toBar, timeZone)}</>}
                </span>
              </span>
              <button type="button" className="btn-refund shrink-0" onClick={() => onRefund(order)}>
                <Undo2 aria-hidden size={20} />
                Refund<span className="sr-only"> {order.pickupName}&apos;s order</span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
