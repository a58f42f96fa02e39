import { graphql } from '../../lib/graphql.ts';

export const AuditLogFacetsQuery = graphql(`
  query AuditLogFacets {
    auditLogFacets {
      actions
      entityTypes
      actors
    }
  }
`);
