// Reads the member from the GraphQL context. The server puts `member: MemberAuth` there from the
// request's bearer token (see registerIdentity); a context without it is treated as a guest's.
import { messages } from '@brewline/domain/messages/messages';
import type { GraphQLContext } from '../../context.ts';
import { GUEST, type MemberAuth, type MemberIdentity } from '../../identity/member-identity.ts';
import { Refusal } from '@brewline/domain/messages/refusal';

function isMemberAuth(value: unknown): value is MemberAuth {
  if (typeof value !== 'object' || value === null || !('kind' in value)) return false;
  if (value.kind === 'guest' || value.kind === 'rejected') return true;
  return value.kind === 'member' && 'identity' in value && typeof value.identity === 'object';
}

export function memberAuthOf(ctx: GraphQLContext): MemberAuth {
  if (!('member' in ctx)) return GUEST;
  const auth: unknown = ctx.member;
  return isMemberAuth(auth) ? auth : GUEST;
}

/** The signed-in member, or UNAUTHENTICATED: `reason` tells the app whether to refresh its token. */
export function requireMember(ctx: GraphQLContext): MemberIdentity {
  const auth = memberAuthOf(ctx);
  if (auth.kind === 'member') return auth.identity;
  throw new Refusal('UNAUTHENTICATED', messages.SIGN_IN_REQUIRED(), {
    reason: auth.kind === 'rejected' ? 'INVALID_TOKEN' : 'NO_TOKEN',
  });
}

/** A guest or a member; a token that failed verification is still refused, so the app refreshes it. */
export function optionalMember(ctx: GraphQLContext): MemberIdentity | null {
  const auth = memberAuthOf(ctx);
  return auth.kind === 'guest' ? null : requireMember(ctx);
}
