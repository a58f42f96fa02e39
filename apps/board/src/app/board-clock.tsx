// The store's time, large: baristas check scheduled pickups against it.
import { formatTimeOfDay } from '../lib/board-time.ts';
import { useNow } from '../lib/use-now.ts';

export function BoardClock({ timeZone }: { timeZone: string | null }) {
  const now = useNow(1_000);
  return (
    <time
      dateTime={now.toISOString()}
      className="text-2xl font-extrabold text-white tabular-nums"
      aria-label="Store time"
    >
      {formatTimeOfDay(now, timeZone)}
    </time>
  );
}
