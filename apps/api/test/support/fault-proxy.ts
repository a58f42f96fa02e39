// A tiny TCP proxy on loopback that a test can break: `refuse` closes it (every open connection is
// cut and new ones are refused, as when the database goes down), `blackhole` accepts connections and
// forwards nothing (a network partition: bytes go nowhere, no reset), `slow` forwards requests at once
// but holds every reply for `slowMs` (the far side did the work, its answer is late), `forward` is normal.
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export type ProxyMode = 'forward' | 'blackhole' | 'refuse' | 'slow';

export interface FaultProxy {
  port: number;
  /** The target URL with its host and port replaced by the proxy's. */
  urlFor(targetUrl: string): string;
  setMode(mode: ProxyMode): Promise<void>;
  close(): Promise<void>;
}

export async function startFaultProxy(
  targetHost: string,
  targetPort: number,
  slowMs = 2500,
): Promise<FaultProxy> {
  let mode: ProxyMode = 'forward';
  const open = new Set<Socket>();
  const onConnection = (client: Socket): void => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    if (mode === 'blackhole') {
      client.pause();
      return;
    }
    const upstream = connect(targetPort, targetHost);
    open.add(upstream);
    upstream.on('close', () => {
      open.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream);
    upstream.on('data', (chunk: Buffer) => {
      if (mode === 'slow') setTimeout(() => client.writable && client.write(chunk), slowMs);
      else if (client.writable) client.write(chunk);
    });
  };
  let server: Server = createServer(onConnection);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  const cutAll = () => {
    for (const socket of open) socket.destroy();
    open.clear();
  };
  const listening = () => server.listening;

  return {
    port,
    urlFor(targetUrl) {
      const url = new URL(targetUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    async setMode(next) {
      if (next === 'refuse') {
        mode = next;
        cutAll();
        if (listening()) await new Promise<void>((resolve) => server.close(() => resolve()));
        return;
      }
      if (next === 'blackhole') {
        // Connections already open stop carrying bytes too: nothing is reset, everything just waits.
        for (const socket of open) {
          socket.unpipe();
          socket.removeAllListeners('data');
          socket.pause();
        }
      }
      const previous = mode;
      mode = next;
      if (!listening()) {
        server = createServer(onConnection);
        await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      }
      // Connections a partition held are dropped (their peers give up on them); new ones forward.
      if (next === 'forward' && previous === 'blackhole') cutAll();
    },
    async close() {
      cutAll();
      if (listening()) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
