// The identity provider's storage adapter on our database (table oidc_models). Any API server can
// continue a sign-in another one started, and revoking a grant deletes its whole token family.
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { errors, type Adapter, type AdapterFactory, type AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/client.ts';
import { oidcModels } from '../db/schema/identity.ts';

/** Rows whose expiry has not passed, or that never expire. */
function live(now: Date) {
  return or(isNull(oidcModels.expiresAt), gt(oidcModels.expiresAt, now));
}

/** Whether a text can be stored or compared at all (PostgreSQL refuses U+0000 in text). */
const storable = (text: string) => !text.includes('\u0000');

/**
 * How long a rotated refresh token still refreshes (RFC 9700 §4.14.2 allows a short grace): two tabs
 * that refresh with the same token at once both stay signed in, while a token that comes back later
 * is a stolen copy and revokes its whole family (the provider does that when it reads `consumed`).
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

export interface OidcStorageOptions {
  /** The refresh-token grace window; tests shorten it to see a late reuse without waiting. */
  refreshReuseGraceMs?: number;
}

class PostgresOidcAdapter implements Adapter {
  private readonly db: Db;
  private readonly kind: string;
  private readonly graceMs: number;

  constructor(db: Db, kind: string, graceMs: number) {
    this.db = db;
    this.kind = kind;
    // Only refresh tokens have a grace: a code is single-use, full stop.
    this.graceMs = kind === 'RefreshToken' ? graceMs : 0;
  }

  private withinGrace(consumedAt: Date | null): boolean {
    return !!consumedAt && Date.now() - consumedAt.getTime() < this.graceMs;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt = typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null;
    const row = {
      payload: { ...payload },
      grantId: payload.grantId ?? null,
      uid: payload.uid ?? null,
      userCode: payload.userCode ?? null,
      expiresAt,
    };
    await this.db
      .insert(oidcModels)
      .values({ kind: this.kind, id, ...row })
      .onConflictDoUpdate({ target: [oidcModels.kind, oidcModels.id], set: row });
  }

  // The provider reads its request bodies itself (token, revocation), past the server's input
  // checks: an id with U+0000 (which PostgreSQL cannot compare) names nothing, and is answered so.
  async find(id: string): Promise<AdapterPayload | undefined> {
    return storable(id) ? this.findWhere(eq(oidcModels.id, id)) : undefined;
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return storable(uid) ? this.findWhere(eq(oidcModels.uid, uid)) : undefined;
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return storable(userCode) ? this.findWhere(eq(oidcModels.userCode, userCode)) : undefined;
  }

  /**
   * Marks a code or refresh token used, once: of two requests racing with the same one, the second
   * is refused here instead of both getting a new token (which would fork a refresh token family).
   */
  async consume(id: string): Promise<void> {
    if (!storable(id)) throw new errors.InvalidGrant(`${this.kind} not found`);
    const consumed = await this.db
      .update(oidcModels)
      .set({ consumedAt: new Date() })
      .where(and(eq(oidcModels.kind, this.kind), eq(oidcModels.id, id), isNull(oidcModels.consumedAt)))
      .returning({ id: oidcModels.id });
    if (consumed.length > 0) return;
    // Used already: by a near-simultaneous refresh of the same client (within the grace, counted from
    // the first use, which stays the one recorded), or not.
    const [row] = await this.db
      .select({ consumedAt: oidcModels.consumedAt })
      .from(oidcModels)
      .where(and(eq(oidcModels.kind, this.kind), eq(oidcModels.id, id)));
    if (!this.withinGrace(row?.consumedAt ?? null))
      throw new errors.InvalidGrant(`${this.kind} already used`);
  }

  async destroy(id: string): Promise<void> {
    if (!storable(id)) return;
    await this.db.delete(oidcModels).where(and(eq(oidcModels.kind, this.kind), eq(oidcModels.id, id)));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    if (!storable(grantId)) return;
    await this.db
      .delete(oidcModels)
      .where(and(eq(oidcModels.kind, this.kind), eq(oidcModels.grantId, grantId)));
  }

  private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select({ payload: oidcModels.payload, consumedAt: oidcModels.consumedAt })
      .from(oidcModels)
      .where(and(eq(oidcModels.kind, this.kind), condition, live(new Date())))
      .limit(1);
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    // The provider reads `consumed` (epoch seconds) to spot a reused code or refresh token; within
    // the grace a refresh token reads as unused, so it refreshes again instead of revoking.
    if (!row.consumedAt || this.withinGrace(row.consumedAt)) return payload;
    return { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) };
  }
}

export function postgresOidcAdapter(db: Db, options: OidcStorageOptions = {}): AdapterFactory {
  const graceMs = options.refreshReuseGraceMs ?? REFRESH_REUSE_GRACE_MS;
  return (kind: string) => new PostgresOidcAdapter(db, kind, graceMs);
}

/**
 * Ends a member's sign-in everywhere the grant reaches: its refresh tokens, codes and the grant
 * itself, and the provider sessions (browser cookies) that hold it, so the next sign-in asks for the
 * password again. Used by the logout mutation, which has the grant id from the access token.
 */
export async function revokeGrantFamily(db: Db, grantId: string): Promise<void> {
  await db
    .delete(oidcModels)
    .where(
      or(
        eq(oidcModels.grantId, grantId),
        and(eq(oidcModels.kind, 'Grant'), eq(oidcModels.id, grantId)),
        and(
          eq(oidcModels.kind, 'Session'),
          sql`exists (select 1 from jsonb_each(${oidcModels.payload} -> 'authorizations') as a(client, state) where a.state ->> 'grantId' = ${grantId})`,
        ),
      ),
    );
}

/** True while the grant an access token was issued under has not been revoked (logout, token reuse). */
export async function grantIsLive(db: Db, grantId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: oidcModels.id })
    .from(oidcModels)
    .where(and(eq(oidcModels.kind, 'Grant'), eq(oidcModels.id, grantId), live(new Date())))
    .limit(1);
  return !!row;
}

/** Deletes expired rows; the provider never reads them, so this only keeps the table small. */
export async function deleteExpiredOidcModels(db: Db, now: Date): Promise<void> {
  await db.delete(oidcModels).where(lt(oidcModels.expiresAt, now));
}

/** Every grant of an account but `keep`: after a password change, other devices sign in again. */
export async function revokeOtherGrants(db: Db, accountId: string, keep: string | null): Promise<void> {
  const grants = await db
    .select({ id: oidcModels.id })
    .from(oidcModels)
    .where(and(eq(oidcModels.kind, 'Grant'), sql`${oidcModels.payload} ->> 'accountId' = ${accountId}`));
  for (const grant of grants) {
    if (grant.id !== keep) await revokeGrantFamily(db, grant.id);
  }
}
