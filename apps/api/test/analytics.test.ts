// POST /events and the funnel report, on both databases.
import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../src/db/schema/analytics.ts';
import { formatFunnel, funnelForDay } from '../src/modules/analytics/funnel-report.ts';
import { paidOrder, sendOrder } from './support/order-flow.ts';
import { availableTestDatabases } from './support/test-databases.ts';
import { startTestServer, type RunningServer } from './support/test-server.ts';

const kinds = await availableTestDatabases();
const DAY = '2026-11-21';
const NOW = new Date(`${DAY}T18:00:00Z`);

describe.each(kinds)('analytics on $name', (kind) => {
  let server: RunningServer;
  const stored = async () =>
    (await server.database.handle.db.select({ n: count() }).from(analyticsEvents))[0]?.n ?? 0;
  const post = (body: unknown, contentType = 'application/json') =>
    fetch(`${server.baseUrl}/events`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: JSON.stringify(body),
    });
  const events = (name: string, n: number) =>
    Array.from({ length: n }, () => ({ name, at: `${DAY}T17:00:00.000Z`, props: { storeId: 118 } }));

  beforeAll(async () => {
    server = await startTestServer(kind, { now: () => NOW });
  });
  afterAll(async () => {
    await server.close();
  });

  it('stores a batch sent as JSON or as a beacon, and refuses a bad batch whole', async () => {
    const sessionCartId = randomUUID();
    expect((await post({ sessionCartId, events: events('menu_view', 4) })).status).toBe(204);
    expect(
      (
        await post(
          { sessionCartId, events: [...events('product_view', 2), ...events('cart_add', 1)] },
          'text/plain;charset=UTF-8',
        )
      ).status,
    ).toBe(204);
    const before = await stored();
    const bad = await post({
      sessionCartId,
      events: [
        ...events('checkout_start', 1),
        { name: 'cart_add', at: DAY, props: { email: 'ada@example.com' } },
      ],
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(
      /^Invalid analytics batch: events\.1/,
    );
    expect(await stored()).toBe(before);
  });

  it('reports the day funnel with orders from the orders table', async () => {
    await post({ sessionCartId: randomUUID(), events: events('checkout_start', 1) });
    const order = await paidOrder(server, 118);
    await sendOrder(server, 118, order);
    const steps = await funnelForDay(server.database.handle.db, DAY);
    expect(steps.map((s) => s.count)).toEqual([4, 2, 1, 1, 1]);
    expect(formatFunnel(DAY, steps)).toContain('| Product views | 2 | 50.0% |');
    expect((await funnelForDay(server.database.handle.db, '2026-11-20')).map((s) => s.count)).toEqual([
      0, 0, 0, 0, 0,
    ]);
  });
});
