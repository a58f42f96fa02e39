// Customer support's one edit: lifting a card's suspension.
import type { Builder } from '../../graphql/builder.ts';
import { liftCardSuspension } from '../cards/card-support-service.ts';
import { auditActorOf, requireStaff } from '../staff/staff-access.ts';
import { findMemberForSupport } from './member-lookup.ts';
import { Refusal } from '@brewline/domain/messages/refusal';
import { refusalMessages } from '@brewline/domain/messages/refusal-messages';
import type { addAdminMemberType } from './admin-member-schema.ts';

export function addMemberAdminMutations(
  builder: Builder,
  AdminMember: ReturnType<typeof addAdminMemberType>,
): void {
  builder.mutationFields((t) => ({
    liftCardSuspension: t.field({
      type: AdminMember,
      description:
        'Lets a member whose card features were suspended (repeated failed card numbers) use them again.',
      args: { memberId: t.arg.string({ required: true }) },
      resolve: async (_root, { memberId }, ctx) => {
        const staff = await requireStaff(ctx, 'members.help');
        const member = await findMemberForSupport(ctx.db, memberId);
        if (!member) throw new Refusal('INVALID_INPUT', refusalMessages.MEMBER_UNKNOWN());
        await liftCardSuspension(ctx.db, auditActorOf(staff), memberId, ctx.now());
        return (await findMemberForSupport(ctx.db, memberId)) ?? member;
      },
    }),
  }));
}
