import { graphql } from './graphql.ts';
import { MemberProfileFields } from './member-profile-fragment.ts';

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
