// Customer support's member reads: a search, and one member in full.
import type { Builder } from '../../graphql/builder.ts';
import { requireStaff } from '../staff/staff-access.ts';
import { findMemberForSupport, lookUpMembers } from './member-lookup.ts';
import { Refusal } from '@brewline/domain/messages/refusal';
import { refusalMessages } from '@brewline/domain/messages/refusal-messages';
import type { addAdminMemberSummaryType, addAdminMemberType } from './admin-member-schema.ts';

export function addMemberAdminQueries(
  builder: Builder,
  AdminMemberSummary: ReturnType<typeof addAdminMemberSummaryType>,
  AdminMember: ReturnType<typeof addAdminMemberType>,
): void {
  builder.queryFields((t) => ({
    adminMembers: t.field({
      type: [AdminMemberSummary],
      description: 'Members by e-mail, name, phone or Brewline Card number (at most 25).',
      args: { query: t.arg.string({ required: true }) },
      resolve: async (_root, { query }, ctx) => {
        await requireStaff(ctx, 'members.view');
        if (query.length > 200)
          throw new Refusal('INVALID_INPUT', refusalMessages.MEMBER_SEARCH_TOO_LONG({ maxLength: 200 }));
        return lookUpMembers(ctx.db, query);
      },
    }),
    adminMember: t.field({
      type: AdminMember,
      args: { memberId: t.arg.string({ required: true }) },
      resolve: async (_root, { memberId }, ctx) => {
        await requireStaff(ctx, 'members.view');
        const member = await findMemberForSupport(ctx.db, memberId);
        if (!member) throw new Refusal('INVALID_INPUT', refusalMessages.MEMBER_UNKNOWN());
        return member;
      },
    }),
  }));
}
