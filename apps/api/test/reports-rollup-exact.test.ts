// The report rollups say exactly what the orders say: every part of the report, read through the
// rollups (the chain's day × hour and pickups, the calendar months, the store days), equals the same
// figure computed here straight from the raw orders and lines, in TypeScript, with each store's day and
// hour found by Intl in its own time zone. Over ranges with whole months and ragged ends, ranges with
// none, the chain and named stores; after orders folded in by the trigger, orders added later to months
// already summed, refunds (whole and partial) and failures, and after a rebuild from scratch.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { FAILED_STATUSES, REFUND_STATUSES } from '@brewline/domain/reports/sales-report';
import { ANALYTICS_EVENT_NAMES } from '@brewline/domain/reports/analytics-events';
import { analyticsEvents } from '../src/db/schema/analytics.ts';
import { orderItems, orderRefunds, orders } from '../src/db/schema/orders.ts';
import { stores } from '../src/db/schema/stores.ts';
import { rebuildReportRollups } from '../src/modules/reports/report-rollup.ts';
import { insertKnownOrder, type KnownOrder } from './support/known-orders.ts';
import { startSecuredServer, type SecuredServer } from './support/secured-server.ts';
import { signUpStaff, type StaffPerson } from './support/staff-people.ts';
import { availableTestDatabases } from './support/test-databases.ts';

const kinds = await availableTestDatabases();

const NEW_YORK = 101; // America/New_York
const PHOENIX = 111; // America/Phoenix: no daylight saving time, so its offset to the others changes on March 8
const LAS_VEGAS = 118; // America/Los_Angeles
const STORES = [NEW_YORK, PHOENIX, LAS_VEGAS];

const FIGURES = 'orders sales salesCents refunds refundedCents failed';
const REPORT = `query Report($from: String!, $to: String!, $storeIds: [Int!]) {
  salesReport(from: $from, to: $to, storeIds: $storeIds) {
    totals { ${FIGURES} }
    byStore { storeId figures { ${FIGURES} } }
    byDay { date figures { ${FIGURES} } }
    byHour { hour figures { ${FIGURES} } }
    pickupMethods { pickupMethod figures { ${FIGURES} } }
    topProducts(limit: 50) { productId productName quantity salesCents }
    topModifiers(limit: 50) { modifierId quantity salesCents }
    funnel { label count }
  }
}`;

interface Figures {
  orders: number;
  sales: number;
  salesCents: number;
  refunds: number;
  refundedCents: number;
  failed: number;
}
interface Report {
  totals: Figures;
  byStore: { storeId: number; figures: Figures }[];
  byDay: { date: string; figures: Figures }[];
  byHour: { hour: number; figures: Figures }[];
  pickupMethods: { pickupMethod: string; figures: Figures }[];
  topProducts: { productId: number; productName: string; quantity: number; salesCents: number }[];
  topModifiers: { modifierId: number; quantity: number; salesCents: number }[];
  funnel: { label: string; count: number }[] | null;
}

/** A small deterministic random source (mulberry32), so each run stores the same orders. */
function randomSource(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PRODUCTS = [
  { productId: 301, productName: 'Caffè Latte', priceCents: 475 },
  { productId: 302, productName: 'Cappuccino', priceCents: 450 },
  { productId: 303, productName: 'Cold Brew', priceCents: 395 },
  { productId: 401, productName: 'Croissant', priceCents: 325 },
];
const MODIFIERS = [
  { modifierId: 40, name: 'Vanilla Syrup', unitPriceCents: 50 },
  { modifierId: 41, name: 'Oat Milk', unitPriceCents: 70 },
  { modifierId: 42, name: 'Extra Shot', unitPriceCents: 90 },
];
const STATUSES = ['ORDER_PICKED_UP', 'ORDER_PICKED_UP', 'ORDER_PICKED_UP', 'ORDER_READY', 'ORDER_ERROR'];
const PICKUPS = ['IN_STORE', 'DRIVE_THRU', 'PARKING_LOT'] as const;

/** `count` orders placed between two instants, at the three stores, with lines and modifiers. */
function someOrders(random: () => number, count: number, fromIso: string, toIso: string): KnownOrder[] {
  const from = Date.parse(fromIso);
  const span = Date.parse(toIso) - from;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  return Array.from({ length: count }, () => {
    const lines = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
      const product = pick(PRODUCTS);
      const quantity = 1 + Math.floor(random() * 2);
      const modifier = random() < 0.6 ? pick(MODIFIERS) : null;
      const pumps = 1 + Math.floor(random() * 3);
      return {
        productId: product.productId,
        productName: product.productName,
        quantity,
        priceCents: quantity * (product.priceCents + (modifier ? pumps * modifier.unitPriceCents : 0)),
        discountCents: random() < 0.1 ? 100 : 0,
        modifiers: modifier ? [{ ...modifier, quantity: pumps }] : [],
      };
    });
    return {
      storeId: pick(STORES),
      status: pick(STATUSES),
      pickupLocation: pick(PICKUPS),
      placedAt: new Date(from + Math.floor(random() * span)).toISOString(),
      taxCents: 10 + Math.floor(random() * 60),
      lines,
    };
  });
}

/** Browsing events between two instants (the funnel's steps and others it does not count). */
async function addEvents(
  server: SecuredServer,
  random: () => number,
  count: number,
  fromIso: string,
  toIso: string,
) {
  const from = Date.parse(fromIso);
  const span = Date.parse(toIso) - from;
  await server.database.handle.db.insert(analyticsEvents).values(
    Array.from({ length: count }, () => {
      const at = new Date(from + Math.floor(random() * span));
      return {
        name: ANALYTICS_EVENT_NAMES[Math.floor(random() * ANALYTICS_EVENT_NAMES.length)] ?? 'menu_view',
        sessionCartId: randomUUID(),
        occurredAt: at,
        receivedAt: at,
        props: {},
      };
    }),
  );
}

/** Orders at the very edges of local days and months, where UTC says another day. */
const EDGE_ORDERS: KnownOrder[] = [
  // Phoenix, 11:30 PM on January 31 locally: February 1 in UTC.
  { placedAt: '2026-02-01T06:30:00Z', storeId: PHOENIX },
  // Las Vegas, 11:59 PM on February 28 locally: March 1 in UTC.
  { placedAt: '2026-03-01T07:59:00Z', storeId: LAS_VEGAS },
  // New York, 11:30 PM on March 31 locally: April 1 in UTC.
  { placedAt: '2026-04-01T03:30:00Z', storeId: NEW_YORK },
  // New York, 12:10 AM on February 1 locally.
  { placedAt: '2026-02-01T05:10:00Z', storeId: NEW_YORK },
].map((edge) => ({
  ...edge,
  status: 'ORDER_PICKED_UP',
  pickupLocation: 'DRIVE_THRU',
  taxCents: 33,
  lines: [{ productId: 302, productName: 'Cappuccino', quantity: 1, priceCents: 450 }],
}));

const REFUNDS: readonly string[] = REFUND_STATUSES;
const FAILS: readonly string[] = FAILED_STATUSES;

interface RawOrder {
  id: string;
  storeId: number;
  status: string;
  pickupLocation: string;
  totalCents: number;
  taxCents: number;
  placedAt: Date;
}

/** The local calendar day and hour of an instant in a time zone, by Intl (not by the database). */
function localDayAndHour(at: Date, timeZone: string): { day: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string): string => parts.find((p) => p.type === type)?.value ?? '';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

const zero = (): Figures => ({ orders: 0, sales: 0, salesCents: 0, refunds: 0, refundedCents: 0, failed: 0 });

describe.each(kinds)('report rollups against the raw orders on $name', (kind) => {
  let server: SecuredServer;
  let admin: StaffPerson;
  let phoenixManager: StaffPerson;
  const random = randomSource(19);

  /** The whole report computed straight from every stored order and line. */
  async function straight(
    from: string,
    to: string,
    storeIds: number[] | null,
    wholeChainSees = true,
  ): Promise<Report> {
    const db = server.database.handle.db;
    const storeZones = await db.select({ storeId: stores.storeId, timeZone: stores.timeZone }).from(stores);
    const zones = new Map(storeZones.map((s) => [s.storeId, s.timeZone]));
    const inScope = [...zones.keys()].filter((id) => storeIds === null || storeIds.includes(id));
    const raw: RawOrder[] = await db
      .select({
        id: orders.id,
        storeId: orders.storeId,
        status: orders.status,
        pickupLocation: orders.pickupLocation,
        totalCents: orders.totalCents,
        taxCents: orders.taxCents,
        placedAt: orders.placedAt,
      })
      .from(orders);
    const partRefunds = await db.select().from(orderRefunds);
    const lines = await db
      .select({
        orderId: orderItems.orderId,
        productId: orderItems.productId,
        productName: orderItems.productName,
        quantity: orderItems.quantity,
        priceCents: orderItems.priceCents,
        discountCents: orderItems.discountCents,
        modifiers: orderItems.modifiers,
      })
      .from(orderItems);

    const totals = zero();
    const byStore = new Map(inScope.map((id) => [id, zero()]));
    const byDay = new Map<string, Figures>();
    for (
      let d = new Date(`${from}T00:00:00Z`);
      d <= new Date(`${to}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() + 1)
    )
      byDay.set(d.toISOString().slice(0, 10), zero());
    const byHour = new Map(Array.from({ length: 24 }, (_, hour) => [hour, zero()]));
    const byPickup = new Map<string, Figures>();
    const sold = new Map<string, Date>();
    for (const order of raw) {
      if (!byStore.has(order.storeId)) continue;
      const { day, hour } = localDayAndHour(order.placedAt, zones.get(order.storeId) ?? 'UTC');
      if (day < from || day > to) continue;
      const refund = REFUNDS.includes(order.status);
      const failed = FAILS.includes(order.status);
      const sale = !refund && !failed;
      const partly = partRefunds
        .filter((r) => r.orderId === order.id)
        .reduce((sum, r) => sum + r.amountCents, 0);
      const refunded = refund ? order.totalCents : sale ? partly : 0;
      if (sale) sold.set(order.id, order.placedAt);
      const pickup = byPickup.get(order.pickupLocation) ?? zero();
      byPickup.set(order.pickupLocation, pickup);
      for (const figures of [totals, byStore.get(order.storeId), byDay.get(day), byHour.get(hour), pickup]) {
        if (!figures) throw new Error(`no figures for ${day} ${hour}`);
        figures.orders += 1;
        if (sale) {
          figures.sales += 1;
          figures.salesCents += order.totalCents - order.taxCents;
        }
        if (refund || refunded > 0) figures.refunds += 1;
        figures.refundedCents += refunded;
        if (failed) figures.failed += 1;
      }
    }
    const products = new Map<number, { name: string; at: Date; quantity: number; salesCents: number }>();
    const modifiers = new Map<number, { quantity: number; salesCents: number }>();
    for (const line of lines) {
      const at = sold.get(line.orderId);
      if (!at) continue;
      const product = products.get(line.productId) ?? {
        name: '',
        at: new Date(0),
        quantity: 0,
        salesCents: 0,
      };
      if (at >= product.at) Object.assign(product, { name: line.productName, at });
      product.quantity += line.quantity;
      product.salesCents += line.priceCents - line.discountCents;
      products.set(line.productId, product);
      for (const m of line.modifiers) {
        const modifier = modifiers.get(m.modifierId) ?? { quantity: 0, salesCents: 0 };
        modifier.quantity += m.quantity * line.quantity;
        modifier.salesCents += m.quantity * line.quantity * m.unitPriceCents;
        modifiers.set(m.modifierId, modifier);
      }
    }
    // The funnel: the whole chain's, over the range's days taken as UTC days; none for a store manager.
    const utcDay = (at: Date): string => at.toISOString().slice(0, 10);
    const events = await db
      .select({ name: analyticsEvents.name, at: analyticsEvents.occurredAt })
      .from(analyticsEvents);
    const counted = (name: string): number =>
      events.filter((e) => e.name === name && utcDay(e.at) >= from && utcDay(e.at) <= to).length;
    const funnel = [
      ['Menu views', counted('menu_view')],
      ['Product views', counted('product_view')],
      ['Add to cart', counted('cart_add')],
      ['Checkout started', counted('checkout_start')],
      ['Orders placed', raw.filter((o) => utcDay(o.placedAt) >= from && utcDay(o.placedAt) <= to).length],
    ].map(([label, count]) => ({ label: String(label), count: Number(count) }));
    const ranked = <T extends { quantity: number; salesCents: number }>(
      a: [number, T],
      b: [number, T],
    ): number => b[1].quantity - a[1].quantity || b[1].salesCents - a[1].salesCents || a[0] - b[0];
    return {
      totals,
      byStore: [...byStore]
        .sort((a, b) => b[1].salesCents - a[1].salesCents || a[0] - b[0])
        .map(([storeId, figures]) => ({ storeId, figures })),
      byDay: [...byDay].map(([date, figures]) => ({ date, figures })),
      byHour: [...byHour].map(([hour, figures]) => ({ hour, figures })),
      pickupMethods: [...byPickup]
        .sort((a, b) => b[1].orders - a[1].orders || (a[0] < b[0] ? -1 : 1))
        .map(([pickupMethod, figures]) => ({ pickupMethod, figures })),
      topProducts: [...products].sort(ranked).map(([productId, p]) => ({
        productId,
        productName: p.name,
        quantity: p.quantity,
        salesCents: p.salesCents,
      })),
      topModifiers: [...modifiers]
        .sort(ranked)
        .map(([modifierId, m]) => ({ modifierId, quantity: m.quantity, salesCents: m.salesCents })),
      funnel: wholeChainSees ? funnel : null,
    };
  }

  async function viaRollups(
    token: string,
    from: string,
    to: string,
    storeIds: number[] | null,
  ): Promise<Report> {
    const answer = await server.graphql<{ salesReport: Report }>(
      REPORT,
      { from, to, ...(storeIds ? { storeIds } : {}) },
      { token },
    );
    expect(answer.errors, answer.text).toBeUndefined();
    if (!answer.data) throw new Error('no report');
    return answer.data.salesReport;
  }

  /** Whole months with ragged ends (across daylight saving time), whole months only, no whole month. */
  const RANGES: [string, string][] = [
    ['2026-01-28', '2026-04-05'],
    ['2026-02-01', '2026-03-31'],
    ['2026-03-05', '2026-03-20'],
  ];

  async function expectEveryReportExact(): Promise<void> {
    for (const [from, to] of RANGES)
      for (const storeIds of [null, [PHOENIX], [NEW_YORK, LAS_VEGAS]]) {
        const expected = await straight(from, to, storeIds);
        expect(expected.totals.orders, `${from}…${to} has orders`).toBeGreaterThan(0);
        expect(
          await viaRollups(admin.token, from, to, storeIds),
          `${from}…${to} ${String(storeIds)}`,
        ).toEqual(expected);
      }
    expect(await viaRollups(phoenixManager.token, '2026-01-28', '2026-04-05', null)).toEqual(
      await straight('2026-01-28', '2026-04-05', [PHOENIX], false),
    );
  }

  beforeAll(async () => {
    server = await startSecuredServer(kind, { quietBackground: true });
    admin = await signUpStaff(server, 'CHAIN_ADMIN');
    phoenixManager = await signUpStaff(server, 'STORE_MANAGER', [PHOENIX]);
    const db = server.database.handle.db;
    for (const order of [
      ...someOrders(random, 70, '2026-01-25T00:00:00Z', '2026-03-25T00:00:00Z'),
      ...EDGE_ORDERS,
    ])
      await insertKnownOrder(db, order);
    await addEvents(server, random, 300, '2026-01-25T00:00:00Z', '2026-04-08T00:00:00Z');
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers every report part as the raw orders do, once the trigger folded them in', async () => {
    await expectEveryReportExact();
  });

  it('stays exact as orders arrive in months already summed, are refunded, partly refunded or fail', async () => {
    const db = server.database.handle.db;
    // Later orders, a product renamed since (the newest line's name is the one shown).
    const later = someOrders(random, 40, '2026-02-10T00:00:00Z', '2026-04-08T00:00:00Z');
    const renamed = later.map((order) =>
      order.placedAt >= '2026-04-02'
        ? {
            ...order,
            status: 'ORDER_PICKED_UP',
            lines: order.lines.map((l) => ({ ...l, productName: `${l.productName} (new)` })),
          }
        : order,
    );
    for (const order of renamed) await insertKnownOrder(db, order);
    await addEvents(server, random, 100, '2026-02-10T00:00:00Z', '2026-04-08T00:00:00Z');
    const stored = await db
      .select({ id: orders.id, status: orders.status, storeId: orders.storeId, placedAt: orders.placedAt })
      .from(orders)
      .orderBy(orders.placedAt);
    // Sales well inside every range's whole months, so each change shows in all of them.
    const sales = stored.filter(
      (o) =>
        o.status === 'ORDER_PICKED_UP' &&
        o.placedAt >= new Date('2026-03-06T12:00:00Z') &&
        o.placedAt < new Date('2026-03-20T00:00:00Z'),
    );
    expect(sales.length).toBeGreaterThan(18);
    // Refunded whole, a refund requested, a failure, each at least a day after it was first reported.
    await db
      .update(orders)
      .set({ status: 'ORDER_REFUND_PROCESSED' })
      .where(
        inArray(
          orders.id,
          sales.slice(0, 6).map((o) => o.id),
        ),
      );
    await db
      .update(orders)
      .set({ status: 'ORDER_REFUND_REQUESTED' })
      .where(eq(orders.id, sales[8]?.id ?? ''));
    await db
      .update(orders)
      .set({ status: 'ORDER_ERROR' })
      .where(eq(orders.id, sales[10]?.id ?? ''));
    // Partly refunded twice, and once: they stay sales.
    for (const [order, amountCents] of [
      [sales[14], 150],
      [sales[14], 75],
      [sales[17], 200],
    ] as const)
      await db.insert(orderRefunds).values({
        id: randomUUID(),
        orderId: order?.id ?? '',
        storeId: order?.storeId ?? PHOENIX,
        amountCents,
        creditCardCents: amountCents,
        brewlineCardCents: 0,
        reason: 'Milk was wrong',
        actorKind: 'STAFF',
        actorLabel: 'support@brewline.example',
        createdAt: new Date('2026-04-09T10:00:00Z'),
        settledAt: new Date('2026-04-09T10:00:00Z'),
      });
    const report = await viaRollups(admin.token, '2026-01-28', '2026-04-05', null);
    expect(report.totals.refunds).toBeGreaterThanOrEqual(9);
    expect(report.totals.failed).toBeGreaterThan(0);
    await expectEveryReportExact();
  });

  it('answers the same after the rollups are rebuilt from scratch', async () => {
    await rebuildReportRollups(server.database.handle.db);
    await expectEveryReportExact();
  });
});
