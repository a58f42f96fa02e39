// The back office's editors for sizes, modifier groups and modifier scales: each save is a draft the
// customer never sees until published; the domain's rules refuse a bad one with a clear message; the
// second of two saves from the same version is refused with the first person's record; only a chain
// admin may make them; every save is in the audit log.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit.ts';
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
const ICE_SCALE = 2;
const ICE_DEFAULT_STEP = 913;

const SAVE_SIZE = `mutation ($size: MenuSizeInput!, $expectedVersion: Int) {
  saveMenuSize(size: $size, expectedVersion: $expectedVersion) { id name ounces version } }`;
const SAVE_GROUP = `mutation ($group: MenuModifierGroupInput!, $expectedVersion: Int) {
  saveMenuModifierGroup(group: $group, expectedVersion: $expectedVersion) {
    id name multiSelect version modifiers { id name isVariableQuantity maxQuantity } } }`;
const SAVE_SCALE = `mutation ($scale: MenuModifierScaleInput!, $expectedVersion: Int) {
  saveMenuModifierScale(scale: $scale, expectedVersion: $expectedVersion) { id name version steps { id name } } }`;

interface SavedGroup {
  saveMenuModifierGroup: {
    id: number;
    version: number;
    modifiers: { id: number; name: string; isVariableQuantity: boolean; maxQuantity: number }[];
  };
}
interface SavedSize {
  saveMenuSize: { id: number; name: string; ounces: number | null; version: number };
}
interface SavedScale {
  saveMenuModifierScale: { id: number; version: number; steps: { id: number; name: string }[] };
}
interface PublicProduct {
  product: {
    sizes: { id: number; name: string }[];
    modifierGroups: {
      id: number;
      name: string;
      multiSelect: boolean;
      modifiers: { name: string; maxQuantity: number }[];
    }[];
    modifierScales: { id: number; name: string; modifiers: { name: string }[] }[];
  } | null;
}

describe('sizes, modifier groups and scales in the menu draft', () => {
  let server: SecuredServer;
  let admin = '';
  let otherAdmin = '';
  let manager = '';
  let support = '';
  const as = <T>(token: string, query: string, variables: Record<string, unknown> = {}) =>
    server.graphql<T>(query, variables, { token });
  const draft = async () => {
    const answer = await as<DraftAnswer>(admin, DRAFT_QUERY);
    if (!answer.data) throw new Error(answer.text);
    return answer.data.menuDraft;
  };
  const publicProduct = async (productId: number) =>
    (
      await server.graphql<PublicProduct>(
        `query ($id: Int!) { product(productId: $id) { sizes { id name }
          modifierGroups { id name multiSelect modifiers { name maxQuantity } } modifierScales { id name modifiers { name } } } }`,
        { id: productId },
      )
    ).data?.product ?? null;
  /** A menu table as the customer's app downloads it. */
  const servedTable = async <R>(tableName: string): Promise<R[]> => {
    const index = (await (await fetch(`${server.baseUrl}/product-data/tableNames.json`)).json()) as {
      tableName: string;
      fileName: string;
    }[];
    const file = index.find((entry) => entry.tableName === tableName)?.fileName;
    return decodeTable<R>(await (await fetch(`${server.baseUrl}/product-data/${file}`)).json());
  };
  const publish = async () => {
    const published = await as<PublishAnswer>(admin, PUBLISH, { v: (await draft()).version });
    expect(published.errors, published.text).toBeUndefined();
    return published.data?.publishMenu;
  };

  beforeAll(async () => {
    server = await startSecuredServer(pglite, { quietBackground: true });
    const staff = (tag: string, role: StaffRole, storeIds: number[]) =>
      signUpStaff(server, tag, role, storeIds);
    admin = await staff('optadmin', 'CHAIN_ADMIN', []);
    otherAdmin = await staff('optadmin2', 'CHAIN_ADMIN', []);
    manager = await staff('optmanager', 'STORE_MANAGER', [LAS_VEGAS]);
    support = await staff('optsupport', 'SUPPORT', []);
  });
  afterAll(async () => {
    await server.close();
  });

  it('keeps a new modifier group in the draft; once a product names it and it is published, customers get it', async () => {
    const saved = await as<SavedGroup>(admin, SAVE_GROUP, {
      group: {
        id: null,
        name: 'Cold Foam',
        multiSelect: false,
        modifiers: [
          { id: null, name: 'Vanilla Sweet Cream Foam', isVariableQuantity: false, maxQuantity: 1 },
          { id: null, name: 'Salted Caramel Foam', isVariableQuantity: true, maxQuantity: 3 },
        ],
      },
    });
    expect(saved.errors, saved.text).toBeUndefined();
    const group = saved.data?.saveMenuModifierGroup;
    expect(group?.version).toBe(2);
    expect(group?.modifiers.map((m) => [m.name, m.isVariableQuantity, m.maxQuantity])).toEqual([
      ['Vanilla Sweet Cream Foam', false, 1],
      ['Salted Caramel Foam', true, 3],
    ]);
    const groupId = group?.id ?? 0;
    const foamId = group?.modifiers[0]?.id ?? 0;
    expect((await draft()).changes).toEqual([
      { kind: 'ADDED', entityType: 'modifierGroup', entityId: groupId, name: 'Cold Foam', details: [] },
    ]);

    const product = await as<SavedProductAnswer>(admin, SAVE_PRODUCT, {
      product: newProductInput('Cold Foam Latte', {
        modifierGroups: [{ modifierGroupId: groupId, defaultModifierId: foamId }],
      }),
    });
    expect(product.errors, product.text).toBeUndefined();
    const productId = product.data?.saveMenuProduct.id ?? 0;
    expect(await publicProduct(productId)).toBeNull();

    await publish();
    expect((await publicProduct(productId))?.modifierGroups).toEqual([
      {
        id: groupId,
        name: 'Cold Foam',
        multiSelect: false,
        modifiers: [
          { name: 'Vanilla Sweet Cream Foam', maxQuantity: 1 },
          { name: 'Salted Caramel Foam', maxQuantity: 3 },
        ],
      },
    ]);
    // The menu files the customer's app downloads carry it too.
    expect(
      (await servedTable<{ id: number; name: string }>('modifierGroups')).find((g) => g.id === groupId)?.name,
    ).toBe('Cold Foam');
    const servedModifiers = await servedTable<{ modifierGroupId: number | null; name: string }>('modifiers');
    expect(servedModifiers.filter((m) => m.modifierGroupId === groupId).map((m) => m.name)).toEqual([
      'Vanilla Sweet Cream Foam',
      'Salted Caramel Foam',
    ]);

    const audit = await server.database.handle.db
      .select({ action: auditLog.action, entityId: auditLog.entityId, actor: auditLog.actorEmail })
      .from(auditLog)
      .where(eq(auditLog.entityType, 'modifierGroup'));
    expect(audit.map((row) => [row.action, row.entityId])).toEqual([
      ['menu.modifierGroup.save', String(groupId)],
    ]);
    expect(audit[0]?.actor).toContain('optadmin');
  });

  it('renames a published modifier, keeping its id, and refuses to drop one a product chooses at first', async () => {
    expect((await draft()).changes).toEqual([]);
    const group = (await servedTable<{ id: number; name: string }>('modifierGroups')).find(
      (g) => g.name === 'Cold Foam',
    );
    const [foam, caramel] = (
      await servedTable<{ id: number; modifierGroupId: number | null; priority: number }>('modifiers')
    )
      .filter((m) => m.modifierGroupId === group?.id)
      .sort((a, b) => a.priority - b.priority);
    const dropDefault = await as(admin, SAVE_GROUP, {
      group: {
        id: group?.id,
        name: 'Cold Foam',
        multiSelect: false,
        modifiers: [
          { id: caramel?.id, name: 'Salted Caramel Foam', isVariableQuantity: true, maxQuantity: 3 },
        ],
      },
      expectedVersion: 2,
    });
    expect(dropDefault.errors?.[0]?.message).toBe(
      'Vanilla Sweet Cream Foam is chosen at first for Cold Foam Latte: choose another default there before removing it.',
    );
    const renamed = await as<SavedGroup>(admin, SAVE_GROUP, {
      group: {
        id: group?.id,
        name: 'Cold Foam',
        multiSelect: true,
        modifiers: [
          { id: foam?.id, name: 'Sweet Cream Foam', isVariableQuantity: false, maxQuantity: 1 },
          { id: caramel?.id, name: 'Salted Caramel Foam', isVariableQuantity: true, maxQuantity: 3 },
        ],
      },
      expectedVersion: 2,
    });
    expect(renamed.errors, renamed.text).toBeUndefined();
    expect(renamed.data?.saveMenuModifierGroup.modifiers.map((m) => m.id)).toEqual([foam?.id, caramel?.id]);
    expect((await draft()).changes).toEqual([
      {
        kind: 'CHANGED',
        entityType: 'modifierGroup',
        entityId: group?.id,
        name: 'Cold Foam',
        details: ['one or several', 'modifiers'],
      },
    ]);
    await as(admin, 'mutation { discardMenuDraft }');
  });

  it('refuses a bad size, a bad group and a bad scale, saying why, and saves nothing', async () => {
    const before = await draft();
    const refusals: [string, Record<string, unknown>, string | RegExp][] = [
      [
        SAVE_SIZE,
        { size: { id: null, name: 'grande', ounces: 16 } },
        'Another size is already called Grande.',
      ],
      [
        SAVE_SIZE,
        { size: { id: null, name: 'Mini', ounces: 0 } },
        'The ounces are a whole number from 1 to 128, or empty for a size that is not a cup.',
      ],
      [SAVE_SIZE, { size: { id: null, name: '  ', ounces: null } }, 'The size name is required.'],
      [
        SAVE_GROUP,
        { group: { id: null, name: 'Empty', multiSelect: false, modifiers: [] } },
        'A modifier group needs at least one modifier.',
      ],
      [
        SAVE_GROUP,
        {
          group: {
            id: null,
            name: 'Pumps',
            multiSelect: true,
            modifiers: [{ id: null, name: 'Honey', isVariableQuantity: true, maxQuantity: 40 }],
          },
        },
        'The most of "Honey" a customer can ask for is a whole number from 2 to 12.',
      ],
      [
        SAVE_GROUP,
        {
          group: {
            id: null,
            name: 'Stolen',
            multiSelect: false,
            modifiers: [{ id: 101, name: '2% Milk', isVariableQuantity: false, maxQuantity: 1 }],
          },
        },
        'The modifier 101 belongs to another group or scale.',
      ],
      [
        SAVE_SCALE,
        { scale: { id: null, name: 'Foam', steps: [{ id: null, name: 'Dry' }] } },
        'A scale needs at least two steps (No Ice, Light Ice…).',
      ],
      [
        SAVE_SCALE,
        {
          scale: {
            id: ICE_SCALE,
            name: 'Ice',
            steps: [
              { id: 911, name: 'No Ice' },
              { id: 912, name: 'Light Ice' },
            ],
          },
          expectedVersion: 1,
        },
        /^Ice is chosen at first for Cold Brew, [^,]+ and \d+ other products: choose another default there before removing it\.$/,
      ],
    ];
    for (const [mutation, variables, message] of refusals) {
      const answer = await as(admin, mutation, variables);
      const said = expect(answer.errors?.[0]?.message, JSON.stringify(variables));
      if (typeof message === 'string') said.toBe(message);
      else said.toMatch(message);
      expect(answer.errors?.[0]?.extensions?.['code']).toBe('INVALID_INPUT');
    }
    const after = await draft();
    expect(after.version).toBe(before.version);
    expect(after.changes).toEqual([]);
  });

  it("refuses the second of two saves of a size from the same version, with the first person's size", async () => {
    const first = await as<SavedSize>(admin, SAVE_SIZE, {
      size: { id: 1, name: 'Short Cup', ounces: 8 },
      expectedVersion: 1,
    });
    expect(first.errors, first.text).toBeUndefined();
    expect(first.data?.saveMenuSize).toEqual({ id: 1, name: 'Short Cup', ounces: 8, version: 2 });
    const second = await as(otherAdmin, SAVE_SIZE, {
      size: { id: 1, name: 'Small', ounces: 8 },
      expectedVersion: 1,
    });
    expect(second.errors?.[0]?.extensions?.['code']).toBe('EDIT_CONFLICT');
    expect(second.errors?.[0]?.message).toMatch(/^Someone else saved this size while you were editing it\./);
    expect(second.errors?.[0]?.extensions?.['current']).toEqual({
      version: 2,
      option: { id: 1, name: 'Short Cup', ounces: 8 },
    });
    const scaleFirst = await as<SavedScale>(admin, SAVE_SCALE, {
      scale: {
        id: ICE_SCALE,
        name: 'Ice',
        steps: [
          { id: 911, name: 'No Ice' },
          { id: 912, name: 'Light Ice' },
          { id: ICE_DEFAULT_STEP, name: 'Regular Ice' },
          { id: 914, name: 'Extra Ice' },
        ],
      },
      expectedVersion: 1,
    });
    expect(scaleFirst.errors, scaleFirst.text).toBeUndefined();
    const scaleSecond = await as(otherAdmin, SAVE_SCALE, {
      scale: {
        id: ICE_SCALE,
        name: 'Ice level',
        steps: [
          { id: 911, name: 'No Ice' },
          { id: 913, name: 'Ice' },
        ],
      },
      expectedVersion: 1,
    });
    expect(scaleSecond.errors?.[0]?.extensions?.['code']).toBe('EDIT_CONFLICT');
    await as(admin, 'mutation { discardMenuDraft }');
  });

  it('publishes a new size and a new scale a product names, and the customer can choose them', async () => {
    const size = await as<SavedSize>(admin, SAVE_SIZE, { size: { id: null, name: 'Mini', ounces: 10 } });
    expect(size.errors, size.text).toBeUndefined();
    const sizeId = size.data?.saveMenuSize.id ?? 0;
    const scale = await as<SavedScale>(admin, SAVE_SCALE, {
      scale: {
        id: null,
        name: 'Foam',
        steps: [
          { id: null, name: 'Dry' },
          { id: null, name: 'Wet' },
        ],
      },
    });
    expect(scale.errors, scale.text).toBeUndefined();
    const scaleId = scale.data?.saveMenuModifierScale.id ?? 0;
    const wet = scale.data?.saveMenuModifierScale.steps[1]?.id ?? 0;
    const product = await as<SavedProductAnswer>(admin, SAVE_PRODUCT, {
      product: newProductInput('Mini Cappuccino', {
        sizes: [{ sizeId, isDefault: true }],
        modifierScales: [{ modifierScaleId: scaleId, defaultModifierId: wet }],
      }),
    });
    expect(product.errors, product.text).toBeUndefined();
    const productId = product.data?.saveMenuProduct.id ?? 0;
    expect((await draft()).changes.map((c) => [c.kind, c.entityType, c.name])).toEqual([
      ['ADDED', 'size', 'Mini'],
      ['ADDED', 'modifierScale', 'Foam'],
      ['ADDED', 'product', 'Mini Cappuccino'],
    ]);
    await publish();
    const served = await publicProduct(productId);
    expect(served?.sizes).toEqual([{ id: sizeId, name: 'Mini' }]);
    expect(served?.modifierScales).toEqual([
      { id: scaleId, name: 'Foam', modifiers: [{ name: 'Dry' }, { name: 'Wet' }] },
    ]);
  });

  it('refuses these edits to a store manager and to support, changing nothing', async () => {
    const before = await draft();
    for (const token of [manager, support]) {
      for (const [mutation, variables] of [
        [SAVE_SIZE, { size: { id: null, name: 'Huge', ounces: 40 } }],
        [SAVE_GROUP, { group: { id: null, name: 'Nope', multiSelect: false, modifiers: [] } }],
        [SAVE_SCALE, { scale: { id: null, name: 'Nope', steps: [] } }],
      ] as const) {
        const answer = await as(token, mutation, variables);
        expect(answer.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
      }
    }
    expect((await draft()).version).toBe(before.version);
  });
});
