// session: the signed-in member, or null.
import type { Builder } from '../../graphql/builder.ts';
import { optionalMember } from './member-context.ts';
import { loadSession } from './member-session-service.ts';
import type { addMemberAnswerTypes } from './member-answers-schema.ts';

export function addMemberSessionQuery(
  builder: Builder,
  MemberSession: ReturnType<typeof addMemberAnswerTypes>['MemberSession'],
): void {
  builder.queryFields((t) => ({
    session: t.field({
      type: MemberSession,
      description:
        'The session and profile. Refused (UNAUTHENTICATED, reason INVALID_TOKEN) for a bad token.',
      resolve: (_root, _args, ctx) => loadSession(ctx.db, optionalMember(ctx), ctx.now()),
    }),
  }));
}
