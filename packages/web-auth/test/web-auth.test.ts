// The shared browser sign-in as an app sees it: the token-refreshing fetch, the trip to the provider
// and back, and the return path that never leaves the app. The provider is a fake fetch.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthFetch, type TokenStore } from '../src/auth-fetch.ts';
import { exchangeCode, leaveForProvider, type PkceStore } from '../src/pkce-sign-in.ts';
import { readSessionValue, safeReturnPath, writeSessionValue } from '../src/session-values.ts';

const CONFIG = {
  clientId: 'brewline-web',
  authorizationEndpoint: '/oidc/auth',
  tokenEndpoint: '/oidc/token',
};
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const invalidToken = () =>
  json({ errors: [{ message: 'x', extensions: { code: 'UNAUTHENTICATED', reason: 'INVALID_TOKEN' } }] });

function memoryTokens(access: string | null, refresh: string | null): TokenStore & { cleared: boolean } {
  const store = {
    cleared: false,
    readAccessToken: () => access,
    readRefreshToken: () => refresh,
    writeTokens: (tokens: { accessToken: string; refreshToken: string }) => {
      access = tokens.accessToken;
      refresh = tokens.refreshToken;
    },
    clearSession: () => {
      access = refresh = null;
      store.cleared = true;
    },
  };
  return store;
}

/** A fake server: identity config, the token endpoint's answer, GraphQL that accepts only `good`. */
function fakeServer(tokenAnswer: () => Response) {
  const calls: { url: string; auth: string | null; body: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : input.toString();
      const auth = new Headers(init?.headers).get('authorization');
      // Our callers send a string or URLSearchParams body, both of which print as the form.
      const body =
        init?.body instanceof URLSearchParams || typeof init?.body === 'string' ? init.body.toString() : null;
      calls.push({ url, auth, body });
      if (url.endsWith('/identity-config.json')) return Promise.resolve(json(CONFIG));
      if (url.endsWith('/oidc/token')) return Promise.resolve(tokenAnswer());
      return Promise.resolve(auth === 'Bearer good' ? json({ data: { ok: true } }) : invalidToken());
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('authFetch', () => {
  it('refreshes an expired token once and sends the request again with the new one', async () => {
    const calls = fakeServer(() => json({ access_token: 'good', refresh_token: 'r2' }));
    const tokens = memoryTokens('expired', 'r1');
    const { authFetch } = createAuthFetch(tokens);
    const response = await authFetch('/graphql', { method: 'POST' });
    expect(await response.json()).toEqual({ data: { ok: true } });
    expect(tokens.readRefreshToken()).toBe('r2');
    expect(calls.filter((call) => call.url === '/graphql').map((call) => call.auth)).toEqual([
      'Bearer expired',
      'Bearer good',
    ]);
    expect(calls.find((call) => call.url.endsWith('/oidc/token'))?.body).toContain('refresh_token=r1');
  });

  it('ends the session and tells the app when the provider refuses the refresh', async () => {
    fakeServer(() => new Response('no', { status: 400 }));
    const tokens = memoryTokens('expired', 'r1');
    const ended = vi.fn();
    const { authFetch } = createAuthFetch(tokens, ended);
    const response = await authFetch('/graphql');
    expect(await response.json()).toMatchObject({ errors: [{ extensions: { reason: 'INVALID_TOKEN' } }] });
    expect(tokens.cleared).toBe(true);
    expect(ended).toHaveBeenCalledOnce();
  });

  it('sends a guest request without a bearer and never asks the token endpoint', async () => {
    const calls = fakeServer(() => json({}));
    const { authFetch } = createAuthFetch(memoryTokens(null, null));
    await authFetch('/graphql');
    expect(calls).toEqual([{ url: '/graphql', auth: null, body: null }]);
  });
});

describe('the trip to the provider', () => {
  const kept = new Map<string, string>();
  const pkce: PkceStore = {
    savePkce: (verifier) => void kept.set('verifier', verifier),
    readVerifier: () => kept.get('verifier') ?? null,
    clearPkce: () => void kept.delete('verifier'),
  };

  it('leaves with a challenge and the app callback, and exchanges the code with the kept verifier', async () => {
    const calls = fakeServer(() => json({ access_token: 'a', refresh_token: 'r' }));
    let left = '';
    const outcome = await leaveForProvider({
      pkce,
      callbackPath: '/admin/login',
      signUp: true,
      alwaysAsk: true,
      go: (url) => (left = url),
    });
    expect(outcome).toBe('leaving');
    const url = new URL(left);
    expect(url.pathname).toBe('/oidc/auth');
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/admin/login`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('screen')).toBe('signup');
    expect(url.searchParams.get('prompt')).toBe('login');
    const verifier = pkce.readVerifier();
    expect(verifier).toBeTruthy();

    expect(await exchangeCode(pkce, '/admin/login', 'the-code')).toEqual({
      kind: 'tokens',
      tokens: { accessToken: 'a', refreshToken: 'r' },
    });
    const body = new URLSearchParams(calls.find((call) => call.url.endsWith('/oidc/token'))?.body ?? '');
    expect(body.get('code_verifier')).toBe(verifier);
    expect(body.get('code')).toBe('the-code');
    expect(pkce.readVerifier()).toBeNull();
  });

  it('fails an exchange without a kept verifier, without asking the provider', async () => {
    const calls = fakeServer(() => json({}));
    expect(await exchangeCode(pkce, '/login', 'code')).toEqual({ kind: 'failed' });
    expect(calls).toEqual([]);
  });
});

describe('session values', () => {
  it('keeps only paths inside the app as a place to return to', () => {
    expect(safeReturnPath('/checkout/profile')).toBe('/checkout/profile');
    expect(safeReturnPath('//evil.example/x')).toBeNull();
    expect(safeReturnPath('https://evil.example')).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
  });

  it('stores, reads and removes a value in the tab', () => {
    writeSessionValue('k', 'v');
    expect(readSessionValue('k')).toBe('v');
    writeSessionValue('k', null);
    expect(readSessionValue('k')).toBeNull();
  });
});
