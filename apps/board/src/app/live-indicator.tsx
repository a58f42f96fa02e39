// Whether orders are flowing: a green 'Live' when the socket is up, amber while it comes back.
import type { LiveStatus } from '../lib/live-connection.ts';

const LABELS: Readonly<Record<LiveStatus, string>> = {
  live: 'Live',
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
};

export function LiveIndicator({ status }: { status: LiveStatus }) {
  const live = status === 'live';
  return (
    <p
      role="status"
      aria-label={`Connection: ${LABELS[status]}`}
      className={`flex h-12 items-center gap-2 rounded-full px-4 text-lg font-bold ${live ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900'}`}
    >
      <span
        aria-hidden
        className={`size-3.5 rounded-full ${live ? 'bg-green-600' : 'animate-pulse bg-amber-500'}`}
      />
      {LABELS[status]}
    </p>
  );
}
