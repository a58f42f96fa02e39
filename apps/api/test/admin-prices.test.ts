// The back office's prices through the whole server: the grid, typed prices refused with the domain's
// messages, a bulk change previewed then saved as pending, customers priced at the old price until
// publishing, then at the new one in the chosen stores only (the stores' snapshots and kept answers
// forgotten), the chain's list price followed by the stores that charge it, roles and the audit log.
import { applyBulkChange } from '@brewline/domain/menu/price-changes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@brewline/domain/accounts/staff-roles';
import { auditLog } from '../src/db/schema/audit.ts';
import { productSizes } from '../src/db/schema/menu.ts';
import { pendingPriceChanges, sizePrices } from '../src/db/schema/pricing.ts';
import { stores as storesTable } from '../src/db/schema/stores.ts';
import { applyPendingPriceChanges, forgetPublishedStorePrices } from '../src/modules/pricing/price-drafts.ts';
import { saveStaff } from '../src/modules/staff/staff-repository.ts';
import { SET_PRICE_CELLS } from './support/menu-admin-calls.ts';
import { startSecuredServer, type SecuredServer } from './support/secured-server.ts';
import { pglite } from './support/test-databases.ts';

const LATTE = 301;
const GRANDE = 3;
const MIDTOWN = 101; // price factor 1.10: a price of its own
const ATLANTA = 105; // factor 1.00: charges the chain's list price
const AUSTIN = 108; // factor 1.00, not in the bulk change

interface GridAnswer {
  priceGrid: {
    totalRows: number;
    pendingCount: number;
    columns: { key: string; label: string }[];
    rows: {
      rowKey: string;
      itemName: string;
      variantName: string;
      cells: { cellKey: string; columnKey: string; liveCents: number | null; pendingCents: number | null }[];
    }[];
  };
}

const GRID = `query ($filter: PriceGridFilterInput, $page: Int, $pageSize: Int) {
  priceGrid(filter: $filter, page: $page, pageSize: $pageSize) {
    totalRows pendingCount columns { key label }
    rows { rowKey itemName variantName cells { cellKey columnKey liveCents pendingCents } }
  }
}`;
const PREVIEW = `query ($input: BulkPriceChangeInput!) {
  bulkPricePreview(input: $input) { total problemCount cells { cellKey scopeLabel itemName variantName oldCents newCents problem } }
}`;
const SAVE_BULK = `mutation ($input: BulkPriceChangeInput!) { saveBulkPriceChange(input: $input) { saved pendingCount } }`;
const DISCARD = `mutation ($keys: [String!]) { discardPriceChanges(cellKeys: $keys) { discarded pendingCount } }`;
const PRICE_CART = `query ($storeId: Int!) {
  priceCart(storeId: $storeId, items: [{ lineId: "a", productId: ${LATTE}, sizeId: ${GRANDE}, quantity: 1, modifiers: [] }]) {
    lines { unitPriceCents }
  }
}`;
const MENU_PRICES = `query ($storeId: Int!) { menuPrices(storeId: $storeId) { items { productId sizeId priceCents } } }`;

describe('back-office prices', () => {
  let server: SecuredServer;
  const tokens = {} as Record<StaffRole, string>;
  const admin = { memberId: '', email: '' };
  const as = <T>(role: StaffRole, query: string, variables: unknown = {}) =>
    server.graphql<T>(query, variables, { token: tokens[role] });
  const customerPrice = async (storeId: number) => {
    const answer = await server.graphql<{ priceCart: { lines: { unitPriceCents: number }[] } }>(PRICE_CART, {
      storeId,
    });
    return answer.data?.priceCart.lines[0]?.unitPriceCents;
  };
  const menuPrice = async (storeId: number) => {
    const answer = await server.graphql<{
      menuPrices: { items: { productId: number; sizeId: number; priceCents: number }[] };
    }>(MENU_PRICES, { storeId });
    return answer.data?.menuPrices.items.find((i) => i.productId === LATTE && i.sizeId === GRANDE)
      ?.priceCents;
  };
  const publish = async () => {
    const db = server.database.handle.db;
    const applied = await db.transaction((tx) =>
      applyPendingPriceChanges(tx, { memberId: admin.memberId, email: admin.email }, new Date()),
    );
    await forgetPublishedStorePrices(db);
    return applied;
  };

  beforeAll(async () => {
    server = await startSecuredServer(pglite, { quietBackground: true });
    const db = server.database.handle.db;
    const roles: [StaffRole, number[]][] = [
      ['CHAIN_ADMIN', []],
      ['STORE_MANAGER', [MIDTOWN]],
      ['SUPPORT', []],
    ];
    for (const [role, storeIds] of roles) {
      const person = await server.signUp(role.toLowerCase().replace('_', ''));
      await saveStaff(db, {
        memberId: person.memberId,
        email: person.email,
        role,
        storeIds,
        invitedBy: null,
        createdAt: new Date(),
      });
      tokens[role] = person.tokens.access_token;
      if (role === 'CHAIN_ADMIN') Object.assign(admin, { memberId: person.memberId, email: person.email });
    }
  });
  afterAll(async () => {
    await server.close();
  });

  it('shows the grid: chain, region and store columns, a page of sizes with live prices', async () => {
    const answer = await as<GridAnswer>('CHAIN_ADMIN', GRID, {
      filter: { search: 'Caffè Latte', storeIds: [MIDTOWN, ATLANTA] },
      pageSize: 10,
    });
    expect(answer.errors, answer.text).toBeUndefined();
    const grid = answer.data?.priceGrid;
    expect(grid?.columns.map((c) => c.key)).toEqual(
      expect.arrayContaining(['default:0', `store:${MIDTOWN}`, `store:${ATLANTA}`]),
    );
    expect(grid?.columns.some((c) => c.key === `store:${AUSTIN}`)).toBe(false);
    const grande = grid?.rows.find((r) => r.rowKey === `s:${LATTE}:${GRANDE}`);
    expect(grande?.variantName).toBe('Grande');
    const live = Object.fromEntries(grande?.cells.map((c) => [c.columnKey, c.liveCents]) ?? []);
    expect(live[`store:${MIDTOWN}`]).toBe(await customerPrice(MIDTOWN));
    expect(live[`store:${ATLANTA}`]).toBe(live['default:0']);
  });

  it('refuses a price below zero, not in whole cents, or a missing size of a product a store sells', async () => {
    const cell = { level: 'STORE', scopeId: MIDTOWN, productId: LATTE, sizeId: GRANDE };
    const refusal = async (price: string) => {
      const answer = await as('CHAIN_ADMIN', SET_PRICE_CELLS, { cells: [{ ...cell, price }] });
      return { code: answer.errors?.[0]?.extensions?.['code'], message: answer.errors?.[0]?.message };
    };
    expect(await refusal('-1.00')).toEqual({
      code: 'INVALID_INPUT',
      message: 'Caffè Latte Grande at Brewline Midtown Manhattan: A price cannot be below zero.',
    });
    expect((await refusal('4.255')).message).toBe(
      'Caffè Latte Grande at Brewline Midtown Manhattan: A price must be in whole cents (at most 2 decimals).',
    );
    expect((await refusal('')).message).toBe(
      'Brewline Midtown Manhattan sells Caffè Latte, so its Grande size needs a price.',
    );
    expect(await server.database.handle.db.select().from(pendingPriceChanges)).toEqual([]);
  });

  it('raises two stores by 10 %: previewed, pending, charged only after publishing, and audited', async () => {
    const before = { midtown: await customerPrice(MIDTOWN), atlanta: await customerPrice(ATLANTA) };
    const austin = await customerPrice(AUSTIN);
    expect(await menuPrice(MIDTOWN)).toBe(before.midtown);
    const input = { mode: 'PERCENT', value: '10', storeIds: [MIDTOWN, ATLANTA], productIds: [LATTE] };
    const preview = await as<{
      bulkPricePreview: {
        total: number;
        problemCount: number;
        cells: { cellKey: string; oldCents: number; newCents: number }[];
      };
    }>('CHAIN_ADMIN', PREVIEW, { input });
    expect(preview.errors, preview.text).toBeUndefined();
    const cells = preview.data?.bulkPricePreview.cells ?? [];
    expect(preview.data?.bulkPricePreview.problemCount).toBe(0);
    expect(cells.length).toBeGreaterThanOrEqual(4);
    for (const cell of cells)
      expect(cell.newCents).toBe(applyBulkChange(cell.oldCents, { kind: 'percent', basisPoints: 1000 }));
    const midtownCell = cells.find((c) => c.cellKey === `store:${MIDTOWN}:s:${LATTE}:${GRANDE}`);
    expect(midtownCell?.oldCents).toBe(before.midtown);
    // The preview saved nothing.
    expect(await server.database.handle.db.select().from(pendingPriceChanges)).toEqual([]);

    const saved = await as<{ saveBulkPriceChange: { saved: number; pendingCount: number } }>(
      'CHAIN_ADMIN',
      SAVE_BULK,
      {
        input,
      },
    );
    expect(saved.data?.saveBulkPriceChange).toEqual({ saved: cells.length, pendingCount: cells.length });
    // Pending: customers are still charged the published price.
    expect(await customerPrice(MIDTOWN)).toBe(before.midtown);
    expect(await menuPrice(MIDTOWN)).toBe(before.midtown);

    expect(await publish()).toMatchObject({ changed: cells.length });
    const newMidtown = applyBulkChange(before.midtown ?? 0, { kind: 'percent', basisPoints: 1000 });
    expect(await customerPrice(MIDTOWN)).toBe(newMidtown);
    expect(await menuPrice(MIDTOWN)).toBe(newMidtown);
    expect(await customerPrice(ATLANTA)).toBe(
      applyBulkChange(before.atlanta ?? 0, { kind: 'percent', basisPoints: 1000 }),
    );
    expect(await customerPrice(AUSTIN)).toBe(austin);

    const db = server.database.handle.db;
    expect(await db.select().from(pendingPriceChanges)).toEqual([]);
    const [audited] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'prices.publish'), eq(auditLog.storeId, MIDTOWN)));
    expect(audited?.actorEmail).toBe(admin.email);
    expect(audited?.before).toMatchObject({ [`s:${LATTE}:${GRANDE}`]: before.midtown });
    expect(audited?.after).toMatchObject({ [`s:${LATTE}:${GRANDE}`]: newMidtown });
    const drafted = await db.select().from(auditLog).where(eq(auditLog.action, 'prices.draft.bulk'));
    expect(drafted).toHaveLength(1);
  });

  it("moves the chain's list price: stores charging it follow, a store with its own price keeps it", async () => {
    const midtown = await customerPrice(MIDTOWN);
    const grid = await as<GridAnswer>('CHAIN_ADMIN', GRID, {
      filter: { search: 'Caffè Latte', storeIds: [AUSTIN] },
    });
    const listPrice = grid.data?.priceGrid.rows
      .find((r) => r.rowKey === `s:${LATTE}:${GRANDE}`)
      ?.cells.find((c) => c.columnKey === 'default:0')?.liveCents;
    expect(await customerPrice(AUSTIN)).toBe(listPrice);
    const set = await as('CHAIN_ADMIN', SET_PRICE_CELLS, {
      cells: [{ level: 'DEFAULT', scopeId: 0, productId: LATTE, sizeId: GRANDE, price: '9.95' }],
    });
    expect(set.errors, set.text).toBeUndefined();
    await publish();
    expect(await customerPrice(AUSTIN)).toBe(995);
    expect(await customerPrice(MIDTOWN)).toBe(midtown);
  });

  it('a list price reaches every store for a product new to the chain, and a store missing a size of a product it sells', async () => {
    const db = server.database.handle.db;
    const NEW_PRODUCT = 302;
    const sizesOf = async (productId: number) =>
      (await db.select().from(productSizes).where(eq(productSizes.productId, productId))).map(
        (s) => s.sizeId,
      );
    // As a product published without store prices: no store sells it yet.
    await db.delete(sizePrices).where(eq(sizePrices.productId, NEW_PRODUCT));
    const newSizes = await sizesOf(NEW_PRODUCT);
    const set = await as('CHAIN_ADMIN', SET_PRICE_CELLS, {
      cells: newSizes.map((sizeId) => ({
        level: 'DEFAULT',
        scopeId: 0,
        productId: NEW_PRODUCT,
        sizeId,
        price: '3.00',
      })),
    });
    expect(set.errors, set.text).toBeUndefined();
    // Austin sells the latte but has lost its Grande price; Midtown has a Grande price of its own.
    await db
      .delete(sizePrices)
      .where(
        and(eq(sizePrices.storeId, AUSTIN), eq(sizePrices.productId, LATTE), eq(sizePrices.sizeId, GRANDE)),
      );
    const midtown = await customerPrice(MIDTOWN);
    await as('CHAIN_ADMIN', SET_PRICE_CELLS, {
      cells: [{ level: 'DEFAULT', scopeId: 0, productId: LATTE, sizeId: GRANDE, price: '10.25' }],
    });
    await publish();
    const stores = await db.select().from(sizePrices).where(eq(sizePrices.productId, NEW_PRODUCT));
    const storeCount = (await db.select().from(storesTable)).length;
    expect(stores).toHaveLength(storeCount * newSizes.length);
    expect(new Set(stores.map((s) => s.priceCents))).toEqual(new Set([300]));
    expect(await customerPrice(AUSTIN)).toBe(1025);
    expect(await customerPrice(MIDTOWN)).toBe(midtown);
  });

  it('discards pending changes, and a price equal to the published one is no change', async () => {
    const cell = { level: 'STORE', scopeId: AUSTIN, productId: LATTE, sizeId: GRANDE };
    const set = await as<{ setPriceCells: { pendingCount: number } }>('CHAIN_ADMIN', SET_PRICE_CELLS, {
      cells: [{ ...cell, price: '5.00' }],
    });
    expect(set.data?.setPriceCells.pendingCount).toBe(1);
    const back = await as<{ setPriceCells: { pendingCount: number } }>('CHAIN_ADMIN', SET_PRICE_CELLS, {
      cells: [{ ...cell, price: '10.25' }],
    });
    expect(back.data?.setPriceCells.pendingCount).toBe(0);
    await as('CHAIN_ADMIN', SET_PRICE_CELLS, { cells: [{ ...cell, price: '5.00' }] });
    const discarded = await as<{ discardPriceChanges: { discarded: number; pendingCount: number } }>(
      'CHAIN_ADMIN',
      DISCARD,
      {},
    );
    expect(discarded.data?.discardPriceChanges).toEqual({ discarded: 1, pendingCount: 0 });
    expect(await publish()).toMatchObject({ changed: 0 });
    expect(await customerPrice(AUSTIN)).toBe(1025);
  });

  it('drops a pending change for an item the published menu no longer has, publishing the rest', async () => {
    const db = server.database.handle.db;
    const base = { level: 'store', scopeId: AUSTIN, changedByEmail: admin.email, changedAt: new Date() };
    await db.insert(pendingPriceChanges).values([
      // A product drafted, priced, then discarded from the draft: not on the menu being published.
      {
        ...base,
        productId: 999_999,
        sizeId: GRANDE,
        priceCents: 500,
        cellKey: `store:${AUSTIN}:s:999999:${GRANDE}`,
      },
      {
        ...base,
        productId: LATTE,
        sizeId: GRANDE,
        priceCents: 1050,
        cellKey: `store:${AUSTIN}:s:${LATTE}:${GRANDE}`,
      },
    ]);
    expect(await publish()).toMatchObject({ changed: 1 });
    expect(await customerPrice(AUSTIN)).toBe(1050);
    expect(await db.select().from(pendingPriceChanges)).toEqual([]);
  });

  it('refuses a bulk change that would take a price below zero, saving nothing', async () => {
    const answer = await as('CHAIN_ADMIN', SAVE_BULK, {
      input: { mode: 'AMOUNT', value: '-20', storeIds: [AUSTIN], productIds: [LATTE] },
    });
    expect(answer.errors?.[0]?.message).toMatch(
      /cannot take this change, so nothing was saved\. Caffè Latte .* at Brewline Sixth Street: \$[\d.]+ would go below zero\./,
    );
    expect(await server.database.handle.db.select().from(pendingPriceChanges)).toEqual([]);
  });

  it('lets no store manager or support read or change prices', async () => {
    for (const role of ['STORE_MANAGER', 'SUPPORT'] as const) {
      const grid = await as(role, GRID, {});
      expect(grid.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
      const set = await as(role, SET_PRICE_CELLS, {
        cells: [{ level: 'STORE', scopeId: MIDTOWN, productId: LATTE, sizeId: GRANDE, price: '1.00' }],
      });
      expect(set.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    }
  });
});
