// Staff for back-office tests: a member signed up through the embedded provider, made staff with a
// role (and a store manager's stores) the way `npm run admin` and an accepted invitation do.
import type { StaffRole } from '@brewline/domain/accounts/staff-roles';
import { saveStaff } from '../../src/modules/staff/staff-repository.ts';
import type { SecuredServer } from './secured-server.ts';

export interface StaffPerson {
  token: string;
  memberId: string;
  email: string;
}

export async function signUpStaff(
  server: SecuredServer,
  role: StaffRole,
  storeIds: number[] = [],
): Promise<StaffPerson> {
  const person = await server.signUp(role.toLowerCase().replace('_', '-'));
  await saveStaff(server.database.handle.db, {
    memberId: person.memberId,
    email: person.email,
    role,
    storeIds,
    invitedBy: null,
    createdAt: new Date(),
  });
  return { token: person.tokens.access_token, memberId: person.memberId, email: person.email };
}
