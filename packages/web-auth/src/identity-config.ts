// Where sign-in happens, asked of our server once per page load (decision 004): an app is built once
// and pointed at any provider by the server's environment. The customer app and the back office use
// the same provider and client, so staff sign in with the account they already have.
export interface IdentityConfig {
  readonly clientId: string;
  readonly authorizationEndpoint: string;
  readonly tokenEndpoint: string;
  /** Where a member who forgot their password goes (our provider's page, or another's); null: nowhere. */
  readonly passwordResetUrl?: string | null;
}

let pending: Promise<IdentityConfig> | null = null;

export function loadIdentityConfig(): Promise<IdentityConfig> {
  pending ??= fetch('/identity-config.json')
    .then(async (response) => {
      if (!response.ok) throw new Error(`identity config: ${response.status}`);
      return (await response.json()) as IdentityConfig;
    })
    .catch((error: unknown) => {
      pending = null; // the next attempt asks again
      throw error;
    });
  return pending;
}

/** POSTs a form-encoded token request (code exchange or refresh); null when the provider refuses. */
export async function requestTokens(
  body: Record<string, string>,
): Promise<{ accessToken: string; refreshToken: string } | null> {
  const config = await loadIdentityConfig();
  const response = await fetch(config.tokenEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: config.clientId, ...body }),
  });
  if (!response.ok) return null;
  const tokens = (await response.json()) as { access_token?: unknown; refresh_token?: unknown };
  if (typeof tokens.access_token !== 'string' || typeof tokens.refresh_token !== 'string') return null;
  return { accessToken: tokens.access_token, refreshToken: tokens.refresh_token };
}
