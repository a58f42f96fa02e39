// What the server holds in memory about each store between changes: its row and terminals, and its
// prices and unavailable products. Read on first use, then answered from memory (the store query, the
// menu prices, priceCart and the order's checks) until one of these happens:
// - a change made through this server (a board 86es a product, a terminal connects or disconnects)
//   forgets the store at once, before the change's request is answered;
// - a change announced by another server (store-snapshot-sync.ts, over Redis) forgets it on arrival;
// - the snapshot is older than SNAPSHOT_TTL_MS: the safety net for a lost announcement or a change
//   made outside the API (SQL by hand, a seed), so nothing is ever staler than that.
// Snapshots belong to a database handle (storeSnapshotsOf), so every part of the server that holds
// the same handle shares them, and writers need nothing but the handle they already have.
import type { Db } from '../../db/client.ts';
import {
  listModifierPrices,
  listSizePrices,
  listUnavailableProductIds,
  type ModifierPrice,
  type SizePrice,
} from './store-price-repository.ts';
import {
  findStore,
  listStores,
  listTerminals,
  type StoreRecord,
  type TerminalRecord,
} from './store-repository.ts';

/** A snapshot is read again at most this long after it was read (milliseconds, wall clock). */
export const SNAPSHOT_TTL_MS = 5000;
/**
 * PGlite lives inside one server process: no other server, and no one by hand, changes a store behind
 * its back, so its snapshots may live longer (reading one blocks the process while PGlite decodes it).
 */
export const PGLITE_SNAPSHOT_TTL_MS = 60_000;
/** Stores held at once; the oldest read goes first. Bounds memory whatever store ids are asked for. */
export const MAX_STORES_HELD = 500;

export interface StoreInfo {
  store: StoreRecord;
  terminals: readonly TerminalRecord[];
}

/** What menuPrices(storeId) answers, built once per snapshot. */
export interface MenuPrices {
  storeId: number;
  taxRateMicros: number;
  items: readonly SizePrice[];
  modifiers: readonly ModifierPrice[];
}

/** A store's prices indexed for priceCart and the order's checks (pricing/cart-pricing.ts). */
export interface StorePricing {
  storeId: number;
  regionId: number;
  taxRateMicros: number;
  /** `${productId}:${sizeId}` -> cents */
  sizePrices: ReadonlyMap<string, number>;
  modifierPrices: ReadonlyMap<number, number>;
  unavailableProductIds: ReadonlySet<number>;
}

export interface StorePrices {
  menuPrices: MenuPrices;
  unavailableProductIds: readonly number[];
  /** The indexed form priceCart and the order read. */
  pricing: StorePricing;
}

/** A whole GraphQL answer about one store (store-response-cache.ts), and its compressed forms once asked for. */
export interface CachedAnswer {
  body: Buffer;
  gzip?: Buffer;
  brotli?: Buffer;
}

/** An answer, or the answer one request is computing that others with the same key wait for. */
export type AnswerSlot = CachedAnswer | Promise<CachedAnswer | null>;

/** Answers held per store; each distinct query text, variables and minute is one. */
export const MAX_ANSWERS_PER_STORE = 16;

interface Entry {
  expiresAt: number;
  /** Null for a store id that does not exist (remembered too, within the bound). */
  info: Promise<StoreInfo | null>;
  /** Read only when first asked for: the store finder needs terminals, not four hundred prices. */
  prices: Promise<StorePrices | null> | null;
  /** Answers built from this snapshot: they go when it goes. */
  answers: Map<string, AnswerSlot>;
}

export type StoreChangeListener = (storeId: number) => void;

export interface StoreSnapshotOptions {
  ttlMs?: number;
  maxStores?: number;
  /** Wall clock in milliseconds (never the business clock a test freezes). */
  clock?: () => number;
}

async function readInfo(db: Db, storeId: number): Promise<StoreInfo | null> {
  const [store, terminals] = await Promise.all([findStore(db, storeId), listTerminals(db, storeId)]);
  return store ? { store, terminals } : null;
}

/** Run once: a Drizzle query is a thenable that would run again at every await. */
async function readList(db: Db): Promise<readonly StoreRecord[]> {
  return await listStores(db);
}

async function readPrices(
  db: Db,
  storeId: number,
  info: Promise<StoreInfo | null>,
): Promise<StorePrices | null> {
  const [known, items, modifiers, unavailable] = await Promise.all([
    info,
    listSizePrices(db, storeId),
    listModifierPrices(db, storeId),
    listUnavailableProductIds(db, storeId),
  ]);
  if (!known) return null;
  const { store } = known;
  return {
    menuPrices: { storeId, taxRateMicros: store.taxRateMicros, items, modifiers },
    unavailableProductIds: unavailable,
    pricing: {
      storeId,
      regionId: store.regionId,
      taxRateMicros: store.taxRateMicros,
      sizePrices: new Map(items.map((p) => [`${p.productId}:${p.sizeId}`, p.priceCents])),
      modifierPrices: new Map(modifiers.map((p) => [p.modifierId, p.priceCents])),
      unavailableProductIds: new Set(unavailable),
    },
  };
}

export class StoreSnapshots {
  readonly #db: Db;
  #ttlMs: number;
  readonly #maxStores: number;
  readonly #clock: () => number;
  readonly #entries = new Map<number, Entry>();
  /** Every store's row, for the store list: read once per TTL, not once per alias of `stores`. */
  #list: { expiresAt: number; rows: Promise<readonly StoreRecord[]> } | null = null;
  readonly #listeners = new Set<StoreChangeListener>();

  constructor(db: Db, options: StoreSnapshotOptions = {}) {
    this.#db = db;
    this.#ttlMs = options.ttlMs ?? SNAPSHOT_TTL_MS;
    this.#maxStores = options.maxStores ?? MAX_STORES_HELD;
    this.#clock = options.clock ?? Date.now;
  }

  /** How long snapshots read from now on live (the server sets it for its kind of database). */
  setTtl(ttlMs: number): void {
    this.#ttlMs = ttlMs;
  }

  /** The store's row and terminals, or null for an unknown store. */
  info(storeId: number): Promise<StoreInfo | null> {
    return this.#entry(storeId).info;
  }

  /**
   * Every store's row, in the store list's order. The same row objects are answered until a store
   * changes or the TTL passes, so what is worked out per row and minute (store-clock.ts: status and
   * label, the costliest part of the list) is worked out once however many requests, or aliases of
   * one request, ask for the list.
   */
  list(): Promise<readonly StoreRecord[]> {
    const now = this.#clock();
    if (this.#list && this.#list.expiresAt > now) return this.#list.rows;
    const list = { expiresAt: now + this.#ttlMs, rows: readList(this.#db) };
    this.#list = list;
    list.rows.catch(() => {
      if (this.#list === list) this.#list = null;
    });
    return list.rows;
  }

  /** The store's prices and unavailable products, or null for an unknown store. */
  prices(storeId: number): Promise<StorePrices | null> {
    const entry = this.#entry(storeId);
    if (!entry.prices) {
      entry.prices = readPrices(this.#db, storeId, entry.info);
      this.#dropOnFailure(storeId, entry, entry.prices);
    }
    return entry.prices;
  }

  /**
   * Whole answers about the store, valid exactly as long as its current snapshot: a caller that takes
   * this map before running a query and stores its answer in it afterwards can never keep an answer
   * built on data older than a change (the change replaces the map; the old one is dropped).
   */
  answers(storeId: number): Map<string, AnswerSlot> {
    return this.#entry(storeId).answers;
  }

  /**
   * Something about the store changed (call after the write): this server reads it again at its
   * next use, and every listener (the other servers, through store-snapshot-sync.ts) hears of it.
   */
  invalidate(storeId: number): void {
    this.forget(storeId);
    for (const listener of this.#listeners) listener(storeId);
  }

  /** Forgets the store here only: for a change another server announced. */
  forget(storeId: number): void {
    // Any store's change (a new store, an edited address) changes the list too.
    this.#list = null;
    const entry = this.#entries.get(storeId);
    if (entry) this.#drop(storeId, entry);
  }

  /**
   * Forgets every store here: a published menu (decision 009) may have changed any store's prices,
   * and each server forgets on its own when it refreshes its menu, so nothing is announced.
   */
  forgetAll(): void {
    this.#list = null;
    for (const [storeId, entry] of this.#entries) this.#drop(storeId, entry);
  }

  /** Hears every invalidation made through this object; returns how to stop hearing them. */
  onInvalidate(listener: StoreChangeListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #entry(storeId: number): Entry {
    const now = this.#clock();
    const held = this.#entries.get(storeId);
    if (held && held.expiresAt > now) return held;
    // Map order is insertion order: re-inserting keeps the oldest read first in line to go.
    if (held) this.#drop(storeId, held);
    // The time is taken before the read starts, so a snapshot never outlives its TTL counted from
    // the moment its data could have been read.
    const entry: Entry = {
      expiresAt: now + this.#ttlMs,
      info: readInfo(this.#db, storeId),
      prices: null,
      answers: new Map(),
    };
    this.#entries.set(storeId, entry);
    this.#dropOnFailure(storeId, entry, entry.info);
    // Every entry lives as long, so the oldest are first: drop the expired and any beyond the bound.
    for (const [oldestId, oldest] of this.#entries) {
      if (oldest.expiresAt > now && this.#entries.size <= this.#maxStores) break;
      this.#drop(oldestId, oldest);
    }
    return entry;
  }

  /** A failed read (the database away) is not remembered: the next request tries again. */
  #dropOnFailure(storeId: number, entry: Entry, read: Promise<unknown>): void {
    read.catch(() => {
      if (this.#entries.get(storeId) === entry) this.#drop(storeId, entry);
    });
  }

  /** The entry goes, and the answers built on it with it (a request still computing one keeps nothing). */
  #drop(storeId: number, entry: Entry): void {
    this.#entries.delete(storeId);
    entry.answers.clear();
  }
}

const byDatabase = new WeakMap<Db, StoreSnapshots>();

/**
 * The snapshots of this database handle, shared by everything in this process that holds it. Pass the
 * server's handle, never a transaction's, and invalidate after the change is committed.
 */
export function storeSnapshotsOf(db: Db): StoreSnapshots {
  let snapshots = byDatabase.get(db);
  if (!snapshots) {
    snapshots = new StoreSnapshots(db);
    byDatabase.set(db, snapshots);
  }
  return snapshots;
}
