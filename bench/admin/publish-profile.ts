// Publishing, step by step, on a kept bench database (no servers, no HTTP): a product is added to the
// draft, the menu is published, and the menu snapshot a server holds is refreshed, each step timed.
// Run with `--cpu-prof` to see where the time goes:
//   BENCH_ADMIN_DATABASE=<name> node --cpu-prof --cpu-prof-dir=/tmp/prof bench/admin/publish-profile.ts
// The database is one bench:admin seeded and kept (BENCH_ADMIN_DATABASE); each run publishes one more
// product into it, as each publication of bench:admin does.
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { COMMAND_LINE_ACTOR } from '../../apps/api/src/modules/audit/audit-log.ts';
import { saveDraftProduct } from '../../apps/api/src/modules/menu/menu-draft-service.ts';
import { MenuSnapshotStore } from '../../apps/api/src/modules/menu/menu-snapshot.ts';
import { publishMenu } from '../../apps/api/src/modules/menu/publish-menu.ts';
import { newProductInput } from '../../apps/api/test/support/menu-admin-calls.ts';
import { BENCH_POSTGRES_URL } from '../api/bench-databases.ts';

const name = process.env['BENCH_ADMIN_DATABASE'];
if (!name || !/^[a-z_][a-z0-9_]*$/.test(name))
  throw new Error('Name the kept bench database: BENCH_ADMIN_DATABASE=<name>');
const url = new URL(BENCH_POSTGRES_URL);
url.pathname = `/${name}`;
const handle = await openDatabase({ kind: 'postgres', url: url.toString() });

async function timed<T>(label: string, step: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await step();
  console.log(`${label}: ${(performance.now() - started).toFixed(0)} ms`);
  return result;
}

try {
  const menu = await timed('menu snapshot loaded (a server starting)', () =>
    MenuSnapshotStore.load(handle.db),
  );
  const draftName = `Profile Maple Latte ${Date.now() % 1_000_000}`;
  const saved = await timed('product saved to the draft', () =>
    saveDraftProduct(handle.db, COMMAND_LINE_ACTOR, newProductInput(draftName), null, new Date()),
  );
  if (!saved.ok) throw new Error(`the draft refused the product: ${JSON.stringify(saved)}`);
  const published = await timed('publishMenu', () => publishMenu(handle.db, COMMAND_LINE_ACTOR, new Date()));
  if (!published.ok) throw new Error(`publishing refused: ${JSON.stringify(published)}`);
  console.log(
    `  version ${published.value.version}, ${published.value.changes.length} change(s), ${published.value.pricesWritten} price(s) written`,
  );
  await timed('snapshot refreshed (what every server does)', () =>
    menu.refresh(published.value.version, 'elsewhere'),
  );
} finally {
  await handle.close();
}
