// The staff and invitation tables.
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { StaffRole } from '@brewline/domain/accounts/staff-roles';
import { staffInvitations, staffMembers } from '../../db/schema/staff.ts';
import type { Db, Tx } from '../../db/client.ts';

export interface StaffRecord {
  memberId: string;
  email: string;
  role: StaffRole;
  storeIds: number[];
  invitedBy: string | null;
  createdAt: Date;
}

export interface InvitationRecord {
  id: number;
  email: string;
  role: StaffRole;
  storeIds: number[];
  invitedBy: string | null;
  createdAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
}

type StaffRow = typeof staffMembers.$inferSelect;
type InvitationRow = typeof staffInvitations.$inferSelect;

// Rows are written only through this module with a checked role, so the cast restores the type.
const toStaff = (row: StaffRow): StaffRecord => ({ ...row, role: row.role as StaffRole });
const toInvitation = (row: InvitationRow): InvitationRecord => ({
  id: row.id,
  email: row.email,
  role: row.role as StaffRole,
  storeIds: row.storeIds,
  invitedBy: row.invitedBy,
  createdAt: row.createdAt,
  expiresAt: row.expiresAt,
  acceptedAt: row.acceptedAt,
});

export async function findStaff(db: Db | Tx, memberId: string): Promise<StaffRecord | null> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.memberId, memberId));
  return row ? toStaff(row) : null;
}

export async function listStaff(db: Db): Promise<StaffRecord[]> {
  return (await db.select().from(staffMembers).orderBy(asc(staffMembers.email))).map(toStaff);
}

/** Makes the person staff with this grant, or changes the grant they have. */
export async function saveStaff(db: Db | Tx, staff: StaffRecord): Promise<void> {
  await db
    .insert(staffMembers)
    .values(staff)
    .onConflictDoUpdate({
      target: staffMembers.memberId,
      set: { email: staff.email, role: staff.role, storeIds: staff.storeIds },
    });
}

export async function deleteStaff(db: Db | Tx, memberId: string): Promise<StaffRecord | null> {
  const [row] = await db.delete(staffMembers).where(eq(staffMembers.memberId, memberId)).returning();
  return row ? toStaff(row) : null;
}

export async function insertInvitation(
  db: Db | Tx,
  invitation: Omit<InvitationRecord, 'id' | 'acceptedAt'> & { tokenHash: string },
): Promise<InvitationRecord> {
  const [row] = await db.insert(staffInvitations).values(invitation).returning();
  if (!row) throw new Error('invitation not written');
  return toInvitation(row);
}

/** An invitation not yet accepted and not expired, by its link's hash; locked for the accepting transaction. */
export async function claimableInvitation(
  tx: Tx,
  tokenHash: string,
  now: Date,
): Promise<InvitationRecord | null> {
  const [row] = await tx
    .select()
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.tokenHash, tokenHash),
        isNull(staffInvitations.acceptedAt),
        gt(staffInvitations.expiresAt, now),
      ),
    )
    .for('update');
  return row ? toInvitation(row) : null;
}

export async function markInvitationAccepted(tx: Tx, id: number, memberId: string, now: Date): Promise<void> {
  await tx
    .update(staffInvitations)
    .set({ acceptedAt: now, acceptedBy: memberId })
    .where(eq(staffInvitations.id, id));
}

export async function listOpenInvitations(db: Db, now: Date): Promise<InvitationRecord[]> {
  const rows = await db
    .select()
    .from(staffInvitations)
    .where(and(isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, now)))
    .orderBy(asc(staffInvitations.createdAt));
  return rows.map(toInvitation);
}

export async function deleteInvitation(db: Db | Tx, id: number): Promise<InvitationRecord | null> {
  const [row] = await db.delete(staffInvitations).where(eq(staffInvitations.id, id)).returning();
  return row ? toInvitation(row) : null;
}
