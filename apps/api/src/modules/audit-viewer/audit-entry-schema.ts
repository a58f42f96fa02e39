// A page of the audit log, its entries, and the values its filters can take.
import type { Builder } from '../../graphql/builder.ts';
import { type AuditFacets, type AuditPage, type AuditRecord } from '../audit/audit-log-reader.ts';
const asJsonText = (value: unknown): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value);

export function addAuditLogTypes(builder: Builder) {
  const AuditEntry = builder.objectRef<AuditRecord>('AuditEntry').implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      at: t.string({ resolve: (e) => e.at.toISOString() }),
      actorId: t.exposeString('actorId', { nullable: true, description: 'Null for the command line.' }),
      actorEmail: t.exposeString('actorEmail', { description: 'As it was when the change was made.' }),
      action: t.exposeString('action'),
      entityType: t.exposeString('entityType'),
      entityId: t.exposeString('entityId'),
      storeId: t.exposeInt('storeId', { nullable: true }),
      before: t.string({
        nullable: true,
        description: 'The record before the change as JSON text; null when it was created.',
        resolve: (e) => asJsonText(e.before),
      }),
      after: t.string({
        nullable: true,
        description: 'The record after the change as JSON text; null when it was removed.',
        resolve: (e) => asJsonText(e.after),
      }),
    }),
  });
  const AuditLogPage = builder.objectRef<AuditPage>('AuditLogPage').implement({
    fields: (t) => ({
      entries: t.field({ type: [AuditEntry], resolve: (p) => p.entries }),
      nextCursor: t.exposeInt('nextCursor', {
        nullable: true,
        description: 'Pass as `after` for the next page.',
      }),
      total: t.exposeInt('total', { description: 'Entries matching the filters, over every page.' }),
    }),
  });
  const AuditLogFacets = builder.objectRef<AuditFacets>('AuditLogFacets').implement({
    fields: (t) => ({
      actions: t.exposeStringList('actions'),
      entityTypes: t.exposeStringList('entityTypes'),
      actors: t.exposeStringList('actors', { description: 'The e-mail addresses that made changes.' }),
    }),
  });
  return { AuditLogPage, AuditLogFacets };
}
