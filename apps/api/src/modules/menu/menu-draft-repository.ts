// The menu draft row and the publications' history (decision 009). The draft is one row holding the
// whole next menu; a transaction that edits or publishes it locks that row first, so edits made at
// once by two people are applied one after the other, each checked against its own record's version.
import type { MenuTables } from '@brewline/domain/menu/menu-tables';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { menuDrafts, menuPublications } from '../../db/schema/menu.ts';
import { loadMenuTables } from './menu-repository.ts';

const DRAFT_ROW = 1;

export interface MenuDraftRecord {
  tables: MenuTables;
  /** `product:12` -> 3; a record not listed is at version 1. */
  entityVersions: Record<string, number>;
  /** Bumped by every edit. 0 while nobody has edited the menu yet (the draft is the live menu). */
  version: number;
  updatedAt: Date | null;
  updatedBy: string | null;
}

function recordOf(row: typeof menuDrafts.$inferSelect): MenuDraftRecord {
  return {
    tables: row.tables,
    entityVersions: row.entityVersions,
    version: row.version,
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
  };
}

/** The draft as it is, or the live menu when nobody has edited it yet. */
export async function readMenuDraft(db: Db): Promise<MenuDraftRecord> {
  const [row] = await db.select().from(menuDrafts).where(eq(menuDrafts.id, DRAFT_ROW));
  if (row) return recordOf(row);
  return {
    tables: await loadMenuTables(db),
    entityVersions: {},
    version: 0,
    updatedAt: null,
    updatedBy: null,
  };
}

/** The draft, locked until the transaction ends; made from the live menu the first time. */
export async function lockMenuDraft(tx: Tx, at: Date, by: string): Promise<MenuDraftRecord> {
  const read = () => tx.select().from(menuDrafts).where(eq(menuDrafts.id, DRAFT_ROW)).for('update');
  const [row] = await read();
  if (row) return recordOf(row);
  await tx
    .insert(menuDrafts)
    .values({
      id: DRAFT_ROW,
      tables: await loadMenuTables(tx, { inTransaction: true }),
      entityVersions: {},
      version: 0,
      updatedAt: at,
      updatedBy: by,
    })
    .onConflictDoNothing();
  const [made] = await read();
  if (!made) throw new Error('The menu draft row could not be made');
  return recordOf(made);
}

/** Writes the locked draft back, one version on. */
export async function saveMenuDraft(
  tx: Tx,
  draft: Pick<MenuDraftRecord, 'tables' | 'entityVersions'>,
  at: Date,
  by: string,
): Promise<number> {
  const [row] = await tx
    .update(menuDrafts)
    .set({
      tables: draft.tables,
      entityVersions: draft.entityVersions,
      version: sql`${menuDrafts.version} + 1`,
      updatedAt: at,
      updatedBy: by,
    })
    .where(eq(menuDrafts.id, DRAFT_ROW))
    .returning({ version: menuDrafts.version });
  if (!row) throw new Error('The menu draft row is gone');
  return row.version;
}

/** The version customers are served: 0 before the first publication. */
export async function latestPublishedMenuVersion(db: Db | Tx): Promise<number> {
  const [row] = await db
    .select({ version: menuPublications.version })
    .from(menuPublications)
    .orderBy(desc(menuPublications.version))
    .limit(1);
  return row?.version ?? 0;
}

export async function recordMenuPublication(
  tx: Tx,
  publication: { version: number; publishedAt: Date; publishedBy: string; changes: unknown },
): Promise<void> {
  await tx.insert(menuPublications).values(publication);
}
