// CLOCK_AT sets the business clock hours away from the wall clock (development and the journeys).
// Sign-in keeps the wall clock: the provider stamps its tokens by it and browsers check them by
// theirs, so a member who signs up on such a server is signed in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember, startSignedInServer, type SignedInServer } from './support/signed-in-server.ts';
import { availableTestDatabases } from './support/test-databases.ts';

const kinds = await availableTestDatabases();
const ELEVEN_HOURS_MS = 11 * 3_600_000;

describe.each(kinds)('sign-in beside a business clock 11 hours ahead, on $name', (kind) => {
  let server: SignedInServer;
  beforeAll(async () => {
    server = await startSignedInServer(await kind.open(), {
      now: () => new Date(Date.now() + ELEVEN_HOURS_MS),
      mail: null,
      schedulerPollMs: null,
    });
  });
  afterAll(async () => server.close());

  it('accepts the token a member just signed up for', async () => {
    const member = await signUpMember(server.baseUrl, 'ahead');
    const session = await server.graphql<{ session: { authenticated: boolean; id: string | null } }>(
      '{ session { authenticated id } }',
      {},
      member.token,
    );
    expect(session.errors).toBeUndefined();
    expect(session.data?.session).toEqual({ authenticated: true, id: member.memberId });
  });
});
