// Member GraphQL (docs/product/account.md#records, #calls): session, updateProfile, acceptTerms,
// updateAccount, changePassword, logout and sendFeedback. Field names are the spec's in camelCase
// (first_name -> firstName, birthday_set -> birthdaySet, eward_subscription -> ewardSubscription).
// No operation takes a member id: the member is the access token's subject, so nobody can name
// someone else's data.
import type { Builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { changeMemberPassword, logoutMember, updateMemberAccount } from './account-service.ts';
import { sendFeedback } from './feedback-service.ts';
import { optionalMember, requireMember } from './member-context.ts';
import type { CardRecord } from './member-repository.ts';
import { cardsOf, loadSession, type ProfileView, type SessionView } from './member-session-service.ts';
import { acceptTerms, updateMemberProfile, type ProfileResult } from './profile-service.ts';

/** The caller's address as Fastify sees it (Mercurius puts the reply in every request's context). */
function clientAddress(ctx: GraphQLContext): string {
  if (!('reply' in ctx)) return 'unknown';
  const reply: unknown = ctx.reply;
  if (typeof reply !== 'object' || reply === null || !('request' in reply)) return 'unknown';
  const request: unknown = reply.request;
  if (typeof request !== 'object' || request === null || !('ip' in request)) return 'unknown';
  return typeof request.ip === 'string' ? request.ip : 'unknown';
}

export function addMemberSchema(builder: Builder) {
  const MemberCard = builder.objectRef<CardRecord>('MemberCard').implement({
    description: 'A Brewline Card (stored value) of the member.',
    fields: (t) => ({
      cardNumber: t.exposeString('cardNumber', { description: '14 digits.' }),
      balanceCents: t.exposeInt('balanceCents'),
      isDefault: t.exposeBoolean('isDefault'),
    }),
  });

  const MemberProfile = builder.objectRef<ProfileView>('MemberProfile').implement({
    description: "The signed-in member's profile (docs/product/account.md#records), fields in camelCase.",
    fields: (t) => ({
      id: t.exposeID('memberId', { description: "The member id: the access token's sub." }),
      firstName: t.exposeString('firstName'),
      lastName: t.exposeString('lastName'),
      email: t.exposeString('email'),
      phone: t.exposeString('phone', { description: 'Ten digits.' }),
      birthDate: t.exposeString('birthDate', { nullable: true, description: 'yyyy-MM-dd.' }),
      street: t.exposeString('street', { nullable: true }),
      city: t.exposeString('city', { nullable: true }),
      state: t.exposeString('state', { nullable: true }),
      postalCode: t.exposeString('postalCode', { nullable: true }),
      ewardSubscription: t.exposeBoolean('ewardSubscription', { description: 'Rewards emails.' }),
      birthdayPromotionMedium: t.exposeString('birthdayPromotionMedium', {
        nullable: true,
        description: "'BrewlineCard' for the free birthday drink; 'None' or null for none.",
      }),
      badEmail: t.exposeBoolean('badEmail', {
        description: 'The mail server refused the address for good; updating the e-mail clears it.',
      }),
      orderUpdatesEmail: t.exposeBoolean('orderUpdatesEmail', {
        description: 'E-mails about orders: placed, ready, refunded, failed.',
      }),
      birthdaySet: t.exposeBoolean('birthdaySet'),
      acknowledgedTerms: t.exposeBoolean('acknowledgedTerms'),
      cards: t.field({
        type: [MemberCard],
        description:
          'Default card first, then by balance, highest first (docs/product/account.md#card-rules).',
        resolve: (profile, _args, ctx) => cardsOf(ctx.db, profile),
      }),
    }),
  });

  const MemberSession = builder.objectRef<SessionView>('MemberSession').implement({
    description: 'Who the request acts for. A guest (no token) gets authenticated false and no profile.',
    fields: (t) => ({
      authenticated: t.exposeBoolean('authenticated'),
      id: t.exposeID('id', { nullable: true }),
      profile: t.field({ type: MemberProfile, nullable: true, resolve: (s) => s.profile }),
      birthdaySet: t.exposeBoolean('birthdaySet'),
      acknowledgedTerms: t.exposeBoolean('acknowledgedTerms'),
    }),
  });

  const ProfileResultRef = builder.objectRef<ProfileResult>('MemberProfileResult').implement({
    fields: (t) => ({
      message: t.exposeString('message', { description: "The catalogue's success message." }),
      profile: t.field({ type: MemberProfile, resolve: (r) => r.profile }),
      birthdaySet: t.exposeBoolean('birthdaySet'),
    }),
  });

  const MessageResult = builder.objectRef<{ message: string }>('MessageResult').implement({
    fields: (t) => ({ message: t.exposeString('message') }),
  });

  const ProfileInput = builder.inputType('MemberProfileInput', {
    description: 'Absent or null optional fields are left as they are.',
    fields: (t) => ({
      firstName: t.string({ required: true }),
      lastName: t.string({ required: true }),
      street: t.string(),
      city: t.string(),
      state: t.string({ description: 'One of the 50 state codes.' }),
      postalCode: t.string({ description: 'Five digits.' }),
      birthday: t.string({ description: 'yyyy-MM-dd; cannot change once set.' }),
    }),
  });

  const AccountInput = builder.inputType('MemberAccountInput', {
    fields: (t) => ({
      email: t.string({ required: true }),
      phone: t.string({ required: true }),
      ewardSubscription: t.boolean({ required: true, description: 'Rewards emails (the spec sends 1/0).' }),
      birthdayPromotionMedium: t.string({ description: "'BrewlineCard' or 'None'; absent leaves it." }),
      orderUpdatesEmail: t.boolean({
        description: 'E-mails about orders (placed, ready, refunded, failed); absent leaves it.',
      }),
    }),
  });

  builder.queryFields((t) => ({
    session: t.field({
      type: MemberSession,
      description:
        'The session and profile. Refused (UNAUTHENTICATED, reason INVALID_TOKEN) for a bad token.',
      resolve: (_root, _args, ctx) => loadSession(ctx.db, optionalMember(ctx), ctx.now()),
    }),
  }));

  builder.mutationFields((t) => ({
    updateProfile: t.field({
      type: ProfileResultRef,
      args: { input: t.arg({ type: ProfileInput, required: true }) },
      resolve: (_root, { input }, ctx) => updateMemberProfile(ctx.db, requireMember(ctx), input, ctx.now()),
    }),
    acceptTerms: t.field({
      type: ProfileResultRef,
      resolve: (_root, _args, ctx) => acceptTerms(ctx.db, requireMember(ctx), ctx.now()),
    }),
    updateAccount: t.field({
      type: ProfileResultRef,
      args: { input: t.arg({ type: AccountInput, required: true }) },
      resolve: (_root, { input }, ctx) => updateMemberAccount(ctx.db, requireMember(ctx), input, ctx.now()),
    }),
    changePassword: t.field({
      type: MessageResult,
      description:
        "Succeeds with 'Password has been successfully changed.'; failures carry the form's messages.",
      args: {
        oldPassword: t.arg.string({ required: true }),
        newPassword: t.arg.string({ required: true }),
        retypePassword: t.arg.string(),
      },
      resolve: (_root, args, ctx) =>
        changeMemberPassword(ctx.db, requireMember(ctx), args, clientAddress(ctx), ctx.now()),
    }),
    logout: t.boolean({
      description: "Ends this sign-in: refresh tokens, the grant and the provider's browser session.",
      resolve: (_root, _args, ctx) => logoutMember(ctx.db, requireMember(ctx)),
    }),
    sendFeedback: t.field({
      type: MessageResult,
      description: "Help-page feedback, category 'Online Ordering Help'; guests allowed.",
      args: {
        category: t.arg.string({ required: true }),
        feedbackText: t.arg.string({ required: true }),
      },
      resolve: (_root, args, ctx) => sendFeedback(ctx.db, optionalMember(ctx), args, ctx.now()),
    }),
  }));

  // The card operations (modules/cards) answer with the same card and profile types.
  return { MemberCard, MemberProfile };
}
