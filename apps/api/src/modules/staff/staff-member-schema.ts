// A member of staff, their role, and the signed-in staff member's session.
import { STAFF_ROLES, staffCan, STAFF_PERMISSIONS } from '@brewline/domain/accounts/staff-roles';
import type { Builder } from '../../graphql/builder.ts';
import { type StaffRecord } from './staff-repository.ts';
export function addStaffMemberTypes(builder: Builder) {
  const StaffRoleEnum = builder.enumType('StaffRole', {
    description:
      'CHAIN_ADMIN: everything. STORE_MANAGER: their own stores. SUPPORT: orders, refunds, members.',
    values: STAFF_ROLES,
  });
  const StaffMember = builder.objectRef<StaffRecord>('StaffMember').implement({
    fields: (t) => ({
      memberId: t.exposeString('memberId'),
      email: t.exposeString('email'),
      role: t.field({ type: StaffRoleEnum, resolve: (s) => s.role }),
      storeIds: t.exposeIntList('storeIds', {
        description: "A store manager's stores; empty for the others.",
      }),
      createdAt: t.string({ resolve: (s) => s.createdAt.toISOString() }),
    }),
  });
  const StaffSession = builder.objectRef<StaffRecord>('StaffSession').implement({
    description: 'The signed-in person as the back office sees them: role, stores and what they may do.',
    fields: (t) => ({
      memberId: t.exposeString('memberId'),
      email: t.exposeString('email'),
      role: t.field({ type: StaffRoleEnum, resolve: (s) => s.role }),
      storeIds: t.exposeIntList('storeIds'),
      permissions: t.stringList({
        description: 'The permissions this person has for at least one store (domain staff-roles.ts).',
        resolve: (s) => STAFF_PERMISSIONS.filter((permission) => staffCan(s, permission)),
      }),
    }),
  });
  return { StaffRoleEnum, StaffMember, StaffSession };
}
