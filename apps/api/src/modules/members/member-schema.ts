// Member GraphQL (docs/product/account.md#records, #calls): session, updateProfile, acceptTerms,
// updateAccount, changePassword, logout and sendFeedback. Field names are the spec's in camelCase
// (first_name -> firstName, birthday_set -> birthdaySet, eward_subscription -> ewardSubscription).
// Each type lives in a file of its own; this puts them together.
import type { Builder } from '../../graphql/builder.ts';
import { addMemberProfileTypes } from './member-profile-schema.ts';
import { addMemberAnswerTypes } from './member-answers-schema.ts';
import { addMemberInputs } from './member-inputs-schema.ts';
import { addMemberSessionQuery } from './member-session-query-schema.ts';
import { addMemberMutations } from './member-mutations-schema.ts';

export function addMemberSchema(builder: Builder) {
  const { MemberCard, MemberProfile } = addMemberProfileTypes(builder);
  const answers = addMemberAnswerTypes(builder, MemberProfile);
  addMemberSessionQuery(builder, answers.MemberSession);
  addMemberMutations(builder, answers, addMemberInputs(builder));
  return { MemberCard, MemberProfile };
}
