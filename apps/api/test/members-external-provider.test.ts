// Another OIDC provider replaces the embedded one by configuration (decision 004): an API server
// with OIDC_ISSUER set mounts no provider and verifies that issuer's tokens against its published
// keys. The "other provider" here is a second server's embedded one, reached over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose';
import { availableTestDatabases } from './support/test-databases.ts';
import { startMembersServer, type MembersServer } from './support/members-server.ts';
import { signUp, type Tokens } from './support/oidc-browser.ts';

const kinds = await availableTestDatabases();

describe.each(kinds)('another OIDC provider on $name', (kind) => {
  let issuer: MembersServer;
  let api: MembersServer;
  let tokens: Tokens;

  beforeAll(async () => {
    issuer = await startMembersServer(kind);
    api = await startMembersServer(kind, { OIDC_ISSUER: `${issuer.baseUrl}/oidc` });
    tokens = await signUp(issuer.baseUrl, {
      firstName: 'Katherine',
      lastName: 'Johnson',
      email: `kj.${Date.now()}@example.com`,
      phone: '7577360123',
      password: 'espresso-1',
    });
  });
  afterAll(async () => {
    await api.close();
    await issuer.close();
  });

  it('mounts no provider and tells the app where to sign in', async () => {
    expect((await fetch(`${api.baseUrl}/oidc/.well-known/openid-configuration`)).status).toBe(404);
    const config = (await (await fetch(`${api.baseUrl}/identity-config.json`)).json()) as Record<
      string,
      unknown
    >;
    expect(config).toEqual({
      issuer: `${issuer.baseUrl}/oidc`,
      clientId: 'brewline-web',
      authorizationEndpoint: `${issuer.baseUrl}/oidc/auth`,
      tokenEndpoint: `${issuer.baseUrl}/oidc/token`,
      revocationEndpoint: `${issuer.baseUrl}/oidc/token/revocation`,
      // No reset page named (OIDC_PASSWORD_RESET_URL): the app offers no link of its own.
      passwordResetUrl: null,
    });
  });

  it("accepts the provider's token, keyed by sub, and starts the member's profile and card", async () => {
    const answer = await api.graphql<{
      session: { authenticated: boolean; id: string; profile: { cards: { cardNumber: string }[] } };
    }>('{ session { authenticated id profile { cards { cardNumber } } } }', {}, tokens.access_token);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.session.authenticated).toBe(true);
    expect(answer.data?.session.id).toBe(decodeJwt(tokens.access_token).sub);
    expect(answer.data?.session.profile.cards[0]?.cardNumber).toMatch(/^\d{14}$/);
  });

  it('defers password changes to the provider and refuses tokens of another issuer', async () => {
    const change = await api.graphql(
      'mutation { changePassword(oldPassword: "espresso-1", newPassword: "cortado-22") { message } }',
      {},
      tokens.access_token,
    );
    expect(change.errors?.[0]?.extensions?.['code']).toBe('PASSWORD_MANAGED_ELSEWHERE');
    const own = await signUp(api.baseUrl, {
      firstName: 'Mary',
      lastName: 'Jackson',
      email: `mj.${Date.now()}@example.com`,
      phone: '7577360124',
      password: 'espresso-1',
    }).catch(() => null);
    // The API's own /oidc is gone, so nothing can be signed up there.
    expect(own).toBeNull();
    // Signed with another key under the provider's key id: not the provider's token.
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT(decodeJwt(tokens.access_token))
      .setProtectedHeader({ ...decodeProtectedHeader(tokens.access_token), alg: 'RS256' })
      .sign(privateKey);
    const stranger = await api.graphql('{ session { id } }', {}, forged);
    expect(stranger.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
  });
});
