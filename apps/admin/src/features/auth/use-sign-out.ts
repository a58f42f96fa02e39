// Sign-out: the logout mutation ends the grant at the server, then this tab forgets the tokens and
// the shell shows the sign-in page. A failed call still signs the tab out: the tokens expire anyway.
import { useCallback } from 'react';
import { useClient } from 'urql';
import { clearSession } from '../../lib/session-storage.ts';
import { LogoutMutation } from './logout-mutation.ts';

export function useSignOut(): () => Promise<void> {
  const client = useClient();
  return useCallback(async () => {
    await client
      .mutation(LogoutMutation, {})
      .toPromise()
      .catch(() => undefined);
    clearSession();
  }, [client]);
}
