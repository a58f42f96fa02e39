// Signed in, but not staff: the API's own sentence, and a way to sign out and use another account.
import { NOT_STAFF_MESSAGE } from '@brewline/domain/accounts/staff-roles';
import { LogOut } from 'lucide-react';
import { Button } from '../../ui/button.tsx';
import { AuthCard } from './auth-card.tsx';

export function NoAccessPage({
  email,
  onSignOut,
}: {
  readonly email: string | null;
  readonly onSignOut: () => void;
}) {
  return (
    <AuthCard title="No access to the back office">
      <p>{NOT_STAFF_MESSAGE}</p>
      {email && (
        <p className="mt-3 text-sm text-stone-600">
          You are signed in as <strong className="text-stone-800">{email}</strong>.
        </p>
      )}
      <Button
        variant="primary"
        className="mt-6 w-full"
        icon={<LogOut aria-hidden className="size-4" />}
        onClick={onSignOut}
      >
        Sign out
      </Button>
    </AuthCard>
  );
}
