// Inviting people to the back office, accepting an invitation, removing staff, and the command line's
// first chain admin. Each change writes its audit record in the same transaction.
import { createHash, randomBytes } from 'node:crypto';
import { EMAIL_PATTERN } from '@brewline/domain/validation/contact-fields';
import { invitationProblem, type StaffRole } from '@brewline/domain/accounts/staff-roles';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stores } from '../../db/schema/stores.ts';
import { findAccountByEmail, findAccountById } from '../../identity/account-store.ts';
import type { MemberIdentity } from '../../identity/member-identity.ts';
import { COMMAND_LINE_ACTOR, recordAudit, type AuditActor } from '../audit/audit-log.ts';
import {
  claimableInvitation,
  deleteInvitation,
  deleteStaff,
  findStaff,
  insertInvitation,
  markInvitationAccepted,
  saveStaff,
  type InvitationRecord,
  type StaffRecord,
} from './staff-repository.ts';

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;
/** The back office's page that takes an invitation link (apps/admin). */
export const INVITATION_PATH = '/admin/join';

export type StaffOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

const fail = (message: string) => ({ ok: false, message }) as const;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function invitationLink(publicOrigin: string, token: string): string {
  return `${publicOrigin}${INVITATION_PATH}#${token}`;
}

export interface InvitationRequest {
  email: string;
  role: StaffRole;
  storeIds: readonly number[];
}

/** Checks the request; returns the normalized address and stores, or what is wrong. */
async function checkRequest(db: Db, request: InvitationRequest): Promise<StaffOutcome<InvitationRequest>> {
  const email = request.email.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email)) return fail('Enter a valid email address.');
  const storeIds = [...new Set(request.storeIds)].sort((a, b) => a - b);
  const problem = invitationProblem(request.role, storeIds);
  if (problem) return fail(problem);
  if (storeIds.length > 0) {
    const found = await db
      .select({ id: stores.storeId })
      .from(stores)
      .where(inArray(stores.storeId, storeIds));
    const missing = storeIds.filter((id) => !found.some((row) => row.id === id));
    if (missing.length > 0) return fail(`There is no store ${missing.join(', ')}.`);
  }
  return { ok: true, value: { email, role: request.role, storeIds } };
}

export interface CreatedInvitation {
  invitation: InvitationRecord;
  /** The link's secret, shown once to the person who invited; only its hash is kept. */
  token: string;
}

export async function inviteStaff(
  db: Db,
  actor: AuditActor,
  request: InvitationRequest,
  now: Date,
): Promise<StaffOutcome<CreatedInvitation>> {
  const checked = await checkRequest(db, request);
  if (!checked.ok) return checked;
  const token = randomBytes(24).toString('base64url');
  const invitation = await db.transaction(async (tx) => {
    const created = await insertInvitation(tx, {
      ...checked.value,
      storeIds: [...checked.value.storeIds],
      tokenHash: hashToken(token),
      invitedBy: actor.memberId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000),
    });
    await recordAudit(tx, {
      actor,
      action: 'staff.invite',
      entityType: 'staff_invitation',
      entityId: String(created.id),
      before: null,
      after: { email: created.email, role: created.role, storeIds: created.storeIds },
      at: now,
    });
    return created;
  });
  return { ok: true, value: { invitation, token } };
}

/** The signed-in person's e-mail address: the external provider's claim, or our account's. */
async function emailOf(db: Db, identity: MemberIdentity): Promise<string | null> {
  if (identity.provider === 'external') return identity.email?.toLowerCase() ?? null;
  return (await findAccountById(db, identity.memberId))?.email ?? null;
}

/** Makes the signed-in person staff when the link is good and was made for their address. */
export async function acceptInvitation(
  db: Db,
  identity: MemberIdentity,
  token: string,
  now: Date,
): Promise<StaffOutcome<StaffRecord>> {
  const email = await emailOf(db, identity);
  return db.transaction(async (tx) => {
    const invitation = await claimableInvitation(tx, hashToken(token), now);
    if (!invitation) return fail('This invitation link has expired or was already used. Ask for a new one.');
    if (invitation.email !== email)
      return fail(`This invitation is for ${invitation.email}. Sign in with that address to accept it.`);
    const before = await findStaff(tx, identity.memberId);
    const staff: StaffRecord = {
      memberId: identity.memberId,
      email: invitation.email,
      role: invitation.role,
      storeIds: invitation.storeIds,
      invitedBy: invitation.invitedBy,
      createdAt: before?.createdAt ?? now,
    };
    await saveStaff(tx, staff);
    await markInvitationAccepted(tx, invitation.id, identity.memberId, now);
    await recordAudit(tx, {
      actor: { memberId: identity.memberId, email: invitation.email },
      action: 'staff.join',
      entityType: 'staff',
      entityId: identity.memberId,
      before: before ? { role: before.role, storeIds: before.storeIds } : null,
      after: { role: staff.role, storeIds: staff.storeIds },
      at: now,
    });
    return { ok: true, value: staff } as const;
  });
}

export async function removeStaff(
  db: Db,
  actor: AuditActor,
  memberId: string,
  now: Date,
): Promise<StaffOutcome<StaffRecord>> {
  if (memberId === actor.memberId) return fail('You cannot remove yourself. Ask another chain admin.');
  return db.transaction(async (tx) => {
    const removed = await deleteStaff(tx, memberId);
    if (!removed) return fail('This person is no longer staff.');
    await recordAudit(tx, {
      actor,
      action: 'staff.remove',
      entityType: 'staff',
      entityId: memberId,
      before: { email: removed.email, role: removed.role, storeIds: removed.storeIds },
      after: null,
      at: now,
    });
    return { ok: true, value: removed } as const;
  });
}

export async function cancelInvitation(
  db: Db,
  actor: AuditActor,
  id: number,
  now: Date,
): Promise<StaffOutcome<InvitationRecord>> {
  return db.transaction(async (tx) => {
    const removed = await deleteInvitation(tx, id);
    if (!removed || removed.acceptedAt) return fail('This invitation was already used or withdrawn.');
    await recordAudit(tx, {
      actor,
      action: 'staff.invitation.cancel',
      entityType: 'staff_invitation',
      entityId: String(id),
      before: { email: removed.email, role: removed.role, storeIds: removed.storeIds },
      after: null,
      at: now,
    });
    return { ok: true, value: removed } as const;
  });
}

export type ChainAdminOutcome =
  | { kind: 'granted'; staff: StaffRecord }
  | { kind: 'invited'; link: string; expiresAt: Date }
  | { kind: 'refused'; message: string };

/**
 * The command line's `create-admin EMAIL`: the first chain admin (or another one). An existing account
 * with that address becomes a chain admin at once; otherwise an invitation link is made, to open after
 * signing up with that address.
 */
export async function createChainAdmin(
  db: Db,
  email: string,
  publicOrigin: string,
  now: Date,
): Promise<ChainAdminOutcome> {
  const account = await findAccountByEmail(db, email);
  if (account) {
    const staff: StaffRecord = {
      memberId: account.id,
      email: account.email,
      role: 'CHAIN_ADMIN',
      storeIds: [],
      invitedBy: null,
      createdAt: now,
    };
    await db.transaction(async (tx) => {
      const before = await findStaff(tx, account.id);
      await saveStaff(tx, { ...staff, createdAt: before?.createdAt ?? now });
      await recordAudit(tx, {
        actor: COMMAND_LINE_ACTOR,
        action: 'staff.grant',
        entityType: 'staff',
        entityId: account.id,
        before: before ? { role: before.role, storeIds: before.storeIds } : null,
        after: { role: staff.role, storeIds: [] },
        at: now,
      });
    });
    return { kind: 'granted', staff };
  }
  const invited = await inviteStaff(
    db,
    COMMAND_LINE_ACTOR,
    { email, role: 'CHAIN_ADMIN', storeIds: [] },
    now,
  );
  if (!invited.ok) return { kind: 'refused', message: invited.message };
  return {
    kind: 'invited',
    link: invitationLink(publicOrigin, invited.value.token),
    expiresAt: invited.value.invitation.expiresAt,
  };
}
