import { graphql } from '../../lib/graphql.ts';

export const AuditLogQuery = graphql(`
  query AuditLog(
    $actor: String
    $action: String
    $storeId: Int
    $since: String
    $until: String
    $first: Int!
    $after: Int
  ) {
    auditLog(
      actor: $actor
      action: $action
      storeId: $storeId
      since: $since
      until: $until
      first: $first
      after: $after
    ) {
      total
      nextCursor
      entries {
        id
        at
        actorEmail
        action
        entityType
        entityId
        storeId
        before
        after
      }
    }
  }
`);
