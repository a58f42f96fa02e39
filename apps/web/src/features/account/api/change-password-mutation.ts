import { graphql } from '../../../lib/graphql.ts';

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($oldPassword: String!, $newPassword: String!, $retypePassword: String) {
    changePassword(oldPassword: $oldPassword, newPassword: $newPassword, retypePassword: $retypePassword) {
      message
    }
  }
`);
