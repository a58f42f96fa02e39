// Orders offered at a steady rate (open loop): request i is due at start + i ÷ rate, whatever the
// answers before it did, over at most 100 keep-alive connections. autocannon's own rate limit sends
// each connection's share of a second in one burst at the second's start (100 connections, 500/s:
// 500 requests at once, every second), which measures the burst, not one order; this spreads them.
// Latency counts from when a request was due, so a server (or a client) that falls behind is not
// flattered by requests that went out late (coordinated omission).
import { Agent, request } from 'node:http';
import { CONNECTIONS } from './load.ts';
import type { OrderFigures } from './order-load.ts';

const TIMEOUT_MS = 10_000;

interface Answer {
  status: number;
  body: string;
}

function post(agent: Agent, url: URL, body: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        timeout: TIMEOUT_MS,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

export async function firePacedOrders(url: string, bodies: string[], rate: number): Promise<OrderFigures> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const target = new URL(url);
  const latencies: number[] = [];
  let ok = 0;
  let errors = 0;
  let timeouts = 0;
  let firstError: string | null = null;
  const started = performance.now();
  const sent: Promise<void>[] = [];

  const send = (body: string, dueAt: number): Promise<void> =>
    post(agent, target, body).then(
      (answer) => {
        latencies.push(performance.now() - dueAt);
        if (answer.status === 200 && !answer.body.includes('"errors"')) ok += 1;
        else {
          errors += 1;
          firstError ??= `${answer.status} ${answer.body.slice(0, 300)}`;
        }
      },
      (error: unknown) => {
        latencies.push(performance.now() - dueAt);
        errors += 1;
        if (error instanceof Error && error.message === 'timeout') timeouts += 1;
        firstError ??= String(error);
      },
    );

  // Each tick sends whatever has fallen due since the last one.
  let next = 0;
  await new Promise<void>((resolve) => {
    const tick = (): void => {
      const elapsed = performance.now() - started;
      const due = Math.min(bodies.length, Math.floor((elapsed * rate) / 1000) + 1);
      for (; next < due; next += 1) sent.push(send(bodies[next] ?? '', started + (next * 1000) / rate));
      if (next < bodies.length) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  await Promise.all(sent);
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    ordersPerSecond: ok / seconds,
    p99Ms: Math.round(percentile(latencies, 0.99)),
    p50Ms: Math.round(percentile(latencies, 0.5)),
    ok,
    errors,
    timeouts,
    firstError,
  };
}
