import { graphql } from '../../lib/graphql.ts';

export const CancelStaffInvitationMutation = graphql(`
  mutation CancelStaffInvitation($id: Int!) {
    cancelStaffInvitation(id: $id)
  }
`);
