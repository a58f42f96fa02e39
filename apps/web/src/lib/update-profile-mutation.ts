import { graphql } from './graphql.ts';
import { MemberProfileFields } from './member-profile-fragment.ts';

export const UpdateProfileMutation = graphql(
  `
    mutation UpdateProfile($input: MemberProfileInput!) {
      updateProfile(input: $input) {
        message
        birthdaySet
        profile {
          ...MemberProfileFields
        }
      }
    }
  `,
  [MemberProfileFields],
);
