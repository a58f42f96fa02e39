// The store's time, large: baristas check scheduled pickups against it.
import { formatTimeOfDay } from '../lib/board-time.ts';
import { useNow } from '../lib/use-now.ts';
import { SteadyContent } from '../ui/steady-content.tsx';

// The widest times the clock can show (its digits are tabular, so any two-digit hour is as wide),
// in the clock's own format. The clock keeps their width: until the store's zone answers it reads
// the tablet's zone, and '10:25 AM' turning '2:25 AM' moved everything beside it (a layout shift
// in Lighthouse whenever the two zones' hours differ in digits, docs/performance.md). A one-digit hour gets a
// figure space (a digit's width) in front, so the minutes never move either.
const WIDEST_MORNING = formatTimeOfDay(new Date(Date.UTC(2000, 0, 1, 10, 0)), 'UTC');
const WIDEST_EVENING = formatTimeOfDay(new Date(Date.UTC(2000, 0, 1, 22, 0)), 'UTC');

function alignedHour(time: string): string {
  return /^\d\D/.test(time) ? `\u2007${time}` : time;
}

export function BoardClock({ timeZone }: { timeZone: string | null }) {
  const now = useNow(1_000);
  return (
    <time
      dateTime={now.toISOString()}
      className="text-2xl font-extrabold text-white tabular-nums"
      aria-label="Store time"
    >
      <SteadyContent
        shown="now"
        variants={{
          now: alignedHour(formatTimeOfDay(now, timeZone)),
          morning: WIDEST_MORNING,
          evening: WIDEST_EVENING,
        }}
      />
    </time>
  );
}
