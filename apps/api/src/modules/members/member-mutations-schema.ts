// The signed-in member's edits: profile, terms, account, password, signing out, feedback.
import type { Builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../context.ts';
import { changeMemberPassword, logoutMember, updateMemberAccount } from './account-service.ts';
import { sendFeedback } from './feedback-service.ts';
import { optionalMember, requireMember } from './member-context.ts';
import { acceptTerms, updateMemberProfile } from './profile-service.ts';
import type { addMemberAnswerTypes } from './member-answers-schema.ts';
import type { addMemberInputs } from './member-inputs-schema.ts';

/** The caller's address as Fastify sees it (Mercurius puts the reply in every request's context). */
function clientAddress(ctx: GraphQLContext): string {
  if (!('reply' in ctx)) return 'unknown';
  const reply: unknown = ctx.reply;
  if (typeof reply !== 'object' || reply === null || !('request' in reply)) return 'unknown';
  const request: unknown = reply.request;
  if (typeof request !== 'object' || request === null || !('ip' in request)) return 'unknown';
  return typeof request.ip === 'string' ? request.ip : 'unknown';
}

export function addMemberMutations(
  builder: Builder,
  answers: ReturnType<typeof addMemberAnswerTypes>,
  inputs: ReturnType<typeof addMemberInputs>,
): void {
  const { ProfileResultRef, MessageResult } = answers;
  const { ProfileInput, AccountInput } = inputs;
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
}
