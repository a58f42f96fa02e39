// The server's Prometheus metrics: an order placed through it is counted (the order, its request by
// GraphQL operation, its payment calls) and seen by the state gauges (its store's queue, the outbox);
// the metrics port serves them with the health checks, and the public port never does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectProcessMetrics } from '../src/metrics/metrics.ts';
import { serveMetrics } from '../src/metrics/metrics-server.ts';
import { buildServer, type BrewlineServer } from '../src/server.ts';
import { metricValue } from './support/metrics-reading.ts';
import { paidOrder, sendOrder } from './support/order-flow.ts';
import { graphqlOver } from './support/graphql-post.ts';
import { availableTestDatabases, type TestDatabase } from './support/test-databases.ts';

const kinds = await availableTestDatabases();
const STORE = 118;
const NOW = new Date('2026-11-21T18:00:00Z'); // the store is open

describe.each(kinds)('metrics on $name', (kind) => {
  let database: TestDatabase;
  let server: BrewlineServer;
  let baseUrl: string;
  const client = () => ({
    baseUrl,
    graphql: <T>(query: string, variables: Record<string, unknown> = {}) =>
      graphqlOver<T>(baseUrl, query, variables),
  });

  beforeAll(async () => {
    database = await kind.open();
    // No mail sender: the order's receipt stays in the outbox for the gauges to see.
    server = await buildServer({
      database: database.handle,
      webDistDir: null,
      logLevel: 'warn',
      now: () => NOW,
      mail: null,
    });
    baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server.app.close();
    await database.dispose();
  });

  it("counts a placed order, its request by operation and its payment calls; the gauges see the store's queue", async () => {
    const order = await paidOrder(client(), STORE);
    const placed = await sendOrder(client(), STORE, order);
    expect(placed.errors).toBeUndefined();
    const { metrics } = server;

    expect(await metricValue(metrics, 'brewline_orders_total', { event: 'placed' })).toBe(1);
    expect(
      await metricValue(metrics, 'brewline_graphql_operations_total', {
        operation: 'sendCustomerOrder',
        result: 'ok',
      }),
    ).toBe(1);
    expect(
      await metricValue(metrics, 'brewline_http_request_duration_seconds_count', {
        route: '/graphql',
        status: '200',
        operation: 'sendCustomerOrder',
      }),
    ).toBe(1);
    expect(
      await metricValue(metrics, 'brewline_payment_provider_calls_total', { result: 'ok' }),
    ).toBeGreaterThan(0);
    expect(await metricValue(metrics, 'brewline_store_queue_orders', { store: String(STORE) })).toBe(1);
    expect(await metricValue(metrics, 'brewline_store_within_hours', { store: String(STORE) })).toBe(1);
    expect(await metricValue(metrics, 'brewline_outbox_pending_messages')).toBeGreaterThan(0);
  });

  it('an unknown path is one `unmatched` series, not one per path', async () => {
    for (const path of ['/no-such-1', '/no-such-2']) await fetch(`${baseUrl}${path}`);
    const text = await server.metrics.registry.metrics();
    expect(text).not.toContain('no-such');
    expect(
      await metricValue(server.metrics, 'brewline_http_request_duration_seconds_count', {
        route: 'unmatched',
      }),
    ).toBe(2);
  });

  it('serves /metrics and the health checks on the metrics port; the public port has no /metrics', async () => {
    collectProcessMetrics(server.metrics);
    const metricsServer = await serveMetrics(server.app, server.metrics, { port: 0, host: '127.0.0.1' });
    try {
      const address = metricsServer.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const scrape = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(scrape.status).toBe(200);
      const text = await scrape.text();
      expect(text).toMatch(/^brewline_ready 1$/m);
      expect(text).toContain('nodejs_eventloop_lag_seconds');
      expect(text).toContain('brewline_mail_transport{transport="');
      if (kind.name === 'postgres') expect(text).toContain('brewline_db_pool_connections{state="total"}');
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
      expect((await fetch(`${baseUrl}/metrics`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => metricsServer.close(resolve));
    }
  });
});
