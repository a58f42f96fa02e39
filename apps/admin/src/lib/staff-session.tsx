// Who is using the back office: the staff row the server read for this request (never the token's
// claims), and `can`, the domain's own rule, so the shell hides exactly what the server would refuse.
import { staffCan, type StaffPermission, type StaffRole } from '@brewline/domain/accounts/staff-roles';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

export interface StaffSession {
  readonly memberId: string;
  readonly email: string;
  readonly role: StaffRole;
  readonly storeIds: readonly number[];
  /** May this person do `permission` (for `storeId`, or for any of their stores without one)? */
  readonly can: (permission: StaffPermission, storeId?: number) => boolean;
}

const StaffSessionContext = createContext<StaffSession | null>(null);

export interface StaffSessionProviderProps {
  readonly staff: { memberId: string; email: string; role: StaffRole; storeIds: readonly number[] };
  readonly children: ReactNode;
}

export function StaffSessionProvider({ staff, children }: StaffSessionProviderProps) {
  const { memberId, email, role, storeIds } = staff;
  const value = useMemo<StaffSession>(
    () => ({
      memberId,
      email,
      role,
      storeIds,
      can: (permission, storeId) => staffCan({ role, storeIds }, permission, storeId),
    }),
    [memberId, email, role, storeIds],
  );
  return <StaffSessionContext value={value}>{children}</StaffSessionContext>;
}

/** The signed-in staff member; only pages inside the shell (which has one) may call it. */
export function useStaffSession(): StaffSession {
  const session = useContext(StaffSessionContext);
  if (!session) throw new Error('useStaffSession outside the signed-in back office');
  return session;
}
