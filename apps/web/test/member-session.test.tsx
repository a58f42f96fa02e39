// The member session (docs/product/account.md#the-session): the bearer header, a refresh on
// INVALID_TOKEN with a retry, and a refused refresh that clears the session and shows /menu.
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../src/lib/session-context.tsx';
import { invalidToken, sessionData, stubMemberApi } from './support/member-api.ts';
import { renderMember, storeTokens } from './support/render-member.tsx';

function Greeting() {
  const { signedIn, profile } = useSession();
  return <p data-testid="greeting">{signedIn ? `Welcome, ${profile?.firstName ?? '...'}` : 'Guest'}</p>;
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('member session', () => {
  it('sends no session query for a guest', async () => {
    const calls = stubMemberApi({ graphql: {} });
    renderMember('/menu', <Greeting />);
    expect(screen.getByTestId('greeting').textContent).toBe('Guest');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(0);
  });

  it('sends the bearer token and reads the profile', async () => {
    const calls = stubMemberApi({
      graphql: { Session: (_v, token) => (token === 'a1' ? { data: sessionData() } : invalidToken()) },
    });
    storeTokens('a1', 'r1');
    renderMember('/menu', <Greeting />);
    await waitFor(() => expect(screen.getByTestId('greeting').textContent).toBe('Welcome, Ada'));
    expect(calls[0]?.authorization).toBe('Bearer a1');
  });

  it('refreshes an expired access token once, form-encoded, and retries invisibly', async () => {
    const calls = stubMemberApi({
      graphql: { Session: (_v, token) => (token === 'a2' ? { data: sessionData() } : invalidToken()) },
      token: (form) => (form['refresh_token'] === 'r1' ? { access_token: 'a2', refresh_token: 'r2' } : null),
    });
    storeTokens('expired', 'r1');
    renderMember('/menu', <Greeting />);
    await waitFor(() => expect(screen.getByTestId('greeting').textContent).toBe('Welcome, Ada'));
    const refreshes = calls.filter((call) => call.form);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.method).toBe('POST');
    expect(refreshes[0]?.form).toEqual({
      client_id: 'brewline-web',
      refresh_token: 'r1',
      grant_type: 'refresh_token',
    });
    expect(sessionStorage.getItem('brewline.accessToken')).toBe('a2');
    expect(sessionStorage.getItem('brewline.refreshToken')).toBe('r2');
    expect(
      calls.filter((call) => call.operationName === 'Session').map((call) => call.authorization),
    ).toEqual(['Bearer expired', 'Bearer a2']);
  });

  it('clears the session and goes to /menu when the refresh is refused', async () => {
    stubMemberApi({ graphql: { Session: () => invalidToken() }, token: () => null });
    storeTokens('expired', 'revoked');
    sessionStorage.setItem('brewline.userId', 'member-1');
    sessionStorage.setItem('brewline.activeOrderId', 'order-1');
    renderMember('/account/profile', <Greeting />);
    await waitFor(() => expect(window.location.pathname).toBe('/menu'));
    expect(screen.getByTestId('greeting').textContent).toBe('Guest');
    for (const key of ['accessToken', 'refreshToken', 'userId', 'activeOrderId']) {
      expect(sessionStorage.getItem(`brewline.${key}`)).toBeNull();
    }
  });
});
