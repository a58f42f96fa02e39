// The fetch under the GraphQL client (account spec §4 Session): it sends the member's bearer token,
// and when the API answers UNAUTHENTICATED / INVALID_TOKEN it refreshes the tokens once and sends the
// request again. A refresh the provider refuses ends the session and shows /menu.
import { navigate } from 'wouter/use-browser-location';
import { clearSession, readAccessToken, readRefreshToken, writeTokens } from './session-storage.ts';

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time: refresh tokens rotate, so a second use of the old one would end the family. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const refreshToken = readRefreshToken();
    // Loaded on the first refresh: a guest's first visit never needs the token endpoint.
    const tokens = refreshToken
      ? await import('./identity-config.ts')
          .then(({ requestTokens }) =>
            requestTokens({ refresh_token: refreshToken, grant_type: 'refresh_token' }),
          )
          .catch(() => 'offline' as const)
      : null;
    if (tokens === 'offline') return false; // unreachable: keep the session for the next try
    if (!tokens) {
      clearSession();
      navigate('/menu', { replace: true });
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
