// Loads the Brewline demo data set: 19 stores across four regions and five US time zones, the global
// online store 995, a menu of nearly a hundred products, and a price for every product size and every
// modifier at every store.
//
// Stores worth pointing a demo at:
//   101 Midtown Manhattan   highest tax (8.875%) and prices; Nitro Cold Brew and Almond Croissant sold out
//   107 Chicago Loop        the only Central store showing Nitro Cold Brew (store rule over region rule)
//   108 Austin Sixth Street closes after midnight (0100, 0200 on Friday and Saturday)
//   109 Plano               drive-thru only (no in-store or parking-lot pickup)
//   111 Phoenix (85004)     America/Phoenix, no daylight saving; drive-thru and parking-lot pickup
//   112 Scottsdale          online ordering switched off
//   114 Salt Lake City      Prickly Pear Refresher hidden here though shown elsewhere in the Mountain region
//   116 Portland            no sales tax
//   118 Las Vegas Strip     open 24 hours ('0' to '2400' every day)
//   995 Brewline Online     the global online-ordering store: full menu and prices, no pickup
import { count } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import { chainModifierPrices, chainSizePrices, modifierPrices, sizePrices } from '../schema/pricing.ts';
import { rewardPlans } from '../schema/rewards.ts';
import { regions, stores, unavailableProducts } from '../schema/stores.ts';
import { terminals } from '../schema/terminals.ts';
import { demoMenu } from './demo-menu.ts';
import { chainModifierPriceRows, chainSizePriceRows, modifierPriceRows, sizePriceRows } from './prices.ts';
import { unavailableProductRows } from './product-visibility.ts';
import { loadMenuIntoDraftIn } from '../../modules/menu/menu-draft-service.ts';
import { publishMenuIn } from '../../modules/menu/publish-menu.ts';
import { createStoreIn } from '../../modules/stores/store-admin-service.ts';
import { regionRows, storeRows, terminalRows } from './regions-and-stores.ts';
import { seedDemoCards } from './demo-cards.ts';
import { rewardPlanRows } from './reward-plans.ts';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

const DEMO_SEED_ACTOR = { memberId: null, email: 'demo seed' };

/** Rows per INSERT statement, well under PostgreSQL's 65,535 bind-parameter limit. */
const CHUNK_SIZE = 500;

async function insertInChunks<T extends PgTable>(
  tx: Transaction,
  table: T,
  rows: PgInsertValue<T>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK_SIZE) {
    await tx.insert(table).values(rows.slice(start, start + CHUNK_SIZE));
  }
}

async function loadDemoMenu(tx: Transaction, now: Date): Promise<void> {
  const loaded = await loadMenuIntoDraftIn(tx, DEMO_SEED_ACTOR, demoMenu(), now);
  if (!loaded.ok)
    throw new Error(
      `The demo menu breaks the back office's rules:\n${loaded.kind === 'invalid' ? loaded.problems.map((p) => p.message).join('\n') : loaded.what}`,
    );
  const published = await publishMenuIn(tx, DEMO_SEED_ACTOR, now);
  if (!published.ok) throw new Error(`The demo menu could not be published: ${JSON.stringify(published)}`);
}

/** Inserts the whole demo data set in one transaction, parents before children. Expects empty tables. */
export async function seedDemoData(db: Db): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await insertInChunks(tx, regions, regionRows);
    // Stores go through the back office's own service: the seed holds nothing the back office would
    // refuse, and each store's creation is in the audit log like any other.
    for (const store of storeRows) await createStoreIn(tx, DEMO_SEED_ACTOR, store, now);
    await insertInChunks(tx, terminals, terminalRows);
    // The menu goes through the back office's own services: made the draft (held to every rule a save
    // is held to), then published by the one publishing writer, as a chain admin would.
    await loadDemoMenu(tx, now);
    await insertInChunks(tx, sizePrices, sizePriceRows);
    await insertInChunks(tx, modifierPrices, modifierPriceRows);
    await insertInChunks(tx, chainSizePrices, chainSizePriceRows);
    await insertInChunks(tx, chainModifierPrices, chainModifierPriceRows);
    await insertInChunks(tx, unavailableProducts, unavailableProductRows);
    await seedDemoCards(tx);
    await insertInChunks(tx, rewardPlans, rewardPlanRows);
  });
}

/** True once the demo (or any) store data is present. */
export async function isDatabaseSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ stores: count() }).from(stores);
  return (row?.stores ?? 0) > 0;
}
