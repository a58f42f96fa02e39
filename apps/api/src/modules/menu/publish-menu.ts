// Publishing (decision 009): in one transaction the draft menu becomes the live menu tables, the
// pending price changes are applied, the publication is recorded with its own version and audited.
// After the commit every server reloads its menu snapshot and forgets its store snapshots (prices),
// this one at once and the others through Redis (menu-publication-sync.ts).
import { menuDraftChanges, type MenuChange } from '@brewline/domain/menu/menu-draft-changes';
import { menuDraftProblems, type MenuProblem } from '@brewline/domain/menu/menu-draft-rules';
import type { Db, Tx } from '../../db/client.ts';
import { recordAudit, type AuditActor } from '../audit/audit-log.ts';
import { applyPendingPriceChanges } from '../pricing/price-drafts.ts';
import { removeStoreRowsOfRetiredMenuItems } from '../stores/retired-menu-items.ts';
import { latestPublishedMenuVersion, lockMenuDraft, recordMenuPublication } from './menu-draft-repository.ts';
import { planLiveMenuWrite } from './menu-live-writer.ts';
import { loadMenuTables } from './menu-repository.ts';

export interface MenuPublication {
  version: number;
  changes: MenuChange[];
  pricesWritten: number;
}

export type PublishOutcome =
  | { ok: true; value: MenuPublication }
  | { ok: false; kind: 'invalid'; problems: MenuProblem[] }
  /** The draft changed since the person reviewed it (they name the draft version they saw). */
  | { ok: false; kind: 'conflict'; what: string; current: unknown };

export interface PublishOptions {
  /** The draft version the person reviewed; publishing refuses a draft edited since. */
  expectedDraftVersion?: number;
}

export function publishMenu(
  db: Db,
  actor: AuditActor,
  now: Date,
  options: PublishOptions = {},
): Promise<PublishOutcome> {
  return db.transaction((tx: Tx) => publishMenuIn(tx, actor, now, options));
}

/**
 * Publishing inside the caller's transaction: the back office's publishMenu, and the demo seed, which
 * loads the demo menu into the draft and publishes it in the transaction that creates the chain.
 */
export async function publishMenuIn(
  tx: Tx,
  actor: AuditActor,
  now: Date,
  options: PublishOptions = {},
): Promise<PublishOutcome> {
  const draft = await lockMenuDraft(tx, now, actor.email);
  const live = await loadMenuTables(tx, { inTransaction: true });
  const changes = menuDraftChanges(live, draft.tables);
  if (options.expectedDraftVersion !== undefined && options.expectedDraftVersion !== draft.version)
    return {
      ok: false,
      kind: 'conflict',
      what: 'menu draft',
      current: { version: draft.version, changes },
    };
  const problems = menuDraftProblems(draft.tables);
  if (problems.length > 0) return { ok: false, kind: 'invalid', problems };

  const write = planLiveMenuWrite(live, draft.tables);
  await write.writeAdditions(tx);
  // Prices may name what this publication adds, and must let go of what it removes.
  const prices = await applyPendingPriceChanges(tx, actor, now);
  await removeStoreRowsOfRetiredMenuItems(tx, write.removed);
  await write.writeRemovals(tx);

  const version = (await latestPublishedMenuVersion(tx)) + 1;
  await recordMenuPublication(tx, { version, publishedAt: now, publishedBy: actor.email, changes });
  await recordAudit(tx, {
    actor,
    action: 'menu.publish',
    entityType: 'menu',
    entityId: String(version),
    before: null,
    after: { version, changes, pricesWritten: prices.pricesWritten },
    at: now,
  });
  return { ok: true, value: { version, changes, pricesWritten: prices.pricesWritten } };
}
