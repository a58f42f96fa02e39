// The store snapshot's parts on their own: how long a snapshot lives and how it is forgotten (here,
// across two "servers" sharing one emitter), which documents may be answered from memory, and the
// per-minute store status against the domain's rule at every second.
import {
  getStoreStatus,
  getStoreStatusDetail,
  storeStatusLabel,
} from '@brewline/domain/store-hours/store-hours';
import { and, eq } from 'drizzle-orm';
import mqemitter from 'mqemitter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { storeRows } from '../src/db/seed/regions-and-stores.ts';
import { unavailableProducts } from '../src/db/schema/stores.ts';
import { buildGraphQLSchema } from '../src/build-schema.ts';
import { storeStatusAt, storeStatusLabelAt } from '../src/modules/stores/store-clock.ts';
import type { StoreRecord } from '../src/modules/stores/store-repository.ts';
import { AnswerBudget, planQuery } from '../src/modules/stores/store-response-cache.ts';
import { shareStoreChanges, STORE_CHANGED_TOPIC } from '../src/modules/stores/store-snapshot-sync.ts';
import { StoreSnapshots, type AnswerSlot } from '../src/modules/stores/store-snapshot.ts';
import { availableTestDatabases, type TestDatabase } from './support/test-databases.ts';

const [pglite] = await availableTestDatabases();
const LAS_VEGAS = 118;
const PHOENIX = 111;
const LATTE = 301;

describe('store snapshots', () => {
  let database: TestDatabase;
  let db: Db;
  const unavailable = async (snapshots: StoreSnapshots, storeId = LAS_VEGAS) =>
    (await snapshots.prices(storeId))?.unavailableProductIds;
  const make86 = (storeId = LAS_VEGAS) =>
    db.insert(unavailableProducts).values({ storeId, productId: LATTE });
  const undo86 = (storeId = LAS_VEGAS) =>
    db
      .delete(unavailableProducts)
      .where(and(eq(unavailableProducts.storeId, storeId), eq(unavailableProducts.productId, LATTE)));

  beforeAll(async () => {
    if (!pglite) throw new Error('no PGlite');
    database = await pglite.open();
    db = database.handle.db;
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('answers the same store rows for the list until a store changes or the TTL passes', async () => {
    let now = 0;
    const snapshots = new StoreSnapshots(db, { ttlMs: 5000, clock: () => now });
    const first = await snapshots.list();
    expect(first.map((store) => store.storeId)).toContain(LAS_VEGAS);
    // The very same rows: their per-minute status (store-clock.ts) is worked out once for all readers.
    now = 4999;
    expect(await snapshots.list()).toBe(first);
    snapshots.forget(PHOENIX);
    const afterChange = await snapshots.list();
    expect(afterChange).not.toBe(first);
    expect(afterChange).toEqual(first);
    now = 10_000;
    expect(await snapshots.list()).not.toBe(afterChange);
    snapshots.forgetAll();
  });

  it('holds a store until its TTL has passed, then reads it again', async () => {
    let now = 0;
    const snapshots = new StoreSnapshots(db, { ttlMs: 5000, clock: () => now });
    expect(await unavailable(snapshots)).not.toContain(LATTE);
    await make86();
    try {
      now = 4999;
      expect(await unavailable(snapshots)).not.toContain(LATTE);
      now = 5000;
      expect(await unavailable(snapshots)).toContain(LATTE);
    } finally {
      await undo86();
    }
    snapshots.forget(LAS_VEGAS);
    expect(await unavailable(snapshots)).not.toContain(LATTE);
  });

  it('holds at most maxStores stores: the oldest read is read again', async () => {
    const snapshots = new StoreSnapshots(db, { maxStores: 2, clock: () => 0 });
    await unavailable(snapshots, LAS_VEGAS);
    await unavailable(snapshots, PHOENIX);
    await make86(LAS_VEGAS);
    await make86(PHOENIX);
    try {
      expect(await unavailable(snapshots, PHOENIX)).not.toContain(LATTE);
      await unavailable(snapshots, 101); // a third store: Las Vegas, the oldest, goes
      expect(await unavailable(snapshots, LAS_VEGAS)).toContain(LATTE);
    } finally {
      await undo86(LAS_VEGAS);
      await undo86(PHOENIX);
    }
  });

  it('an unknown store is null, prices included', async () => {
    const snapshots = new StoreSnapshots(db);
    expect(await snapshots.info(4)).toBeNull();
    expect(await snapshots.prices(4)).toBeNull();
    const known = await snapshots.prices(LAS_VEGAS);
    expect(known?.pricing.taxRateMicros).toBe(83750);
    expect(known?.menuPrices.items.length).toBeGreaterThan(100);
    expect(known?.pricing.sizePrices.size).toBe(known?.menuPrices.items.length);
  });

  it('a change one server announces is forgotten by the other at once, and not echoed back', async () => {
    const emitter = mqemitter();
    const heard: unknown[] = [];
    emitter.on(STORE_CHANGED_TOPIC, (message, done) => {
      heard.push(message['storeId']);
      done();
    });
    const [a, b] = [new StoreSnapshots(db, { clock: () => 0 }), new StoreSnapshots(db, { clock: () => 0 })];
    const stops = [shareStoreChanges(a, emitter), shareStoreChanges(b, emitter)];
    expect(await unavailable(b)).not.toContain(LATTE);
    await make86();
    try {
      a.invalidate(LAS_VEGAS);
      await new Promise((resolve) => setImmediate(resolve));
      expect(await unavailable(b)).toContain(LATTE);
      expect(heard).toEqual([LAS_VEGAS]);
    } finally {
      await undo86();
      for (const stop of stops) stop();
    }
    // Once stopped, nothing is announced any more.
    a.invalidate(LAS_VEGAS);
    await new Promise((resolve) => setImmediate(resolve));
    expect(heard).toEqual([LAS_VEGAS]);
    emitter.close(() => undefined);
  });
});

describe('which documents are answered from memory', () => {
  const schema = buildGraphQLSchema();
  const plan = (query: string, operationName: string | null = null) =>
    planQuery(schema, query, operationName);

  it('the store, menu prices and unavailable products of one store', () => {
    expect(
      plan(
        'query S($id: Int!) { store(storeId: $id) { storeId status terminals { termId } } menuPrices(storeId: $id) { items { priceCents } } unavailableProducts(storeId: $id) }',
        'S',
      ),
    ).toEqual({ storeArguments: [{ variable: 'id' }, { variable: 'id' }, { variable: 'id' }] });
    expect(plan('{ store(storeId: 101) { __typename name } }')).toEqual({
      storeArguments: [{ literal: 101 }],
    });
  });

  it('nothing else: other fields, mutations, fragments, directives, wrong operation names, bad text', () => {
    const refused = [
      '{ stores { storeId } }',
      '{ store(storeId: 101) { storeId } stores { storeId } }',
      '{ store(storeId: 101) { storeId } priceCart(storeId: 101, items: []) { totalCents } }',
      'mutation { setProductAvailability(productId: 301, available: false) { available } }',
      '{ store(storeId: 101) { ...F } } fragment F on Store { storeId }',
      '{ store(storeId: 101) { ... on Store { storeId } } }',
      '{ store(storeId: 101) { storeId @include(if: true) } }',
      '{ store(storeId: 101) { storeId notAField } }',
      '{ store(storeId: 101',
      'query A { store(storeId: 1) { storeId } } query B { store(storeId: 2) { storeId } }',
    ];
    for (const query of refused) expect(plan(query), query).toBeNull();
    expect(plan('query S { store(storeId: 101) { storeId } }', 'T')).toBeNull();
  });
});

describe('the memory answers may take', () => {
  const answer = (bytes: number) => ({ body: Buffer.alloc(bytes, 'x') });

  it('drops the oldest answers kept once over the budget, and never keeps a huge one', () => {
    const budget = new AnswerBudget(1600); // each 200-byte answer counts 400
    const [first, second] = [new Map<string, AnswerSlot>(), new Map<string, AnswerSlot>()];
    for (const [map, key] of [
      [first, 'a'],
      [first, 'b'],
      [second, 'c'],
      [second, 'd'],
      [second, 'e'],
    ] as const) {
      const kept = answer(200);
      map.set(key, kept);
      budget.kept(map, key, kept);
    }
    expect([...first.keys()]).toEqual(['b']);
    expect([...second.keys()]).toEqual(['c', 'd', 'e']);
    expect(budget.fits(200)).toBe(true);
    expect(budget.fits(201)).toBe(false);
  });

  it('answers of a snapshot that went stop counting: the live ones stay', () => {
    const budget = new AnswerBudget(1600);
    const [gone, live] = [new Map<string, AnswerSlot>(), new Map<string, AnswerSlot>()];
    for (const key of ['a', 'b', 'c']) {
      const kept = answer(200);
      gone.set(key, kept);
      budget.kept(gone, key, kept);
    }
    gone.clear(); // what a snapshot does with its answers when it goes
    for (const key of ['x', 'y', 'z', 'w']) {
      const kept = answer(200);
      live.set(key, kept);
      budget.kept(live, key, kept);
    }
    expect([...live.keys()]).toEqual(['x', 'y', 'z', 'w']);
  });
});

describe('store status remembered per minute', () => {
  const stores = storeRows as unknown as StoreRecord[];

  it('matches the domain at the start and end of every minute around openings and closings', () => {
    // Each kind of hours the seed has, walked over its next four openings and closings: every minute
    // of the 35 before each (the 'Opens in N minutes' labels and the 15- and 30-minute thresholds) and
    // the two after, asked first at the minute's start, then at its last millisecond.
    const kinds = new Map<string, StoreRecord>();
    for (const row of stores) kinds.set(JSON.stringify({ ...row, storeId: 0, name: '' }), row);
    const wrong: string[] = [];
    for (const row of kinds.values()) {
      const store = { ...row };
      let from = Date.parse('2026-11-20T12:00:00Z');
      for (let boundary = 0; boundary < 4; boundary += 1) {
        const detail = getStoreStatusDetail(store, store.timeZone, new Date(from));
        const next = (detail.opensAt ?? detail.closesAt)?.getTime();
        if (next === undefined) break;
        for (let minute = next - 35 * 60_000; minute <= next + 2 * 60_000; minute += 60_000) {
          for (const at of [new Date(minute), new Date(minute + 59_999)]) {
            const status = storeStatusAt(store, at);
            const label = storeStatusLabelAt(store, at);
            if (status !== getStoreStatus(store, store.timeZone, at))
              wrong.push(`${store.storeId} status at ${at.toISOString()}`);
            if (label !== storeStatusLabel(store, store.timeZone, at))
              wrong.push(`${store.storeId} label at ${at.toISOString()}`);
          }
        }
        from = next + 60_000;
      }
    }
    expect(kinds.size).toBeGreaterThan(3);
    expect(wrong).toEqual([]);
  });
});
