// GET /identity-config.json: what the web app needs to start a sign-in, whichever provider is
// configured, so the app is built once and pointed at any provider by the server's environment.
import type { FastifyInstance } from 'fastify';
import type { IdentityConfig } from './identity-config.ts';

export interface ClientIdentityConfig {
  issuer: string;
  clientId: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  /** Where the app may revoke a refresh token at logout (another provider), if it publishes one. */
  revocationEndpoint: string | null;
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
  };
}

export function registerClientConfigRoute(app: FastifyInstance, config: IdentityConfig): void {
  const embedded: ClientIdentityConfig | null =
    config.mode === 'embedded'
      ? {
          issuer: config.issuer,
          clientId: config.clientId,
          authorizationEndpoint: `${config.issuer}/auth`,
          tokenEndpoint: `${config.issuer}/token`,
          revocationEndpoint: `${config.issuer}/token/revocation`,
        }
      : null;
  let external: Promise<ClientIdentityConfig> | null = null;
  app.get('/identity-config.json', async (_request, reply) => {
    try {
      external ??= embedded ? null : discover(config);
      const body = embedded ?? (await external);
      return reply.header('cache-control', 'public, max-age=300').send(body);
    } catch (error) {
      external = null;
      app.log.warn({ err: error }, 'identity provider discovery failed');
      return reply.code(503).send({ error: 'identity provider unreachable' });
    }
  });
}
