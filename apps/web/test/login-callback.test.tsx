// /login (docs/product/account.md#signing-in): the start stores the PKCE pair, probes and leaves
// with the right parameters; the return exchanges the code, stores the session and goes to the
// stored redirect; a refused exchange logs out; an unreachable server says so.
import { createCodeChallenge } from '@brewline/web-auth/pkce';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LoginPage from '../src/features/auth/login-page.tsx';
import { startSignIn } from '../src/features/auth/sign-in-flow.ts';
import { sessionData, stubMemberApi } from './support/member-api.ts';
import { renderMember } from './support/render-member.tsx';

const VERIFIER = 'v'.repeat(64);

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('sign-in start', () => {
  it('stores verifier, challenge and redirect, probes with HEAD, then leaves for the provider', async () => {
    const calls = stubMemberApi({ graphql: {} });
    const go = vi.fn();
    expect(await startSignIn('/checkout/profile', go)).toEqual({ kind: 'leaving' });
    const verifier = sessionStorage.getItem('brewline.pkceVerifier') ?? '';
    expect(verifier).toMatch(/^[A-Za-z0-9\-._~]{43,128}$/);
    const challenge = await createCodeChallenge(verifier);
    expect(sessionStorage.getItem('brewline.pkceChallenge')).toBe(challenge);
    expect(sessionStorage.getItem('brewline.loginRedirect')).toBe('/checkout/profile');
    expect(calls.find((call) => call.method === 'HEAD')?.url).toBe('http://app.test/oidc/auth');
    const url = new URL(String(go.mock.calls[0]?.[0]));
    expect(url.origin + url.pathname).toBe('http://app.test/oidc/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      redirect_uri: `${window.location.origin}/login`,
      client_id: 'brewline-web',
    });
  });
});

describe('sign-in return', () => {
  beforeEach(() => {
    sessionStorage.setItem('brewline.pkceVerifier', VERIFIER);
    sessionStorage.setItem('brewline.loginRedirect', '/checkout/profile');
  });

  it('exchanges the code with the verifier and goes to the stored redirect', async () => {
    const calls = stubMemberApi({
      graphql: { Session: (_v, token) => ({ data: sessionData({ badEmail: token === 'a1' }) }) },
      token: () => ({ access_token: 'a1', refresh_token: 'r1' }),
    });
    renderMember('/login?code=the-code', <LoginPage />);
    expect(screen.getByText('Signing you in...')).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/checkout/profile'));
    expect(calls.find((call) => call.form)?.form).toEqual({
      client_id: 'brewline-web',
      code_verifier: VERIFIER,
      grant_type: 'authorization_code',
      redirect_uri: `${window.location.origin}/login`,
      code: 'the-code',
    });
    expect(sessionStorage.getItem('brewline.accessToken')).toBe('a1');
    expect(sessionStorage.getItem('brewline.refreshToken')).toBe('r1');
    expect(sessionStorage.getItem('brewline.userId')).toBe('member-1');
    expect(sessionStorage.getItem('brewline.badEmail')).toBe('1');
    expect(sessionStorage.getItem('brewline.loginRedirect')).toBeNull();
    expect(sessionStorage.getItem('brewline.pkceVerifier')).toBeNull();
  });

  it('a /login drawn anew after the tokens were written still goes to the stored redirect', async () => {
    // The page can be mounted again while the sign-in completes: the new one finds the member
    // signed in at its entry and must not fall back to /account/rewards.
    sessionStorage.setItem('brewline.accessToken', 'a1');
    sessionStorage.setItem('brewline.refreshToken', 'r1');
    stubMemberApi({ graphql: { Session: () => ({ data: sessionData() }) } });
    renderMember('/login?code=the-code', <LoginPage />);
    await waitFor(() => expect(window.location.pathname).toBe('/checkout/profile'));
    expect(sessionStorage.getItem('brewline.loginRedirect')).toBeNull();
  });

  it('goes to /account/rewards without a stored redirect', async () => {
    sessionStorage.removeItem('brewline.loginRedirect');
    stubMemberApi({
      graphql: { Session: () => ({ data: sessionData() }) },
      token: () => ({ access_token: 'a1', refresh_token: 'r1' }),
    });
    renderMember('/login?code=code-2', <LoginPage />);
    await waitFor(() => expect(window.location.pathname).toBe('/account/rewards'));
  });

  it('logs out when the exchange is refused', async () => {
    const calls = stubMemberApi({
      graphql: { Logout: () => ({ data: { logout: true } }) },
      token: () => null,
    });
    renderMember('/login?code=code-3', <LoginPage />);
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(calls.some((call) => call.operationName === 'Logout')).toBe(true);
    expect(sessionStorage.getItem('brewline.accessToken')).toBeNull();
  });

  it('says the servers are unreachable when the exchange cannot be made', async () => {
    stubMemberApi({ graphql: {}, token: () => 'offline' });
    renderMember('/login?code=code-4', <LoginPage />);
    expect((await screen.findByTestId('sign-in-unreachable')).textContent).toBe(
      'It looks like we were unable to reach our servers. Please try again later. You can still use the app in guest mode.',
    );
  });
});
