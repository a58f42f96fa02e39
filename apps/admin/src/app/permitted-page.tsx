// A page opened by its address by someone whose role cannot use it: say so rather than show a page
// whose every call the server would refuse.
import type { StaffPermission } from '@brewline/domain/accounts/staff-roles';
import type { ReactNode } from 'react';
import { useStaffSession } from '../lib/staff-session.tsx';
import { NotFoundPage } from './not-found-page.tsx';

export function PermittedPage({
  permission,
  children,
}: {
  readonly permission: StaffPermission;
  readonly children: ReactNode;
}) {
  const { can } = useStaffSession();
  return can(permission) ? children : <NotFoundPage notAllowed />;
}
