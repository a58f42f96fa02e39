// The sendCustomerOrder run: every request carries its own prepared order, so each one commits a new
// order (a repeated cart id would be an idempotent replay and measure nothing). Mercurius answers
// GraphQL errors with 200, so the bodies are read too and an answer with `errors` counts as an error.
import autocannon from 'autocannon';
import { CONNECTIONS } from './load.ts';

export interface OrderFigures {
  ordersPerSecond: number;
  p99Ms: number;
  /** The median latency, where the load generator knows it (the paced round). */
  p50Ms?: number;
  ok: number;
  errors: number;
  timeouts: number;
  firstError: string | null;
}

/** Sends the bodies over 100 connections, each sending its next as soon as its answer is in. */
export async function fireOrders(url: string, bodies: string[]): Promise<OrderFigures> {
  let next = 0;
  let graphqlErrors = 0;
  let firstError: string | null = null;
  const started = performance.now();
  let lastAnswer = started;
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    connections: CONNECTIONS,
    amount: bodies.length,
    requests: [
      {
        // Past the last prepared order the body stays the last one: an idempotent replay, no new order.
        setupRequest: (request) => ({ ...request, body: bodies[Math.min(next++, bodies.length - 1)] }),
        onResponse: (status, body) => {
          lastAnswer = performance.now();
          if (status === 200 && body.includes('"errors"')) {
            graphqlErrors += 1;
            firstError ??= body.slice(0, 300);
          }
        },
      },
    ],
  });
  // Until the last answer, not until autocannon returns: it notices the end on its one-second ticker,
  // which would round every run up to whole seconds.
  const seconds = (lastAnswer - started) / 1000;
  const ok = result['2xx'] - graphqlErrors;
  return {
    ordersPerSecond: ok / seconds,
    p99Ms: result.latency.p99,
    ok,
    errors: result.errors + result.non2xx + graphqlErrors,
    timeouts: result.timeouts,
    firstError,
  };
}
