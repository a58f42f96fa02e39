// The back office's people over GraphQL: who the signed-in person is to the back office
// (staffSession), the staff list and open invitations, inviting, removing, and accepting a link.
// Every field but staffSession and acceptStaffInvitation needs the staff.manage permission.
import { STAFF_ROLES, staffCan, STAFF_PERMISSIONS, type StaffRole } from '@brewline/domain/staff-roles';
import type { Builder } from '../../graphql/builder.ts';
import { requireMember } from '../members/member-context.ts';
import { auditActorOf, currentStaff, requireStaff } from './staff-access.ts';
import {
  listOpenInvitations,
  listStaff,
  type InvitationRecord,
  type StaffRecord,
} from './staff-repository.ts';
import { acceptInvitation, cancelInvitation, inviteStaff, removeStaff } from './staff-service.ts';
import { Refusal } from '@brewline/domain/refusal';

export function addStaffSchema(builder: Builder) {
  const StaffRoleEnum = builder.enumType('StaffRole', {
    description:
      'CHAIN_ADMIN: everything. STORE_MANAGER: their own stores. SUPPORT: orders, refunds, members.',
    values: STAFF_ROLES,
  });

  const StaffMember = builder.objectRef<StaffRecord>('StaffMember').implement({
    fields: (t) => ({
      memberId: t.exposeString('memberId'),
      email: t.exposeString('email'),
      role: t.field({ type: StaffRoleEnum, resolve: (s) => s.role }),
      storeIds: t.exposeIntList('storeIds', {
        description: "A store manager's stores; empty for the others.",
      }),
      createdAt: t.string({ resolve: (s) => s.createdAt.toISOString() }),
    }),
  });

  const StaffSession = builder.objectRef<StaffRecord>('StaffSession').implement({
    description: 'The signed-in person as the back office sees them: role, stores and what they may do.',
    fields: (t) => ({
      memberId: t.exposeString('memberId'),
      email: t.exposeString('email'),
      role: t.field({ type: StaffRoleEnum, resolve: (s) => s.role }),
      storeIds: t.exposeIntList('storeIds'),
      permissions: t.stringList({
        description: 'The permissions this person has for at least one store (domain staff-roles.ts).',
        resolve: (s) => STAFF_PERMISSIONS.filter((permission) => staffCan(s, permission)),
      }),
    }),
  });

  const StaffInvitation = builder.objectRef<InvitationRecord>('StaffInvitation').implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      email: t.exposeString('email'),
      role: t.field({ type: StaffRoleEnum, resolve: (i) => i.role }),
      storeIds: t.exposeIntList('storeIds'),
      createdAt: t.string({ resolve: (i) => i.createdAt.toISOString() }),
      expiresAt: t.string({ resolve: (i) => i.expiresAt.toISOString() }),
    }),
  });

  const CreatedStaffInvitation = builder
    .objectRef<{ invitation: InvitationRecord; token: string }>('CreatedStaffInvitation')
    .implement({
      fields: (t) => ({
        invitation: t.field({ type: StaffInvitation, resolve: (c) => c.invitation }),
        token: t.exposeString('token', {
          description:
            "The link's secret, given once: the link is /admin/join#token on the back office's address.",
        }),
      }),
    });

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
