// Who a GraphQL request acts for. A member is proved only by a verified access token; a request with
// none is a guest; a request whose token fails verification is refused, so the app refreshes it.

export interface MemberIdentity {
  /** Our member id: the access token's `sub` (decision 004). */
  memberId: string;
  /** The grant the token belongs to (embedded provider only): what logout revokes. */
  grantId: string | null;
  /** 'external': another OIDC provider owns the account and its password. */
  provider: 'embedded' | 'external';
  /** Claims an external provider may put in its access token, used to start a profile. */
  email: string | null;
  givenName: string | null;
  familyName: string | null;
}

export type MemberAuth =
  | { readonly kind: 'guest' }
  | { readonly kind: 'member'; readonly identity: MemberIdentity }
  | { readonly kind: 'rejected' };

export const GUEST: MemberAuth = { kind: 'guest' };
export const REJECTED: MemberAuth = { kind: 'rejected' };

/**
 * A JWT-shaped bearer token, or null. The board's terminal credentials are opaque bearer tokens on the
 * same endpoint; they are not JWTs and are left to the terminal check.
 */
export function bearerJwt(authorization: string | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

/**
 * The bearer token a live connection (graphql-ws connection_init) carries as `authorization`, or
 * undefined: the same header value a request would send. A board's `token` is not one.
 */
export function connectionAuthorization(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null || !('authorization' in payload)) return undefined;
  const value = payload.authorization;
  return typeof value === 'string' && value.length <= 8192 ? value : undefined;
}
