// Whether orders are flowing: a green 'Live' when the socket is up, amber while it comes back.
import type { LiveStatus } from '../lib/live-connection.ts';
import { SteadyContent } from '../ui/steady-content.tsx';

const LABELS: Readonly<Record<LiveStatus, string>> = {
  live: 'Live',
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
};

function Label({ status }: { status: LiveStatus }) {
  const live = status === 'live';
  return (
    <>
      <span
        aria-hidden
        className={`size-3.5 rounded-full ${live ? 'bg-green-600' : 'animate-pulse bg-amber-500'}`}
      />
      {LABELS[status]}
    </>
  );
}

export function LiveIndicator({ status }: { status: LiveStatus }) {
  const live = status === 'live';
  return (
    <p
      role="status"
      aria-label={`Connection: ${LABELS[status]}`}
      className={`flex h-12 items-center rounded-full px-4 text-lg font-bold ${live ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900'}`}
    >
      {/* As wide as its longest label whatever it says: 'Connecting…' turning 'Live' on every load
          moved the sound switch and the clock beside it (a layout shift, docs/performance.md). */}
      <SteadyContent
        shown={status}
        className="flex items-center justify-center gap-2"
        variants={{
          live: <Label status="live" />,
          connecting: <Label status="connecting" />,
          reconnecting: <Label status="reconnecting" />,
        }}
      />
    </p>
  );
}
