// A member as customer support sees them: their cards with the last movements, their rewards.
import { brandCardIdentifier } from '@brewline/domain/orders/order-history';
import type { Builder } from '../../graphql/builder.ts';
import {
  memberCardStatements,
  type CardLedgerRecord,
  type SupportCardView,
} from '../cards/card-support-service.ts';
import { loadRewards, type ClaimedRewardView, type RewardsView } from '../rewards/rewards-service.ts';
import { type MemberMatch } from './member-lookup.ts';
function addAdminMemberPartTypes(builder: Builder) {
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
  return { AdminMemberCard, AdminMemberRewards };
}

export function addAdminMemberType(builder: Builder) {
  const { AdminMemberCard, AdminMemberRewards } = addAdminMemberPartTypes(builder);
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
  return AdminMember;
}

export function addAdminMemberSummaryType(builder: Builder) {
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
  return AdminMemberSummary;
}
