// Price drafts: default, region and store prices edited in the back office and applied when the menu
// is published (decision 009).
//
// PLACEHOLDER until the price-grid work lands (the `prices` engineer owns this file and replaces it):
// publishMenu (modules/menu/publish-menu.ts) already calls `applyPendingPriceChanges` in its
// transaction, after the menu rows are written and before removed records go, so the price drafts
// may name products, sizes and modifiers the same publication adds. Until then there are no
// pending price changes, and this does nothing.
import type { AuditActor } from '../audit/audit-log.ts';
import type { Tx } from '../../db/client.ts';

/** What applying the pending price changes did, for the publication's history. */
export interface AppliedPriceChanges {
  /** Size and modifier prices written (added or changed) at any store. */
  pricesWritten: number;
}

export function applyPendingPriceChanges(
  _tx: Tx,
  _actor: AuditActor,
  _now: Date,
): Promise<AppliedPriceChanges> {
  return Promise.resolve({ pricesWritten: 0 });
}
