// Sign-out (docs/product/account.md#the-session): the logout mutation ends the grant at the server
// (sent with the bearer header by the client's fetch), then the session data goes and the member
// lands on /. Its answer names the session's and the cards' types, so urql's cache drops every
// answer holding them and the authenticated, account and cards queries are asked again.
import type { Client } from 'urql';
import { navigate } from 'wouter/use-browser-location';
import { clearSession } from '../../lib/session-storage.ts';
import { LogoutMutation } from './logout-mutation.ts';

const MEMBER_TYPES = ['MemberSession', 'MemberProfile', 'MemberCard'];

export async function logout(client: Client, to = '/'): Promise<void> {
  // A failed call still signs this tab out: the tokens expire on their own.
  await client
    .mutation(LogoutMutation, {}, { additionalTypenames: MEMBER_TYPES })
    .toPromise()
    .catch(() => undefined);
  clearSession();
  navigate(to, { replace: true });
}
