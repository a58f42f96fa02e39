// The back office's check, made by every admin resolver: a signed-in member who is staff, with the
// permission, for the store when the operation is about one. The staff row is read once per request
// (not taken from the token), so removing someone or changing their stores works at once.
import { NOT_STAFF_MESSAGE, staffCan, type StaffPermission } from '@brewline/domain/accounts/staff-roles';
import type { GraphQLContext } from '../../context.ts';
import { memberAuthOf, requireMember } from '../members/member-context.ts';
import type { AuditActor } from '../audit/audit-log.ts';
import { findStaff, type StaffRecord } from './staff-repository.ts';
import { Refusal } from '@brewline/domain/messages/refusal';
import { refusalMessages } from '@brewline/domain/messages/refusal-messages';

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
  if (!staff) throw new Refusal('FORBIDDEN', NOT_STAFF_MESSAGE);
  if (!staffCan(staff, permission)) throw new Refusal('FORBIDDEN', refusalMessages.STAFF_ROLE_REFUSED());
  if (storeId !== undefined && !staffCan(staff, permission, storeId))
    throw new Refusal('FORBIDDEN', refusalMessages.STAFF_OTHER_STORE());
  return staff;
}

export function auditActorOf(staff: StaffRecord): AuditActor {
  return { memberId: staff.memberId, email: staff.email };
}
