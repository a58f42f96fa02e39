// auditLog, newest first, filtered and a page at a time, and auditLogFacets (audit.view).
import type { Builder } from '../../graphql/builder.ts';
import { requireStaff } from '../staff/staff-access.ts';
import { AUDIT_PAGE_MAX, auditFacets, readAuditLog } from '../audit/audit-log-reader.ts';
import { Refusal } from '@brewline/domain/messages/refusal';
import { refusalMessages } from '@brewline/domain/messages/refusal-messages';
import type { addAuditLogTypes } from './audit-entry-schema.ts';

function instant(name: string, text: string | null | undefined): Date | null {
  if (text === null || text === undefined || text === '') return null;
  const at = new Date(text);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text) || Number.isNaN(at.getTime()))
    throw new Refusal('INVALID_INPUT', refusalMessages.AUDIT_INSTANT_INVALID({ name }));
  return at;
}

export function addAuditAdminQueries(
  builder: Builder,
  { AuditLogPage, AuditLogFacets }: ReturnType<typeof addAuditLogTypes>,
): void {
  builder.queryFields((t) => ({
    auditLog: t.field({
      type: AuditLogPage,
      description: 'Back-office changes, newest first.',
      args: {
        actor: t.arg.string({ description: 'Part of the e-mail address of who made the change.' }),
        action: t.arg.string({ description: 'An action, or its start: "store" finds store.hours.update.' }),
        entityType: t.arg.string(),
        entityId: t.arg.string(),
        storeId: t.arg.int(),
        since: t.arg.string({ description: 'An instant (ISO 8601): changes at or after it.' }),
        until: t.arg.string({ description: 'An instant (ISO 8601): changes before it.' }),
        first: t.arg.int({ defaultValue: 25, required: true }),
        after: t.arg.int({ description: 'The nextCursor of the page before.' }),
      },
      resolve: async (_root, args, ctx) => {
        await requireStaff(ctx, 'audit.view', args.storeId ?? undefined);
        if (args.first < 1 || args.first > AUDIT_PAGE_MAX)
          throw new Refusal('INVALID_INPUT', refusalMessages.AUDIT_PAGE_SIZE({ max: AUDIT_PAGE_MAX }));
        const since = instant('since', args.since);
        const until = instant('until', args.until);
        if (since && until && until <= since)
          throw new Refusal('INVALID_INPUT', refusalMessages.RANGE_END_NOT_AFTER_START());
        return readAuditLog(
          ctx.db,
          {
            actor: args.actor,
            action: args.action,
            entityType: args.entityType,
            entityId: args.entityId,
            storeId: args.storeId,
            since,
            until,
          },
          { first: args.first, after: args.after ?? null },
        );
      },
    }),
    auditLogFacets: t.field({
      type: AuditLogFacets,
      description: 'What the audit log filters can offer.',
      resolve: async (_root, _args, ctx) => {
        await requireStaff(ctx, 'audit.view');
        return auditFacets(ctx.db);
      },
    }),
  }));
}
