// The embedded OpenID Connect provider (oidc-provider, certified): authorization code with PKCE S256
// for one public first-party client, short-lived JWT access tokens for our API, refresh tokens
// rotated on every use. Everything it stores goes to our database (oidc-storage.ts).
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../db/client.ts';
import { findAccountById } from './account-store.ts';
import type { IdentityConfig } from './identity-config.ts';
import type { IdentitySecrets } from './identity-secrets.ts';
import type { MemberRecords } from './member-records.ts';
import { renderErrorPage } from './interaction-pages.ts';
import { postgresOidcAdapter, type OidcStorageOptions } from './oidc-storage.ts';
import { loadFirstPartyGrant } from './first-party-grant.ts';

/** Where the provider is mounted in the API server; the issuer is PUBLIC_URL + this. */
export const OIDC_MOUNT_PATH = '/oidc';
/** The scopes a member's access token may carry at our API (all of them for our own web app). */
export const API_SCOPE = 'member';
/**
 * What an authorization request without `scope` asks for. The app sends none
 * (docs/product/account.md#calls lists the parameters), and the library grants nothing to a request
 * that asks for nothing.
 */
export const DEFAULT_SCOPE = `openid ${API_SCOPE}`;

const DAY = 86_400;

function allowedOrigins(config: IdentityConfig): Set<string> {
  return new Set(config.redirectUris.map((uri) => new URL(uri).origin));
}

/**
 * The provider-relative URL of a request, with DEFAULT_SCOPE added to an authorization request that
 * names none. Done before the provider sees the URL: it derives its mount path from the URL as sent.
 */
export function withDefaultScope(method: string, url: string): string {
  if (method !== 'GET' && method !== 'HEAD') return url;
  const parsed = new URL(url, 'http://provider.invalid');
  if (parsed.pathname !== '/auth' || parsed.searchParams.has('scope')) return url;
  parsed.searchParams.set('scope', DEFAULT_SCOPE);
  return `${parsed.pathname}${parsed.search}`;
}

export function createEmbeddedProvider(
  config: IdentityConfig,
  db: Db,
  secrets: IdentitySecrets,
  members: MemberRecords,
  storage: OidcStorageOptions = {},
): Provider {
  const origins = allowedOrigins(config);
  const configuration: Configuration = {
    adapter: postgresOidcAdapter(db, storage),
    clients: [
      {
        client_id: config.clientId,
        client_name: 'Brewline',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        redirect_uris: config.redirectUris,
        post_logout_redirect_uris: [...origins].map((origin) => `${origin}/`),
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
    // Code flow only: no implicit or hybrid response types, no password grant (the library has none).
    responseTypes: ['code'],
    clientAuthMethods: ['none'],
    pkce: { required: () => true },
    // screen=signup opens the sign-up page instead of sign-in (the app's Sign Up links).
    extraParams: ['screen'],
    findAccount: async (_ctx, sub) => {
      const account = await findAccountById(db, sub);
      if (!account || account.disabledAt) return undefined;
      const profile = await members.findName(db, sub);
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: false,
          given_name: profile?.firstName,
          family_name: profile?.lastName,
        }),
      };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    scopes: ['openid', 'offline_access', 'email', 'profile', API_SCOPE],
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: true },
      resourceIndicators: {
        enabled: true,
        // The web app sends no `resource`: every token is for our API.
        defaultResource: () => config.audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== config.audience) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience: config.audience,
            accessTokenTTL: config.accessTokenTtlSeconds,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    interactions: {
      url: (_ctx, interaction) => `${OIDC_MOUNT_PATH}/interaction/${interaction.uid}`,
    },
    cookies: {
      keys: secrets.cookieKeys,
      long: { signed: true, httpOnly: true, sameSite: 'lax' },
      short: { signed: true, httpOnly: true, sameSite: 'lax' },
    },
    jwks: { keys: secrets.signingKeys },
    ttl: {
      AccessToken: config.accessTokenTtlSeconds,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      // Sliding: each rotation gives the new refresh token the full lifetime again.
      RefreshToken: config.refreshTokenTtlSeconds,
      Session: config.refreshTokenTtlSeconds,
      // A grant outlives its refresh tokens; revoking it (logout, reuse) ends the family.
      Grant: 365 * DAY,
    },
    rotateRefreshToken: true,
    // Our first-party app always gets a refresh token; it does not have to ask with offline_access.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    loadExistingGrant: loadFirstPartyGrant,
    // The grant id lets the API refuse an access token at once when its family was revoked.
    extraTokenClaims: (_ctx, token) =>
      token.kind === 'AccessToken' && token.grantId ? { gid: token.grantId } : undefined,
    clientBasedCORS: (_ctx, origin) => origins.has(origin),
    renderError: (ctx: KoaContextWithOIDC, out) => {
      ctx.type = 'html';
      ctx.body = renderErrorPage(out.error_description ?? out.error);
    },
  };
  const provider = new Provider(config.issuer, configuration);
  // Koa reads X-Forwarded-Proto/Host only behind a trusted proxy; mount-provider.ts hands it the
  // values Fastify derived under TRUST_PROXY, so both agree on the request's origin.
  provider.proxy = config.trustProxy !== false;
  return provider;
}
