// The fetch under the GraphQL client: it sends the person's bearer token, and when the API answers
// UNAUTHENTICATED / INVALID_TOKEN it refreshes the tokens once and sends the request again. A refresh
// the provider refuses ends the session, and the shell shows the sign-in page.
import { requestTokens } from './identity-config.ts';
import { clearSession, readAccessToken, readRefreshToken, writeTokens } from './session-storage.ts';

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time: refresh tokens rotate, so a second use of the old one would end the family. */
function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const refreshToken = readRefreshToken();
    const tokens = refreshToken
      ? await requestTokens({ refresh_token: refreshToken, grant_type: 'refresh_token' }).catch(
          () => 'offline' as const,
        )
      : null;
    if (tokens === 'offline') return false; // unreachable: keep the session for the next try
    if (!tokens) {
      clearSession();
      return false;
    }
    writeTokens(tokens);
    return true;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function saysInvalidToken(response: Response): Promise<boolean> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return false;
  try {
    const body = (await response.clone().json()) as {
      errors?: { extensions?: { code?: unknown; reason?: unknown } }[];
    };
    return (body.errors ?? []).some(
      (error) => error.extensions?.code === 'UNAUTHENTICATED' && error.extensions.reason === 'INVALID_TOKEN',
    );
  } catch {
    return false;
  }
}

function withBearer(init: RequestInit | undefined, token: string | null): RequestInit {
  const headers = new Headers(init?.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  else headers.delete('authorization');
  return { ...init, headers };
}

export async function authFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const token = readAccessToken();
  const response = await fetch(input, withBearer(init, token));
  if (!token || !(await saysInvalidToken(response))) return response;
  if (!(await refreshSession())) return response;
  return fetch(input, withBearer(init, readAccessToken()));
}
