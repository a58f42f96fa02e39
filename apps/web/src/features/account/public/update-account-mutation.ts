import { graphql } from '../../../lib/graphql.ts';
import { MemberProfileFields } from '../../../lib/member-profile-fragment.ts';

export const UpdateAccountMutation = graphql(
  `
    mutation UpdateAccount($input: MemberAccountInput!) {
      updateAccount(input: $input) {
        message
        profile {
          ...MemberProfileFields
        }
      }
    }
  `,
  [MemberProfileFields],
);
