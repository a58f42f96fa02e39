import { graphql } from './graphql.ts';

/** Who is signed in (their e-mail, staff or not) and, when staff, their role and stores. */
export const StaffSessionQuery = graphql(`
  query StaffSession {
    session {
      authenticated
      profile {
        email
      }
    }
    staffSession {
      memberId
      email
      role
      storeIds
      permissions
    }
  }
`);
