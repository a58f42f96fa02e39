// The back office's check, made by every admin resolver: a signed-in member who is staff, with the
// permission, for the store when the operation is about one. The staff row is read once per request
// (not taken from the token), so removing someone or changing their stores works at once.
import { NOT_STAFF_MESSAGE, staffCan, type StaffPermission } from '@brewline/domain/staff-roles';
import type { GraphQLContext } from '../../graphql/context.ts';
import { userError } from '../../graphql/errors.ts';
import { memberAuthOf, requireMember } from '../members/member-context.ts';
import type { AuditActor } from '../audit/audit-log.ts';
import { findStaff, type StaffRecord } from './staff-repository.ts';

export const NOT_PERMITTED_MESSAGE = 'Your role does not allow this.';
export const OTHER_STORE_MESSAGE = 'You do not manage this store.';

const lookups = new WeakMap<GraphQLContext, Promise<StaffRecord | null>>();

/** The request's staff member, or null (a guest, a refused token, or a member who is not staff). */
export function currentStaff(ctx: GraphQLContext): Promise<StaffRecord | null> {
  let lookup = lookups.get(ctx);
  if (!lookup) {
    const auth = memberAuthOf(ctx);
    lookup = auth.kind === 'member' ? findStaff(ctx.db, auth.identity.memberId) : Promise.resolve(null);
    lookups.set(ctx, lookup);
  }
  return lookup;
}

/**
 * The staff member allowed to do `permission` (for `storeId`, when given), or an error: UNAUTHENTICATED
 * without a good token (so the app refreshes or signs in), FORBIDDEN otherwise.
 */
export async function requireStaff(
  ctx: GraphQLContext,
  permission: StaffPermission,
  storeId?: number,
): Promise<StaffRecord> {
  requireMember(ctx);
  const staff = await currentStaff(ctx);
  if (!staff) throw userError('FORBIDDEN', NOT_STAFF_MESSAGE);
  if (!staffCan(staff, permission)) throw userError('FORBIDDEN', NOT_PERMITTED_MESSAGE);
  if (storeId !== undefined && !staffCan(staff, permission, storeId))
    throw userError('FORBIDDEN', OTHER_STORE_MESSAGE);
  return staff;
}

export function auditActorOf(staff: StaffRecord): AuditActor {
  return { memberId: staff.memberId, email: staff.email };
}
