// Sign-out (docs/product/account.md#the-session): the logout mutation ends the grant, the session
// data goes, and the member's session and cards answers are asked again rather than read from the
// cache, so nobody signing in next in this tab sees the last member's cards.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../src/features/auth/logout.ts';
import { MemberCardsQuery } from '../src/features/cards/api/member-cards-query.ts';
import { createGraphQLClient } from '../src/lib/graphql-client.ts';
import { SessionQuery } from '../src/lib/session-query.ts';
import { stubGraphQL } from './support/graphql-fetch.ts';

afterEach(() => vi.unstubAllGlobals());

describe('logout', () => {
  it('clears the session and asks for the session and cards again', async () => {
    sessionStorage.setItem('brewline.accessToken', 'token');
    const calls = stubGraphQL({
      Session: () => ({
        session: {
          __typename: 'MemberSession',
          authenticated: false,
          id: null,
          birthdaySet: false,
          acknowledgedTerms: false,
          profile: null,
        },
      }),
      MemberCards: () => ({ memberCards: [{ __typename: 'MemberCard', cardNumber: '7777000011112222' }] }),
      Logout: () => ({ logout: true }),
    });
    const client = createGraphQLClient();
    await client.query(SessionQuery, {}).toPromise();
    await client.query(MemberCardsQuery, {}).toPromise();

    await logout(client);
    await client.query(SessionQuery, {}).toPromise();
    await client.query(MemberCardsQuery, {}).toPromise();

    const asked = calls.map((call) => call.operationName);
    expect(asked).toEqual(['Session', 'MemberCards', 'Logout', 'Session', 'MemberCards']);
    expect(sessionStorage.getItem('brewline.accessToken')).toBeNull();
  });
});
