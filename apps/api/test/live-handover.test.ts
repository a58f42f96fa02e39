// A stopping server hands its live connections over in turns (live-connections.ts): every one is
// closed with "Service Restart", no faster than the pace allows but within its window, and one that
// opens meanwhile is closed at once.
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { SERVER_RESTART_CLOSE_CODE } from '@brewline/domain/protocol/live-handover';
import { LiveConnections } from '../src/realtime/live-connections.ts';

/** A socket that records when and how it was closed, and answers the close as a client does. */
class FakeSocket extends EventEmitter {
  closedAt: number | null = null;
  closeCode: number | null = null;
  readonly answers: boolean;
  constructor(answers = true) {
    super();
    this.answers = answers;
  }
  close(code: number): void {
    if (this.closedAt !== null) return;
    this.closedAt = performance.now();
    this.closeCode = code;
    if (this.answers) setTimeout(() => this.emit('close'), 1);
  }
}

function tracked(count: number, answers = true): { connections: LiveConnections; sockets: FakeSocket[] } {
  const connections = new LiveConnections();
  const sockets = Array.from({ length: count }, () => new FakeSocket(answers));
  for (const socket of sockets) connections.track(socket);
  return { connections, sockets };
}

describe('handing live connections over', () => {
  it('closes every connection with Service Restart, spread at the pace given', async () => {
    const { connections, sockets } = tracked(200);
    const started = performance.now();
    await connections.handOver({ perSecond: 1_000, maxMs: 5_000 });
    expect(sockets.every((socket) => socket.closeCode === SERVER_RESTART_CLOSE_CODE)).toBe(true);
    expect(connections.size).toBe(0);
    const times = sockets.map((socket) => (socket.closedAt ?? Infinity) - started).sort((a, b) => a - b);
    // 200 at 1,000 a second: the first at once, the last about 0.2 s later, half of them past 0.08 s.
    expect(times[0]).toBeLessThan(50);
    expect(times.at(-1)).toBeGreaterThan(150);
    expect(times[100]).toBeGreaterThan(80);
  });

  it('keeps within its window when there are more connections than the pace allows', async () => {
    const { connections, sockets } = tracked(3_000);
    const started = performance.now();
    await connections.handOver({ perSecond: 100, maxMs: 300 });
    const last = Math.max(...sockets.map((socket) => socket.closedAt ?? Infinity)) - started;
    expect(last).toBeGreaterThan(200);
    expect(last).toBeLessThan(1_500);
    expect(connections.size).toBe(0);
  });

  it('closes a few connections at once, and one opened during the hand-over as it opens', async () => {
    const { connections, sockets } = tracked(3);
    expect(connections.handingOver).toBe(false);
    const handingOver = connections.handOver({ perSecond: 500, maxMs: 5_000 });
    expect(connections.handingOver).toBe(true);
    expect(sockets.every((socket) => socket.closeCode === SERVER_RESTART_CLOSE_CODE)).toBe(true);
    const late = new FakeSocket();
    connections.track(late);
    expect(late.closeCode).toBe(SERVER_RESTART_CLOSE_CODE);
    await handingOver;
    expect(connections.size).toBe(0);
  });

  it('does not wait long for a client that never answers the close', async () => {
    const { connections } = tracked(2, false);
    const started = performance.now();
    await connections.handOver({ perSecond: 500, maxMs: 5_000 });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(connections.size).toBe(2);
  });
});
