import { graphql } from '../../lib/graphql.ts';
import { MemberProfileFields } from '../../lib/member-profile-fragment.ts';

export const AcceptTermsMutation = graphql(
  `
    mutation AcceptTerms {
      acceptTerms {
        birthdaySet
        profile {
          ...MemberProfileFields
        }
      }
    }
  `,
  [MemberProfileFields],
);
