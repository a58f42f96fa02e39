// The audit log's reader for the back office: newest first, filtered by who, what, which store and
// when, a page at a time (a cursor: the last id seen, so a page never repeats or skips an entry while
// new ones are written).
import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';

export interface AuditFilter {
  /** Part of the e-mail of the person who made the change (any case). */
  actor?: string | null;
  /** An action ('store.hours.update') or the start of one ('store' matches store.hours.update). */
  action?: string | null;
  entityType?: string | null;
  entityId?: string | null;
  storeId?: number | null;
  /** Changes at or after `since` and before `until`. */
  since?: Date | null;
  until?: Date | null;
}

export type AuditRecord = typeof auditLog.$inferSelect;

export const AUDIT_PAGE_MAX = 100;

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(filter: AuditFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.actor) where.push(ilike(auditLog.actorEmail, `%${escapeLike(filter.actor.trim())}%`));
  if (filter.action) {
    const action = filter.action.trim().replace(/\.$/, '');
    const startsWith = or(
      eq(auditLog.action, action),
      sql`${auditLog.action} like ${`${escapeLike(action)}.%`}`,
    );
    if (startsWith) where.push(startsWith);
  }
  if (filter.entityType) where.push(eq(auditLog.entityType, filter.entityType));
  if (filter.entityId) where.push(eq(auditLog.entityId, filter.entityId));
  if (filter.storeId !== undefined && filter.storeId !== null)
    where.push(eq(auditLog.storeId, filter.storeId));
  if (filter.since) where.push(gte(auditLog.at, filter.since));
  if (filter.until) where.push(lt(auditLog.at, filter.until));
  return where;
}

export interface AuditPage {
  entries: AuditRecord[];
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor: number | null;
  /** Entries matching the filter, over every page. */
  total: number;
}

export async function readAuditLog(
  db: Db,
  filter: AuditFilter,
  page: { first: number; after: number | null },
): Promise<AuditPage> {
  const where = conditions(filter);
  const paged = page.after === null ? where : [...where, lt(auditLog.id, page.after)];
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...paged))
    .orderBy(desc(auditLog.id))
    .limit(page.first + 1);
  const [counted] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(and(...where));
  const entries = rows.slice(0, page.first);
  const last = entries.at(-1);
  return {
    entries,
    nextCursor: rows.length > page.first && last ? last.id : null,
    total: counted?.n ?? 0,
  };
}

export interface AuditFacets {
  actions: string[];
  entityTypes: string[];
  actors: string[];
}

/** What the filters can offer: every action, kind of record and person in the log. */
export async function auditFacets(db: Db): Promise<AuditFacets> {
  const distinct = async (
    column: typeof auditLog.action | typeof auditLog.entityType | typeof auditLog.actorEmail,
  ) => (await db.selectDistinct({ value: column }).from(auditLog).orderBy(column)).map((row) => row.value);
  return {
    actions: await distinct(auditLog.action),
    entityTypes: await distinct(auditLog.entityType),
    actors: await distinct(auditLog.actorEmail),
  };
}
