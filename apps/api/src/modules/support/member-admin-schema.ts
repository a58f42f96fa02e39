// Members in the back office (the support module composes members, cards and rewards for staff): look one up (members.view), see their cards with each card's ledger
// and their rewards, and lift the card-feature suspension (members.help, audited).
import { brandCardIdentifier } from '@brewline/domain/order-history';
import type { Builder } from '../../graphql/builder.ts';
import {
  liftCardSuspension,
  memberCardStatements,
  type CardLedgerRecord,
  type SupportCardView,
} from '../cards/card-support-service.ts';
import { loadRewards, type ClaimedRewardView, type RewardsView } from '../rewards/rewards-service.ts';
import { auditActorOf, requireStaff } from '../staff/staff-access.ts';
import { findMemberForSupport, lookUpMembers, type MemberMatch } from './member-lookup.ts';
import { Refusal } from '@brewline/domain/refusal';
import { refusalMessages } from '@brewline/domain/refusal-messages';

export function addMemberAdminSchema(builder: Builder) {
  const AdminMemberSummary = builder.objectRef<MemberMatch>('AdminMemberSummary').implement({
    fields: (t) => ({
      memberId: t.exposeString('memberId'),
      firstName: t.exposeString('firstName'),
      lastName: t.exposeString('lastName'),
      email: t.exposeString('email'),
      phone: t.exposeString('phone'),
      cardsSuspended: t.boolean({ resolve: (m) => m.suspiciousAt !== null }),
    }),
  });

  const AdminCardMovement = builder.objectRef<CardLedgerRecord>('AdminCardMovement').implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      kind: t.exposeString('kind', {
        description: 'ISSUE, RELOAD, PAYMENT, REFUND, COMBINE_OUT or COMBINE_IN.',
      }),
      amountCents: t.exposeInt('amountCents'),
      balanceAfterCents: t.exposeInt('balanceAfterCents'),
      orderId: t.exposeString('orderId', { nullable: true }),
      at: t.string({ resolve: (m) => m.at.toISOString() }),
    }),
  });

  const AdminMemberCard = builder.objectRef<SupportCardView>('AdminMemberCard').implement({
    fields: (t) => ({
      cardNumber: t.exposeString('cardNumber'),
      label: t.string({ resolve: (c) => brandCardIdentifier(c.cardNumber) }),
      balanceCents: t.exposeInt('balanceCents'),
      isDefault: t.exposeBoolean('isDefault'),
      ledger: t.field({
        type: [AdminCardMovement],
        description: 'The latest 50 movements, newest first.',
        resolve: (c) => c.ledger,
      }),
    }),
  });

  const AdminClaimedReward = builder.objectRef<ClaimedRewardView>('AdminClaimedReward').implement({
    fields: (t) => ({
      id: t.exposeString('id'),
      rewardName: t.exposeString('rewardName'),
      planName: t.exposeString('planName'),
      claimedAt: t.string({ resolve: (r) => r.creationDate.toISOString() }),
      expireDate: t.exposeString('expireDate', { nullable: true }),
      usable: t.exposeBoolean('usable'),
      consumed: t.exposeBoolean('consumed'),
      expired: t.exposeBoolean('expired'),
    }),
  });

  const AdminMemberRewards = builder.objectRef<RewardsView>('AdminMemberRewards').implement({
    fields: (t) => ({
      points: t.exposeInt('points'),
      timeZone: t.exposeString('timeZone'),
      claimedRewards: t.field({ type: [AdminClaimedReward], resolve: (r) => r.claimedRewards }),
    }),
  });

  const AdminMember = builder.objectRef<MemberMatch>('AdminMember').implement({
    fields: (t) => ({
      memberId: t.exposeString('memberId'),
      firstName: t.exposeString('firstName'),
      lastName: t.exposeString('lastName'),
      email: t.exposeString('email'),
      phone: t.exposeString('phone'),
      createdAt: t.string({ resolve: (m) => m.createdAt.toISOString() }),
      accountDisabled: t.boolean({ resolve: (m) => m.disabledAt !== null }),
      cardsSuspendedAt: t.string({
        nullable: true,
        description: 'When repeated failed card numbers suspended the card features; null when not.',
        resolve: (m) => m.suspiciousAt?.toISOString() ?? null,
      }),
      failedCardAdds: t.exposeInt('cardAddFailures'),
      cards: t.field({
        type: [AdminMemberCard],
        resolve: (m, _args, ctx) => memberCardStatements(ctx.db, m.memberId),
      }),
      rewards: t.field({
        type: AdminMemberRewards,
        resolve: (m, _args, ctx) => loadRewards(ctx.db, m.memberId, ctx.now()),
      }),
    }),
  });

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
