// The back office's menu operations as the tests call them: a new product, saving it, pricing it in
// the price grid, reading the draft, publishing, a staff member to make them. Shared by the menu admin
// tests, the price grid's tests and the two-server publication test.
import type { StaffRole } from '@brewline/domain/accounts/staff-roles';
import { saveStaff } from '../../src/modules/staff/staff-repository.ts';
import type { SecuredServer } from './secured-server.ts';

/** Signs a member up and makes them staff with `role`; their access token. */
export async function signUpStaff(
  server: SecuredServer,
  tag: string,
  role: StaffRole,
  storeIds: number[],
): Promise<string> {
  const person = await server.signUp(tag);
  await saveStaff(server.database.handle.db, {
    memberId: person.memberId,
    email: person.email,
    role,
    storeIds,
    invitedBy: null,
    createdAt: new Date(),
  });
  return person.tokens.access_token;
}
export const DRAFT_QUERY = `{ menuDraft { version changes { kind entityType entityId name details } problems { message }
  groups { id parentId name version childOrderVersion productOrderVersion productIds } topLevelOrderVersion } }`;

export const SAVE_PRODUCT = `mutation ($product: MenuProductInput!, $expectedVersion: Int) {
  saveMenuProduct(product: $product, expectedVersion: $expectedVersion) {
    id version name sizes { sizeId isDefault } modifierGroups { modifierGroupId defaultModifierId } groupIds
  } }`;

/** The price grid's save: each cell's price pending until the menu is published. */
export const SET_PRICE_CELLS = `mutation ($cells: [PriceCellInput!]!) { setPriceCells(cells: $cells) { saved pendingCount } }`;

export const PUBLISH = `mutation ($v: Int!) { publishMenu(expectedDraftVersion: $v) { version changes { kind name } } }`;

/** A new latte-like product: two sizes (tall, grande), the milk group with 2% as default, in Lattes. */
export function newProductInput(name: string, overrides: Record<string, unknown> = {}) {
  return {
    id: null,
    name,
    ticketName: name.slice(0, 20),
    description: 'Espresso, steamed milk and a whisper of maple.',
    icon: 'cup',
    image: 'latte',
    autoModify: false,
    ingredients: [{ groupId: 1, componentId: 1, name: 'Espresso' }],
    nutrition: {
      calories: 190,
      fatGrams: 7,
      carbohydrateGrams: 19,
      proteinGrams: 12,
      caffeineMg: 150,
      sugarGrams: 17,
    },
    allergens: ['Milk'],
    groupIds: [11],
    sizes: [
      { sizeId: 2, isDefault: false },
      { sizeId: 3, isDefault: true },
    ],
    versions: [],
    modifierGroups: [{ modifierGroupId: 1, defaultModifierId: 101 }],
    modifierScales: [],
    visibility: [],
    ...overrides,
  };
}

export interface DraftAnswer {
  menuDraft: {
    version: number;
    changes: { kind: string; entityType: string; entityId: number; name: string; details: string[] }[];
    problems: { message: string }[];
    groups: {
      id: number;
      parentId: number;
      name: string;
      version: number;
      childOrderVersion: number;
      productOrderVersion: number;
      productIds: number[];
    }[];
    topLevelOrderVersion: number;
  };
}

export interface SavedProductAnswer {
  saveMenuProduct: {
    id: number;
    version: number;
    name: string;
    sizes: { sizeId: number; isDefault: boolean }[];
    groupIds: number[];
  };
}

export interface PublishAnswer {
  publishMenu: { version: number; changes: { kind: string; name: string }[] };
}
