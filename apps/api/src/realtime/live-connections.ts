// The live (subscription) connections this server holds, so that a shutdown can tell each of them
// it is going away (close code 1001) and its client reconnects at once, to another server behind the
// load balancer, instead of finding a dropped socket.

/** The part of a WebSocket this needs. */
export interface LiveSocket {
  close(code: number, reason: string): void;
  once(event: 'close', listener: () => void): unknown;
}

export const GOING_AWAY = 1001;

export class LiveConnections {
  readonly #sockets = new Set<LiveSocket>();

  track(socket: LiveSocket): void {
    if (this.#sockets.has(socket)) return;
    this.#sockets.add(socket);
    socket.once('close', () => this.#sockets.delete(socket));
  }

  get size(): number {
    return this.#sockets.size;
  }

  closeAll(reason = 'Server shutting down'): void {
    for (const socket of this.#sockets) socket.close(GOING_AWAY, reason);
  }
}
