// One live connection as a phone or a board holds it: a WebSocket speaking the graphql-ws protocol
// (graphql-transport-ws) with one subscription, written on the bare `ws` package so that thousands
// of them fit in the bench process. When the connection drops, it reconnects by itself with the web
// app's waits (apps/web/src/features/orders/reconnect-wait.ts: at once after a stopping server's
// hand-over, otherwise the first spread over 5 s, later ones over a window doubling to 20 s), trying
// the other address first, and
// subscribes again at once: the subscription's first answer is the stored status, as in the web
// app. Bounded: it gives up after MAX_ATTEMPTS failed connects in a row (about 8 minutes), and never
// reconnects after `close()`.
import WebSocket from 'ws';
import { SERVER_RESTART_CLOSE_CODE } from '@brewline/domain/protocol/live-handover';
import { reconnectWaitMs } from '../../apps/web/src/features/orders/reconnect-wait.ts';

const MAX_ATTEMPTS = 30;
const SUBSCRIPTION_ID = '1';

export interface LiveSocketOptions {
  /** Loopback base URLs (http://127.0.0.1:port); the first is tried first. */
  addresses: readonly string[];
  query: string;
  variables?: Record<string, unknown>;
  connectionParams?: Record<string, unknown>;
  /** Each `next` payload's data, with its arrival time (performance.now()). */
  onData(data: unknown, arrivedAt: number): void;
  /** Runs on every (re)connection after the first, just before subscribing again. */
  onResubscribe?(): void;
}

export class LiveSocket {
  /** Connections made (the first included). */
  connections = 0;
  /** Connects that failed (refused, or the server went away before acknowledging). */
  failedConnects = 0;
  /** Connections a stopping server handed over (closed with "Service Restart"). */
  handedOver = 0;
  /** Errors the server answered the subscription with. */
  readonly errors: string[] = [];
  private socket: WebSocket | null = null;
  private closed = false;
  private attempts = 0;
  private next = 0;

  private readonly options: LiveSocketOptions;

  constructor(options: LiveSocketOptions) {
    this.options = options;
  }

  /** Resolves once subscribed (the server acknowledged the connection), rejects if it never is. */
  open(): Promise<void> {
    return this.connect();
  }

  get connected(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  private address(): string {
    const { addresses } = this.options;
    return addresses[this.next % addresses.length] ?? '';
  }

  private connect(): Promise<void> {
    const address = this.address();
    const url = `${address.replace(/^http/, 'ws')}/graphql`;
    const reconnecting = this.connections > 0;
    return new Promise<void>((resolve, reject) => {
      let acknowledged = false;
      const socket = new WebSocket(url, 'graphql-transport-ws');
      this.socket = socket;
      socket.on('open', () => {
        socket.send(
          JSON.stringify({ type: 'connection_init', payload: this.options.connectionParams ?? {} }),
        );
      });
      socket.on('message', (raw: WebSocket.RawData) => {
        const arrivedAt = performance.now();
        const message = JSON.parse((raw as Buffer).toString('utf8')) as {
          type: string;
          payload?: { data?: unknown } | { message: string }[];
        };
        if (message.type === 'connection_ack') {
          acknowledged = true;
          this.connections += 1;
          this.attempts = 0;
          this.subscribe(socket, reconnecting);
          resolve();
        } else if (message.type === 'next' && message.payload && !Array.isArray(message.payload)) {
          this.options.onData(message.payload.data, arrivedAt);
        } else if (message.type === 'error') {
          this.errors.push(JSON.stringify(message.payload));
        } else if (message.type === 'ping') {
          socket.send(JSON.stringify({ type: 'pong' }));
        }
      });
      socket.on('error', () => {
        // 'close' follows and decides.
      });
      socket.on('close', (code: number) => {
        if (this.socket === socket) this.socket = null;
        if (!acknowledged) this.failedConnects += 1;
        if (code === SERVER_RESTART_CLOSE_CODE) this.handedOver += 1;
        if (this.closed) {
          if (!acknowledged) reject(new Error('closed before subscribing'));
          return;
        }
        // After a drop, try the other address first; after a failed connect, alternate.
        this.next += 1;
        const wait = reconnectWaitMs(this.attempts, Math.random(), { code });
        this.attempts += 1;
        if (this.attempts > MAX_ATTEMPTS) {
          reject(new Error(`no connection after ${MAX_ATTEMPTS} attempts`));
          return;
        }
        setTimeout(() => {
          if (!this.closed) this.connect().then(resolve, reject);
        }, wait);
      });
    });
  }

  private subscribe(socket: WebSocket, reconnecting: boolean): void {
    if (reconnecting) this.options.onResubscribe?.();
    socket.send(
      JSON.stringify({
        id: SUBSCRIPTION_ID,
        type: 'subscribe',
        payload: { query: this.options.query, variables: this.options.variables ?? {} },
      }),
    );
  }

  close(): Promise<void> {
    this.closed = true;
    const socket = this.socket;
    if (!socket || socket.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      socket.once('close', () => resolve());
      socket.close(1000);
    });
  }
}
