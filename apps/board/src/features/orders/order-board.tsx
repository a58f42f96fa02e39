// The live orders, oldest first, as a grid of cards that fills a landscape tablet three across and a
// portrait one two across; below them the scheduled orders still waiting for their make time; the
// refund dialog for the order that asked, for as long as that order is on the board.
import { ClipboardList, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useNow } from '../../lib/use-now.ts';
import { comparePickupTimes, isUpcoming } from './board-order.ts';
import { OrderCard } from './order-card.tsx';
import { RefundDialog } from './refund-dialog.tsx';
import { UpcomingOrders } from './upcoming-orders.tsx';
import type { BoardOrders } from './use-board-orders.ts';
import { useOrderActions } from './use-order-actions.ts';

export interface OrderBoardProps {
  readonly board: BoardOrders;
  readonly timeZone: string | null;
}

export function OrderBoard({ board, timeZone }: OrderBoardProps) {
  // Waiting times move in minutes; a 15 s tick keeps them right without redrawing every second.
  const now = useNow(15_000);
  const actions = useOrderActions(board.applyChange, board.reload);
  const [refundingId, setRefundingId] = useState<string | null>(null);

  if (!board.loaded) {
    return board.loadError ? (
      <LoadFailed message={board.loadError} onRetry={board.reload} />
    ) : (
      <p className="p-8 text-center text-xl text-stone-600" role="status">
        Loading orders…
      </p>
    );
  }

  const arrivals = board.orders.filter((order) => board.fresh.has(order.id)).map((order) => order.pickupName);
  const live = board.orders.filter((order) => !isUpcoming(order));
  const upcoming = board.orders.filter(isUpcoming).sort(comparePickupTimes);
  // The dialog follows the order on the board: once the order leaves it (refunded, here or on another
  // screen, even when the refund's own answer was lost on the way back), there is nothing left to
  // refund and the dialog goes, as it does after a refund answered.
  const refunding = board.orders.find((order) => order.id === refundingId);

  return (
    <>
      {/* Screen readers hear an arrival the way sighted baristas see the highlight. */}
      <p aria-live="polite" className="sr-only">
        {arrivals.length > 0 ? `New order for ${arrivals.join(', ')}` : ''}
      </p>
      {board.loadError && (
        <p
          role="alert"
          className="mx-4 mt-4 rounded-lg bg-amber-50 px-4 py-3 text-lg font-semibold text-amber-900"
        >
          Could not refresh the orders: {board.loadError}
        </p>
      )}
      {live.length === 0 ? (
        <div className="flex flex-col items-center gap-3 p-12 text-center text-stone-600" role="status">
          <ClipboardList aria-hidden size={56} className="text-stone-400" />
          <p className="text-2xl font-bold text-roast">No open orders</p>
          <p className="text-lg">New orders appear here the moment they are placed.</p>
        </div>
      ) : (
        <ol
          className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,21rem),1fr))] items-start gap-4 p-4"
          aria-label="Open orders, oldest first"
        >
          {live.map((order) => (
            <li key={order.id}>
              <OrderCard
                order={order}
                now={now}
                timeZone={timeZone}
                fresh={board.fresh.has(order.id)}
                busy={actions.busy.has(order.id)}
                error={actions.errors.get(order.id) ?? null}
                onStep={(status) => void actions.advance(order.id, status)}
                onRefund={() => setRefundingId(order.id)}
              />
            </li>
          ))}
        </ol>
      )}
      <UpcomingOrders orders={upcoming} timeZone={timeZone} onRefund={(order) => setRefundingId(order.id)} />
      {refunding && (
        <RefundDialog
          order={refunding}
          onConfirm={(reason) => actions.refund(refunding.id, reason)}
          onClose={() => setRefundingId(null)}
        />
      )}
    </>
  );
}

function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 p-12 text-center">
      <p className="text-xl font-semibold text-red-800">{message}</p>
      <button type="button" className="btn-secondary" onClick={onRetry}>
        <RefreshCw aria-hidden size={20} />
        Try again
      </button>
    </div>
  );
}
