// @vitest-environment node
// The order pages' live connection against a stand-in server speaking graphql-ws: closed by a
// stopping server's hand-over ("Service Restart"), it comes back at once and subscribes again; after
// any other close (a server going away without handing over) it waits, so a crashed server's phones
// do not all come back in the same instant (reconnect-wait.ts).
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { SERVER_RESTART_CLOSE_CODE } from '@brewline/domain/protocol/live-handover';
import { createLiveSocket } from '../src/features/orders/live-client.ts';

const SUBSCRIPTION = 'subscription { orderStatus(id: "1") { status } }';

/** Answers every connection's init and subscription; remembers when each subscription arrived. */
async function standInServer() {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const subscribed: { at: number; socket: WebSocket }[] = [];
  server.on('connection', (socket) => {
    socket.on('message', (raw: Buffer) => {
      const message = JSON.parse(raw.toString('utf8')) as { type: string; id?: string };
      if (message.type === 'connection_init') socket.send(JSON.stringify({ type: 'connection_ack' }));
      if (message.type === 'subscribe') {
        subscribed.push({ at: performance.now(), socket });
        const payload = { data: { orderStatus: { status: 'ORDER_SENT' } } };
        socket.send(JSON.stringify({ type: 'next', id: message.id, payload }));
      }
    });
  });
  const { port } = server.address() as AddressInfo;
  return { server, url: `ws://127.0.0.1:${port}/graphql`, subscribed };
}

async function until(condition: () => boolean, ms: number): Promise<boolean> {
  const deadline = performance.now() + ms;
  while (!condition() && performance.now() < deadline) await new Promise((r) => setTimeout(r, 5));
  return condition();
}

let stop: (() => Promise<void>) | null = null;
afterEach(async () => {
  await stop?.();
  stop = null;
});

describe('the live connection after a close', () => {
  async function subscribedClient() {
    const stand = await standInServer();
    const socket = createLiveSocket(stand.url);
    const unsubscribe = socket.subscribe(
      { query: SUBSCRIPTION },
      { next: () => {}, error: () => {}, complete: () => {} },
    );
    stop = async () => {
      unsubscribe();
      await socket.dispose();
      await new Promise((resolve) => stand.server.close(resolve));
    };
    expect(await until(() => stand.subscribed.length === 1, 2_000)).toBe(true);
    return stand;
  }

  it('subscribes again at once after a hand-over', async () => {
    const stand = await subscribedClient();
    const closedAt = performance.now();
    stand.subscribed[0]?.socket.close(SERVER_RESTART_CLOSE_CODE, 'Server restarting');
    expect(await until(() => stand.subscribed.length === 2, 1_000)).toBe(true);
    expect((stand.subscribed[1]?.at ?? Infinity) - closedAt).toBeLessThan(200);
  });

  it('waits before coming back after a server went away without handing over', async () => {
    const stand = await subscribedClient();
    stand.subscribed[0]?.socket.close(1001, 'Server shutting down');
    expect(await until(() => stand.subscribed.length === 2, 240)).toBe(false);
    // It does come back, within the first retry's window (up to 5 s: longer than the default test
    // timeout, which this test's own waits would otherwise outlast whenever the draw is late).
    expect(await until(() => stand.subscribed.length === 2, 5_500)).toBe(true);
  }, 10_000);
});
