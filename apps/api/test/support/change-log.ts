// Records every committed row change in the tables a request can write, so a test can prove that a
// refused call changed nothing. Row triggers append to a log table inside the writer's transaction:
// a change that is rolled back leaves no entry, a committed one always does, and an UPDATE that sets
// the same values is not a change. Tables are found in the database at install time, so tables added
// later are watched without touching this file.
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

/**
 * Tables no request may change (menu, stores, secrets) are not watched: watching them costs time on
 * every write and a change there would show in their own tests. Also unwatched: what changes by
 * design on refusals or by the clock: sign-in failure counters and terminal presence.
 */
const UNWATCHED = new Set([
  'regions',
  'stores',
  'product_groups',
  'products',
  'product_group_products',
  'sizes',
  'product_sizes',
  'product_versions',
  'modifier_groups',
  'modifier_scales',
  'modifiers',
  'product_modifier_groups',
  'product_modifier_scales',
  'product_visibility',
  'size_prices',
  'modifier_prices',
  'reward_plans',
  'identity_secrets',
  'analytics_events',
  'terminals',
  'login_throttles',
]);

/**
 * Columns that refusals change on purpose: the failed card-add counter and the suspicion it raises
 * (docs/product/account.md#who-may-do-what disables an account after repeated wrong card numbers).
 */
const SECURITY_COLUMNS: Record<string, string[]> = {
  member_profiles: ['card_add_failures', 'suspicious_at', 'updated_at'],
  member_accounts: ['disabled_at'],
};

export interface ChangeLog {
  tables: string[];
  /** 'table:OP' for each change committed since the last call (one query). */
  take(): Promise<string[]>;
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await db.execute(query);
  // node-postgres answers { rows }, PGlite too; keep to what both share.
  return (result as { rows: T[] }).rows;
}

export async function installChangeLog(db: Db): Promise<ChangeLog> {
  // One statement per call: PGlite's extended protocol takes no more.
  await db.execute(
    sql.raw(
      'create table if not exists test_change_log (id bigserial primary key, tbl text not null, op text not null)',
    ),
  );
  await db.execute(
    sql.raw(`create or replace function test_log_change() returns trigger language plpgsql as $$
      begin
        insert into test_change_log (tbl, op) values (TG_TABLE_NAME, TG_OP);
        return null;
      end $$`),
  );
  const tables = (
    await rows<{ table_name: string }>(
      db,
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'test_change_log'
          order by table_name`,
    )
  )
    .map((row) => row.table_name)
    .filter((name) => !UNWATCHED.has(name) && !name.startsWith('__'));
  for (const table of tables) {
    const ignored = (SECURITY_COLUMNS[table] ?? []).map((column) => ` - '${column}'`).join('');
    await db.execute(
      sql.raw(`create trigger test_change_ins after insert or delete on "${table}"
        for each row execute function test_log_change()`),
    );
    await db.execute(
      sql.raw(`create trigger test_change_upd after update on "${table}"
        for each row when ((to_jsonb(old)${ignored}) is distinct from (to_jsonb(new)${ignored}))
        execute function test_log_change()`),
    );
  }
  let seen = 0;
  return {
    tables,
    async take() {
      const found = await rows<{ id: string | number; tbl: string; op: string }>(
        db,
        sql`select id, tbl, op from test_change_log where id > ${seen} order by id`,
      );
      const last = found.at(-1);
      if (last) seen = Number(last.id);
      return found.map((row) => `${row.tbl}:${row.op}`);
    },
  };
}
