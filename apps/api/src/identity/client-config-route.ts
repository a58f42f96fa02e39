// GET /identity-config.json: what the web app needs to start a sign-in, whichever provider is
// configured, so the app is built once and pointed at any provider by the server's environment.
import type { FastifyInstance } from 'fastify';
import { OIDC_MOUNT_PATH } from './embedded-provider.ts';
import type { IdentityConfig } from './identity-config.ts';

export interface ClientIdentityConfig {
  issuer: string;
  clientId: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  /** Where the app may revoke a refresh token at logout (another provider), if it publishes one. */
  revocationEndpoint: string | null;
  /** Where a member who forgot their password goes: the embedded provider's page, or another provider's if configured. */
  passwordResetUrl: string | null;
}

async function discover(config: IdentityConfig): Promise<ClientIdentityConfig> {
  const response = await fetch(`${config.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`OIDC discovery failed: ${response.status}`);
  const document: unknown = await response.json();
  const field = (name: string): string | null => {
    if (typeof document !== 'object' || document === null || !(name in document)) return null;
    const value: unknown = (document as Record<string, unknown>)[name];
    return typeof value === 'string' ? value : null;
  };
  const authorizationEndpoint = field('authorization_endpoint');
  const tokenEndpoint = field('token_endpoint');
  if (!authorizationEndpoint || !tokenEndpoint) throw new Error('OIDC discovery lacks endpoints');
  return {
    issuer: config.issuer,
    clientId: config.clientId,
    authorizationEndpoint,
    tokenEndpoint,
    revocationEndpoint: field('revocation_endpoint'),
    passwordResetUrl: config.externalPasswordResetUrl,
  };
}

/**
 * The embedded provider's endpoints on the origin the app was opened at, when the app is served
 * there (in development, 127.0.0.1 as well as localhost): the app's token calls then stay
 * same-origin, as its Content-Security-Policy requires. Tokens name the one issuer either way.
 */
function embeddedConfig(config: IdentityConfig, requestOrigin: string): ClientIdentityConfig {
  const base = config.origins.servesOrigin(requestOrigin)
    ? `${requestOrigin}${OIDC_MOUNT_PATH}`
    : config.issuer;
  return {
    issuer: config.issuer,
    clientId: config.clientId,
    authorizationEndpoint: `${base}/auth`,
    tokenEndpoint: `${base}/token`,
    revocationEndpoint: `${base}/token/revocation`,
    passwordResetUrl: `${base}/password/forgot`,
  };
}

export function registerClientConfigRoute(app: FastifyInstance, config: IdentityConfig): void {
  let external: Promise<ClientIdentityConfig> | null = null;
  app.get('/identity-config.json', async (request, reply) => {
    try {
      let body: ClientIdentityConfig;
      if (config.mode === 'embedded') body = embeddedConfig(config, `${request.protocol}://${request.host}`);
      else body = await (external ??= discover(config));
      return reply.header('cache-control', 'public, max-age=300').header('vary', 'host').send(body);
    } catch (error) {
      external = null;
      app.log.warn({ err: error }, 'identity provider discovery failed');
      return reply.code(503).send({ error: 'identity provider unreachable' });
    }
  });
}
