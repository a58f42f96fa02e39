// Removing a size, a modifier group and a modifier scale from the menu draft, on both databases: a
// removal is refused while a product offers it (the refusal names the products), the second of two
// edits from the same version is refused with the record as it is now, a removal is audited and listed
// among what publishing changes, and once published the customer's menu no longer has it.
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeTable } from '@brewline/domain/menu/menu-table-columns';
import { auditLog } from '../src/db/schema/audit.ts';
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
import { availableTestDatabases } from './support/test-databases.ts';

const kinds = await availableTestDatabases();

const OPTIONS_QUERY = `{ menuDraft { sizes { id name version } modifierGroups { id name version }
  modifierScales { id name version } } }`;
const SAVE_SIZE = `mutation ($size: MenuSizeInput!) { saveMenuSize(size: $size) { id } }`;
const SAVE_GROUP = `mutation ($group: MenuModifierGroupInput!) {
  saveMenuModifierGroup(group: $group) { id modifiers { id } } }`;
const SAVE_SCALE = `mutation ($scale: MenuModifierScaleInput!, $expectedVersion: Int) {
  saveMenuModifierScale(scale: $scale, expectedVersion: $expectedVersion) { id version steps { id name } } }`;
const REMOVE_SIZE = `mutation ($id: Int!, $v: Int!) { removeMenuSize(sizeId: $id, expectedVersion: $v) }`;
const REMOVE_GROUP = `mutation ($id: Int!, $v: Int!) {
  removeMenuModifierGroup(modifierGroupId: $id, expectedVersion: $v) }`;
const REMOVE_SCALE = `mutation ($id: Int!, $v: Int!) {
  removeMenuModifierScale(modifierScaleId: $id, expectedVersion: $v) }`;
/** Grande: offered by most of the demo menu. */
const GRANDE = 3;

interface OptionsAnswer {
  menuDraft: Record<
    'sizes' | 'modifierGroups' | 'modifierScales',
    { id: number; name: string; version: number }[]
  >;
}
interface CustomerProduct {
  product: {
    sizes: { name: string }[];
    modifierGroups: { name: string }[];
    modifierScales: { name: string }[];
  } | null;
}

describe.each(kinds)('removing sizes, modifier groups and scales on $name', (kind) => {
  let server: SecuredServer;
  let admin = '';
  let otherAdmin = '';
  const as = async <T>(token: string, query: string, variables: Record<string, unknown> = {}) =>
    server.graphql<T>(query, variables, { token });
  const options = async () => {
    const answer = await as<OptionsAnswer>(admin, OPTIONS_QUERY);
    if (!answer.data) throw new Error(answer.text);
    return answer.data.menuDraft;
  };
  const versionOf = async (list: keyof OptionsAnswer['menuDraft'], id: number) =>
    (await options())[list].find((o) => o.id === id)?.version ?? 0;
  const draft = async () => {
    const answer = await as<DraftAnswer>(admin, DRAFT_QUERY);
    if (!answer.data) throw new Error(answer.text);
    return answer.data.menuDraft;
  };
  const customerProduct = async (productId: number) =>
    (
      await server.graphql<CustomerProduct>(
        `query ($id: Int!) { product(productId: $id) { sizes { name } modifierGroups { name }
          modifierScales { name } } }`,
        { id: productId },
      )
    ).data?.product ?? null;
  const servedNames = async (tableName: string): Promise<string[]> => {
    const index = (await (await fetch(`${server.baseUrl}/product-data/tableNames.json`)).json()) as {
      tableName: string;
      fileName: string;
    }[];
    const file = index.find((entry) => entry.tableName === tableName)?.fileName;
    const rows = decodeTable<{ name: string }>(
      await (await fetch(`${server.baseUrl}/product-data/${file}`)).json(),
    );
    return rows.map((row) => row.name);
  };
  const publish = async () => {
    const published = await as<PublishAnswer>(admin, PUBLISH, { v: (await draft()).version });
    expect(published.errors, published.text).toBeUndefined();
  };

  let sizeId = 0;
  let groupId = 0;
  let scaleId = 0;
  let productId = 0;

  beforeAll(async () => {
    server = await startSecuredServer(kind, { quietBackground: true });
    admin = await signUpStaff(server, 'rmadmin', 'CHAIN_ADMIN', []);
    otherAdmin = await signUpStaff(server, 'rmadmin2', 'CHAIN_ADMIN', []);
    // A published product that offers a new size, group and scale, each chosen at first.
    const size = await as<{ saveMenuSize: { id: number } }>(admin, SAVE_SIZE, {
      size: { id: null, name: 'Jumbo', ounces: 40 },
    });
    sizeId = size.data?.saveMenuSize.id ?? 0;
    const group = await as<{ saveMenuModifierGroup: { id: number; modifiers: { id: number }[] } }>(
      admin,
      SAVE_GROUP,
      {
        group: {
          id: null,
          name: 'Cold Foam',
          multiSelect: false,
          modifiers: [{ id: null, name: 'Sweet Cream Foam', isVariableQuantity: false, maxQuantity: 1 }],
        },
      },
    );
    groupId = group.data?.saveMenuModifierGroup.id ?? 0;
    const scale = await as<{ saveMenuModifierScale: { id: number; steps: { id: number }[] } }>(
      admin,
      SAVE_SCALE,
      {
        scale: {
          id: null,
          name: 'Foam',
          steps: [
            { id: null, name: 'Dry' },
            { id: null, name: 'Wet' },
          ],
        },
      },
    );
    scaleId = scale.data?.saveMenuModifierScale.id ?? 0;
    const product = await as<SavedProductAnswer>(admin, SAVE_PRODUCT, {
      product: newProductInput('Jumbo Cold Brew', {
        sizes: [{ sizeId, isDefault: true }],
        modifierGroups: [
          {
            modifierGroupId: groupId,
            defaultModifierId: group.data?.saveMenuModifierGroup.modifiers[0]?.id,
          },
        ],
        modifierScales: [
          { modifierScaleId: scaleId, defaultModifierId: scale.data?.saveMenuModifierScale.steps[1]?.id },
        ],
      }),
    });
    expect(product.errors, product.text).toBeUndefined();
    productId = product.data?.saveMenuProduct.id ?? 0;
    await publish();
    expect(await customerProduct(productId)).toEqual({
      sizes: [{ name: 'Jumbo' }],
      modifierGroups: [{ name: 'Cold Foam' }],
      modifierScales: [{ name: 'Foam' }],
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses to remove what a product offers, naming the products, and changes nothing', async () => {
    const before = await draft();
    const refusals: [string, number, keyof OptionsAnswer['menuDraft'], string | RegExp][] = [
      [
        REMOVE_SIZE,
        sizeId,
        'sizes',
        'Jumbo is still offered by Jumbo Cold Brew: untick it in that product before removing it.',
      ],
      [
        REMOVE_GROUP,
        groupId,
        'modifierGroups',
        'Cold Foam is still offered by Jumbo Cold Brew (one of its modifiers is chosen at first for ' +
          'Jumbo Cold Brew): untick it in that product before removing it.',
      ],
      [
        REMOVE_SCALE,
        scaleId,
        'modifierScales',
        'Foam is still offered by Jumbo Cold Brew: untick it in that product before removing it.',
      ],
      [
        REMOVE_SIZE,
        GRANDE,
        'sizes',
        /^Grande is still offered by [^,]+, [^,]+ and \d+ other products: untick it in those products before removing it\.$/,
      ],
    ];
    for (const [mutation, id, list, message] of refusals) {
      const answer = await as(admin, mutation, { id, v: await versionOf(list, id) });
      const said = expect(answer.errors?.[0]?.message, answer.text);
      if (typeof message === 'string') said.toBe(message);
      else said.toMatch(message);
      expect(answer.errors?.[0]?.extensions?.['code']).toBe('INVALID_INPUT');
    }
    const unknown = await as(admin, REMOVE_SCALE, { id: 9999, v: 1 });
    expect(unknown.errors?.[0]?.message).toBe('There is no modifier scale 9999 in the draft.');
    const after = await draft();
    expect(after.version).toBe(before.version);
    expect(after.changes).toEqual([]);
  });

  it("refuses the second of two edits from the same version, with the first person's record", async () => {
    const version = await versionOf('modifierScales', scaleId);
    const renamed = await as<{ saveMenuModifierScale: { version: number; steps: { id: number }[] } }>(
      admin,
      SAVE_SCALE,
      {
        scale: {
          id: scaleId,
          name: 'Foam level',
          steps: await stepsOf(scaleId),
        },
        expectedVersion: version,
      },
    );
    expect(renamed.errors, renamed.text).toBeUndefined();
    const stale = await as(otherAdmin, REMOVE_SCALE, { id: scaleId, v: version });
    expect(stale.errors?.[0]?.extensions?.['code']).toBe('EDIT_CONFLICT');
    expect(stale.errors?.[0]?.message).toMatch(/^Someone else saved this modifier scale while you were/);
    expect(stale.errors?.[0]?.extensions?.['current']).toMatchObject({
      version: version + 1,
      option: { id: scaleId, name: 'Foam level' },
    });
    // A removal without its version is refused too, and the scale is still there.
    const versionless = await as(
      otherAdmin,
      `mutation { removeMenuModifierScale(modifierScaleId: ${scaleId}) }`,
    );
    expect(versionless.errors).toBeDefined();
    expect((await options()).modifierScales.map((s) => s.name)).toContain('Foam level');
  });

  it('removes them once no product offers them; publishing takes them off the customer menu', async () => {
    const product = await as<SavedProductAnswer>(admin, SAVE_PRODUCT, {
      product: {
        ...newProductInput('Jumbo Cold Brew', { sizes: [{ sizeId: GRANDE, isDefault: true }] }),
        id: productId,
        modifierGroups: [],
      },
      expectedVersion: 2,
    });
    expect(product.errors, product.text).toBeUndefined();
    for (const [mutation, id, list] of [
      [REMOVE_SIZE, sizeId, 'sizes'],
      [REMOVE_GROUP, groupId, 'modifierGroups'],
      [REMOVE_SCALE, scaleId, 'modifierScales'],
    ] as const) {
      const answer = await as<Record<string, boolean>>(admin, mutation, { id, v: await versionOf(list, id) });
      expect(answer.errors, answer.text).toBeUndefined();
      expect(Object.values(answer.data ?? {})).toEqual([true]);
    }
    const listed = await options();
    expect(listed.sizes.map((s) => s.name)).not.toContain('Jumbo');
    expect(listed.modifierGroups.map((g) => g.name)).not.toContain('Cold Foam');
    expect(listed.modifierScales.map((s) => s.name)).not.toContain('Foam level');
    expect(
      (await draft()).changes.filter((c) => c.kind === 'REMOVED').map((c) => [c.entityType, c.name]),
    ).toEqual([
      ['size', 'Jumbo'],
      ['modifierGroup', 'Cold Foam'],
      ['modifierScale', 'Foam'],
    ]);
    const audit = await server.database.handle.db
      .select({ action: auditLog.action, entityId: auditLog.entityId, actor: auditLog.actorEmail })
      .from(auditLog)
      .where(
        inArray(auditLog.action, [
          'menu.size.remove',
          'menu.modifierGroup.remove',
          'menu.modifierScale.remove',
        ]),
      )
      .orderBy(auditLog.id);
    expect(audit.map((row) => [row.action, row.entityId])).toEqual([
      ['menu.size.remove', String(sizeId)],
      ['menu.modifierGroup.remove', String(groupId)],
      ['menu.modifierScale.remove', String(scaleId)],
    ]);
    expect(audit.every((row) => row.actor.includes('rmadmin'))).toBe(true);
    // Customers still have all three until the menu is published.
    expect(await servedNames('sizes')).toContain('Jumbo');

    await publish();
    expect(await customerProduct(productId)).toEqual({
      sizes: [{ name: 'Grande' }],
      modifierGroups: [],
      modifierScales: [],
    });
    expect(await servedNames('sizes')).not.toContain('Jumbo');
    expect(await servedNames('modifierGroups')).not.toContain('Cold Foam');
    expect(await servedNames('modifierScales')).not.toContain('Foam level');
    expect(await servedNames('modifiers')).not.toContain('Sweet Cream Foam');
    expect((await draft()).changes).toEqual([]);
  });

  async function stepsOf(id: number): Promise<{ id: number; name: string }[]> {
    const answer = await as<{
      menuDraft: { modifierScales: { id: number; steps: { id: number; name: string }[] }[] };
    }>(admin, '{ menuDraft { modifierScales { id steps { id name } } } }');
    return answer.data?.menuDraft.modifierScales.find((s) => s.id === id)?.steps ?? [];
  }
});
