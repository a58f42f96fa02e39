// The back office's menu: edits are drafts customers never see until published; publishing writes the
// live tables, new content-hashed files and the audit log at once; the domain's rules refuse a bad
// product with a clear message; two people saving the same product, the second is told what changed.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit.ts';
import { sizePrices } from '../src/db/schema/pricing.ts';
import type { StaffRole } from '@brewline/domain/accounts/staff-roles';
import {
  DRAFT_QUERY,
  newProductInput,
  PUBLISH,
  SAVE_PRODUCT,
  signUpStaff,
  type DraftAnswer,
  type PublishAnswer,
  type SavedProductAnswer,
} from './support/menu-admin-calls.ts';
import { startSecuredServer, type SecuredServer } from './support/secured-server.ts';
import { pglite } from './support/test-databases.ts';
import { decodeTable } from '@brewline/domain/menu/menu-table-columns';

const LAS_VEGAS = 118;
const LATTES = 11;

describe('menu drafts and publishing', () => {
  let server: SecuredServer;
  let admin = '';
  let otherAdmin = '';
  let manager = '';
  const as = <T>(token: string, query: string, variables: Record<string, unknown> = {}) =>
    server.graphql<T>(query, variables, { token });
  const draft = async () => {
    const answer = await as<DraftAnswer>(admin, DRAFT_QUERY);
    expect(answer.errors, answer.text).toBeUndefined();
    if (!answer.data) throw new Error('no draft');
    return answer.data.menuDraft;
  };
  const publicProduct = async (productId: number) =>
    (
      await server.graphql<{ product: { name: string } | null }>(
        'query ($id: Int!) { product(productId: $id) { name sizes { id isDefault } modifierGroups { id } } }',
        { id: productId },
      )
    ).data?.product ?? null;
  const tableIndex = async () => (await fetch(`${server.baseUrl}/product-data/tableNames.json`)).text();

  beforeAll(async () => {
    server = await startSecuredServer(pglite, { quietBackground: true });
    const staff = (tag: string, role: StaffRole, storeIds: number[]) =>
      signUpStaff(server, tag, role, storeIds);
    admin = await staff('menuadmin', 'CHAIN_ADMIN', []);
    otherAdmin = await staff('menuadmin2', 'CHAIN_ADMIN', []);
    manager = await staff('menumanager', 'STORE_MANAGER', [LAS_VEGAS]);
  });
  afterAll(async () => {
    await server.close();
  });

  it('keeps a new product in the draft until it is published, then serves it with new menu files', async () => {
    const before = await draft();
    expect(before.changes).toEqual([]);
    const indexBefore = await tableIndex();

    const saved = await as<SavedProductAnswer>(admin, SAVE_PRODUCT, {
      product: newProductInput('Maple Oat Latte'),
    });
    expect(saved.errors, saved.text).toBeUndefined();
    const product = saved.data?.saveMenuProduct;
    expect(product).toMatchObject({ name: 'Maple Oat Latte', version: 2, groupIds: [LATTES] });
    const productId = product?.id ?? 0;

    // Customers see nothing yet: not the product, not new files.
    expect(await publicProduct(productId)).toBeNull();
    expect(await tableIndex()).toBe(indexBefore);
    const pending = await draft();
    expect(pending.changes).toEqual([
      { kind: 'ADDED', entityType: 'product', entityId: productId, name: 'Maple Oat Latte', details: [] },
    ]);
    expect(pending.groups.find((g) => g.id === LATTES)?.productIds).toContain(productId);

    const preview = await as<{
      menuDraftPreview: { name: string; sizes: { name: string; isDefault: boolean }[] };
    }>(admin, 'query ($id: Int!) { menuDraftPreview(productId: $id) { name sizes { name isDefault } } }', {
      id: productId,
    });
    expect(preview.data?.menuDraftPreview).toEqual({
      name: 'Maple Oat Latte',
      sizes: [
        { name: 'Tall', isDefault: false },
        { name: 'Grande', isDefault: true },
      ],
    });

    const published = await as<PublishAnswer>(admin, PUBLISH, { v: pending.version });
    expect(published.errors, published.text).toBeUndefined();
    expect(published.data?.publishMenu.changes).toEqual([{ kind: 'ADDED', name: 'Maple Oat Latte' }]);

    // At once, without a restart: the product, and tables under new names.
    expect(await publicProduct(productId)).toMatchObject({
      name: 'Maple Oat Latte',
      sizes: [
        { id: 2, isDefault: false },
        { id: 3, isDefault: true },
      ],
      modifierGroups: [{ id: 1 }],
    });
    const indexAfter = await tableIndex();
    expect(indexAfter).not.toBe(indexBefore);
    const productsFile = (JSON.parse(indexAfter) as { tableName: string; fileName: string }[]).find(
      (entry) => entry.tableName === 'products',
    );
    const productsRows = decodeTable<{ id: number; name: string }>(
      await (await fetch(`${server.baseUrl}/product-data/${productsFile?.fileName}`)).json(),
    );
    expect(productsRows.find((row) => row.id === productId)?.name).toBe('Maple Oat Latte');
    // A customer whose app read the old index a moment before still gets the files it lists.
    const oldProductsFile = (JSON.parse(indexBefore) as { tableName: string; fileName: string }[]).find(
      (entry) => entry.tableName === 'products',
    );
    expect((await fetch(`${server.baseUrl}/product-data/${oldProductsFile?.fileName}`)).status).toBe(200);

    expect((await draft()).changes).toEqual([]);
    const audit = await server.database.handle.db
      .select({ action: auditLog.action, entityId: auditLog.entityId, by: auditLog.actorEmail })
      .from(auditLog)
      .where(eq(auditLog.entityType, 'menu'))
      .orderBy(auditLog.id);
    // The demo seed published the first menu through the same service; this is the second.
    expect(audit.map((entry) => [entry.action, entry.entityId])).toEqual([
      ['menu.publish', '1'],
      ['menu.publish', String(published.data?.publishMenu.version)],
    ]);
    expect(audit[0]?.by).toBe('demo seed');
    expect(audit[1]?.by).toContain('menuadmin');
  });

  it('refuses a product without a size, or with two default sizes, saying why, and saves nothing', async () => {
    const before = await draft();
    const noSize = await as(admin, SAVE_PRODUCT, { product: newProductInput('Sizeless', { sizes: [] }) });
    expect(noSize.errors?.[0]?.message).toBe('A product needs at least one size to be sold.');
    expect(noSize.errors?.[0]?.extensions?.['code']).toBe('INVALID_INPUT');
    const twoDefaults = await as(admin, SAVE_PRODUCT, {
      product: newProductInput('Two Defaults', {
        sizes: [
          { sizeId: 2, isDefault: true },
          { sizeId: 3, isDefault: true },
        ],
      }),
    });
    expect(twoDefaults.errors?.[0]?.message).toBe('Choose exactly one default size.');
    const wrongDefault = await as(admin, SAVE_PRODUCT, {
      product: newProductInput('Wrong Default', {
        modifierGroups: [{ modifierGroupId: 1, defaultModifierId: 201 }],
      }),
    });
    expect(wrongDefault.errors?.[0]?.message).toBe('The default of "Milk" must be one of its own modifiers.');
    const noName = await as(admin, SAVE_PRODUCT, { product: newProductInput('  ') });
    expect(noName.errors?.[0]?.message).toBe('The name is required.');
    const after = await draft();
    expect(after.version).toBe(before.version);
    expect(after.changes).toEqual([]);
  });

  it("refuses the second of two saves made from the same version, with the first person's product", async () => {
    const created = await as<SavedProductAnswer>(admin, SAVE_PRODUCT, {
      product: newProductInput('Cortado Draft'),
    });
    const { id, version } = created.data?.saveMenuProduct ?? { id: 0, version: 0 };
    const first = await as<SavedProductAnswer>(admin, SAVE_PRODUCT, {
      product: newProductInput('Cortado (Alice)', { id }),
      expectedVersion: version,
    });
    expect(first.errors, first.text).toBeUndefined();
    const second = await as<SavedProductAnswer>(otherAdmin, SAVE_PRODUCT, {
      product: newProductInput('Cortado (Bob)', { id }),
      expectedVersion: version,
    });
    expect(second.errors?.[0]?.extensions?.['code']).toBe('EDIT_CONFLICT');
    expect(second.errors?.[0]?.message).toMatch(/Someone else saved this product/);
    expect(second.errors?.[0]?.extensions?.['current']).toMatchObject({
      version: version + 1,
      product: { id, name: 'Cortado (Alice)' },
    });
    // Publishing names the draft it showed: a draft edited since is refused.
    const stale = await as(admin, PUBLISH, { v: 1 });
    expect(stale.errors?.[0]?.extensions?.['code']).toBe('EDIT_CONFLICT');
  });

  it('throws the draft away on discard; a person still editing a discarded product is told', async () => {
    const pending = await draft();
    expect(pending.changes.map((c) => c.name)).toEqual(['Cortado (Alice)']);
    const productId = pending.changes[0]?.entityId ?? 0;
    const discarded = await as<{ discardMenuDraft: number }>(admin, 'mutation { discardMenuDraft }');
    expect(discarded.errors, discarded.text).toBeUndefined();
    expect((await draft()).changes).toEqual([]);
    const late = await as(otherAdmin, SAVE_PRODUCT, {
      product: newProductInput('Cortado (late)', { id: productId }),
      expectedVersion: 3,
    });
    expect(late.errors?.[0]?.extensions?.['code']).toBe('EDIT_CONFLICT');
    expect(late.errors?.[0]?.extensions?.['current']).toBeNull();
  });

  it('reorders the top-level groups, refusing an order that leaves one out', async () => {
    const before = await draft();
    const topLevel = before.groups.filter((g) => g.parentId === 0).map((g) => g.id);
    const reversed = [...topLevel].reverse();
    const partial = await as(
      admin,
      'mutation ($ids: [Int!]!, $v: Int!) { reorderMenuGroups(parentId: 0, groupIds: $ids, expectedVersion: $v) }',
      {
        ids: reversed.slice(1),
        v: before.topLevelOrderVersion,
      },
    );
    expect(partial.errors?.[0]?.message).toBe('Name every group at this level once, in the new order.');
    const done = await as(
      admin,
      'mutation ($ids: [Int!]!, $v: Int!) { reorderMenuGroups(parentId: 0, groupIds: $ids, expectedVersion: $v) }',
      {
        ids: reversed,
        v: before.topLevelOrderVersion,
      },
    );
    expect(done.errors, done.text).toBeUndefined();
    const after = await draft();
    expect(after.groups.filter((g) => g.parentId === 0).map((g) => g.id)).toEqual(reversed);
    expect(after.changes.every((c) => c.kind === 'CHANGED' && c.details.includes('order'))).toBe(true);
    await as(admin, 'mutation { discardMenuDraft }');
  });

  it('removes a published product with its prices; a cart still holding it is told, not charged', async () => {
    const latte = 301;
    const removeFrom = await as<{ menuDraftProduct: { version: number } }>(
      admin,
      'query { menuDraftProduct(productId: 301) { version } }',
    );
    const removed = await as(
      admin,
      'mutation ($v: Int!) { removeMenuProduct(productId: 301, expectedVersion: $v) }',
      {
        v: removeFrom.data?.menuDraftProduct.version,
      },
    );
    expect(removed.errors, removed.text).toBeUndefined();
    const pending = await draft();
    expect(pending.changes).toEqual([
      { kind: 'REMOVED', entityType: 'product', entityId: latte, name: 'Caffè Latte', details: [] },
    ]);
    const published = await as<PublishAnswer>(admin, PUBLISH, { v: pending.version });
    expect(published.errors, published.text).toBeUndefined();
    expect(await publicProduct(latte)).toBeNull();
    const db = server.database.handle.db;
    expect(
      await db
        .select()
        .from(sizePrices)
        .where(and(eq(sizePrices.productId, latte), eq(sizePrices.storeId, LAS_VEGAS))),
    ).toEqual([]);
    const priced = await server.graphql<{
      priceCart: { lines: unknown[]; unavailableLines: { productName: string }[] };
    }>(
      `query { priceCart(storeId: ${LAS_VEGAS}, items: [{ lineId: "a", productId: ${latte}, sizeId: 3, quantity: 1, modifiers: [] }]) {
        lines { lineId } unavailableLines { productName } } }`,
    );
    expect(priced.data?.priceCart).toEqual({
      lines: [],
      unavailableLines: [{ productName: 'An item no longer on the menu' }],
    });
  });

  it('refuses menu edits to a store manager', async () => {
    const answer = await as(manager, SAVE_PRODUCT, { product: newProductInput('Not Yours') });
    expect(answer.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
  });
});
