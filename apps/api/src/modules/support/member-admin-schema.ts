// Members in the back office (the support module composes members, cards and rewards for staff):
// look one up (members.view), see their cards with each card's ledger and their rewards, and lift
// the card-feature suspension (members.help, audited). Each type lives in a file of its own; this
// puts them together.
import type { Builder } from '../../graphql/builder.ts';
import { addAdminMemberSummaryType, addAdminMemberType } from './admin-member-schema.ts';
import { addMemberAdminQueries } from './member-admin-queries-schema.ts';
import { addMemberAdminMutations } from './member-admin-mutations-schema.ts';

export function addMemberAdminSchema(builder: Builder): void {
  const AdminMember = addAdminMemberType(builder);
  addMemberAdminQueries(builder, addAdminMemberSummaryType(builder), AdminMember);
  addMemberAdminMutations(builder, AdminMember);
}
