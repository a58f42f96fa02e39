// An outside attack's finding 7 (docs/reliability.md): two tabs refreshing at once keep the member signed in. Ten concurrent uses of
// one refresh token, half on each of two servers, all get new tokens that work (RFC 9700 §4.14.2's
// grace), while the same token coming back after the grace still revokes the whole family
// (members-sign-in.test.ts). PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestDatabases } from './support/test-databases.ts';
import { startMembersServer, type MembersServer } from './support/members-server.ts';
import { refresh, signUp, type Tokens } from './support/oidc-browser.ts';

const kinds = await availableTestDatabases();
const SESSION = '{ session { authenticated } }';

describe.each(kinds)('refresh-token reuse grace on $name', (kind) => {
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

  const signedIn = async (server: MembersServer, token: string) =>
    (await server.graphql<{ session: { authenticated: boolean } }>(SESSION, {}, token)).data?.session
      .authenticated;
  // Behind a load balancer every server has the same public URL; here each has its own port, so a
  // tab keeps to one server and its access tokens name that server as their issuer.
  const serverOfTab = (tab: number) => (tab % 2 ? second : first);

  it('answers 10 concurrent refreshes with one token on two servers, and the member stays signed in', async () => {
    const tokens = await signUp(first.baseUrl, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: `ada.tabs.${Date.now()}@example.com`,
      phone: '(212) 736-0123',
      password: 'espresso-1',
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, tab) => refresh(serverOfTab(tab).baseUrl, tokens.refresh_token)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(10).fill(200));
    const refreshed = (await Promise.all(answers.map((answer) => answer.json()))) as Tokens[];
    for (const [tab, next] of refreshed.entries()) {
      expect(await signedIn(serverOfTab(tab), next.access_token)).toBe(true);
    }
    // Every tab's new refresh token refreshes again: no tab was signed out.
    const again = await Promise.all(
      refreshed.map((next, tab) => refresh(serverOfTab(tab).baseUrl, next.refresh_token)),
    );
    expect(again.map((answer) => answer.status)).toEqual(Array<number>(10).fill(200));
    const last = (await again[0]!.json()) as Tokens;
    expect(await signedIn(first, last.access_token)).toBe(true);
  });
});
