// Who may do what in the back office. Three roles: a chain admin runs everything; a store manager
// runs their own stores (hours, closures, ordering switches, boards, their orders and reports); support
// helps customers (orders, refunds, members' cards and accounts) but never touches the menu or prices.
// The server checks every operation with `staffCan`; the back office uses the same rule to hide what
// a person cannot do.

export const STAFF_ROLES = ['CHAIN_ADMIN', 'STORE_MANAGER', 'SUPPORT'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  CHAIN_ADMIN: 'Chain admin',
  STORE_MANAGER: 'Store manager',
  SUPPORT: 'Support',
};

/**
 * The refusal for a signed-in member who is not staff: the API's FORBIDDEN message, and what the
 * back office shows such a person, in the same words.
 */
export const NOT_STAFF_MESSAGE =
  'This account has no access to the back office. Ask a chain admin for an invitation.';

export const STAFF_PERMISSIONS = [
  /** Groups, products, sizes, modifiers, visibility: drafts. */
  'menu.edit',
  /** Making the drafts of the menu and prices what customers get. */
  'menu.publish',
  /** Default, region and store prices; a store's tax rate. */
  'prices.edit',
  /** Reading a store's details, hours and status. */
  'stores.view',
  /** Details, hours, special hours and closures, online ordering, pickup methods, make minutes. */
  'stores.edit',
  /** Adding a store to the chain. */
  'stores.create',
  /** Pairing and revoking a store's boards. */
  'terminals.manage',
  'orders.view',
  'orders.refund',
  /** Looking up a member, their cards and rewards. */
  'members.view',
  /** Account help: lifting the card-feature suspension. */
  'members.help',
  /** Reward plans. */
  'rewards.edit',
  'reports.view',
  'audit.view',
  /** Inviting and removing staff. */
  'staff.manage',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const ROLE_PERMISSIONS: Record<StaffRole, ReadonlySet<StaffPermission>> = {
  CHAIN_ADMIN: new Set(STAFF_PERMISSIONS),
  STORE_MANAGER: new Set<StaffPermission>([
    'stores.view',
    'stores.edit',
    'terminals.manage',
    'orders.view',
    'orders.refund',
    'reports.view',
  ]),
  SUPPORT: new Set<StaffPermission>([
    'stores.view',
    'orders.view',
    'orders.refund',
    'members.view',
    'members.help',
  ]),
};

/** Permissions that are about one store: a store manager has them for their own stores only. */
const STORE_SCOPED: ReadonlySet<StaffPermission> = new Set<StaffPermission>([
  'stores.view',
  'stores.edit',
  'terminals.manage',
  'orders.view',
  'orders.refund',
  'reports.view',
]);

export interface StaffGrant {
  role: StaffRole;
  /** The stores a store manager runs; ignored for the chain-wide roles. */
  storeIds: readonly number[];
}

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

/** Whether the role works across every store (chain admin, support) or only its own (store manager). */
export function isChainWide(role: StaffRole): boolean {
  return role !== 'STORE_MANAGER';
}

/**
 * May this person do `permission`, for `storeId` when the action is about one store? Without a store
 * a store-scoped permission asks "for any of their stores" (to show a menu entry, say); the
 * operation itself always names its store.
 */
export function staffCan(grant: StaffGrant, permission: StaffPermission, storeId?: number): boolean {
  if (!ROLE_PERMISSIONS[grant.role].has(permission)) return false;
  if (isChainWide(grant.role) || !STORE_SCOPED.has(permission)) return true;
  if (storeId === undefined) return grant.storeIds.length > 0;
  return grant.storeIds.includes(storeId);
}

/** The stores a grant reaches: every store, or a list (a store manager's own). */
export function staffStoreScope(grant: StaffGrant): 'ALL' | readonly number[] {
  return isChainWide(grant.role) ? 'ALL' : grant.storeIds;
}

/**
 * Why an invitation cannot be made as asked, or null when it can: a store manager needs at least one
 * store; the chain-wide roles take none.
 */
export function invitationProblem(role: StaffRole, storeIds: readonly number[]): string | null {
  if (role === 'STORE_MANAGER' && storeIds.length === 0)
    return 'Choose at least one store for a store manager.';
  if (role !== 'STORE_MANAGER' && storeIds.length > 0)
    return `A ${STAFF_ROLE_LABELS[role].toLowerCase()} works for every store; leave the stores empty.`;
  return null;
}
