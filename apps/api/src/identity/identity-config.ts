// Which identity provider signs members in, and where the web app is served, derived once at start
// from the validated environment (config.ts; decisions 004 and 008). Without OIDC_ISSUER the API hosts its own
// provider at /oidc; with it, any OpenID Connect provider issues the tokens and the API only verifies
// them. The web client's redirect URIs follow the addresses the app is served at, so sign-in works
// wherever the server is opened without registering anything by hand.
import { ConfigError, loadConfig, type AppConfig } from '../config.ts';
import { canonicalOrigins, type CanonicalOrigins } from '../http/canonical-origins.ts';
import { trustProxySetting, type TrustProxy } from '../http/trust-proxy.ts';

/** The web app's sign-in callback route (apps/web: /login). */
export const CALLBACK_PATH = '/login';
/** The back office's sign-in callback route (apps/admin: /admin/login), on the same origins. */
export const ADMIN_CALLBACK_PATH = '/admin/login';
/** Every app that signs in through the provider comes back to one of these paths. */
export const CALLBACK_PATHS = [CALLBACK_PATH, ADMIN_CALLBACK_PATH] as const;
const CALLBACK_URIS_TO_REGISTER = CALLBACK_PATHS.map((path) => `PUBLIC_URL${path}`).join(' and ');

export interface IdentityConfig {
  mode: 'embedded' | 'external';
  /** The `iss` of accepted tokens; for the embedded provider, its own URL (public URL + /oidc). */
  issuer: string;
  clientId: string;
  audience: string;
  /** The web app's origins: the public one, and in development this machine's own addresses. */
  origins: CanonicalOrigins;
  /** Every redirect URI of the client: /login and /admin/login on each origin, then OIDC_REDIRECT_URIS. */
  redirectUris: string[];
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Which proxies' X-Forwarded-* headers to believe (TRUST_PROXY); false believes none. */
  trustProxy: TrustProxy;
  /** Another provider's forgotten-password page (OIDC_PASSWORD_RESET_URL); null for the embedded one's own. */
  externalPasswordResetUrl: string | null;
}

function fail(name: string, message: string): never {
  throw new ConfigError(`Invalid environment variable ${name}: ${message}`);
}

/** PUBLIC_URL is an origin: a path would move every route, which the app and provider do not do. */
function publicOrigin(text: string): string {
  const url = new URL(text);
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    fail('PUBLIC_URL', `must be an origin like https://order.example.com, without a path (got ${text})`);
  }
  return url.origin;
}

/**
 * Extra redirect URIs (another client of the embedded provider, or the Vite dev server). In production
 * the web app is only served at PUBLIC_URL, so a URI on another origin could never complete a sign-in.
 */
function checkExtraRedirectUris(
  uris: readonly string[],
  origins: CanonicalOrigins,
  production: boolean,
): void {
  for (const uri of uris) {
    const url = new URL(uri);
    if (url.hash) fail('OIDC_REDIRECT_URIS', `${uri} must not have a fragment`);
    if (production && !origins.servesOrigin(url.origin)) {
      fail(
        'OIDC_REDIRECT_URIS',
        `${uri} is on another origin than PUBLIC_URL (${origins.publicUrl}); the web app signs in only there`,
      );
    }
  }
}

function parseTrustProxy(text: string | undefined): TrustProxy {
  try {
    return trustProxySetting(text);
  } catch (error) {
    return fail('TRUST_PROXY', error instanceof Error ? error.message : String(error));
  }
}

/** The identity settings of a validated config; a combination that cannot work throws ConfigError. */
export function identityConfigOf(e: AppConfig): IdentityConfig {
  const production = e.NODE_ENV === 'production';
  const external = e.OIDC_ISSUER !== undefined;
  const publicUrl = e.PUBLIC_URL === undefined ? null : publicOrigin(e.PUBLIC_URL);
  if (publicUrl === null && production) {
    fail(
      'PUBLIC_URL',
      'is required when NODE_ENV=production (the address customers open, e.g. https://order.example.com)',
    );
  }
  if (publicUrl === null && external) {
    fail(
      'PUBLIC_URL',
      `is required with OIDC_ISSUER: register ${CALLBACK_URIS_TO_REGISTER} as the client's redirect URIs there`,
    );
  }
  if (!external && e.OIDC_PASSWORD_RESET_URL) {
    fail('OIDC_PASSWORD_RESET_URL', 'is only used with OIDC_ISSUER: the embedded provider has its own page');
  }
  if (external && e.OIDC_REDIRECT_URIS) {
    fail(
      'OIDC_REDIRECT_URIS',
      `is not used with OIDC_ISSUER: register ${CALLBACK_URIS_TO_REGISTER} at that provider instead`,
    );
  }
  const origins = canonicalOrigins(publicUrl, e.PORT);
  const extra = e.OIDC_REDIRECT_URIS ?? [];
  checkExtraRedirectUris(extra, origins, production);
  // The back office signs in through the same client, so it comes back wherever the web app does.
  const callbacks = origins.all.flatMap((origin) => CALLBACK_PATHS.map((path) => `${origin}${path}`));
  const redirectUris = [...new Set([...callbacks, ...extra])];
  return {
    mode: external ? 'external' : 'embedded',
    issuer: e.OIDC_ISSUER ?? `${origins.publicUrl}/oidc`,
    clientId: e.OIDC_CLIENT_ID,
    audience: e.OIDC_AUDIENCE,
    origins,
    redirectUris,
    accessTokenTtlSeconds: e.OIDC_ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.OIDC_REFRESH_TOKEN_TTL_SECONDS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    externalPasswordResetUrl: external ? (e.OIDC_PASSWORD_RESET_URL ?? null) : null,
  };
}

/** The identity settings of an environment, on `port` (tests and benches start servers this way). */
export function loadIdentityConfig(env: NodeJS.ProcessEnv, port: number): IdentityConfig {
  return identityConfigOf({ ...loadConfig(env), PORT: port });
}
