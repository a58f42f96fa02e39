// Publishing price changes: the pending changes the back office saved become the live prices, inside
// the publishing transaction (menu/publish-menu.ts), audited, then the stores' snapshots and cached
// answers are forgotten on every server. The rule for levels (docs/back-office-prices.md): a store
// whose price equals what it inherits (its region's price, or the chain's without one) follows a
// change of that price; a store with a price of its own keeps it. Changes apply chain first, then
// regions, then stores, so a store's own change published together with the chain's wins.
import type { Db, Tx } from '../../db/client.ts';
import { recordAudit, type AuditActor } from '../audit/audit-log.ts';
import { storeSnapshotsOf } from '../stores/store-snapshot.ts';
import {
  deletePendingChanges,
  itemsOnMenu,
  listChainModifierPrices,
  listChainSizePrices,
  listPendingChanges,
  listStoreIds,
  listStoreModifierPrices,
  listStoreRegions,
  listStoreSizePrices,
  upsertChainModifierPrices,
  upsertChainSizePrices,
  upsertStoreModifierPrices,
  upsertStoreSizePrices,
  type PendingPriceChange,
} from './price-repository.ts';

const LEVEL_ORDER: Record<string, number> = { default: 0, region: 1, store: 2 };

/** A price's key within one scope: `s:${productId}:${sizeId}` or `m:${modifierId}`. */
function itemKey(change: {
  productId?: number | null;
  sizeId?: number | null;
  modifierId?: number | null;
}): string {
  return change.modifierId != null ? `m:${change.modifierId}` : `s:${change.productId}:${change.sizeId}`;
}

/** The live prices a publish touches, in memory: store prices by store, chain prices by region (0: the chain). */
class LivePrices {
  readonly store = new Map<number, Map<string, number>>();
  readonly chain = new Map<number, Map<string, number>>();
  /** Before and after of every price that changed, by scope, for the audit and the writes. */
  readonly changed = new Map<
    string,
    { before: Record<string, number | null>; after: Record<string, number> }
  >();

  static scopeOf(map: Map<number, Map<string, number>>, id: number): Map<string, number> {
    let scope = map.get(id);
    if (!scope) {
      scope = new Map();
      map.set(id, scope);
    }
    return scope;
  }

  set(kind: 'store' | 'chain', id: number, key: string, cents: number): void {
    const scope = LivePrices.scopeOf(kind === 'store' ? this.store : this.chain, id);
    const before = scope.get(key);
    if (before === cents) return;
    scope.set(key, cents);
    const changeKey = `${kind}:${id}`;
    let record = this.changed.get(changeKey);
    if (!record) {
      record = { before: {}, after: {} };
      this.changed.set(changeKey, record);
    }
    if (!(key in record.before)) record.before[key] = before ?? null;
    record.after[key] = cents;
  }
}

async function loadLivePrices(tx: Tx, pending: readonly PendingPriceChange[]): Promise<LivePrices> {
  const productIds = [...new Set(pending.flatMap((c) => (c.productId == null ? [] : [c.productId])))];
  const modifierIds = [...new Set(pending.flatMap((c) => (c.modifierId == null ? [] : [c.modifierId])))];
  const [storeSizes, storeModifiers, chainSizes, chainModifiers] = await Promise.all([
    listStoreSizePrices(tx, productIds),
    listStoreModifierPrices(tx, modifierIds),
    listChainSizePrices(tx, productIds),
    listChainModifierPrices(tx, modifierIds),
  ]);
  const live = new LivePrices();
  for (const row of storeSizes) LivePrices.scopeOf(live.store, row.storeId).set(itemKey(row), row.priceCents);
  for (const row of storeModifiers)
    LivePrices.scopeOf(live.store, row.storeId).set(itemKey(row), row.priceCents);
  for (const row of chainSizes)
    LivePrices.scopeOf(live.chain, row.regionId).set(itemKey(row), row.priceCents);
  for (const row of chainModifiers)
    LivePrices.scopeOf(live.chain, row.regionId).set(itemKey(row), row.priceCents);
  return live;
}

function parseItemKey(key: string): { productId: number; sizeId: number } | { modifierId: number } {
  const [kind, a, b] = key.split(':');
  return kind === 'm' ? { modifierId: Number(a) } : { productId: Number(a), sizeId: Number(b) };
}

async function writeChanged(tx: Tx, live: LivePrices): Promise<void> {
  const storeSizes = [];
  const storeModifiers = [];
  const chainSizes = [];
  const chainModifiers = [];
  for (const [scope, { after }] of live.changed) {
    const [kind, idText] = scope.split(':');
    const id = Number(idText);
    for (const [key, priceCents] of Object.entries(after)) {
      const item = parseItemKey(key);
      if ('modifierId' in item) {
        if (kind === 'store') storeModifiers.push({ storeId: id, modifierId: item.modifierId, priceCents });
        else chainModifiers.push({ regionId: id, modifierId: item.modifierId, priceCents });
      } else if (kind === 'store') {
        storeSizes.push({ storeId: id, ...item, priceCents });
      } else {
        chainSizes.push({ regionId: id, ...item, priceCents });
      }
    }
  }
  await upsertStoreSizePrices(tx, storeSizes);
  await upsertStoreModifierPrices(tx, storeModifiers);
  await upsertChainSizePrices(tx, chainSizes);
  await upsertChainModifierPrices(tx, chainModifiers);
}

/** What publishing the price changes did, for the publication's record. */
export interface AppliedPriceChanges {
  /** Pending changes published. */
  changed: number;
  /** Store size and modifier prices written (added or changed), followers of a chain or region change included. */
  pricesWritten: number;
}

/**
 * Whether a store without a price for this item takes the chain's or region's new price: a modifier
 * always (every store prices every modifier); a size when the store sells the product (it must price
 * every size of it) or when no store sold the product before (a product new to the chain is sold
 * wherever its list price reaches). A store that prices other sizes of a product sells it; a store
 * that prices none of an existing product's sizes does not, and is left so.
 */
function takesNewPrice(
  prices: ReadonlyMap<string, number> | undefined,
  change: PendingPriceChange,
  soldAnywhere: ReadonlySet<number>,
): boolean {
  if (change.modifierId != null) return true;
  if (change.productId == null) return false;
  if (!soldAnywhere.has(change.productId)) return true;
  const prefix = `s:${change.productId}:`;
  for (const key of prices?.keys() ?? []) if (key.startsWith(prefix)) return true;
  return false;
}

/**
 * Writes every pending price change into the live price tables, in the publishing transaction,
 * records each changed scope (the chain, a region, a store) in the audit log, and deletes the
 * pending changes. `changed` counts the pending changes published. After the transaction commits,
 * the caller calls forgetPublishedStorePrices so every server reads the new prices.
 */
export async function applyPendingPriceChanges(
  tx: Tx,
  actor: AuditActor,
  now: Date,
): Promise<AppliedPriceChanges> {
  const saved = await listPendingChanges(tx);
  if (saved.length === 0) return { changed: 0, pricesWritten: 0 };
  // A change for an item this publication leaves off the menu (a drafted product discarded, a size
  // removed) has nothing to price: it is dropped with the others, never written.
  const onMenu = await itemsOnMenu(
    tx,
    [...new Set(saved.flatMap((c) => (c.productId == null ? [] : [c.productId])))],
    [...new Set(saved.flatMap((c) => (c.modifierId == null ? [] : [c.modifierId])))],
  );
  const pending = saved.filter((change) => onMenu.has(itemKey(change)));
  const [live, storeRegions] = await Promise.all([loadLivePrices(tx, pending), listStoreRegions(tx)]);
  const ordered = [...pending].sort(
    (a, b) => (LEVEL_ORDER[a.level] ?? 3) - (LEVEL_ORDER[b.level] ?? 3) || a.id - b.id,
  );
  // Products some store priced before this publication: the others are new to the chain.
  const soldAnywhere = new Set<number>();
  for (const prices of live.store.values())
    for (const key of prices.keys()) if (key.startsWith('s:')) soldAnywhere.add(Number(key.split(':')[1]));
  for (const change of ordered) {
    const key = itemKey(change);
    if (change.level === 'store') {
      live.set('store', change.scopeId, key, change.priceCents);
      continue;
    }
    const regionId = change.level === 'region' ? change.scopeId : 0;
    const chainDefault = live.chain.get(0)?.get(key);
    const regionOwn = regionId === 0 ? undefined : live.chain.get(regionId)?.get(key);
    for (const store of storeRegions) {
      if (regionId !== 0 && store.regionId !== regionId) continue;
      // A chain change reaches a store only through a region without a price of its own.
      if (regionId === 0 && live.chain.get(store.regionId)?.has(key)) continue;
      const inherited = regionId === 0 ? chainDefault : (regionOwn ?? chainDefault);
      const prices = live.store.get(store.storeId);
      const current = prices?.get(key);
      if (current === undefined ? takesNewPrice(prices, change, soldAnywhere) : current === inherited)
        live.set('store', store.storeId, key, change.priceCents);
    }
    live.set('chain', regionId, key, change.priceCents);
  }
  await writeChanged(tx, live);
  for (const [scope, { before, after }] of live.changed) {
    const [kind, idText] = scope.split(':');
    const id = Number(idText);
    await recordAudit(tx, {
      actor,
      action: 'prices.publish',
      entityType: kind === 'store' ? 'store-prices' : id === 0 ? 'chain-prices' : 'region-prices',
      entityId: String(id),
      storeId: kind === 'store' ? id : null,
      before,
      after,
      at: now,
    });
  }
  await deletePendingChanges(tx, null);
  let pricesWritten = 0;
  for (const [scope, { after }] of live.changed) {
    if (scope.startsWith('store:')) pricesWritten += Object.keys(after).length;
  }
  return { changed: pending.length, pricesWritten };
}

/**
 * After a publish commits: every store's snapshot and cached answers (store-snapshot.ts,
 * store-response-cache.ts) are forgotten here and, through the snapshots' announcement over Redis
 * (store-snapshot-sync.ts), on every other server; the next menuPrices or priceCart reads the new prices.
 */
export async function forgetPublishedStorePrices(db: Db): Promise<void> {
  const snapshots = storeSnapshotsOf(db);
  for (const storeId of await listStoreIds(db)) snapshots.invalidate(storeId);
}
