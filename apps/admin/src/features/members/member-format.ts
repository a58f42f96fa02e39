// The member as the support pages read it, and how their times are written.
import type { ResultOf } from '../../lib/graphql.ts';
import type { AdminMemberFragment } from './admin-member-fragment.ts';

export type Member = ResultOf<typeof AdminMemberFragment>;

/** "Mar 2, 2026, 12:30 PM" in the reader's own zone. */
export const memberWhen = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
