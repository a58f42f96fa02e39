// What the app reads of a member's profile, shared by the session query and the profile mutations so
// the cache keeps one picture of the member.
import { graphql } from './graphql.ts';

export const MemberProfileFields = graphql(`
  fragment MemberProfileFields on MemberProfile @_unmask {
    id
    firstName
    lastName
    birthDate
    street
    city
    state
    postalCode
    email
    phone
    ewardSubscription
    birthdayPromotionMedium
    badEmail
    orderUpdatesEmail
    birthdaySet
    acknowledgedTerms
  }
`);
