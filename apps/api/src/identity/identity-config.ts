// Which identity provider signs members in, read from the environment once at start (decision 004).
// Without OIDC_ISSUER the API hosts its own provider at /oidc; with it, any OpenID Connect provider
// (Keycloak, Auth0, Cognito, Entra) issues the tokens and the API only verifies them.
import { z } from 'zod';

export const DEFAULT_CLIENT_ID = 'brewline-web';
/** The resource indicator (RFC 8707) of our API: the `aud` of every access token it accepts. */
export const DEFAULT_AUDIENCE = 'urn:brewline:api';
export const DEFAULT_REDIRECT_URIS = ['http://localhost:3000/login', 'http://127.0.0.1:3100/login'];

const DAY = 86_400;

export interface IdentityConfig {
  mode: 'embedded' | 'external';
  /** The `iss` of accepted tokens; for the embedded provider, its own URL (PUBLIC_URL + /oidc). */
  issuer: string;
  clientId: string;
  audience: string;
  redirectUris: string[];
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Trust X-Forwarded-Proto/Host from a TLS-offloading proxy when building the provider's URLs. */
  trustProxy: boolean;
}

const commaList = z
  .string()
  .transform((text) =>
    text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url()).min(1));

const environmentSchema = z.object({
  PUBLIC_URL: z.url().optional(),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).default(DEFAULT_CLIENT_ID),
  OIDC_AUDIENCE: z.string().min(1).default(DEFAULT_AUDIENCE),
  OIDC_REDIRECT_URIS: commaList.optional(),
  OIDC_ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(300),
  OIDC_REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(300)
    .max(365 * DAY)
    .default(30 * DAY),
  TRUST_PROXY: z.enum(['true', 'false', '1', '0']).default('false'),
});

export class IdentityConfigError extends Error {}

/** `port` names the default public URL (http://localhost:PORT) when PUBLIC_URL is unset. */
export function loadIdentityConfig(env: NodeJS.ProcessEnv, port: number): IdentityConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new IdentityConfigError(
      `Invalid environment variable ${first?.path.join('.') ?? 'environment'}: ${first?.message ?? 'invalid value'}`,
    );
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    mode: e.OIDC_ISSUER ? 'external' : 'embedded',
    issuer: e.OIDC_ISSUER ?? `${publicUrl}/oidc`,
    clientId: e.OIDC_CLIENT_ID,
    audience: e.OIDC_AUDIENCE,
    redirectUris: e.OIDC_REDIRECT_URIS ?? DEFAULT_REDIRECT_URIS,
    accessTokenTtlSeconds: e.OIDC_ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.OIDC_REFRESH_TOKEN_TTL_SECONDS,
    trustProxy: e.TRUST_PROXY === 'true' || e.TRUST_PROXY === '1',
  };
}
