// Inside the Brewline mobile app the session goes to device storage and to the app itself.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, readAccessToken, writeTokens, writeUserId } from '../src/lib/session-storage.ts';

const APP_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 BrewlineApp/3.2.1';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  delete window.ReactNativeWebView;
});

describe('session storage', () => {
  it('in a browser keeps tokens in this tab only and tells no app', () => {
    writeTokens({ accessToken: 'a1', refreshToken: 'r1' });
    expect(sessionStorage.getItem('brewline.accessToken')).toBe('a1');
    expect(localStorage.getItem('brewline.accessToken')).toBeNull();
  });

  it('in the mobile app keeps tokens in device storage and hands them to the app', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(APP_AGENT);
    const postMessage = vi.fn();
    window.ReactNativeWebView = { postMessage };
    writeTokens({ accessToken: 'a2', refreshToken: 'r2' });
    writeUserId('member-7');
    expect(localStorage.getItem('brewline.accessToken')).toBe('a2');
    expect(sessionStorage.getItem('brewline.accessToken')).toBeNull();
    expect(readAccessToken()).toBe('a2');
    const last = JSON.parse(String(postMessage.mock.calls.at(-1)?.[0])) as Record<string, unknown>;
    expect(last).toEqual({
      type: 'brewline.session',
      accessToken: 'a2',
      refreshToken: 'r2',
      userId: 'member-7',
    });
    clearSession();
    expect(JSON.parse(String(postMessage.mock.calls.at(-1)?.[0]))).toEqual({
      type: 'brewline.session',
      accessToken: null,
      refreshToken: null,
      userId: null,
    });
  });
});
