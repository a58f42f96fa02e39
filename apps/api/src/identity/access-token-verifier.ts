// Verifies member access tokens with jose: signature against the issuer's JWKS (in-process keys for
// the embedded provider, the issuer's published JWKS for any other), issuer, audience, expiry. With
// the embedded provider the token's grant must also still exist, so logout and a reused refresh
// token end the access token at once instead of at its expiry.
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  jwtVerify,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import type { Db } from '../db/client.ts';
import type { IdentityConfig } from './identity-config.ts';
import { bearerJwt, GUEST, REJECTED, type MemberAuth, type MemberIdentity } from './member-identity.ts';
import { grantIsLive } from './oidc-storage.ts';

export interface AccessTokenVerifier {
  /** From an Authorization header: guest without a JWT, member when it verifies, rejected otherwise. */
  authenticate(authorization: string | undefined): Promise<MemberAuth>;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function identityOf(payload: JWTPayload, provider: MemberIdentity['provider']): MemberIdentity | null {
  const memberId = text(payload.sub);
  if (!memberId) return null;
  return {
    memberId,
    grantId: provider === 'embedded' ? text(payload['gid']) : null,
    provider,
    email: text(payload['email']),
    givenName: text(payload['given_name']),
    familyName: text(payload['family_name']),
  };
}

interface VerifierOptions {
  config: IdentityConfig;
  keys: JWTVerifyGetKey;
  /** Checks the embedded provider's grant; null for an external provider. */
  db: Db | null;
  now: () => Date;
}

function createVerifier({ config, keys, db, now }: VerifierOptions): AccessTokenVerifier {
  const provider = db ? 'embedded' : 'external';
  return {
    async authenticate(authorization) {
      const token = bearerJwt(authorization);
      if (!token) return GUEST;
      try {
        const { payload } = await jwtVerify(token, keys, {
          issuer: config.issuer,
          audience: config.audience,
          currentDate: now(),
          clockTolerance: 5,
          requiredClaims: ['sub', 'exp'],
          // Ours are RFC 9068 access tokens signed RS256; another provider may type them plainly as JWT
          // and use other asymmetric algorithms (never 'none' or a shared secret: jose needs a key).
          ...(db ? { typ: 'at+jwt', algorithms: ['RS256'] } : {}),
        });
        const identity = identityOf(payload, provider);
        if (!identity) return REJECTED;
        if (db && (!identity.grantId || !(await grantIsLive(db, identity.grantId)))) return REJECTED;
        return { kind: 'member', identity };
      } catch {
        return REJECTED;
      }
    },
  };
}

export function embeddedTokenVerifier(
  config: IdentityConfig,
  jwks: JSONWebKeySet,
  db: Db,
  now: () => Date,
): AccessTokenVerifier {
  return createVerifier({ config, keys: createLocalJWKSet(jwks), db, now });
}

/** Another provider's keys come from the jwks_uri its discovery document names (fetched lazily). */
export function externalTokenVerifier(config: IdentityConfig, now: () => Date): AccessTokenVerifier {
  let keys: Promise<JWTVerifyGetKey> | null = null;
  const discover = async (): Promise<JWTVerifyGetKey> => {
    const base = config.issuer.replace(/\/+$/, '');
    const response = await fetch(`${base}/.well-known/openid-configuration`);
    if (!response.ok) throw new Error(`OIDC discovery failed: ${response.status}`);
    const document: unknown = await response.json();
    const jwksUri =
      typeof document === 'object' && document !== null && 'jwks_uri' in document ? document.jwks_uri : null;
    if (typeof jwksUri !== 'string') throw new Error('OIDC discovery document has no jwks_uri');
    return createRemoteJWKSet(new URL(jwksUri));
  };
  const lazyKeys: JWTVerifyGetKey = async (header, token) => {
    keys ??= discover().catch((error: unknown) => {
      keys = null;
      throw error;
    });
    return (await keys)(header, token);
  };
  return createVerifier({ config, keys: lazyKeys, db: null, now });
}
