import { graphql } from '../../../lib/graphql.ts';
import { MemberProfileFields } from '../../../lib/member-profile-fragment.ts';

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
