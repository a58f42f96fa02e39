import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stores } from '../../db/schema/stores.ts';
import { terminals } from '../../db/schema/terminals.ts';

export type StoreRecord = typeof stores.$inferSelect;
export type TerminalRecord = typeof terminals.$inferSelect;

export async function findStore(db: Db, storeId: number): Promise<StoreRecord | null> {
  const rows = await db.select().from(stores).where(eq(stores.storeId, storeId)).limit(1);
  return rows[0] ?? null;
}

export function listStores(db: Db): Promise<StoreRecord[]> {
  return db.select().from(stores).orderBy(asc(stores.state), asc(stores.city), asc(stores.storeId));
}

export function listTerminals(db: Db, storeId: number): Promise<TerminalRecord[]> {
  return db.select().from(terminals).where(eq(terminals.storeId, storeId)).orderBy(asc(terminals.termId));
}
