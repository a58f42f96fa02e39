// The embedded identity provider end to end, through real HTTP on PGlite and PostgreSQL: sign-up on
// our interaction pages, the code + PKCE exchange (form-encoded), the member query with the access
// token, refresh rotation and reuse revocation, logout, and sign-in lockout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { memberCards } from '../src/db/schema/cards.ts';
import { memberAccounts } from '../src/db/schema/identity.ts';
import { availableTestDatabases } from './support/test-databases.ts';
import { startMembersServer, type MembersServer } from './support/members-server.ts';
import {
  Browser,
  codeFrom,
  exchangeCode,
  refresh,
  signIn,
  redirectUriOf,
  signUp,
  startAuthorization,
  type Tokens,
} from './support/oidc-browser.ts';

const kinds = await availableTestDatabases();
const REUSE_GRACE_MS = 600;

const SESSION =
  '{ session { authenticated id birthdaySet acknowledgedTerms profile { id firstName lastName email phone cards { cardNumber isDefault balanceCents } } } }';

interface SessionAnswer {
  session: {
    authenticated: boolean;
    id: string | null;
    birthdaySet: boolean;
    acknowledgedTerms: boolean;
    profile: {
      id: string;
      firstName: string;
      lastName: string;
      email: string;
      phone: string;
      cards: { cardNumber: string; isDefault: boolean; balanceCents: number }[];
    } | null;
  };
}

function member(n: string) {
  return {
    firstName: 'Ada',
    lastName: `Lovelace-${n}`,
    email: `ada.${n}.${Date.now()}@example.com`,
    phone: '(212) 555-0123'.replace('555', '736'),
    password: 'espresso-1',
  };
}

describe.each(kinds)('member sign-in on $name', (kind) => {
  let server: MembersServer;
  beforeAll(async () => {
    // A short refresh-token reuse grace, so a late reuse is seen without waiting 10 s.
    server = await startMembersServer(kind, {}, { storage: { refreshReuseGraceMs: REUSE_GRACE_MS } });
  });
  afterAll(async () => {
    await server.close();
  });

  it('publishes discovery for the code flow with PKCE S256 only', async () => {
    const response = await fetch(`${server.baseUrl}/oidc/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery['issuer']).toBe(`${server.baseUrl}/oidc`);
    expect(discovery['response_types_supported']).toEqual(['code']);
    expect(discovery['code_challenge_methods_supported']).toEqual(['S256']);
    expect(discovery['grant_types_supported']).not.toContain('password');
    expect(discovery['grant_types_supported']).not.toContain('implicit');
    expect(discovery['token_endpoint']).toBe(`${server.baseUrl}/oidc/token`);
    expect(discovery['revocation_endpoint']).toBe(`${server.baseUrl}/oidc/token/revocation`);
    const config = (await (await fetch(`${server.baseUrl}/identity-config.json`)).json()) as Record<
      string,
      unknown
    >;
    expect(config['authorizationEndpoint']).toBe(discovery['authorization_endpoint']);
    expect(config['clientId']).toBe('brewline-web');
  });

  it('signs a member up through the pages, exchanges the code and loads the session', async () => {
    const fields = member('signup');
    const start = await startAuthorization(server.baseUrl);
    const page = await start.browser.request(start.interactionPath);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Welcome back');
    const signUpPage = await start.browser.request(`${start.interactionPath}/signup`);
    expect(await signUpPage.text()).toContain('Create your account');

    const posted = await start.browser.postForm(`${start.interactionPath}/signup`, {
      ...fields,
      retypePassword: fields.password,
    });
    expect(posted.status).toBe(303);
    const code = codeFrom(await start.browser.follow(posted), start.state);
    const exchanged = await exchangeCode(server.baseUrl, code, start.verifier);
    expect(exchanged.status).toBe(200);
    const tokens = (await exchanged.json()) as Tokens;
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBeLessThanOrEqual(300);
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.access_token.split('.')).toHaveLength(3);

    const answer = await server.graphql<SessionAnswer>(SESSION, {}, tokens.access_token);
    expect(answer.errors).toBeUndefined();
    const session = answer.data?.session;
    expect(session?.authenticated).toBe(true);
    expect(session?.acknowledgedTerms).toBe(false);
    expect(session?.birthdaySet).toBe(false);
    expect(session?.profile).toMatchObject({
      firstName: 'Ada',
      lastName: fields.lastName,
      email: fields.email,
      phone: '2127360123',
    });
    expect(session?.profile?.cards).toHaveLength(1);
    expect(session?.profile?.cards[0]?.cardNumber).toMatch(/^[1-9]\d{13}$/);
    expect(session?.profile?.cards[0]?.isDefault).toBe(true);

    // The password is stored as an argon2id hash only.
    const db = server.database.handle.db;
    const [account] = await db.select().from(memberAccounts).where(eq(memberAccounts.email, fields.email));
    expect(account?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(account?.id).toBe(session?.id);
    const cards = await db
      .select()
      .from(memberCards)
      .where(eq(memberCards.memberId, account?.id ?? ''));
    expect(cards).toHaveLength(1);
  });

  it("opens the sign-up page directly for the app's Sign Up links (screen=signup)", async () => {
    const start = await startAuthorization(server.baseUrl, undefined, { screen: 'signup' });
    const page = await start.browser.request(start.interactionPath);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Create your account');
    expect(html).not.toContain('Welcome back');
  });

  it('answers a guest session without a token', async () => {
    const answer = await server.graphql<SessionAnswer>(SESSION);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.session).toMatchObject({ authenticated: false, id: null, profile: null });
  });

  it('refuses a code exchange with the wrong verifier, and a request without PKCE', async () => {
    const fields = member('pkce');
    await signUp(server.baseUrl, fields);
    const start = await startAuthorization(server.baseUrl);
    const posted = await start.browser.postForm(`${start.interactionPath}/login`, {
      email: fields.email,
      password: fields.password,
    });
    const code = codeFrom(await start.browser.follow(posted), start.state);
    const wrong = await exchangeCode(server.baseUrl, code, 'x'.repeat(64));
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: string }).error).toBe('invalid_grant');

    const browser = new Browser(server.baseUrl);
    const noPkce = await browser.request(
      `/oidc/auth?client_id=brewline-web&response_type=code&redirect_uri=${encodeURIComponent(redirectUriOf(server.baseUrl))}&state=s`,
    );
    const location = new URL(noPkce.headers.get('location') ?? '', server.baseUrl);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    const plain = await browser.request(
      `/oidc/auth?client_id=brewline-web&response_type=code&code_challenge=${'a'.repeat(43)}&code_challenge_method=plain&redirect_uri=${encodeURIComponent(redirectUriOf(server.baseUrl))}&state=s`,
    );
    expect(new URL(plain.headers.get('location') ?? '', server.baseUrl).searchParams.get('error')).toBe(
      'invalid_request',
    );
  });

  it('rotates refresh tokens and revokes the family when a used one comes back', async () => {
    const tokens = await signUp(server.baseUrl, member('rotate'));
    const first = await refresh(server.baseUrl, tokens.refresh_token);
    expect(first.status).toBe(200);
    const rotated = (await first.json()) as Tokens;
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token);
    expect(
      (await server.graphql<SessionAnswer>(SESSION, {}, rotated.access_token)).data?.session.authenticated,
    ).toBe(true);

    // Past the grace for near-simultaneous refreshes (refresh-reuse-grace.test.ts), a reuse is theft.
    await new Promise((resolve) => setTimeout(resolve, REUSE_GRACE_MS + 100));
    const reused = await refresh(server.baseUrl, tokens.refresh_token);
    expect(reused.status).toBe(400);
    expect(((await reused.json()) as { error: string }).error).toBe('invalid_grant');
    // The whole family is gone: the newest refresh token and the access tokens with it.
    expect((await refresh(server.baseUrl, rotated.refresh_token)).status).toBe(400);
    const answer = await server.graphql<SessionAnswer>(SESSION, {}, rotated.access_token);
    expect(answer.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
    expect(answer.errors?.[0]?.extensions?.['reason']).toBe('INVALID_TOKEN');
  });

  it('logs out: the refresh token, the access token and the browser session end', async () => {
    const fields = member('logout');
    const start = await startAuthorization(server.baseUrl);
    const posted = await start.browser.postForm(`${start.interactionPath}/signup`, {
      ...fields,
      retypePassword: fields.password,
    });
    const code = codeFrom(await start.browser.follow(posted), start.state);
    const tokens = (await (await exchangeCode(server.baseUrl, code, start.verifier)).json()) as Tokens;

    const out = await server.graphql<{ logout: boolean }>('mutation { logout }', {}, tokens.access_token);
    expect(out.data?.logout).toBe(true);
    expect((await refresh(server.baseUrl, tokens.refresh_token)).status).toBe(400);
    const after = await server.graphql<SessionAnswer>(SESSION, {}, tokens.access_token);
    expect(after.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
    // The same browser is asked for its password again rather than signed in silently.
    const again = await startAuthorization(server.baseUrl, start.browser);
    const page = await start.browser.request(again.interactionPath);
    expect(await page.text()).toContain('Welcome back');
  });

  it('shows field messages on the sign-up page and refuses a taken email', async () => {
    const fields = member('taken');
    await signUp(server.baseUrl, fields);
    const start = await startAuthorization(server.baseUrl);
    const short = await start.browser.postForm(`${start.interactionPath}/signup`, {
      ...fields,
      email: 'someone.else@example.com',
      password: 'abc',
      retypePassword: 'abd',
    });
    expect(short.status).toBe(400);
    const shortPage = await short.text();
    expect(shortPage).toContain('Passwords must be at least 7 characters.');
    expect(shortPage).toContain('Passwords do not match');
    const taken = await start.browser.postForm(`${start.interactionPath}/signup`, {
      ...fields,
      email: fields.email.toUpperCase(),
      retypePassword: fields.password,
    });
    expect(taken.status).toBe(409);
    // The field says what is wrong (the address is taken) and the page offers to sign in with it.
    const takenPage = await taken.text();
    expect(takenPage).toContain('This email address is already taken.');
    expect(takenPage).toMatch(
      /Is this your email\? Sign in instead: <a href="\/oidc\/interaction\/[^"]+">Sign in<\/a>/,
    );
  });

  it('signs an existing member in and says so when the password is wrong', async () => {
    const fields = member('signin');
    await signUp(server.baseUrl, fields);
    const tokens = await signIn(server.baseUrl, fields.email.toUpperCase(), fields.password);
    expect(
      (await server.graphql<SessionAnswer>(SESSION, {}, tokens.access_token)).data?.session.profile?.email,
    ).toBe(fields.email);
    const start = await startAuthorization(server.baseUrl);
    const wrong = await start.browser.postForm(`${start.interactionPath}/login`, {
      email: fields.email,
      password: 'not-my-password',
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('The email or password is not correct.');
  });

  it('locks an account after five failures, with a clear message, even with the right password', async () => {
    const fields = member('lockout');
    await signUp(server.baseUrl, fields);
    const start = await startAuthorization(server.baseUrl);
    const statuses: number[] = [];
    let last = '';
    for (let i = 0; i < 5; i += 1) {
      const response = await start.browser.postForm(`${start.interactionPath}/login`, {
        email: fields.email,
        password: `wrong-${i}`,
      });
      statuses.push(response.status);
      last = await response.text();
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect(last).toContain(
      'Too many unsuccessful sign-in attempts. For your security, please wait 15 minutes',
    );
    const right = await start.browser.postForm(`${start.interactionPath}/login`, {
      email: fields.email,
      password: fields.password,
    });
    expect(right.status).toBe(429);
    expect(await right.text()).toContain('Too many unsuccessful sign-in attempts.');
  });

  it('lets a member continue as a guest, back to the app with access_denied', async () => {
    const start = await startAuthorization(server.baseUrl);
    const result = await start.browser.follow(await start.browser.request(`${start.interactionPath}/abort`));
    expect(result instanceof URL && result.searchParams.get('error')).toBe('access_denied');
  });

  it('answers the HEAD probe of the authorization endpoint', async () => {
    const start = await startAuthorization(server.baseUrl);
    expect(start.interactionPath).toMatch(/^\/oidc\/interaction\//);
    const head = await fetch(`${server.baseUrl}/oidc/auth?client_id=brewline-web`, {
      method: 'HEAD',
      redirect: 'manual',
    });
    expect(head.status).toBeLessThan(500);
  });
});
