import { graphql } from '../../../lib/graphql.ts';
import { MemberCardFields } from './member-card-fields.ts';

/** The member's cards, default first, then by balance (the server sorts them). */
export const MemberCardsQuery = graphql(
  `
    query MemberCards {
      memberCards {
        ...MemberCardFields
      }
    }
  `,
  [MemberCardFields],
);
