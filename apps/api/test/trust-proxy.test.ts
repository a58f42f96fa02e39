// Per-address limits behind a load balancer: the server believes X-Forwarded-For only as far as the
// proxies TRUST_PROXY names. A client that rotates the leftmost entry it sends (the attack that used to
// dodge every per-address limit) is still counted at its real address, the one the proxy appended.
import { like } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loginThrottles } from '../src/db/schema/identity.ts';
import { startAuthorization } from './support/oidc-browser.ts';
import { startSignedInServer, type SignedInServer } from './support/signed-in-server.ts';
import { pglite } from './support/test-databases.ts';

let server: SignedInServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function start(trustProxy: string): Promise<SignedInServer> {
  server = await startSignedInServer(await pglite.open(), { identityEnv: { TRUST_PROXY: trustProxy } });
  return server;
}

/** A wrong password for a made-up e-mail (so only the address limit counts), sent with this header. */
async function failSignIn(baseUrl: string, forwardedFor: string, attempt: number): Promise<number> {
  const { browser, interactionPath } = await startAuthorization(baseUrl);
  const response = await browser.request(`${interactionPath}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwardedFor },
    body: new URLSearchParams({
      email: `nobody.${attempt}.${Date.now()}@example.com`,
      password: 'not-the-password-1',
    }).toString(),
  });
  return response.status;
}

async function countedAddresses(target: SignedInServer): Promise<string[]> {
  const rows = await target.database.handle.db
    .select({ key: loginThrottles.key })
    .from(loginThrottles)
    .where(like(loginThrottles.key, 'address:%'));
  return rows.map((row) => row.key);
}

describe('TRUST_PROXY and forged X-Forwarded-For', () => {
  it('with one trusted hop, counts the address the proxy appended, however the client rotates the rest', async () => {
    const target = await start('1');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 23; attempt += 1) {
      statuses.push(await failSignIn(target.baseUrl, `203.0.113.${attempt}, 198.51.100.7`, attempt));
    }
    expect(await countedAddresses(target)).toEqual(['address:198.51.100.7']);
    // The address policy allows 20 failures in its window; past them every try is refused.
    const firstRefused = statuses.indexOf(429);
    expect(firstRefused).toBeGreaterThan(0);
    expect(firstRefused).toBeLessThanOrEqual(20);
    expect(statuses.slice(firstRefused).every((status) => status === 429)).toBe(true);
  });

  it('believes no header from a peer that is not a named proxy', async () => {
    const target = await start('10.0.0.0/8');
    expect(await failSignIn(target.baseUrl, '203.0.113.9', 0)).toBe(401);
    expect(await failSignIn(target.baseUrl, '203.0.113.10, 10.1.2.3', 1)).toBe(401);
    // The test's own connection comes from loopback, which is not 10.0.0.0/8: the socket's address counts.
    expect(await countedAddresses(target)).toEqual(['address:127.0.0.1']);
  });
});
