// The audit log viewer over GraphQL (permission audit.view: chain admins), in a module of its own since
// the audit module is what every other one (staff included) writes through: who changed what, when,
// with the record before and after, newest first, filtered and a page at a time.
// Each type lives in a file of its own; this puts them together.
import type { Builder } from '../../graphql/builder.ts';
import { addAuditLogTypes } from './audit-entry-schema.ts';
import { addAuditAdminQueries } from './audit-admin-queries-schema.ts';

export function addAuditAdminSchema(builder: Builder): void {
  addAuditAdminQueries(builder, addAuditLogTypes(builder));
}
