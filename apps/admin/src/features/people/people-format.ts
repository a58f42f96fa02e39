// How the people page words a person's stores and dates.
import type { StaffRole } from '@brewline/domain/accounts/staff-roles';

export function storesText(
  role: StaffRole,
  storeIds: readonly number[],
  nameOf: (id: number) => string,
): string {
  if (role !== 'STORE_MANAGER') return 'All stores';
  return storeIds.map(nameOf).join(', ');
}

const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** A day like "Nov 24, 2026", in the reader's own time zone. */
export function dayText(iso: string): string {
  return DATE.format(new Date(iso));
}

/** The link an invitation's token makes, on the address the back office is open at. */
export function invitationLink(token: string, origin = window.location.origin): string {
  return `${origin}/admin/join#${token}`;
}
