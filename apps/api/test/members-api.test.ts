// The member GraphQL operations through real HTTP on PGlite and PostgreSQL: every one refuses a
// missing, expired, forged or otherwise bad token; two members never see or change each other's
// data; the forms answer with the spec's messages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { desc } from 'drizzle-orm';
import { feedback } from '../src/db/schema/members.ts';
import { availableTestDatabases } from './support/test-databases.ts';
import { startMembersServer, type MembersServer } from './support/members-server.ts';
import { refresh, signIn, signUp, type SignUpFields, type Tokens } from './support/oidc-browser.ts';

const kinds = await availableTestDatabases();

const PROFILE_FIELDS =
  'id firstName lastName email phone birthDate street city state postalCode ewardSubscription birthdayPromotionMedium badEmail birthdaySet acknowledgedTerms';

/** Every member operation, with variables that would succeed for a signed-in member. */
const MEMBER_OPERATIONS: [string, string, Record<string, unknown>][] = [
  [
    'updateProfile',
    'mutation ($i: MemberProfileInput!) { updateProfile(input: $i) { message } }',
    { i: { firstName: 'Eve', lastName: 'Mallory' } },
  ],
  ['acceptTerms', 'mutation { acceptTerms { message } }', {}],
  [
    'updateAccount',
    'mutation ($i: MemberAccountInput!) { updateAccount(input: $i) { message } }',
    { i: { email: 'eve@example.com', phone: '2127360123', ewardSubscription: true } },
  ],
  [
    'changePassword',
    'mutation { changePassword(oldPassword: "espresso-1", newPassword: "cortado-22") { message } }',
    {},
  ],
  ['logout', 'mutation { logout }', {}],
];

interface Answer {
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

function fields(tag: string): SignUpFields {
  return {
    firstName: 'Grace',
    lastName: `Hopper ${tag}`,
    email: `grace.${tag}.${Date.now()}@example.com`,
    phone: '3127360145',
    password: 'espresso-1',
  };
}

function expectRefused(answer: Answer, reason: 'NO_TOKEN' | 'INVALID_TOKEN') {
  expect(answer.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
  expect(answer.errors?.[0]?.extensions?.['reason']).toBe(reason);
  expect(answer.errors?.[0]?.message).toBe('Please sign in to continue.');
}

describe.each(kinds)('member API on $name', (kind) => {
  let server: MembersServer;
  let alice: Tokens;
  let bob: Tokens;
  let aliceFields: SignUpFields;

  beforeAll(async () => {
    server = await startMembersServer(kind);
    aliceFields = fields('alice');
    alice = await signUp(server.baseUrl, aliceFields);
    bob = await signUp(server.baseUrl, fields('bob'));
  });
  afterAll(async () => {
    await server.close();
  });

  it('issues RFC 9068 JWT access tokens for our API with the member id as sub', async () => {
    const header = decodeProtectedHeader(alice.access_token);
    expect(header).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    const claims = decodeJwt(alice.access_token);
    expect(claims.iss).toBe(`${server.baseUrl}/oidc`);
    expect(claims.aud).toBe('urn:brewline:api');
    expect(claims['client_id']).toBe('brewline-web');
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(300);
    const session = await server.graphql<{ session: { id: string } }>(
      '{ session { id } }',
      {},
      alice.access_token,
    );
    expect(session.data?.session.id).toBe(claims.sub);
  });

  it('refuses every member operation without a token', async () => {
    for (const [, query, variables] of MEMBER_OPERATIONS) {
      expectRefused(await server.graphql(query, variables), 'NO_TOKEN');
    }
  });

  it('refuses expired, forged, tampered, unsigned and wrong-audience tokens everywhere', async () => {
    const genuine = decodeJwt(alice.access_token);
    const { kid } = decodeProtectedHeader(alice.access_token);
    const { privateKey } = await generateKeyPair('RS256');
    const sign = (payload: JWTPayload) =>
      new SignJWT(payload).setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid }).sign(privateKey);
    const forged = await sign(genuine);
    const [h, , s] = alice.access_token.split('.');
    const otherSub = Buffer.from(
      JSON.stringify({ ...genuine, sub: decodeJwt(bob.access_token).sub }),
    ).toString('base64url');
    const tampered = `${h}.${otherSub}.${s}`;
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')}.${Buffer.from(JSON.stringify(genuine)).toString('base64url')}.`;
    const bad = [forged, tampered, unsigned, await sign({ ...genuine, aud: 'urn:someone:else' })];

    for (const token of bad) {
      expectRefused(await server.graphql('{ session { id } }', {}, token), 'INVALID_TOKEN');
      for (const [, query, variables] of MEMBER_OPERATIONS) {
        expectRefused(await server.graphql(query, variables, token), 'INVALID_TOKEN');
      }
    }

    // Six minutes on, the five-minute token has expired.
    server.setClockOffsetMs(6 * 60_000);
    try {
      expectRefused(await server.graphql('{ session { id } }', {}, alice.access_token), 'INVALID_TOKEN');
      for (const [, query, variables] of MEMBER_OPERATIONS) {
        expectRefused(await server.graphql(query, variables, alice.access_token), 'INVALID_TOKEN');
      }
    } finally {
      server.setClockOffsetMs(0);
    }
    const fine = await server.graphql<{ session: { authenticated: boolean } }>(
      '{ session { authenticated } }',
      {},
      alice.access_token,
    );
    expect(fine.data?.session.authenticated).toBe(true);
  });

  it("keeps each member to their own profile: one's changes never reach the other", async () => {
    const update = await server.graphql<{
      updateProfile: { message: string; profile: { firstName: string; city: string } };
    }>(
      'mutation ($i: MemberProfileInput!) { updateProfile(input: $i) { message profile { firstName city } } }',
      { i: { firstName: 'Alice', lastName: 'Liddell', city: 'Oxford', state: 'ny', postalCode: '10001' } },
      alice.access_token,
    );
    expect(update.errors).toBeUndefined();
    expect(update.data?.updateProfile.message).toBe('Profile successfully updated!');
    await server.graphql('mutation { acceptTerms { message } }', {}, alice.access_token);

    type S = {
      session: {
        id: string;
        acknowledgedTerms: boolean;
        profile: Record<string, unknown> & { cards: { cardNumber: string }[] };
      };
    };
    const query = `{ session { id acknowledgedTerms profile { ${PROFILE_FIELDS} cards { cardNumber } } } }`;
    const a = (await server.graphql<S>(query, {}, alice.access_token)).data?.session;
    const b = (await server.graphql<S>(query, {}, bob.access_token)).data?.session;
    expect(a?.profile).toMatchObject({
      firstName: 'Alice',
      city: 'Oxford',
      state: 'NY',
      postalCode: '10001',
    });
    expect(a?.acknowledgedTerms).toBe(true);
    expect(b?.profile).toMatchObject({
      firstName: 'Grace',
      city: null,
      state: null,
      acknowledgedTerms: false,
    });
    expect(a?.id).not.toBe(b?.id);
    expect(a?.profile['id']).toBe(a?.id);
    expect(a?.profile.cards[0]?.cardNumber).not.toBe(b?.profile.cards[0]?.cardNumber);
  });

  it('answers profile mistakes with the spec messages and locks the birthday once set', async () => {
    const mutation =
      'mutation ($i: MemberProfileInput!) { updateProfile(input: $i) { birthdaySet profile { birthDate } } }';
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstName: ' ', lastName: 'X' }, 'firstName', 'First Name cannot be empty'],
      [
        { firstName: 'Eve', lastName: 'X<script>' },
        'lastName',
        'Please remove special characters in last name.',
      ],
      [{ firstName: 'Eve', lastName: 'X', city: '  ' }, 'city', 'City cannot be empty'],
      [{ firstName: 'Eve', lastName: 'X', birthday: '2023-02-30' }, 'birthday', 'Select valid Birthday'],
      [{ firstName: 'Eve', lastName: 'X', birthday: '2999-01-01' }, 'birthday', 'Select valid Birthday'],
    ];
    for (const [input, field, message] of cases) {
      const answer = await server.graphql(mutation, { i: input }, bob.access_token);
      expect(answer.errors?.[0]?.message).toBe(message);
      expect(answer.errors?.[0]?.extensions?.['code']).toBe('INVALID_INPUT');
      expect((answer.errors?.[0]?.extensions?.['fieldErrors'] as Record<string, string>)[field]).toBe(
        message,
      );
    }
    const set = await server.graphql<{
      updateProfile: { birthdaySet: boolean; profile: { birthDate: string } };
    }>(mutation, { i: { firstName: 'Grace', lastName: 'Hopper', birthday: '1990-12-09' } }, bob.access_token);
    expect(set.data?.updateProfile).toEqual({ birthdaySet: true, profile: { birthDate: '1990-12-09' } });
    const locked = await server.graphql(
      mutation,
      { i: { firstName: 'Grace', lastName: 'Hopper', birthday: '1991-01-01' } },
      bob.access_token,
    );
    expect(locked.errors?.[0]?.message).toBe('Contact the Fanatic Factory to update your birthday');
  });

  it('updates the account: email, phone, rewards emails and the birthday drink, with the spec messages', async () => {
    const mutation =
      'mutation ($i: MemberAccountInput!) { updateAccount(input: $i) { message profile { email phone ewardSubscription birthdayPromotionMedium badEmail } } }';
    const invalid: [Record<string, unknown>, string][] = [
      [{ email: '', phone: '3127360145', ewardSubscription: false }, 'Email cannot be empty'],
      [{ email: 'nope', phone: '3127360145', ewardSubscription: false }, 'Invalid Email'],
      [{ email: 'g@example.com', phone: '', ewardSubscription: false }, 'Phone cannot be empty'],
      [
        { email: 'g@example.com', phone: '312736', ewardSubscription: false },
        'Phone number must be 10 digits.',
      ],
      [
        { email: 'g@example.com', phone: '5553334567', ewardSubscription: false },
        'Please enter a valid phone number',
      ],
    ];
    for (const [input, message] of invalid) {
      expect((await server.graphql(mutation, { i: input }, bob.access_token)).errors?.[0]?.message).toBe(
        message,
      );
    }
    const email = `grace.new.${Date.now()}@example.com`;
    const ok = await server.graphql<{ updateAccount: { message: string; profile: Record<string, unknown> } }>(
      mutation,
      {
        i: {
          email,
          phone: '(312) 736-0199',
          ewardSubscription: true,
          birthdayPromotionMedium: 'BrewlineCard',
        },
      },
      bob.access_token,
    );
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.updateAccount.message).toBe('Account details have been successfully updated.');
    expect(ok.data?.updateAccount.profile).toEqual({
      email,
      phone: '3127360199',
      ewardSubscription: true,
      birthdayPromotionMedium: 'BrewlineCard',
      badEmail: false,
    });
    const taken = await server.graphql(
      mutation,
      { i: { email: aliceFields.email, phone: '3127360199', ewardSubscription: true } },
      bob.access_token,
    );
    expect(taken.errors?.[0]?.extensions?.['code']).toBe('EMAIL_TAKEN');
    const badMedium = await server.graphql(
      mutation,
      { i: { email, phone: '3127360199', ewardSubscription: true, birthdayPromotionMedium: 'Gold' } },
      bob.access_token,
    );
    expect(badMedium.errors?.[0]?.extensions?.['code']).toBe('INVALID_INPUT');
  });

  it('changes the password with each of the spec messages, and the new one signs in', async () => {
    const own = fields('password');
    const tokens = await signUp(server.baseUrl, own);
    const otherDevice = await signIn(server.baseUrl, own.email, own.password);
    const mutation =
      'mutation ($o: String!, $n: String!, $r: String) { changePassword(oldPassword: $o, newPassword: $n, retypePassword: $r) { message } }';
    const change = (o: string, n: string, r?: string) =>
      server.graphql<{ changePassword: { message: string } }>(mutation, { o, n, r }, tokens.access_token);
    expect((await change('', 'cortado-22')).errors?.[0]?.message).toBe('Password cannot be empty');
    expect((await change(own.password, '')).errors?.[0]?.message).toBe('New Password cannot be empty');
    expect((await change(own.password, 'short')).errors?.[0]?.message).toBe(
      'Passwords must be at least 7 characters.',
    );
    expect((await change(own.password, own.password)).errors?.[0]?.message).toBe(
      'New password cannot be the same as current password',
    );
    expect((await change(own.password, 'cortado-22', '')).errors?.[0]?.message).toBe(
      'Password cannot be empty',
    );
    expect((await change(own.password, 'cortado-22', 'cortado-23')).errors?.[0]?.message).toBe(
      'Passwords do not match',
    );
    const wrong = await change('not-the-password', 'cortado-22', 'cortado-22');
    expect(wrong.errors?.[0]?.message).toBe('Current password is not correct.');
    expect(wrong.errors?.[0]?.extensions?.['code']).toBe('WRONG_PASSWORD');

    const done = await change(own.password, 'cortado-22', 'cortado-22');
    expect(done.errors).toBeUndefined();
    expect(done.data?.changePassword.message).toBe('Password has been successfully changed.');
    await expect(signIn(server.baseUrl, own.email, own.password)).rejects.toThrow(/401/);
    const again = await signIn(server.baseUrl, own.email, 'cortado-22');
    expect(again.access_token).toBeTruthy();
    // The other device signs in again; the session that changed the password goes on.
    const other = await server.graphql('{ session { id } }', {}, otherDevice.access_token);
    expect(other.errors?.[0]?.extensions?.['reason']).toBe('INVALID_TOKEN');
    expect((await refresh(server.baseUrl, otherDevice.refresh_token)).status).toBe(400);
    // The session that changed the password goes on.
    expect(
      (
        await server.graphql<{ session: { authenticated: boolean } }>(
          '{ session { authenticated } }',
          {},
          tokens.access_token,
        )
      ).data?.session.authenticated,
    ).toBe(true);
  });

  it('locks the password change after repeated wrong current passwords', async () => {
    const own = fields('pwlock');
    const tokens = await signUp(server.baseUrl, own);
    const mutation =
      'mutation ($o: String!) { changePassword(oldPassword: $o, newPassword: "cortado-22") { message } }';
    const codes: unknown[] = [];
    for (let i = 0; i < 6; i += 1) {
      const answer = await server.graphql(mutation, { o: `guess-${i}` }, tokens.access_token);
      codes.push(answer.errors?.[0]?.extensions?.['code']);
    }
    expect(codes).toEqual([
      'WRONG_PASSWORD',
      'WRONG_PASSWORD',
      'WRONG_PASSWORD',
      'WRONG_PASSWORD',
      'LOCKED_OUT',
      'LOCKED_OUT',
    ]);
    const right = await server.graphql(mutation, { o: own.password }, tokens.access_token);
    expect(right.errors?.[0]?.message).toMatch(/^Too many unsuccessful sign-in attempts\./);
  });

  it('stores feedback from guests and members, within the length limit', async () => {
    const mutation =
      'mutation ($c: String!, $t: String!) { sendFeedback(category: $c, feedbackText: $t) { message } }';
    const guest = await server.graphql<{ sendFeedback: { message: string } }>(mutation, {
      c: 'Online Ordering Help',
      t: '  The app froze at checkout.  ',
    });
    expect(guest.errors).toBeUndefined();
    expect(guest.data?.sendFeedback.message).toMatch(/^Thank you!/);
    const member = await server.graphql(
      mutation,
      { c: 'Online Ordering Help', t: 'My card is missing.' },
      alice.access_token,
    );
    expect(member.errors).toBeUndefined();
    const rows = await server.database.handle.db.select().from(feedback).orderBy(desc(feedback.id)).limit(2);
    expect(rows.map((r) => [r.feedbackText, r.memberId])).toEqual([
      ['My card is missing.', decodeJwt(alice.access_token).sub],
      ['The app froze at checkout.', null],
    ]);
    expect(
      (await server.graphql(mutation, { c: 'Online Ordering Help', t: '   ' })).errors?.[0]?.message,
    ).toBe('Please tell us about the issue.');
    expect(
      (await server.graphql(mutation, { c: 'Online Ordering Help', t: 'x'.repeat(2001) })).errors?.[0]
        ?.message,
    ).toBe('Please keep it under 2000 characters.');
    expect(
      (await server.graphql(mutation, { c: 'Other', t: 'hello' })).errors?.[0]?.extensions?.['code'],
    ).toBe('INVALID_INPUT');
    expectRefused(
      await server.graphql(mutation, { c: 'Online Ordering Help', t: 'hi' }, 'a.b.c'),
      'INVALID_TOKEN',
    );
  });
});
