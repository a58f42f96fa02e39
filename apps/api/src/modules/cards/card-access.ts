// Who may call a card operation: a signed-in member whose account is not flagged for suspicious card
// numbers. The member is always the access token's subject, never an id from the request.
import type { GraphQLContext } from '../../context.ts';
import { requireMember } from '../members/member-context.ts';
import { ensureProfile } from '../members/member-session-service.ts';
import { suspendedAccount } from './card-errors.ts';

export async function requireCardMember(ctx: GraphQLContext): Promise<string> {
  const member = requireMember(ctx);
  const profile = await ensureProfile(ctx.db, member, ctx.now());
  if (profile.suspiciousAt) throw suspendedAccount();
  return member.memberId;
}
