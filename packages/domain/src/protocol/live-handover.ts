// How a stopping server hands its live connections (customers' order status, store boards) over to
// the other servers. While it still serves and still hears every order event, it closes them a few
// at a time with WebSocket's "Service Restart" code; a client closed that way reconnects at once (the
// load balancer sends it to another server, the stopping one refuses new live connections), and its
// subscription's first answer is the stored status, so nothing is missed. Any other drop (a crash, a
// network gone) drops every client of that server at once: those keep their spread waits.
export const SERVER_RESTART_CLOSE_CODE = 1012;
export const SERVER_RESTART_CLOSE_REASON = 'Server restarting';

/** A WebSocket close event (or anything a client library hands its listeners) from a hand-over. */
export function isServerRestartClose(event: unknown): boolean {
  return (
    typeof event === 'object' && event !== null && 'code' in event && event.code === SERVER_RESTART_CLOSE_CODE
  );
}

/**
 * Whether a client reconnects without waiting: only on its first try after a hand-over. If that try
 * fails (one server alone, being restarted) or the drop was anything else, it waits as it would.
 */
export function reconnectsAtOnce(retries: number, lastClose: unknown): boolean {
  return retries === 0 && isServerRestartClose(lastClose);
}
