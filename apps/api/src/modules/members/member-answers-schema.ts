// What the member's session and edits answer.
import type { Builder } from '../../graphql/builder.ts';
import { type SessionView } from './member-session-service.ts';
import { type ProfileResult } from './profile-service.ts';
import type { addMemberProfileTypes } from './member-profile-schema.ts';

export function addMemberAnswerTypes(
  builder: Builder,
  MemberProfile: ReturnType<typeof addMemberProfileTypes>['MemberProfile'],
) {
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
  return { MemberSession, ProfileResultRef, MessageResult };
}
