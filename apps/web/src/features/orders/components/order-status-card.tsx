// The order's status as the customer reads it, announced when it changes, with where it stands on
// the way from placed to picked up.
import { orderStatusMessage } from '@brewline/domain/orders/order-status';
import { CheckCircle2, Clock, Coffee, PartyPopper, TriangleAlert } from 'lucide-react';

const STAGES = ['Placed', 'Preparing', 'Ready', 'Picked up'] as const;

const STAGE_OF: Record<string, number> = {
  ORDER_PROCESSING: 0,
  ORDER_SCHEDULED: 0,
  ORDER_SENT: 0,
  ORDER_RECEIVED: 1,
  ORDER_READY: 2,
  ORDER_COMPLETE: 3,
};

function StatusIcon({ status }: { status: string }) {
  const props = { size: 36, 'aria-hidden': true } as const;
  if (status === 'ORDER_READY') return <CheckCircle2 {...props} className="text-green-700" />;
  if (status === 'ORDER_COMPLETE') return <PartyPopper {...props} className="text-brand-ink" />;
  if (status === 'ORDER_RECEIVED') return <Coffee {...props} className="text-brand-ink" />;
  if (status in STAGE_OF) return <Clock {...props} className="text-brand-ink" />;
  return <TriangleAlert {...props} className="text-red-700" />;
}

export interface OrderStatusCardProps {
  status: string;
  /** When a scheduled order goes to the store (the server's makeTime: its store's make minutes). */
  makeTime: string | null;
  /** Why the order stopped (a scheduled order its store could not take): shown under the message. */
  reason?: string | null;
}

export function OrderStatusCard({ status, makeTime, reason = null }: OrderStatusCardProps) {
  const stage = STAGE_OF[status];
  const message = orderStatusMessage(status, {
    makeTime: makeTime ? new Date(makeTime) : null,
    now: new Date(),
  });
  return (
    <section
      aria-label="Order status"
      className={`rounded-3xl p-5 sm:p-6 ${status === 'ORDER_READY' ? 'bg-green-50 ring-2 ring-green-600' : 'bg-brand-soft'}`}
    >
      <div className="flex items-center gap-4">
        <StatusIcon status={status} />
        <p
          role="status"
          aria-live="polite"
          data-testid="order-status-message"
          className="text-xl font-extrabold sm:text-2xl"
        >
          {message}
        </p>
      </div>
      {reason && status === 'ORDER_ERROR' && (
        <p data-testid="order-status-reason" className="mt-3 text-base font-semibold text-red-800">
          {reason}
        </p>
      )}
      {stage !== undefined && (
        <ol
          className="mt-5 grid grid-cols-4 gap-1 text-center text-xs font-semibold sm:text-sm"
          aria-label="Order progress"
        >
          {STAGES.map((label, index) => (
            <li
              key={label}
              aria-current={index === stage ? 'step' : undefined}
              className="flex flex-col gap-1.5"
            >
              <span
                className={`h-2 rounded-full ${index <= stage ? (status === 'ORDER_READY' ? 'bg-green-600' : 'bg-brand-ink') : 'bg-stone-300'}`}
              />
              {/* stone-600: stone-500 on the card's brand-soft falls short of AA contrast (4.4:1). */}
              <span className={index <= stage ? 'text-roast' : 'text-stone-600'}>{label}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
