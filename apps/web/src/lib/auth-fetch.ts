// The fetch under the GraphQL client (docs/product/account.md#the-session), from @brewline/web-auth
// with the member's tokens: a refresh the provider refuses ends the session and shows /menu.
import { createAuthFetch } from '@brewline/web-auth/auth-fetch';
import { navigate } from 'wouter/use-browser-location';
import { clearSession, readAccessToken, readRefreshToken, writeTokens } from './session-storage.ts';

export const { authFetch, refreshSession } = createAuthFetch(
  { readAccessToken, readRefreshToken, writeTokens, clearSession },
  () => navigate('/menu', { replace: true }),
);
