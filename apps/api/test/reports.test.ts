// The back office's reports: known orders in three time zones give known figures (an order counts on
// its store's local day and hour), refunds and failures are told apart from sales, a store manager
// sees only their stores, and the CSV export says the same with proper escaping.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { analyticsEvents } from '../src/db/schema/analytics.ts';
import { orderRefunds, orders } from '../src/db/schema/orders.ts';
import { rebuildReportRollups } from '../src/modules/reports/report-rollup.ts';
import { insertKnownOrder } from './support/known-orders.ts';
import { startSecuredServer, type SecuredServer } from './support/secured-server.ts';
import { signUpStaff, type StaffPerson } from './support/staff-people.ts';
import { availableTestDatabases } from './support/test-databases.ts';

const kinds = await availableTestDatabases();

const NEW_YORK = 101; // America/New_York, UTC−5 in November
const PHOENIX = 111; // America/Phoenix, UTC−7
const LAS_VEGAS = 118; // America/Los_Angeles, UTC−8 in November
const STORES = [NEW_YORK, PHOENIX, LAS_VEGAS];
const RANGE = { from: '2026-11-10', to: '2026-11-11' };

const FIGURES = 'orders sales salesCents averageTicketCents refunds refundedCents failed';
const REPORT = `query Report($from: String!, $to: String!, $storeIds: [Int!]) {
  salesReport(from: $from, to: $to, storeIds: $storeIds) {
    storeIds
    totals { ${FIGURES} }
    byStore { storeId storeName figures { ${FIGURES} } }
    byDay { date figures { orders sales salesCents refunds failed } }
    byHour { hour figures { orders salesCents } }
    pickupMethods { pickupMethod label figures { orders sales salesCents failed } }
    topProducts(limit: 5) { productId productName quantity salesCents }
    topModifiers { modifierId modifierName quantity salesCents }
    funnel { label count }
  }
}`;
const CSV = `query Csv($part: ReportPart!, $from: String!, $to: String!, $storeIds: [Int!]) {
  salesReportCsv(part: $part, from: $from, to: $to, storeIds: $storeIds) { fileName csv }
}`;

interface Figures {
  orders: number;
  sales: number;
  salesCents: number;
  averageTicketCents: number | null;
  refunds: number;
  refundedCents: number;
  failed: number;
}
interface Report {
  salesReport: {
    storeIds: number[] | null;
    totals: Figures;
    byStore: { storeId: number; storeName: string; figures: Figures }[];
    byDay: { date: string; figures: Partial<Figures> }[];
    byHour: { hour: number; figures: Partial<Figures> }[];
    pickupMethods: { pickupMethod: string; label: string; figures: Partial<Figures> }[];
    topProducts: { productId: number; productName: string; quantity: number; salesCents: number }[];
    topModifiers: { modifierId: number; modifierName: string; quantity: number; salesCents: number }[];
    funnel: { label: string; count: number }[] | null;
  };
}

describe.each(kinds)('reports on $name', (kind) => {
  let server: SecuredServer;
  let admin: StaffPerson;
  let phoenixManager: StaffPerson;
  let support: StaffPerson;
  const report = (token: string, variables: Record<string, unknown>) =>
    server.graphql<Report>(REPORT, variables, { token });

  beforeAll(async () => {
    server = await startSecuredServer(kind, { quietBackground: true });
    const db = server.database.handle.db;
    admin = await signUpStaff(server, 'CHAIN_ADMIN');
    phoenixManager = await signUpStaff(server, 'STORE_MANAGER', [PHOENIX]);
    support = await signUpStaff(server, 'SUPPORT');
    const latte = { productId: 301, productName: 'Caffè Latte' };
    // A: Phoenix, 7:30 PM on the 10th locally (already the 11th in UTC); two lattes with 2 pumps of vanilla each.
    await insertKnownOrder(db, {
      storeId: PHOENIX,
      status: 'ORDER_COMPLETE',
      pickupLocation: 'IN_STORE',
      placedAt: '2026-11-11T02:30:00Z',
      taxCents: 86,
      lines: [
        {
          ...latte,
          quantity: 2,
          priceCents: 700,
          modifiers: [{ modifierId: 40, name: 'Vanilla Syrup', quantity: 2, unitPriceCents: 50 }],
        },
        { productId: 401, productName: '=Croissant, "butter"', quantity: 1, priceCents: 300 },
      ],
    });
    // B: Phoenix, 11:30 PM on the 9th locally (the 10th in UTC): outside the range.
    await insertKnownOrder(db, {
      storeId: PHOENIX,
      status: 'ORDER_COMPLETE',
      pickupLocation: 'IN_STORE',
      placedAt: '2026-11-10T06:30:00Z',
      taxCents: 9,
      lines: [{ ...latte, quantity: 1, priceCents: 100 }],
    });
    // C: Las Vegas, 11:30 PM on the 11th locally (the 12th in UTC); a free-drink reward took 1.00 off.
    await insertKnownOrder(db, {
      storeId: LAS_VEGAS,
      status: 'ORDER_COMPLETE',
      pickupLocation: 'DRIVE_THRU',
      placedAt: '2026-11-12T07:30:00Z',
      taxCents: 32,
      lines: [{ ...latte, quantity: 1, priceCents: 500, discountCents: 100 }],
    });
    // D: Las Vegas, 8 AM on the 11th: refunded.
    await insertKnownOrder(db, {
      storeId: LAS_VEGAS,
      status: 'ORDER_REFUND_PROCESSED',
      pickupLocation: 'IN_STORE',
      placedAt: '2026-11-11T16:00:00Z',
      taxCents: 64,
      lines: [{ ...latte, quantity: 2, priceCents: 800 }],
    });
    // F: New York, 10 AM on the 10th: failed.
    await insertKnownOrder(db, {
      storeId: NEW_YORK,
      status: 'ORDER_ERROR',
      pickupLocation: 'PARKING_LOT',
      placedAt: '2026-11-10T15:00:00Z',
      taxCents: 27,
      lines: [{ productId: 401, productName: '=Croissant, "butter"', quantity: 1, priceCents: 300 }],
    });
    // G: New York, 9 AM on the 11th: ready, not yet picked up (a sale all the same); oat milk.
    await insertKnownOrder(db, {
      storeId: NEW_YORK,
      status: 'ORDER_READY',
      pickupLocation: 'IN_STORE',
      placedAt: '2026-11-11T14:00:00Z',
      taxCents: 40,
      lines: [
        {
          productId: 302,
          productName: 'Cappuccino',
          quantity: 1,
          priceCents: 450,
          modifiers: [{ modifierId: 41, name: 'Oat Milk', quantity: 1, unitPriceCents: 70 }],
        },
      ],
    });
    await db.insert(analyticsEvents).values(
      ['menu_view', 'menu_view', 'menu_view', 'product_view', 'cart_add'].map((name) => ({
        name,
        sessionCartId: 'b2f4c1de-5f1e-4b8e-9d55-0a0a0a0a0a0a',
        occurredAt: new Date('2026-11-10T18:00:00Z'),
        receivedAt: new Date('2026-11-10T18:00:00Z'),
        props: {},
      })),
    );
  });
  afterAll(async () => {
    await server.close();
  });

  it('adds up sales, refunds and failures over the stores and days asked for', async () => {
    const answer = await report(admin.token, { ...RANGE, storeIds: STORES });
    expect(answer.errors, answer.text).toBeUndefined();
    const r = answer.data?.salesReport;
    expect(r?.totals).toEqual({
      orders: 5,
      sales: 3,
      salesCents: 1850,
      averageTicketCents: 617,
      refunds: 1,
      refundedCents: 864,
      failed: 1,
    });
    expect(
      r?.byStore.map((s) => [s.storeId, s.figures.orders, s.figures.sales, s.figures.salesCents]),
    ).toEqual([
      [PHOENIX, 1, 1, 1000],
      [NEW_YORK, 2, 1, 450],
      [LAS_VEGAS, 2, 1, 400],
    ]);
    expect(r?.byStore[0]?.storeName).toBe('Brewline Arizona Center');
    expect(r?.pickupMethods).toEqual([
      {
        pickupMethod: 'IN_STORE',
        label: 'In store',
        figures: { orders: 3, sales: 2, salesCents: 1450, failed: 0 },
      },
      {
        pickupMethod: 'DRIVE_THRU',
        label: 'Drive-thru',
        figures: { orders: 1, sales: 1, salesCents: 400, failed: 0 },
      },
      {
        pickupMethod: 'PARKING_LOT',
        label: 'Parking lot',
        figures: { orders: 1, sales: 0, salesCents: 0, failed: 1 },
      },
    ]);
  });

  it("counts each order on its store's local day and hour, not UTC's", async () => {
    const r = (await report(admin.token, { ...RANGE, storeIds: STORES })).data?.salesReport;
    expect(r?.byDay).toEqual([
      { date: '2026-11-10', figures: { orders: 2, sales: 1, salesCents: 1000, refunds: 0, failed: 1 } },
      { date: '2026-11-11', figures: { orders: 3, sales: 2, salesCents: 850, refunds: 1, failed: 0 } },
    ]);
    expect(r?.byHour).toHaveLength(24);
    const busy = r?.byHour.filter((h) => (h.figures.orders ?? 0) > 0).map((h) => [h.hour, h.figures.orders]);
    expect(busy).toEqual([
      [8, 1],
      [9, 1],
      [10, 1],
      [19, 1],
      [23, 1],
    ]);
  });

  it('ranks products and modifiers sold, leaving refunded and failed orders out', async () => {
    const r = (await report(admin.token, { ...RANGE, storeIds: STORES })).data?.salesReport;
    expect(r?.topProducts).toEqual([
      { productId: 301, productName: 'Caffè Latte', quantity: 3, salesCents: 1100 },
      { productId: 302, productName: 'Cappuccino', quantity: 1, salesCents: 450 },
      { productId: 401, productName: '=Croissant, "butter"', quantity: 1, salesCents: 300 },
    ]);
    expect(r?.topModifiers).toEqual([
      { modifierId: 40, modifierName: 'Vanilla Syrup', quantity: 4, salesCents: 200 },
      { modifierId: 41, modifierName: 'Oat Milk', quantity: 1, salesCents: 70 },
    ]);
  });

  it('reads the same products and modifiers from the chain-wide rollup as from the stores themselves', async () => {
    const chain = (await report(admin.token, RANGE)).data?.salesReport;
    const stores = (await report(admin.token, { ...RANGE, storeIds: STORES })).data?.salesReport;
    expect(chain?.storeIds).toBeNull();
    expect(chain?.topProducts).toEqual(stores?.topProducts);
    expect(chain?.topModifiers).toEqual(stores?.topModifiers);
    expect(chain?.totals).toEqual(stores?.totals);
  });

  it('computes the same rollups again from all the orders at once (a large backlog, the bench)', async () => {
    const before = (await report(admin.token, RANGE)).data?.salesReport;
    await rebuildReportRollups(server.database.handle.db);
    const after = (await report(admin.token, RANGE)).data?.salesReport;
    expect(after).toEqual(before);
  });

  it("gives a chain admin the chain's funnel over the same days", async () => {
    const r = (await report(admin.token, { ...RANGE, storeIds: [PHOENIX] })).data?.salesReport;
    // Orders placed on the 10th and 11th in UTC across the chain: all but C (the 12th in UTC).
    expect(r?.funnel?.map((s) => [s.label, s.count])).toEqual([
      ['Menu views', 3],
      ['Product views', 1],
      ['Add to cart', 1],
      ['Checkout started', 0],
      ['Orders placed', 5],
    ]);
  });

  it('shows a store manager their own stores only, and refuses naming another', async () => {
    const own = await report(phoenixManager.token, RANGE);
    expect(own.errors, own.text).toBeUndefined();
    expect(own.data?.salesReport.storeIds).toEqual([PHOENIX]);
    expect(own.data?.salesReport.totals).toMatchObject({ orders: 1, sales: 1, salesCents: 1000 });
    expect(own.data?.salesReport.byStore.map((s) => s.storeId)).toEqual([PHOENIX]);
    expect(own.data?.salesReport.funnel).toBeNull();
    const other = await report(phoenixManager.token, { ...RANGE, storeIds: [PHOENIX, LAS_VEGAS] });
    expect(other.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    expect(other.errors?.[0]?.message).toBe('You do not manage this store.');
    expect(other.text).not.toContain('Las Vegas');
    const csv = await server.graphql(
      CSV,
      { ...RANGE, part: 'BY_STORE', storeIds: [LAS_VEGAS] },
      { token: phoenixManager.token },
    );
    expect(csv.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    const funnel = await server.graphql(CSV, { ...RANGE, part: 'FUNNEL' }, { token: phoenixManager.token });
    expect(funnel.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    const supportAnswer = await report(support.token, RANGE);
    expect(supportAnswer.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
  });

  it('refuses a range it cannot use, saying why', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { from: '2026-11-31', to: '2026-12-01' },
        'The start date "2026-11-31" is not a date (use YYYY-MM-DD).',
      ],
      [{ from: '2026-11-11', to: '2026-11-10' }, 'The end date is before the start date.'],
      [{ from: '2025-01-01', to: '2026-11-10' }, 'A report covers at most 367 days; choose a shorter range.'],
      [{ ...RANGE, storeIds: [] }, 'Choose at least one store.'],
    ];
    for (const [variables, message] of cases) {
      const answer = await report(admin.token, variables);
      expect(answer.errors?.[0]?.extensions?.['code'], answer.text).toBe('INVALID_INPUT');
      expect(answer.errors?.[0]?.message).toBe(message);
    }
  });

  it('exports a part as CSV with the same figures, quoting and defusing what a spreadsheet would misread', async () => {
    const byStore = await server.graphql<{ salesReportCsv: { fileName: string; csv: string } }>(
      CSV,
      { ...RANGE, part: 'BY_STORE', storeIds: [PHOENIX, LAS_VEGAS] },
      { token: admin.token },
    );
    expect(byStore.errors, byStore.text).toBeUndefined();
    expect(byStore.data?.salesReportCsv.fileName).toBe('brewline-by-store-2026-11-10-to-2026-11-11.csv');
    expect(byStore.data?.salesReportCsv.csv).toBe(
      [
        'Store,Store name,Orders,Sales,Sales ($),Average ticket ($),Refunds,Refunded ($),Failed',
        '111,Brewline Arizona Center,1,1,10.00,10.00,0,0.00,0',
        '118,Brewline Las Vegas Strip,2,1,4.00,4.00,1,8.64,0',
        '',
      ].join('\r\n'),
    );
    const products = await server.graphql<{ salesReportCsv: { csv: string } }>(
      CSV,
      { ...RANGE, part: 'TOP_PRODUCTS', storeIds: [PHOENIX] },
      { token: phoenixManager.token },
    );
    expect(products.data?.salesReportCsv.csv).toBe(
      [
        'Product,Product name,Quantity,Sales ($)',
        '301,Caffè Latte,2,7.00',
        `401,"'=Croissant, ""butter""",1,3.00`,
        '',
      ].join('\r\n'),
    );
  });
  it('follows an order refunded after it was first reported: its day moves it from sales to refunds', async () => {
    const before = (await report(admin.token, { ...RANGE, storeIds: [PHOENIX] })).data?.salesReport;
    expect(before?.totals).toMatchObject({ sales: 1, refunds: 0 });
    await server.database.handle.db
      .update(orders)
      .set({ status: 'ORDER_REFUND_PROCESSED' })
      .where(and(eq(orders.storeId, PHOENIX), eq(orders.placedAt, new Date('2026-11-11T02:30:00Z'))));
    const after = (await report(admin.token, { ...RANGE, storeIds: [PHOENIX] })).data?.salesReport;
    expect(after?.totals).toMatchObject({
      orders: 1,
      sales: 0,
      salesCents: 0,
      refunds: 1,
      refundedCents: 1086,
    });
    expect(after?.byDay[0]?.figures).toMatchObject({ sales: 0, refunds: 1 });
    expect(after?.topProducts).toEqual([]);
    const chain = (await report(admin.token, RANGE)).data?.salesReport;
    expect(chain?.topProducts.map((p) => [p.productId, p.quantity])).toEqual([
      [302, 1],
      [301, 1],
    ]);
  });

  it('keeps a partly refunded order a sale and counts only the part given back as refunded', async () => {
    const db = server.database.handle.db;
    const [ready] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.storeId, NEW_YORK), eq(orders.placedAt, new Date('2026-11-11T14:00:00Z'))));
    if (!ready) throw new Error('order G is missing');
    const before = (await report(admin.token, { ...RANGE, storeIds: [NEW_YORK] })).data?.salesReport;
    expect(before?.totals).toMatchObject({ sales: 1, refunds: 0, refundedCents: 0 });
    // Support gives back $2.00 of it (the refund's own row: the order's status does not change).
    await db.insert(orderRefunds).values({
      id: randomUUID(),
      orderId: ready.id,
      storeId: NEW_YORK,
      amountCents: 200,
      creditCardCents: 200,
      brewlineCardCents: 0,
      reason: 'Milk was wrong',
      actorKind: 'STAFF',
      actorLabel: 'support@brewline.example',
      createdAt: new Date('2026-11-12T10:00:00Z'),
      settledAt: new Date('2026-11-12T10:00:00Z'),
    });
    const after = (await report(admin.token, { ...RANGE, storeIds: [NEW_YORK] })).data?.salesReport;
    expect(after?.totals).toMatchObject({
      sales: before?.totals.sales,
      salesCents: before?.totals.salesCents,
      refunds: 1,
      refundedCents: 200,
    });
  });
});
