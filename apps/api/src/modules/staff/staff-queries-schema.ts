// Staff reads: the signed-in staff member's session, the staff and the open invitations.
import type { Builder } from '../../graphql/builder.ts';
import { requireMember } from '../members/member-context.ts';
import { currentStaff, requireStaff } from './staff-access.ts';
import { listOpenInvitations, listStaff } from './staff-repository.ts';
import type { addStaffMemberTypes } from './staff-member-schema.ts';
import type { addStaffInvitationTypes } from './staff-invitation-schema.ts';

export function addStaffQueries(
  builder: Builder,
  { StaffSession, StaffMember }: ReturnType<typeof addStaffMemberTypes>,
  { StaffInvitation }: ReturnType<typeof addStaffInvitationTypes>,
): void {
  builder.queryFields((t) => ({
    staffSession: t.field({
      type: StaffSession,
      nullable: true,
      description: 'The signed-in member as staff, or null when they are not staff.',
      resolve: async (_root, _args, ctx) => {
        requireMember(ctx);
        return currentStaff(ctx);
      },
    }),
    staffMembers: t.field({
      type: [StaffMember],
      resolve: async (_root, _args, ctx) => {
        await requireStaff(ctx, 'staff.manage');
        return listStaff(ctx.db);
      },
    }),
    staffInvitations: t.field({
      type: [StaffInvitation],
      description: 'Invitations not yet accepted nor expired.',
      resolve: async (_root, _args, ctx) => {
        await requireStaff(ctx, 'staff.manage');
        return listOpenInvitations(ctx.db, ctx.now());
      },
    }),
  }));
}
