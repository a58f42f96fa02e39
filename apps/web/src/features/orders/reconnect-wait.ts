// How long a phone waits before reconnecting its live status after the connection dropped. When a
// server stops (a deploy), all its phones drop at once; each reconnect costs the surviving server a
// WebSocket, a subscription with its database read and a Redis SUBSCRIBE. Coming back within half a
// second, 2,500 phones choked it for seconds (docs/performance.md, "Live status for thousands"), so
// the first retry is spread evenly over FIRST_SPREAD_MS and later ones over a window doubling to
// MAX_WAIT_MS ("full jitter"). A server that stops on purpose (a deploy) paces its closes itself and
// says so with its close code (@brewline/domain/live-handover): the first retry after such a close
// goes at once, to another server, and misses nothing. bench/live/live-socket.ts mirrors this for the
// bench's phones.
import { reconnectsAtOnce } from '@brewline/domain/protocol/live-handover';

export const FIRST_SPREAD_MS = 5_000;
export const MAX_WAIT_MS = 20_000;
const MIN_WAIT_MS = 250;

/**
 * The wait before reconnect attempt `retries` (0 for the first); `random` in [0, 1); `lastClose`: the
 * close event that ended the last connection (none at once but after a hand-over: reconnectsAtOnce).
 */
export function reconnectWaitMs(retries: number, random: number, lastClose: unknown): number {
  if (reconnectsAtOnce(retries, lastClose)) return 0;
  const window = Math.min(MAX_WAIT_MS, FIRST_SPREAD_MS * 2 ** retries);
  return MIN_WAIT_MS + random * (window - MIN_WAIT_MS);
}
