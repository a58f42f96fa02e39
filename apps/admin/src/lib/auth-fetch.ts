// The fetch under the GraphQL client, from @brewline/web-auth with the staff member's tokens: a
// refresh the provider refuses ends the session, and the shell shows the sign-in page.
import { createAuthFetch } from '@brewline/web-auth/auth-fetch';
import { clearSession, readAccessToken, readRefreshToken, writeTokens } from './session-storage.ts';

export const { authFetch } = createAuthFetch({
  readAccessToken,
  readRefreshToken,
  writeTokens,
  clearSession,
});
