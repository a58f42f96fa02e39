// Who sees which stores in a report: a chain admin any store (every store when none is named); a
// store manager their own stores only (theirs when none is named; naming another is refused, never
// quietly dropped, so a figure is never mistaken for one that includes it).
import { reportRangeProblem } from '@brewline/domain/reports/sales-report';
import { staffStoreScope } from '@brewline/domain/accounts/staff-roles';
import type { StaffRecord } from '../staff/staff-repository.ts';
import type { ReportScope } from './report-scope.ts';
import { Refusal } from '@brewline/domain/messages/refusal';
import { refusalMessages } from '@brewline/domain/messages/refusal-messages';

export interface ReportRequest {
  from: string;
  to: string;
  storeIds?: readonly number[] | null | undefined;
}

export function reportScopeFor(staff: StaffRecord, request: ReportRequest): ReportScope {
  const problem = reportRangeProblem(request.from, request.to);
  if (problem) throw new Refusal('INVALID_INPUT', problem);
  const reach = staffStoreScope(staff);
  const named = request.storeIds ?? null;
  if (named !== null && named.length === 0)
    throw new Refusal('INVALID_INPUT', refusalMessages.REPORT_STORES_REQUIRED());
  if (reach === 'ALL')
    return { from: request.from, to: request.to, storeIds: named ? [...new Set(named)] : null };
  if (named === null) return { from: request.from, to: request.to, storeIds: [...reach] };
  if (named.some((storeId) => !reach.includes(storeId)))
    throw new Refusal('FORBIDDEN', refusalMessages.STAFF_OTHER_STORE());
  return { from: request.from, to: request.to, storeIds: [...new Set(named)] };
}

/** The funnel's browsing steps belong to no store: only staff who see every store see it. */
export function seesWholeChain(staff: StaffRecord): boolean {
  return staffStoreScope(staff) === 'ALL';
}
