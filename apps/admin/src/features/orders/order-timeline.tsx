// The order's life, oldest first: each status and each refund, with who did it.
import { formatPrice } from '@brewline/domain/money/money';
import { storeDateTime } from './order-format.ts';

export interface TimelineEvent {
  readonly at: string;
  readonly kind: string;
  readonly status: string | null;
  readonly statusLabel: string | null;
  readonly amountCents: number | null;
  readonly actorKind: string;
  readonly actor: string;
  readonly note: string | null;
}

const ACTOR_TONE: Record<string, string> = {
  CUSTOMER: 'bg-sky-100 text-sky-950',
  BOARD: 'bg-violet-100 text-violet-950',
  STAFF: 'bg-amber-100 text-amber-950',
  SCHEDULER: 'bg-stone-200 text-stone-900',
  WATCHDOG: 'bg-red-100 text-red-900',
  SYSTEM: 'bg-stone-200 text-stone-900',
};

export function OrderTimeline({ events, timeZone }: { events: readonly TimelineEvent[]; timeZone: string }) {
  return (
    <ol className="relative ml-2 border-l-2 border-stone-200" aria-label="Order timeline">
      {events.map((event, index) => (
        <li key={`${event.at}-${index}`} className="relative mb-4 pl-5 last:mb-0">
          <span
            aria-hidden
            className={`absolute top-1.5 -left-[7px] size-3 rounded-full ${event.kind === 'REFUND' ? 'bg-amber-500' : 'bg-brand'}`}
          />
          <p className="font-semibold">
            {event.kind === 'REFUND' ? `Refund of ${formatPrice(event.amountCents ?? 0)}` : event.statusLabel}
          </p>
          <p className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
            <time dateTime={event.at}>{storeDateTime(event.at, timeZone)}</time>
            <span
              className={`rounded px-1.5 py-0.5 text-xs font-semibold ${ACTOR_TONE[event.actorKind] ?? ACTOR_TONE['SYSTEM']}`}
            >
              {event.actor}
            </span>
          </p>
          {event.note && event.kind === 'REFUND' && <p className="text-sm">“{event.note}”</p>}
        </li>
      ))}
    </ol>
  );
}
