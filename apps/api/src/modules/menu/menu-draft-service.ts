// The back office's edits to the menu draft (decision 009): each one locks the draft, checks the
// version of the record it changes (optimistic concurrency: two people editing the same product, the
// second save is refused with the product as it is now), checks the domain's rules, writes the draft
// and its audit record in one transaction. Nothing here touches what customers see: publishing does.
import {
  draftEntityKey,
  productDraftOf,
  withGroup,
  withGroupOrder,
  withoutGroup,
  withoutProduct,
  withProduct,
  withProductOrder,
  type MenuGroupDraft,
  type MenuProductDraft,
} from '@brewline/domain/menu/menu-draft';
import { menuDraftChanges } from '@brewline/domain/menu/menu-draft-changes';
import { groupProblems, productProblems, type MenuProblem } from '@brewline/domain/menu/menu-draft-rules';
import type { MenuTables, ProductGroupRow } from '@brewline/domain/menu/menu-tables';
import { wholeMenuProblems } from '@brewline/domain/menu/menu-whole-rules';
import type { Db, Tx } from '../../db/client.ts';
import { recordAudit, type AuditActor } from '../audit/audit-log.ts';
import {
  lockMenuDraft,
  readMenuDraft,
  saveMenuDraft,
  type MenuDraftRecord,
} from './menu-draft-repository.ts';
import { loadMenuTables } from './menu-repository.ts';
import { refusalMessages } from '@brewline/domain/messages/refusal-messages';

export type MenuEditOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; kind: 'invalid'; problems: MenuProblem[] }
  | { ok: false; kind: 'conflict'; what: string; current: unknown };

export function invalid(
  message: string,
  field = 'menu',
): { ok: false; kind: 'invalid'; problems: MenuProblem[] } {
  return { ok: false, kind: 'invalid', problems: [{ field, message }] };
}

export const versionOf = (draft: Pick<MenuDraftRecord, 'entityVersions'>, key: string): number =>
  draft.entityVersions[key] ?? 1;

/** A product in the draft as the editor shows it, with the version a save must name. */
export interface DraftProduct {
  product: MenuProductDraft & { id: number };
  version: number;
}

export interface DraftGroup {
  group: ProductGroupRow;
  version: number;
}

export function draftProductOf(draft: MenuDraftRecord, productId: number): DraftProduct | null {
  const product = productDraftOf(draft.tables, productId);
  return product
    ? {
        product: { ...product, id: productId },
        version: versionOf(draft, draftEntityKey('product', productId)),
      }
    : null;
}

export function draftGroupOf(draft: MenuDraftRecord, groupId: number): DraftGroup | null {
  const group = draft.tables.productGroups.find((g) => g.id === groupId);
  return group ? { group, version: versionOf(draft, draftEntityKey('group', groupId)) } : null;
}

export interface Edit<T> {
  /** The record's key (draftEntityKey), or null for a record being added. */
  key: string | null;
  expectedVersion: number | null | undefined;
  what: string;
  current: (draft: MenuDraftRecord) => unknown;
  apply: (draft: MenuDraftRecord) => MenuEditOutcome<{ tables: MenuTables; key: string; value: T }>;
  audit: { action: string; entityType: string };
}

/** One edit of the draft: locked, version-checked, applied, saved and audited in one transaction. */
export async function editDraft<T>(
  db: Db,
  actor: AuditActor,
  now: Date,
  edit: Edit<T>,
): Promise<MenuEditOutcome<T>> {
  return db.transaction(async (tx: Tx) => {
    const draft = await lockMenuDraft(tx, now, actor.email);
    if (edit.key !== null) {
      if (edit.expectedVersion === null || edit.expectedVersion === undefined)
        return invalid(refusalMessages.MENU_DRAFT_VERSION_REQUIRED(), 'expectedVersion');
      if (versionOf(draft, edit.key) !== edit.expectedVersion)
        return { ok: false, kind: 'conflict', what: edit.what, current: edit.current(draft) };
    }
    const applied = edit.apply(draft);
    if (!applied.ok) return applied;
    const { tables, key, value } = applied.value;
    const entityVersions = { ...draft.entityVersions, [key]: versionOf(draft, key) + 1 };
    await saveMenuDraft(tx, { tables, entityVersions }, now, actor.email);
    const entityId = key.slice(key.indexOf(':') + 1);
    await recordAudit(tx, {
      actor,
      action: edit.audit.action,
      entityType: edit.audit.entityType,
      entityId,
      before: edit.current(draft) ?? null,
      after: edit.current({ ...draft, tables, entityVersions }) ?? null,
      at: now,
    });
    return { ok: true, value };
  });
}

export function saveDraftProduct(
  db: Db,
  actor: AuditActor,
  product: MenuProductDraft,
  expectedVersion: number | null | undefined,
  now: Date,
): Promise<MenuEditOutcome<DraftProduct>> {
  let savedId = product.id;
  return editDraft(db, actor, now, {
    key: product.id === null ? null : draftEntityKey('product', product.id),
    expectedVersion,
    what: 'product',
    current: (draft) => (savedId === null ? null : draftProductOf(draft, savedId)),
    audit: { action: 'menu.product.save', entityType: 'product' },
    apply: (draft) => {
      if (product.id !== null && !draft.tables.products.some((p) => p.id === product.id))
        return invalid(refusalMessages.MENU_DRAFT_PRODUCT_UNKNOWN({ id: product.id }), 'id');
      const problems = productProblems(product, draft.tables);
      if (problems.length > 0) return { ok: false, kind: 'invalid', problems };
      const { tables, productId } = withProduct(draft.tables, product);
      savedId = productId;
      const key = draftEntityKey('product', productId);
      const saved = productDraftOf(tables, productId);
      if (!saved) throw new Error('The saved product is missing');
      return {
        ok: true,
        value: {
          tables,
          key,
          value: { product: { ...saved, id: productId }, version: versionOf(draft, key) + 1 },
        },
      };
    },
  });
}

export function removeDraftProduct(
  db: Db,
  actor: AuditActor,
  productId: number,
  expectedVersion: number,
  now: Date,
): Promise<MenuEditOutcome<boolean>> {
  const key = draftEntityKey('product', productId);
  return editDraft(db, actor, now, {
    key,
    expectedVersion,
    what: 'product',
    current: (draft) => draftProductOf(draft, productId),
    audit: { action: 'menu.product.remove', entityType: 'product' },
    apply: (draft) =>
      draft.tables.products.some((p) => p.id === productId)
        ? { ok: true, value: { tables: withoutProduct(draft.tables, productId), key, value: true } }
        : invalid(refusalMessages.MENU_DRAFT_PRODUCT_UNKNOWN({ id: productId })),
  });
}

/** The banner's fields of a group save: one left out keeps the group's own (a new group: no banner). */
type BannerField = 'isSeasonal' | 'bannerTitle' | 'bannerSubtitle' | 'bannerPicture';
export type MenuGroupSave = Omit<MenuGroupDraft, BannerField> & Partial<Pick<MenuGroupDraft, BannerField>>;

function withBannerOf(save: MenuGroupSave, existing: ProductGroupRow | undefined): MenuGroupDraft {
  return {
    ...save,
    isSeasonal: save.isSeasonal ?? existing?.isSeasonal ?? false,
    bannerTitle: save.bannerTitle ?? existing?.bannerTitle ?? '',
    bannerSubtitle: save.bannerSubtitle ?? existing?.bannerSubtitle ?? '',
    bannerPicture: save.bannerPicture ?? existing?.bannerPicture ?? '',
  };
}

export function saveDraftGroup(
  db: Db,
  actor: AuditActor,
  save: MenuGroupSave,
  expectedVersion: number | null | undefined,
  now: Date,
): Promise<MenuEditOutcome<DraftGroup>> {
  let savedId = save.id;
  return editDraft(db, actor, now, {
    key: save.id === null ? null : draftEntityKey('group', save.id),
    expectedVersion,
    what: 'group',
    current: (draft) => (savedId === null ? null : draftGroupOf(draft, savedId)),
    audit: { action: 'menu.group.save', entityType: 'productGroup' },
    apply: (draft) => {
      const existing = draft.tables.productGroups.find((g) => g.id === save.id);
      if (save.id !== null && !existing)
        return invalid(refusalMessages.MENU_DRAFT_GROUP_UNKNOWN({ id: save.id }), 'id');
      const group = withBannerOf(save, existing);
      const problems = groupProblems(group, draft.tables);
      if (problems.length > 0) return { ok: false, kind: 'invalid', problems };
      const { tables, groupId } = withGroup(draft.tables, group);
      savedId = groupId;
      const key = draftEntityKey('group', groupId);
      const saved = tables.productGroups.find((g) => g.id === groupId);
      if (!saved) throw new Error('The saved group is missing');
      return {
        ok: true,
        value: { tables, key, value: { group: saved, version: versionOf(draft, key) + 1 } },
      };
    },
  });
}

export function removeDraftGroup(
  db: Db,
  actor: AuditActor,
  groupId: number,
  expectedVersion: number,
  now: Date,
): Promise<MenuEditOutcome<boolean>> {
  const key = draftEntityKey('group', groupId);
  return editDraft(db, actor, now, {
    key,
    expectedVersion,
    what: 'group',
    current: (draft) => draftGroupOf(draft, groupId),
    audit: { action: 'menu.group.remove', entityType: 'productGroup' },
    apply: (draft) => {
      const group = draft.tables.productGroups.find((g) => g.id === groupId);
      if (!group) return invalid(refusalMessages.MENU_DRAFT_GROUP_UNKNOWN({ id: groupId }));
      if (draft.tables.productGroups.some((g) => g.parentId === groupId))
        return invalid(refusalMessages.MENU_DRAFT_GROUP_HOLDS_GROUPS({ group: group.name }));
      if (draft.tables.productGroupProducts.some((l) => l.groupId === groupId))
        return invalid(refusalMessages.MENU_DRAFT_GROUP_HOLDS_PRODUCTS({ group: group.name }));
      return { ok: true, value: { tables: withoutGroup(draft.tables, groupId), key, value: true } };
    },
  });
}

const sameMembers = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && new Set(a).size === a.length && a.every((id) => b.includes(id));

/** The subgroups of `parentId` (0: the top level) in a new order, naming every one of them once. */
export function reorderDraftGroups(
  db: Db,
  actor: AuditActor,
  parentId: number,
  groupIds: readonly number[],
  expectedVersion: number,
  now: Date,
): Promise<MenuEditOutcome<number[]>> {
  const key = draftEntityKey('groupOrder', parentId);
  const order = (tables: MenuTables) =>
    tables.productGroups
      .filter((g) => g.parentId === parentId)
      .sort((a, b) => (a.priority ?? Infinity) - (b.priority ?? Infinity) || a.id - b.id)
      .map((g) => g.id);
  return editDraft(db, actor, now, {
    key,
    expectedVersion,
    what: 'order of groups',
    current: (draft) => ({ groupIds: order(draft.tables), version: versionOf(draft, key) }),
    audit: { action: 'menu.groups.reorder', entityType: 'productGroup' },
    apply: (draft) => {
      if (!sameMembers(groupIds, order(draft.tables)))
        return invalid(refusalMessages.MENU_DRAFT_GROUPS_ORDER(), 'groupIds');
      return {
        ok: true,
        value: { tables: withGroupOrder(draft.tables, parentId, groupIds), key, value: [...groupIds] },
      };
    },
  });
}

/** The products of a group in a new order, naming every one of them once. */
export function reorderDraftProducts(
  db: Db,
  actor: AuditActor,
  groupId: number,
  productIds: readonly number[],
  expectedVersion: number,
  now: Date,
): Promise<MenuEditOutcome<number[]>> {
  const key = draftEntityKey('productOrder', groupId);
  const members = (tables: MenuTables) =>
    tables.productGroupProducts.filter((l) => l.groupId === groupId).map((l) => l.productId);
  return editDraft(db, actor, now, {
    key,
    expectedVersion,
    what: 'order of products',
    current: (draft) => ({ productIds: members(draft.tables), version: versionOf(draft, key) }),
    audit: { action: 'menu.products.reorder', entityType: 'productGroup' },
    apply: (draft) => {
      if (!sameMembers(productIds, members(draft.tables)))
        return invalid(refusalMessages.MENU_DRAFT_PRODUCTS_ORDER(), 'productIds');
      return {
        ok: true,
        value: { tables: withProductOrder(draft.tables, productIds), key, value: [...productIds] },
      };
    },
  });
}

/**
 * Throws the draft away: it becomes the live menu again. Every record it had changed moves one
 * version on, so a person still editing one of them is told, rather than saving onto the live menu.
 */
export async function discardMenuDraft(db: Db, actor: AuditActor, now: Date): Promise<number> {
  return db.transaction(async (tx: Tx) => {
    const draft = await lockMenuDraft(tx, now, actor.email);
    const live = await loadMenuTables(tx, { inTransaction: true });
    const changes = menuDraftChanges(live, draft.tables);
    const entityVersions = { ...draft.entityVersions };
    for (const change of changes) {
      const key = draftEntityKey(change.entityType, change.entityId);
      entityVersions[key] = versionOf(draft, key) + 1;
    }
    const version = await saveMenuDraft(tx, { tables: live, entityVersions }, now, actor.email);
    await recordAudit(tx, {
      actor,
      action: 'menu.draft.discard',
      entityType: 'menuDraft',
      entityId: 'menu',
      before: changes,
      after: null,
      at: now,
    });
    return version;
  });
}

/**
 * A whole menu made the draft at once, inside the caller's transaction: how the demo seed loads its
 * menu before publishing it (publishMenuIn). The menu is held to every rule a save of each record is
 * held to (wholeMenuProblems), so the seed cannot hold what the back office would refuse. Every record
 * it changes or removes moves one version on, as discarding does, and the load is audited.
 */
export async function loadMenuIntoDraftIn(
  tx: Tx,
  actor: AuditActor,
  tables: MenuTables,
  now: Date,
): Promise<MenuEditOutcome<number>> {
  const problems = wholeMenuProblems(tables);
  if (problems.length > 0)
    return { ok: false, kind: 'invalid', problems: problems.map((message) => ({ field: 'menu', message })) };
  const draft = await lockMenuDraft(tx, now, actor.email);
  const changes = menuDraftChanges(draft.tables, tables);
  const entityVersions = { ...draft.entityVersions };
  // A record that was already there moves one version on; nobody can be editing one that was not.
  for (const change of changes.filter((c) => c.kind !== 'ADDED')) {
    const key = draftEntityKey(change.entityType, change.entityId);
    entityVersions[key] = versionOf(draft, key) + 1;
  }
  const version = await saveMenuDraft(tx, { tables, entityVersions }, now, actor.email);
  await recordAudit(tx, {
    actor,
    action: 'menu.draft.load',
    entityType: 'menuDraft',
    entityId: 'menu',
    before: null,
    after: { changes: changes.length },
    at: now,
  });
  return { ok: true, value: version };
}

/** The menu as the draft has it (what publishing would make live): what the price grid prices. */
export async function draftMenuTables(db: Db): Promise<MenuTables> {
  return (await readMenuDraft(db)).tables;
}
