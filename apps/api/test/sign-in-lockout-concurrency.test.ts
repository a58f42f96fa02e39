// An outside attack's finding 1 (docs/reliability.md): the sign-in lockout holds under concurrency. 40 wrong passwords for one
// account sent at once, half to each of two servers on the same database, run at most the policy's
// five password checks; the right password sent while they are being checked does not sign in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCOUNT_SIGN_IN_POLICY } from '@brewline/domain/accounts/login-throttle';
import { loginThrottles } from '../src/db/schema/identity.ts';
import { availableTestDatabases } from './support/test-databases.ts';
import { startMembersServer, type MembersServer } from './support/members-server.ts';
import { signUp, startAuthorization, type AuthorizationStart } from './support/oidc-browser.ts';

const kinds = await availableTestDatabases();
const BURST = 40;

describe.each(kinds)('sign-in lockout under concurrency on $name', (kind) => {
  let first: MembersServer;
  let second: MembersServer;
  beforeAll(async () => {
    first = await startMembersServer(kind);
    second = await startMembersServer(kind, {}, { shared: first.database });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  async function failuresOf(email: string): Promise<number> {
    const [row] = await first.database.handle.db
      .select()
      .from(loginThrottles)
      .where(eq(loginThrottles.key, `account:${email}`));
    return row?.failures ?? 0;
  }

  it(`runs at most ${ACCOUNT_SIGN_IN_POLICY.maxFailures} password checks for ${BURST} concurrent wrong passwords on two servers`, async () => {
    const email = `burst.${Date.now()}@example.com`;
    await signUp(first.baseUrl, {
      firstName: 'Grace',
      lastName: 'Hopper',
      email,
      phone: '(212) 736-0123',
      password: 'espresso-1',
    });
    // One interaction per server (its cookie is that server's), the burst split between them.
    const starts: AuthorizationStart[] = await Promise.all([
      startAuthorization(first.baseUrl),
      startAuthorization(second.baseUrl),
    ]);
    const wrong = Array.from({ length: BURST }, (_, i) => {
      const start = starts[i % 2]!;
      return start.browser.postForm(`${start.interactionPath}/login`, { email, password: `wrong-${i}` });
    });
    // The right password, sent once the burst has taken the account's tries and while it is checked.
    let right: Promise<Response> | undefined;
    for (let waited = 0; waited < 5000 && !right; waited += 5) {
      if ((await failuresOf(email)) >= ACCOUNT_SIGN_IN_POLICY.maxFailures) {
        const start = starts[0]!;
        right = start.browser.postForm(`${start.interactionPath}/login`, { email, password: 'espresso-1' });
      } else await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const answers = await Promise.all(wrong);
    const statuses = answers.map((a) => a.status);
    // Every wrong password was either checked (401, or 429 for the one that locked) or refused (429).
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(
      ACCOUNT_SIGN_IN_POLICY.maxFailures - 1,
    );
    expect(await failuresOf(email)).toBe(ACCOUNT_SIGN_IN_POLICY.maxFailures);
    const texts = await Promise.all(answers.filter((a) => a.status === 429).map((a) => a.text()));
    for (const text of texts) expect(text).toContain('Too many unsuccessful sign-in attempts.');

    expect(right).toBeDefined();
    const rightAnswer = await right!;
    expect(rightAnswer.status).toBe(429);
    expect(await rightAnswer.text()).toContain('Too many unsuccessful sign-in attempts.');
  });
});
