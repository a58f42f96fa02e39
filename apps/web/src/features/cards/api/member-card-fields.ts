// What the card screens read of a Brewline Card, shared by the query and every card mutation so the
// cache keeps one picture of each card.
import { graphql } from '../../../lib/graphql.ts';

export const MemberCardFields = graphql(`
  fragment MemberCardFields on MemberCard @_unmask {
    cardNumber
    balanceCents
    isDefault
  }
`);
