// The live (subscription) connections this server holds, so that a stopping server can hand them over
// to the others (@brewline/domain/live-handover): while it still serves and still hears every order
// event, it closes them a few at a time with "Service Restart", and each client reconnects at once to
// another server. Closing them all at once, or letting them drop, sent 2,500 phones to the surviving
// server within the same second; their clients now spread only the reconnects after a real drop
// (docs/performance.md, "Live status for thousands").
import {
  SERVER_RESTART_CLOSE_CODE,
  SERVER_RESTART_CLOSE_REASON,
} from '@brewline/domain/protocol/live-handover';

/** The part of a WebSocket this needs. */
export interface LiveSocket {
  close(code: number, reason: string): void;
  once(event: 'close', listener: () => void): unknown;
}

export interface HandOverPace {
  /** At most this many connections closed a second, so the other servers take them in their stride. */
  perSecond: number;
  /** A server with more connections than this window allows at that rate closes them faster. */
  maxMs: number;
}

/** Closes are made in batches this far apart: a timer per connection would be thousands of timers. */
const BATCH_EVERY_MS = 20;

export class LiveConnections {
  readonly #sockets = new Set<LiveSocket>();
  #handingOver = false;

  track(socket: LiveSocket): void {
    if (this.#sockets.has(socket)) return;
    this.#sockets.add(socket);
    socket.once('close', () => this.#sockets.delete(socket));
    // One that opened while the others were being handed over goes too.
    if (this.#handingOver) socket.close(SERVER_RESTART_CLOSE_CODE, SERVER_RESTART_CLOSE_REASON);
  }

  get size(): number {
    return this.#sockets.size;
  }

  /** True from the start of a hand-over: new live connections belong on another server. */
  get handingOver(): boolean {
    return this.#handingOver;
  }

  /**
   * Closes every connection with "Service Restart", in batches paced by `pace`, and resolves once all
   * are closed (their clients answered the close) or, for a client that never answers, a second after
   * the last close was sent.
   */
  async handOver(pace: HandOverPace): Promise<void> {
    this.#handingOver = true;
    const sockets = [...this.#sockets];
    // Connection i is due at i × spread ÷ count; each batch closes every one due by then.
    const paced = Math.min(pace.maxMs, (sockets.length * 1000) / pace.perSecond);
    // Fewer than one batch's worth go together.
    const spreadMs = paced < BATCH_EVERY_MS ? 0 : paced;
    const started = performance.now();
    let closed = 0;
    while (closed < sockets.length) {
      const elapsed = performance.now() - started;
      const due = spreadMs === 0 ? sockets.length : Math.floor((elapsed * sockets.length) / spreadMs) + 1;
      for (; closed < Math.min(due, sockets.length); closed++) {
        sockets[closed]?.close(SERVER_RESTART_CLOSE_CODE, SERVER_RESTART_CLOSE_REASON);
      }
      if (closed < sockets.length) await new Promise((resolve) => setTimeout(resolve, BATCH_EVERY_MS));
    }
    await this.#allClosed(1000);
  }

  async #allClosed(waitMs: number): Promise<void> {
    const deadline = Date.now() + waitMs;
    while (this.#sockets.size > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, BATCH_EVERY_MS));
    }
  }

  /** What is still open when the server closes (a hand-over cut short): closed at once. */
  closeAll(): void {
    for (const socket of this.#sockets) socket.close(SERVER_RESTART_CLOSE_CODE, SERVER_RESTART_CLOSE_REASON);
  }
}
