// One open order: who, how they pick it up, how long it has waited, what to make, and the next step.
// Presentational: the list gives it the time and does the calls.
import { CalendarClock, Car, Store, TriangleAlert, Undo2 } from 'lucide-react';
import { formatTimeOfDay, formatWaited, LONG_WAIT_MINUTES, minutesSince } from '../../lib/board-time.ts';
import { reachedBarAt, type BoardOrder } from './board-order.ts';
import { itemCountText, pickupText, stageLabel, stepButtons, vehicleText } from './order-card-model.ts';
import { OrderItems } from './order-items.tsx';

export interface OrderCardProps {
  readonly order: BoardOrder;
  readonly now: Date;
  /** The store's zone for the scheduled time; null reads in the tablet's zone. */
  readonly timeZone: string | null;
  /** Just arrived: highlighted. */
  readonly fresh?: boolean;
  /** A step or refund is on its way to the server. */
  readonly busy?: boolean;
  readonly error?: string | null;
  readonly onStep: (status: string) => void;
  readonly onRefund: () => void;
}

const STAGE_STYLES: Readonly<Record<string, string>> = {
  ORDER_SCHEDULED: 'border-t-stone-400',
  ORDER_SENT: 'border-t-brand',
  ORDER_RECEIVED: 'border-t-sky-600',
  ORDER_READY: 'border-t-green-600',
};

const BADGE_STYLES: Readonly<Record<string, string>> = {
  ORDER_SCHEDULED: 'bg-stone-200 text-stone-800',
  ORDER_SENT: 'bg-brand-ink text-white',
  ORDER_RECEIVED: 'bg-sky-100 text-sky-900',
  ORDER_READY: 'bg-green-100 text-green-900',
};

export function OrderCard({
  order,
  now,
  timeZone,
  fresh = false,
  busy = false,
  error = null,
  onStep,
  onRefund,
}: OrderCardProps) {
  const headingId = `order-${order.id}`;
  const waited = minutesSince(reachedBarAt(order), now);
  const late =
    waited >= LONG_WAIT_MINUTES && order.status !== 'ORDER_READY' && order.status !== 'ORDER_SCHEDULED';
  const vehicle = vehicleText(order);
  const steps = stepButtons(order.nextStatuses);
  const PickupIcon = order.pickupLocation === 'IN_STORE' ? Store : Car;

  return (
    <article
      aria-labelledby={headingId}
      aria-busy={busy}
      data-status={order.status}
      data-fresh={fresh || undefined}
      className={`flex flex-col rounded-2xl border border-t-8 border-stone-200 bg-white shadow-sm ${STAGE_STYLES[order.status] ?? 'border-t-stone-400'} ${fresh ? 'order-arrived' : ''}`}
    >
      <header className="flex flex-col gap-1 px-5 pt-4 pb-3">
        <div className="flex items-start justify-between gap-3">
          <h2 id={headingId} className="min-w-0 text-2xl leading-tight font-extrabold break-words">
            {order.pickupName}
            <span className="mt-0.5 block font-mono text-lg font-semibold tracking-wide text-stone-600">
              <span className="sr-only">Order </span>#{order.displayId}
            </span>
            {fresh && <span className="sr-only">Just arrived</span>}
          </h2>
          <div className="flex shrink-0 flex-col items-end gap-1">
            <span
              className={`rounded-full px-3 py-1 text-base font-bold ${BADGE_STYLES[order.status] ?? 'bg-stone-200'}`}
            >
              {stageLabel(order.status)}
            </span>
            <span
              className={`flex items-center gap-1 text-lg font-semibold tabular-nums ${late ? 'text-red-700' : 'text-stone-700'}`}
              title="Time since the order reached the bar"
            >
              {late && <TriangleAlert aria-hidden size={18} />}
              <span className="sr-only">Waiting </span>
              {formatWaited(waited)}
            </span>
          </div>
        </div>
        <p className="flex items-center gap-2 text-lg font-semibold">
          <PickupIcon aria-hidden size={22} className="shrink-0 text-brand-ink" />
          <span>
            {pickupText(order)}
            {vehicle && <span className="font-bold"> · {vehicle}</span>}
          </span>
        </p>
        {order.time && (
          <p className="flex items-center gap-2 text-lg font-semibold text-stone-800">
            <CalendarClock aria-hidden size={22} className="shrink-0 text-brand-ink" />
            Scheduled for {formatTimeOfDay(new Date(order.time), timeZone)}
          </p>
        )}
      </header>

      <div className="flex-1 border-t border-stone-200 px-5 py-4">
        <p className="sr-only">{itemCountText(order.items)}</p>
        <OrderItems items={order.items} />
      </div>

      {error && (
        <p
          role="alert"
          className="mx-5 mb-3 rounded-lg bg-red-50 px-3 py-2 text-base font-semibold text-red-800"
        >
          {error}
        </p>
      )}

      <footer className="flex gap-3 border-t border-stone-200 px-5 py-4">
        {steps.map((step) => (
          <button
            key={step.status}
            type="button"
            className="btn-step min-w-0 flex-1"
            disabled={busy}
            onClick={() => onStep(step.status)}
          >
            {step.label}
          </button>
        ))}
        <button type="button" className="btn-refund shrink-0" disabled={busy} onClick={onRefund}>
          <Undo2 aria-hidden size={20} />
          Refund
        </button>
      </footer>
    </article>
  );
}
