// The fetch under an app's GraphQL client: it sends the person's bearer token, and when the API
// answers UNAUTHENTICATED / INVALID_TOKEN it refreshes the tokens once and sends the request again.
// A refresh the provider refuses ends the session; the app says what to show then.

/** Where an app keeps its tokens (each app its own keys). */
export interface TokenStore {
  readonly readAccessToken: () => string | null;
  readonly readRefreshToken: () => string | null;
  readonly writeTokens: (tokens: { accessToken: string; refreshToken: string }) => void;
  readonly clearSession: () => void;
}

export interface AuthFetch {
  readonly authFetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  /** True when fresh tokens were stored; false when the provider was unreachable or refused. */
  readonly refreshSession: () => Promise<boolean>;
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

export function createAuthFetch(
  tokens: TokenStore,
  /** Called once the provider refused the refresh and the session was cleared. */
  onSessionEnded: () => void = () => undefined,
): AuthFetch {
  let refreshing: Promise<boolean> | null = null;

  /** One refresh at a time: refresh tokens rotate, so a second use of the old one would end the family. */
  function refreshSession(): Promise<boolean> {
    refreshing ??= (async () => {
      const refreshToken = tokens.readRefreshToken();
      // Loaded on the first refresh: a guest's first visit never needs the token endpoint.
      const fresh = refreshToken
        ? await import('./identity-config.ts')
            .then(({ requestTokens }) =>
              requestTokens({ refresh_token: refreshToken, grant_type: 'refresh_token' }),
            )
            .catch(() => 'offline' as const)
        : null;
      if (fresh === 'offline') return false; // unreachable: keep the session for the next try
      if (!fresh) {
        tokens.clearSession();
        onSessionEnded();
        return false;
      }
      tokens.writeTokens(fresh);
      return true;
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function authFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const token = tokens.readAccessToken();
    const response = await fetch(input, withBearer(init, token));
    if (!token || !(await saysInvalidToken(response))) return response;
    if (!(await refreshSession())) return response;
    return fetch(input, withBearer(init, tokens.readAccessToken()));
  }

  return { authFetch, refreshSession };
}
