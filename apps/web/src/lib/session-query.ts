import { graphql } from './graphql.ts';
import { MemberProfileFields } from './member-profile-fragment.ts';

export const SessionQuery = graphql(
  `
    query Session {
      session {
        authenticated
        id
        birthdaySet
        acknowledgedTerms
        profile {
          ...MemberProfileFields
        }
      }
    }
  `,
  [MemberProfileFields],
);
