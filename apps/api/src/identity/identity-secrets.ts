// The embedded provider's signing key and cookie keys. Made by the first server that starts on an
// empty database and read by every other one, so tokens and cookies one server issued are honoured by
// all of them and survive restarts. Insert-if-absent then read: two servers starting at once agree.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair } from 'jose';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { identitySecrets } from '../db/schema/identity.ts';

/** A private RSA JWK as the provider takes it (RS256 is the one algorithm every OIDC client supports). */
const privateJwkSchema = z
  .object({
    kty: z.literal('RSA'),
    kid: z.string().min(1),
    alg: z.literal('RS256'),
    use: z.literal('sig'),
    n: z.string(),
    e: z.string(),
    d: z.string(),
    p: z.string(),
    q: z.string(),
    dp: z.string(),
    dq: z.string(),
    qi: z.string(),
  })
  .strict();

export type PrivateSigningJwk = z.infer<typeof privateJwkSchema>;

const signingKeysSchema = z.array(privateJwkSchema).min(1);
const cookieKeysSchema = z.array(z.string().min(32)).min(1);

export interface IdentitySecrets {
  signingKeys: PrivateSigningJwk[];
  cookieKeys: string[];
}

async function loadOrCreate<T>(
  db: Db,
  name: string,
  schema: z.ZodType<T>,
  create: () => Promise<T>,
  now: Date,
): Promise<T> {
  const [existing] = await db.select().from(identitySecrets).where(eq(identitySecrets.name, name));
  if (existing) return schema.parse(existing.value);
  await db
    .insert(identitySecrets)
    .values({ name, value: await create(), createdAt: now })
    .onConflictDoNothing();
  const [stored] = await db.select().from(identitySecrets).where(eq(identitySecrets.name, name));
  return schema.parse(stored?.value);
}

async function createSigningKey(): Promise<PrivateSigningJwk[]> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  const kid = randomBytes(12).toString('base64url');
  return [privateJwkSchema.parse({ ...jwk, kid, alg: 'RS256', use: 'sig' })];
}

function createCookieKeys(): Promise<string[]> {
  return Promise.resolve([randomBytes(32).toString('base64url')]);
}

export async function loadIdentitySecrets(db: Db, now: Date): Promise<IdentitySecrets> {
  return {
    signingKeys: await loadOrCreate(db, 'oidc-signing-keys', signingKeysSchema, createSigningKey, now),
    cookieKeys: await loadOrCreate(db, 'oidc-cookie-keys', cookieKeysSchema, createCookieKeys, now),
  };
}

/** The public half of each signing key: what the JWKS endpoint publishes and the API verifies with. */
export function publicJwks(keys: readonly PrivateSigningJwk[]): { keys: Record<string, string>[] } {
  return { keys: keys.map(({ kty, kid, alg, use, n, e }) => ({ kty, kid, alg, use, n, e })) };
}
