// The identity entry point for server.ts: with the embedded provider, mounts it at /oidc with our
// interaction and forgotten-password pages and returns a verifier built on its keys; with another provider (OIDC_ISSUER),
// mounts nothing and verifies that provider's tokens against its published keys.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Db } from '../db/client.ts';
import type { AddressRateLimit } from '../http/address-rate-limit.ts';
import {
  embeddedTokenVerifier,
  externalTokenVerifier,
  type AccessTokenVerifier,
} from './access-token-verifier.ts';
import { registerClientConfigRoute } from './client-config-route.ts';
import { createEmbeddedProvider, OIDC_MOUNT_PATH, withDefaultScope } from './embedded-provider.ts';
import { CALLBACK_PATH, type IdentityConfig } from './identity-config.ts';
import { loadIdentitySecrets, publicJwks } from './identity-secrets.ts';
import { registerInteractionRoutes } from './interaction-routes.ts';
import { registerPasswordResetRoutes } from './password-reset-routes.ts';
import type { MemberAuth } from './member-identity.ts';
import type { MemberRecords } from './member-records.ts';
import { mountProvider } from './mount-provider.ts';
import { deleteExpiredOidcModels, type OidcStorageOptions } from './oidc-storage.ts';

export interface IdentityDeps {
  db: Db;
  config: IdentityConfig;
  /**
   * The sign-in clock: token expiry, lockouts, the provider's expired records. The provider stamps
   * its tokens by the wall clock and browsers check them by theirs, so this is the wall clock unless
   * a test lets time pass.
   */
  now?: () => Date;
  /** The business clock, for the member records a sign-up starts (their join date); default `now`. */
  businessNow?: () => Date;
  /** Named in the disabled-account message (docs/product/account.md#messages). */
  supportEmail?: string;
  /** The members module's records a sign-up starts and the ID token's claims read. */
  members: MemberRecords;
  /** Sign-ups per address; absent or null: no limit. */
  signUpLimit?: AddressRateLimit | null;
  /** Forgotten-password requests per address; absent or null: no limit. */
  passwordResetLimit?: AddressRateLimit | null;
  /** The provider's storage settings (the refresh-token reuse grace). */
  storage?: OidcStorageOptions;
}

export interface IdentityHandle {
  config: IdentityConfig;
  /** The embedded provider, or null when another provider issues tokens. */
  provider: Provider | null;
  verifier: AccessTokenVerifier;
  /** Who a request acts for, from its Authorization header: for the GraphQL context. */
  authenticate(request: FastifyRequest): Promise<MemberAuth>;
}

const CLEANUP_EVERY_MS = 10 * 60_000;

export async function registerIdentity(app: FastifyInstance, deps: IdentityDeps): Promise<IdentityHandle> {
  const { db, config } = deps;
  const now = deps.now ?? (() => new Date());
  registerClientConfigRoute(app, config);
  if (config.mode === 'external') {
    const verifier = externalTokenVerifier(config, now);
    return {
      config,
      provider: null,
      verifier,
      authenticate: (r) => verifier.authenticate(r.headers.authorization),
    };
  }

  const secrets = await loadIdentitySecrets(db, now());
  const provider = createEmbeddedProvider(config, db, secrets, deps.members, deps.storage);
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'identity provider error'));
  const clientOrigins = [...new Set(config.redirectUris.map((uri) => new URL(uri).origin))];
  await registerInteractionRoutes(app, {
    provider,
    db,
    now,
    businessNow: deps.businessNow ?? now,
    appHome: `${config.origins.publicUrl}/`,
    clientOrigins,
    supportEmail: deps.supportEmail ?? 'support@brewline.example',
    members: deps.members,
    signUpLimit: deps.signUpLimit ?? null,
  });
  await registerPasswordResetRoutes(app, {
    db,
    now,
    businessNow: deps.businessNow ?? now,
    appSignIn: `${config.origins.publicUrl}${CALLBACK_PATH}`,
    requestLimit: deps.passwordResetLimit ?? null,
  });
  await mountProvider(app, provider, OIDC_MOUNT_PATH, withDefaultScope);

  // Expired codes, sessions and tokens are never read again; clear them out now and then.
  const cleanup = setInterval(() => {
    deleteExpiredOidcModels(db, now()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'oidc cleanup failed'),
    );
  }, CLEANUP_EVERY_MS);
  cleanup.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(cleanup);
    done();
  });

  const verifier = embeddedTokenVerifier(config, publicJwks(secrets.signingKeys), db, now);
  return { config, provider, verifier, authenticate: (r) => verifier.authenticate(r.headers.authorization) };
}
