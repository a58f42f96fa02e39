// The demo seed loads its menu through the back office's own services: made the menu draft, then
// published by the publishing writer, both audited as the demo seed. What customers are served is
// exactly the demo menu the seed files describe (ids, rows), and the draft starts equal to it.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit.ts';
import { menuPublications } from '../src/db/schema/menu.ts';
import { demoMenu } from '../src/db/seed/demo-menu.ts';
import { readMenuDraft } from '../src/modules/menu/menu-draft-repository.ts';
import { loadMenuTables } from '../src/modules/menu/menu-repository.ts';
import { pglite, type TestDatabase } from './support/test-databases.ts';

describe('the demo seed menu', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await pglite.open();
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('is published by the demo seed as menu version 1, after being made the draft, both audited', async () => {
    const db = database.handle.db;
    expect(
      await db
        .select({ version: menuPublications.version, by: menuPublications.publishedBy })
        .from(menuPublications),
    ).toEqual([{ version: 1, by: 'demo seed' }]);
    const audit = await db
      .select({ action: auditLog.action, entityType: auditLog.entityType })
      .from(auditLog)
      .where(eq(auditLog.actorEmail, 'demo seed'))
      .orderBy(asc(auditLog.id));
    expect(audit.filter((entry) => entry.entityType !== 'store')).toEqual([
      { action: 'menu.draft.load', entityType: 'menuDraft' },
      { action: 'menu.publish', entityType: 'menu' },
    ]);
  });

  it('serves exactly the demo menu, and the draft starts as that menu', async () => {
    const db = database.handle.db;
    // Each table as a set of rows, each row with its keys in one order (the writer and the files differ).
    const canonical = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(canonical)
        : value !== null && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .sort(([a], [b]) => a.localeCompare(b))
                .map(([key, inner]) => [key, canonical(inner)]),
            )
          : value;
    const byIds = (tables: Awaited<ReturnType<typeof loadMenuTables>>) =>
      Object.fromEntries(
        Object.entries(tables).map(([name, rows]) => [
          name,
          (rows as unknown[]).map((row) => JSON.stringify(canonical(row))).sort(),
        ]),
      );
    const expected = byIds(demoMenu());
    expect(byIds(await loadMenuTables(db))).toEqual(expected);
    expect(byIds((await readMenuDraft(db)).tables)).toEqual(expected);
  });
});
