// The back office's people over GraphQL: who the signed-in person is to the back office
// (staffSession), the staff list and open invitations, inviting, removing, and accepting a link.
// Every field but staffSession and acceptStaffInvitation needs the staff.manage permission. Each
// type lives in a file of its own; this puts them together.
import type { Builder } from '../../graphql/builder.ts';
import { addStaffMemberTypes } from './staff-member-schema.ts';
import { addStaffInvitationTypes } from './staff-invitation-schema.ts';
import { addStaffQueries } from './staff-queries-schema.ts';
import { addStaffMutations } from './staff-mutations-schema.ts';

export function addStaffSchema(builder: Builder): void {
  const members = addStaffMemberTypes(builder);
  const invitations = addStaffInvitationTypes(builder, members.StaffRoleEnum);
  addStaffQueries(builder, members, invitations);
  addStaffMutations(builder, members, invitations);
}
