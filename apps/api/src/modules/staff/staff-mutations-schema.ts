// Staff edits: inviting, cancelling an invitation, removing a staff member, accepting an invitation.
import { type StaffRole } from '@brewline/domain/accounts/staff-roles';
import type { Builder } from '../../graphql/builder.ts';
import { requireMember } from '../members/member-context.ts';
import { auditActorOf, requireStaff } from './staff-access.ts';
import { acceptInvitation, cancelInvitation, inviteStaff, removeStaff } from './staff-service.ts';
import { Refusal } from '@brewline/domain/messages/refusal';
import type { addStaffMemberTypes } from './staff-member-schema.ts';
import type { addStaffInvitationTypes } from './staff-invitation-schema.ts';

export function addStaffMutations(
  builder: Builder,
  { StaffRoleEnum, StaffSession }: ReturnType<typeof addStaffMemberTypes>,
  { CreatedStaffInvitation }: ReturnType<typeof addStaffInvitationTypes>,
): void {
  builder.mutationFields((t) => ({
    inviteStaff: t.field({
      type: CreatedStaffInvitation,
      args: {
        email: t.arg.string({ required: true }),
        role: t.arg({ type: StaffRoleEnum, required: true }),
        storeIds: t.arg.intList({ required: true }),
      },
      resolve: async (_root, args, ctx) => {
        const staff = await requireStaff(ctx, 'staff.manage');
        const role: StaffRole = args.role;
        const outcome = await inviteStaff(
          ctx.db,
          auditActorOf(staff),
          { email: args.email, role, storeIds: args.storeIds },
          ctx.now(),
        );
        if (!outcome.ok) throw new Refusal('INVALID_INPUT', outcome.message);
        return outcome.value;
      },
    }),
    cancelStaffInvitation: t.boolean({
      args: { id: t.arg.int({ required: true }) },
      resolve: async (_root, args, ctx) => {
        const staff = await requireStaff(ctx, 'staff.manage');
        const outcome = await cancelInvitation(ctx.db, auditActorOf(staff), args.id, ctx.now());
        if (!outcome.ok) throw new Refusal('INVALID_INPUT', outcome.message);
        return true;
      },
    }),
    removeStaff: t.boolean({
      args: { memberId: t.arg.string({ required: true }) },
      resolve: async (_root, args, ctx) => {
        const staff = await requireStaff(ctx, 'staff.manage');
        const outcome = await removeStaff(ctx.db, auditActorOf(staff), args.memberId, ctx.now());
        if (!outcome.ok) throw new Refusal('INVALID_INPUT', outcome.message);
        return true;
      },
    }),
    acceptStaffInvitation: t.field({
      type: StaffSession,
      description: 'Makes the signed-in member staff, when the link was made for their e-mail address.',
      args: { token: t.arg.string({ required: true }) },
      resolve: async (_root, args, ctx) => {
        const identity = requireMember(ctx);
        const outcome = await acceptInvitation(ctx.db, identity, args.token, ctx.now());
        if (!outcome.ok) throw new Refusal('INVALID_INPUT', outcome.message);
        return outcome.value;
      },
    }),
  }));
}
