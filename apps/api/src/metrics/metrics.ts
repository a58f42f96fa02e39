// The server's Prometheus metrics (prom-client), one registry per server: what it served (requests by
// route and GraphQL operation), what the business did through it (orders, payments) and what its
// state is when scraped (state-gauges.ts). Instrumentation hooks in where the events already pass: the
// request hooks (request-metrics.ts), the order event bus and the payment provider's bounded calls
// (both wrapped in server.ts); modules never import this. Served on a port of its own (metrics-server.ts).
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { OrderEventBus } from '../modules/orders/life-cycle/order-events.ts';

/** Seconds; the order alert watches sendCustomerOrder's p99 against 250 ms, so the buckets are fine there. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5, 5, 10];

export interface BrewlineMetrics {
  readonly registry: Registry;
  /** Every HTTP answer: route pattern (never the raw URL), method, status code and, on /graphql, the operation. */
  readonly requests: Histogram<'route' | 'method' | 'status' | 'operation'>;
  /** Every executed GraphQL operation, by its first root field and whether the answer carried errors. */
  readonly graphqlOperations: Counter<'operation' | 'result'>;
  /** Orders placed, failed (ORDER_ERROR) and refunded, counted by the server that stored the change. */
  readonly orders: Counter<'event'>;
  /** Calls to the payment provider by operation and result: ok, error or timeout. */
  readonly paymentCalls: Counter<'operation' | 'result'>;
}

export function createMetrics(): BrewlineMetrics {
  const registry = new Registry();
  return {
    registry,
    requests: new Histogram({
      name: 'brewline_http_request_duration_seconds',
      help: 'HTTP requests answered, by route pattern, method, status code and GraphQL operation',
      labelNames: ['route', 'method', 'status', 'operation'],
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    graphqlOperations: new Counter({
      name: 'brewline_graphql_operations_total',
      help: 'GraphQL operations executed, by first root field and result (ok, error)',
      labelNames: ['operation', 'result'],
      registers: [registry],
    }),
    orders: new Counter({
      name: 'brewline_orders_total',
      help: 'Orders placed, failed and refunded through this server',
      labelNames: ['event'],
      registers: [registry],
    }),
    paymentCalls: new Counter({
      name: 'brewline_payment_provider_calls_total',
      help: 'Calls to the payment provider, by operation and result (ok, error, timeout)',
      labelNames: ['operation', 'result'],
      registers: [registry],
    }),
  };
}

/** Node's own process metrics (CPU, memory, event-loop lag, GC) in the registry: only for a served one. */
export function collectProcessMetrics(metrics: BrewlineMetrics): void {
  collectDefaultMetrics({ register: metrics.registry });
}

const ORDER_EVENT_OF_STATUS: Readonly<Record<string, string>> = {
  ORDER_ERROR: 'failed',
  ORDER_REFUND_PROCESSED: 'refunded',
};

/** The order event bus, counting each stored change it publishes: a new order, a failure, a refund. */
export function countingOrderEvents(bus: OrderEventBus, metrics: BrewlineMetrics): OrderEventBus {
  return {
    publishStatus(update, storeId, kind) {
      const event = kind === 'ORDER_CREATED' ? 'placed' : ORDER_EVENT_OF_STATUS[update.status];
      if (event) metrics.orders.inc({ event });
      bus.publishStatus(update, storeId, kind);
    },
  };
}
