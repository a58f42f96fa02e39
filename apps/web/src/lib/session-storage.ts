// The member's session (docs/product/account.md#auth-tokens): access token, refresh token and user
// id in session storage, so a reload keeps the sign-in and closing the tab ends it; inside the
// mobile app, in device storage, handed to the app on every change
// (docs/product/account.md#who-it-is-for). Listeners hear every change, so the chrome and the
// GraphQL client agree on who is signed in.
import { isWrapperApp, type WrapperSessionMessage } from '@brewline/domain/site/wrapper-app';
import { writeActiveOrderId } from './active-order.ts';

declare global {
  interface Window {
    /** The mobile app's message bridge, present only inside its WebView. */
    ReactNativeWebView?: { postMessage(message: string): void };
  }
}

/** Inside the mobile app the session lives in device storage, which survives a relaunch. */
function storage(): Storage {
  return typeof navigator !== 'undefined' && isWrapperApp(navigator.userAgent)
    ? localStorage
    : sessionStorage;
}

/** Hands the current session to the mobile app, when there is one. */
function tellWrapper(): void {
  if (typeof navigator === 'undefined' || !isWrapperApp(navigator.userAgent)) return;
  const message: WrapperSessionMessage = {
    type: 'brewline.session',
    accessToken: read(ACCESS),
    refreshToken: read(REFRESH),
    userId: read(USER_ID),
  };
  window.ReactNativeWebView?.postMessage(JSON.stringify(message));
}

const ACCESS = 'brewline.accessToken';
const REFRESH = 'brewline.refreshToken';
const USER_ID = 'brewline.userId';

export interface SessionTokens {
  readonly accessToken: string;
  readonly refreshToken: string;
}

const listeners = new Set<() => void>();

function read(key: string): string | null {
  try {
    const value = storage().getItem(key);
    return value === '' ? null : value;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Storage refused (private mode): the session lasts until the next reload.
  }
}

const notify = () => {
  tellWrapper();
  listeners.forEach((listener) => listener());
};

export const readAccessToken = (): string | null => read(ACCESS);
export const readRefreshToken = (): string | null => read(REFRESH);
export const readUserId = (): string | null => read(USER_ID);

export function writeTokens(tokens: SessionTokens): void {
  write(ACCESS, tokens.accessToken);
  write(REFRESH, tokens.refreshToken);
  notify();
}

export function writeUserId(id: string | null): void {
  write(USER_ID, id);
  tellWrapper();
}

/** Sign-out, a failed refresh or a failed exchange: everything of the session goes, the cart stays. */
export function clearSession(): void {
  write(ACCESS, null);
  write(REFRESH, null);
  write(USER_ID, null);
  writeActiveOrderId(null);
  notify();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
