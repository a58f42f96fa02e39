// SIGTERM to a real API process (a deploy, the load balancer draining it): the request in flight
// completes with its answer, the live subscription gets a clean close saying the server is
// restarting (1012, so the client reconnects elsewhere at once), new connections are refused, the
// process exits 0.
import { createClient } from 'graphql-ws';
import {
  SERVER_RESTART_CLOSE_CODE,
  SERVER_RESTART_CLOSE_REASON,
} from '@brewline/domain/protocol/live-handover';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startApiProcess, type ApiProcess } from './support/api-process.ts';
import { startFaultProxy, type FaultProxy } from './support/fault-proxy.ts';
import { createFreshPostgres, postgresAnswers, type FreshPostgres } from './support/fresh-postgres.ts';
import { createIntent, draftOrder } from './support/order-flow.ts';
import { startStripeDouble, type StripeDouble } from './support/stripe-double.ts';

const STORE = 118;
const SLOW_MS = 1500;
const up = await postgresAnswers();
if (!up) {
  const message = 'PostgreSQL does not answer: the graceful shutdown test is SKIPPED.';
  if (process.env['CI'] === 'true') throw new Error(`${message} In CI this is a failure.`);
  console.warn(message);
}

describe.runIf(up)('graceful shutdown', () => {
  let database: FreshPostgres;
  let double: StripeDouble;
  let proxy: FaultProxy;
  let api: ApiProcess;

  beforeAll(async () => {
    database = await createFreshPostgres('shutdown');
    double = await startStripeDouble();
    const target = new URL(double.url);
    // Stripe answers slowly, so a checkout is still in flight when the signal comes.
    proxy = await startFaultProxy(target.hostname, Number(target.port), SLOW_MS);
    api = await startApiProcess({
      DATABASE_URL: database.url,
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_brewline',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_brewline',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_secret',
      STRIPE_API_URL: `http://127.0.0.1:${proxy.port}`,
      PAYMENT_PROVIDER_TIMEOUT_MS: '10000',
    });
  });
  afterAll(async () => {
    if (api && api.child.exitCode === null) api.child.kill('SIGKILL');
    await proxy?.close();
    await double?.close();
    await database?.drop();
  });

  it('finishes the request in flight, closes the subscription cleanly and exits 0', async () => {
    const order = await draftOrder(api, STORE);
    const closed = new Promise<{ code: number; reason: string }>((resolve) => {
      const client = createClient({
        url: `${api.baseUrl.replace('http', 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        retryAttempts: 0,
        // Connected until the server closes it, whatever the subscription answers.
        lazy: false,
        on: {
          closed: (event) => {
            const { code, reason } = event as { code: number; reason: string };
            resolve({ code, reason });
          },
        },
      });
      void (async () => {
        for await (const _update of client.iterate({
          query: 'subscription ($id: String!) { orderStatus(id: $id) { status } }',
          variables: { id: 'not-placed-yet' },
        }));
      })().catch(() => undefined);
    });
    // Let the subscription be established before the signal.
    await new Promise((resolve) => setTimeout(resolve, 300));

    await proxy.setMode('slow');
    const started = Date.now();
    const inFlight = createIntent(api, STORE, order);
    await new Promise((resolve) => setTimeout(resolve, 300));
    api.child.kill('SIGTERM');

    const answer = await inFlight;
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.createStripeOrderPaymentIntent.id).toMatch(/^pi_double_/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_MS);
    expect(await closed).toEqual({ code: SERVER_RESTART_CLOSE_CODE, reason: SERVER_RESTART_CLOSE_REASON });
    expect(await api.exited).toEqual({ code: 0, signal: null });
    // Gone for new requests.
    await expect(fetch(`${api.baseUrl}/healthz`)).rejects.toThrow();
    expect(api.output()).not.toMatch(/"level":50/);
  });
});
