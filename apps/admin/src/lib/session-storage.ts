// The back office's own session: access and refresh tokens in session storage under keys of its own,
// so signing in here never signs the customer app in or out in the same browser (and closing the tab
// ends it). Listeners hear every change, so the shell and the GraphQL client agree on who is signed in.
const ACCESS = 'brewline.admin.accessToken';
const REFRESH = 'brewline.admin.refreshToken';

export interface SessionTokens {
  readonly accessToken: string;
  readonly refreshToken: string;
}

const listeners = new Set<() => void>();

function read(key: string): string | null {
  try {
    const value = sessionStorage.getItem(key);
    return value === '' ? null : value;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode): the session lasts until the next reload.
  }
}

export const readAccessToken = (): string | null => read(ACCESS);
export const readRefreshToken = (): string | null => read(REFRESH);

export function writeTokens(tokens: SessionTokens): void {
  write(ACCESS, tokens.accessToken);
  write(REFRESH, tokens.refreshToken);
  listeners.forEach((listener) => listener());
}

export function clearSession(): void {
  write(ACCESS, null);
  write(REFRESH, null);
  listeners.forEach((listener) => listener());
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
