// Sign-out (docs/product/account.md#the-session): the logout mutation ends the grant at the server
// (sent with the bearer header by the client's fetch), then the session data goes and the member
// lands on /.
import type { Client } from 'urql';
import { navigate } from 'wouter/use-browser-location';
import { clearSession } from '../../lib/session-storage.ts';
import { LogoutMutation } from './logout-mutation.ts';

export async function logout(client: Client, to = '/'): Promise<void> {
  // A failed call still signs this tab out: the tokens expire on their own.
  await client
    .mutation(LogoutMutation, {})
    .toPromise()
    .catch(() => undefined);
  clearSession();
  navigate(to, { replace: true });
}
